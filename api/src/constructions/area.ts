import { defineApiArea } from "../platform/define-area";
import constructionsRoutes from "./routes";

export const constructionsArea = defineApiArea({
  name: "constructions",
  register: async (api) => {
    await api.register(constructionsRoutes);
  },
});
