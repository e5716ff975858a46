import { defineApiArea } from "../platform/define-area";
import documentsRoutes from "./routes";

export const documentsArea = defineApiArea({
  name: "documents",
  register: async (api) => {
    await api.register(documentsRoutes);
  },
});
