import { defineApiArea } from "../platform/define-area";
import { mastersRoutes } from "./routes";

export const mastersArea = defineApiArea({
  name: "masters",
  register: async (api) => {
    await api.register(mastersRoutes);
  },
});
