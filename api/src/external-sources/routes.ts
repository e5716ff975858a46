// /basis/external-sources, /basis/external-sources/detail and /bulk/execute/external-sources.
// A run reads a CSV (the request's file) or an HTTP JSON URL, maps source columns to our fields,
// upserts by the key field and records one ExternalSourceDetail with counts and row errors.
// Like the target import, a run never half-applies: when any row is bad, nothing of the batch is
// kept and the run is recorded as 失敗 with every bad row (row, field, message), so the source
// can be fixed and run again.
// Runs are written only here, by the runner (docs/DOMAIN.md, Workflows): /basis/external-sources/detail
// is read-only, so the run history cannot be forged, edited or erased through the API.
// An HTTP JSON URL must be on EXTERNAL_SOURCE_ALLOWED_HOSTS (allowed-hosts.ts), checked when it is
// saved and again when it runs; fetching is remote.ts (limits, one failure text).
import type { FastifyInstance } from "fastify";
import { acceptCsvBodies } from "../platform/csv/body";
import { registerResource } from "../platform/resource";
import { registerSourceRuns } from "./execute";
import { registerSourceFields } from "./fields-route";
import { runHistory } from "./run-history";
import { registerSources } from "./sources";

export default async function externalSourcesRoutes(app: FastifyInstance) {
  acceptCsvBodies(app);
  registerSources(app);
  registerResource(app, runHistory);
  registerSourceFields(app);
  registerSourceRuns(app);
}
