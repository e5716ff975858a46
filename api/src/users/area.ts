import { defineApiArea } from "../platform/define-area";
import { usersRoutes } from "./routes";

export const usersArea = defineApiArea({
  name: "users",
  register: async (api) => {
    await api.register(usersRoutes);
  },
});
