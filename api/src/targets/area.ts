import { defineApiArea } from "../platform/define-area";
import targetsRoutes from "./routes";

export const targetsArea = defineApiArea({
  name: "targets",
  register: async (api) => {
    await api.register(targetsRoutes);
  },
});
