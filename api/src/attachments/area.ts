import { defineApiArea } from "../platform/define-area";
import attachmentsRoutes from "./routes";

export const attachmentsArea = defineApiArea({
  name: "attachments",
  register: async (api) => {
    await api.register(attachmentsRoutes);
  },
});
