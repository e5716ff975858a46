import { defineApiArea } from "../platform/define-area";
import externalSourcesRoutes from "./routes";

export const externalSourcesArea = defineApiArea({
  name: "external-sources",
  register: async (api) => {
    await api.register(externalSourcesRoutes);
  },
});
