import { defineApiArea } from "../platform/define-area";
import dashboardRoutes from "./routes";

export const dashboardArea = defineApiArea({
  name: "dashboard",
  register: async (api) => {
    await api.register(dashboardRoutes);
  },
});
