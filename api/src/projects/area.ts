import { defineApiArea } from "../platform/define-area";
import projectsRoutes from "./routes";

export const projectsArea = defineApiArea({
  name: "projects",
  register: async (api) => {
    await api.register(projectsRoutes);
  },
});
