import type { RestCaller } from "../rest/caller";
import type { RestClient } from "../rest/client";
import type { RestQuery, RestResult } from "../rest/types";
import { createResourceApi, type RestRecord } from "../rest/resource";
import { createUploadCaller } from "../rest/upload";

export type RestExternalSource = RestRecord<"/api/v1/basis/external-sources">;
export type RestExternalSourceDetail = RestRecord<"/api/v1/basis/external-sources/detail">;
type RestRun = RestResult<"/api/v1/bulk/execute/external-sources", "post">;
/** The answer of a dry run (the run answer with `dryRun: true`). */
export type RestDryRun = Extract<RestRun, { dryRun: true }>;
export type RestImportableField = RestResult<"/api/v1/external-sources/fields", "get">[number];
type FieldsQuery = RestQuery<"/api/v1/external-sources/fields", "get">;

/** REST /basis/external-sources, /basis/external-sources/detail, /bulk/execute/external-sources. */
export function createExternalSourcesApi(
  call: RestCaller,
  rest: RestClient,
  token: string,
  requestId?: string,
) {
  const upload = createUploadCaller(rest, token, requestId, call.nextWriteKey);
  const runs = createResourceApi(call, "/api/v1/basis/external-sources/detail");
  return {
    sources: createResourceApi(call, "/api/v1/basis/external-sources"),
    // Reads only: the API has no route that writes a run (only its runner does).
    details: { list: runs.list, page: runs.page, byIds: runs.byIds },
    /** The fields a source of this target entity can fill (the mapping editor's choices). */
    async fields(targetEntity: FieldsQuery["targetEntity"]): Promise<RestImportableField[]> {
      return (await call.get("/api/v1/external-sources/fields", { query: { targetEntity } })).body;
    },
    /** Maps, checks and applies in a transaction the API always rolls back: nothing recorded. */
    async dryRun(id: number, bytes: Buffer | undefined): Promise<RestDryRun> {
      const query = { id, dryRun: "true" } as const;
      if (bytes) {
        return (await upload<RestDryRun>({ path: "/bulk/execute/external-sources", query, bytes }))
          .body;
      }
      const answer = await call.post("/api/v1/bulk/execute/external-sources", {
        query: { id, dryRun: true },
      });
      return answer.body as RestDryRun;
    },
    /** A CSV source gets the file as the raw `text/csv` body; an HTTP JSON source none. */
    async execute(id: number, bytes: Buffer | undefined): Promise<RestExternalSourceDetail> {
      if (bytes) {
        return (
          await upload<RestRun>({ path: "/bulk/execute/external-sources", query: { id }, bytes })
        ).body as RestExternalSourceDetail;
      }
      const answer = await call.post("/api/v1/bulk/execute/external-sources", { query: { id } });
      return answer.body as RestExternalSourceDetail;
    },
  };
}

export type ExternalSourcesApi = ReturnType<typeof createExternalSourcesApi>;
