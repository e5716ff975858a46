import type { RestCaller } from "../rest/caller";
import type { RestBody, RestResult } from "../rest/types";
import type { RestMeasurementThreshold } from "../masters/masters-api";
import { createResourceApi, type RestRecord } from "../rest/resource";

export type RestConstruction = RestRecord<"/api/v1/basis/constructions">;
export type RestConstructionEntry = RestRecord<"/api/v1/basis/construction-entries">;
export type RestMeasurement = RestRecord<"/api/v1/basis/measurements">;
export type RestFreeSchedule = RestRecord<"/api/v1/basis/construction-free-schedules">;
// The spec's path; /construction-generate is the API's alias of it.
export type RestGenerate = RestBody<"/api/v1/basis/construction-generate", "post">;
export type RestGenerateResult = RestResult<"/api/v1/basis/construction-generate", "post">;

/** REST /basis/constructions, entries, measurements, free schedules and construction-generate. */
export function createConstructionsApi(call: RestCaller) {
  return {
    constructions: createResourceApi(call, "/api/v1/basis/constructions"),
    entries: createResourceApi(call, "/api/v1/basis/construction-entries"),
    measurements: createResourceApi(call, "/api/v1/basis/measurements"),
    freeSchedules: createResourceApi(call, "/api/v1/basis/construction-free-schedules"),
    /** 一括手配: all or nothing (400 names every refused construction). */
    async bulkDispatch(
      body: RestBody<"/api/v1/bulk/dispatch/constructions", "post">,
    ): Promise<RestConstruction[]> {
      const answer = await call.post("/api/v1/bulk/dispatch/constructions", { body });
      // The answer carries the construction columns the list has (additionalProperties).
      return answer.body as unknown as RestConstruction[];
    },
    /** The threshold master (every live row: a few dozen at most). */
    async thresholds(): Promise<RestMeasurementThreshold[]> {
      return (await call.get("/api/v1/pair/measurement-thresholds", { query: { pageSize: 200 } }))
        .body;
    },
    async generate(body: RestGenerate): Promise<RestGenerateResult> {
      return (await call.post("/api/v1/basis/construction-generate", { body })).body;
    },
  };
}

export type ConstructionsApi = ReturnType<typeof createConstructionsApi>;
