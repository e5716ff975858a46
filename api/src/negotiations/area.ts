import { defineApiArea } from "../platform/define-area";
import negotiationsRoutes from "./routes";

export const negotiationsArea = defineApiArea({
  name: "negotiations",
  register: async (api) => {
    await api.register(negotiationsRoutes);
  },
});
