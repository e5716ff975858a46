// Constructions and everything around them: free slots, dispatch, entries, measurements,
// schedules and /construction-generate, one file per resource.
import type { FastifyInstance } from "fastify";
import { registerBulkDispatch } from "./bulk-dispatch";
import { registerConstructionEntries } from "./entries";
import { registerConstructionExport } from "./exports";
import { registerFreeSchedules } from "./free-schedules";
import { registerConstructionGenerate } from "./generate";
import { registerMeasurements } from "./measurements";
import { companyTeams, constructionResource } from "./resource";
import { registerSchedules } from "./schedules";
import { registerThresholds } from "./thresholds";
import { registerResource } from "../platform/resource";

export default async function constructionsRoutes(app: FastifyInstance) {
  registerFreeSchedules(app);
  registerResource(app, constructionResource);
  registerBulkDispatch(app, constructionResource, companyTeams);
  registerThresholds(app);
  registerConstructionExport(app, constructionResource);
  registerConstructionEntries(app);
  registerMeasurements(app);
  registerSchedules(app);
  registerConstructionGenerate(app);
}
