import { buildPath } from "../../shared/routing";

// The project and matter pages' URLs (docs/spec.md §2): patterns for the route table, builders for links.

export const PROJECTS_PATH = "/projects";
/** A prefix route: the creation wizard's steps live below it. */
export const PROJECT_CREATE_PATH = "/projects/create";
export const PROJECT_DETAIL_PATTERN = "/projects/:id";
export const ADD_MATTERS_PATTERN = "/projects/add-matters/:id";
export const MATTER_EDIT_PATTERN = "/projects/matters/:id";

export const projectDetailPath = (id: string | number) => buildPath(PROJECT_DETAIL_PATTERN, { id });
export const addMattersPath = (projectId: string | number) =>
  buildPath(ADD_MATTERS_PATTERN, { id: projectId });
export const matterEditPath = (id: string | number) => buildPath(MATTER_EDIT_PATTERN, { id });
