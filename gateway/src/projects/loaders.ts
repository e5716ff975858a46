import type DataLoader from "dataloader";
import { byIdLoader, childrenLoader } from "../rest/record-loaders";
import type { ProjectsApi, RestMatter, RestProject } from "./projects-api";

export type ProjectsLoaders = {
  projectById: DataLoader<number, RestProject | null>;
  matterById: DataLoader<number, RestMatter | null>;
  mattersByTarget: DataLoader<number, RestMatter[]>;
};

export function createProjectsLoaders(api: ProjectsApi): ProjectsLoaders {
  return {
    projectById: byIdLoader(api.projects.byIds),
    matterById: byIdLoader(api.matters.byIds),
    mattersByTarget: childrenLoader(
      (targetId, paging) => api.matters.list({ targetId, ...paging }),
      (row) => row.targetId,
    ),
  };
}
