import type { RestCaller } from "../rest/caller";
import type { RestBody, RestResult } from "../rest/types";
import { createResourceApi, type RestRecord } from "../rest/resource";

export type RestProject = RestRecord<"/api/v1/basis/projects">;
export type RestMatter = RestRecord<"/api/v1/basis/matters">;
export type RestBulkUpdateMatters = RestBody<"/api/v1/bulk/update/matters", "post">;
export type RestAddMatters = RestBody<"/api/v1/relation/update/projects", "post">;
export type RestAddMattersResult = RestResult<"/api/v1/relation/update/projects", "post">;

/** REST /basis/projects, /basis/matters, /bulk/update/matters, /relation/update/projects. */
export function createProjectsApi(call: RestCaller) {
  return {
    projects: createResourceApi(call, "/api/v1/basis/projects"),
    matters: createResourceApi(call, "/api/v1/basis/matters"),
    /** All or nothing: one stale version and nothing changes (409). */
    async bulkUpdateMatters(body: RestBulkUpdateMatters): Promise<RestMatter[]> {
      const answer = await call.post("/api/v1/bulk/update/matters", { body });
      // The bulk answer carries the matter columns the list has (additionalProperties on the API side).
      return answer.body as unknown as RestMatter[];
    },
    async addMatters(body: RestAddMatters): Promise<RestAddMattersResult> {
      return (await call.post("/api/v1/relation/update/projects", { body })).body;
    },
  };
}

export type ProjectsApi = ReturnType<typeof createProjectsApi>;
