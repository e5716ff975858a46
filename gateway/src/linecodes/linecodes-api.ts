import type { RestCaller } from "../rest/caller";
import { createResourceApi, type RestRecord } from "../rest/resource";

export type RestLineCode = RestRecord<"/api/v1/basis/line-codes">;

/** REST /basis/line-codes. */
export function createLineCodesApi(call: RestCaller) {
  return { lineCodes: createResourceApi(call, "/api/v1/basis/line-codes") };
}

export type LineCodesApi = ReturnType<typeof createLineCodesApi>;
