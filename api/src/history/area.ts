import { defineApiArea } from "../platform/define-area";
import { historyRoutes } from "./routes";

export const historyArea = defineApiArea({
  name: "history",
  register: async (api) => {
    await api.register(historyRoutes);
  },
});
