// /basis/projects, /basis/matters, /pair/projects, /bulk/update/matters, /relation/update/projects:
// one file per resource, registered here.
import type { FastifyInstance } from "fastify";
import { registerResource } from "../platform/resource";
import { registerProjectExport } from "./exports";
import { registerMatters } from "./matters";
import { registerMatterBulkUpdate } from "./matters-bulk";
import { registerProjectChoices } from "./project-choices";
import { registerProjectMatters } from "./project-matters";
import { projectResource } from "./resources";

export default async function projectsRoutes(app: FastifyInstance) {
  registerResource(app, projectResource);
  registerProjectExport(app, projectResource);
  registerMatters(app);
  registerProjectChoices(app);
  registerMatterBulkUpdate(app);
  registerProjectMatters(app);
}
