import { defineGatewayModule } from "../define-module";
import { createProjectsLoaders } from "./loaders";
import { createProjectsApi } from "./projects-api";
import { projectsResolvers } from "./resolvers";

export const projectsModule = defineGatewayModule({
  name: "projects",
  resolvers: projectsResolvers,
  mappers: {
    Project: "../projects/projects-api#RestProject",
    Matter: "../projects/projects-api#RestMatter",
    AddMattersResult: "../projects/projects-api#RestAddMattersResult",
  },
  api: ({ call }) => createProjectsApi(call),
  loaders: ({ api }) => ({ projects: () => createProjectsLoaders(api()) }),
});
