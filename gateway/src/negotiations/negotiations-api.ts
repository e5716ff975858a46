import type { RestCaller } from "../rest/caller";
import { createResourceApi, type RestRecord } from "../rest/resource";
import type { RestBody } from "../rest/types";

export type RestNegotiation = RestRecord<"/api/v1/basis/negotiations">;
export type RestNegotiationHistory = RestRecord<"/api/v1/basis/negotiation-histories">;
export type RestSchedule = RestRecord<"/api/v1/basis/schedules">;
export type RestAttachment = RestRecord<"/api/v1/basis/attachments">;
export type RestBulkCreateNegotiations = RestBody<"/api/v1/bulk/create/negotiations", "post">;

/** REST /basis/negotiations, /basis/negotiation-histories, /basis/schedules, /basis/attachments. */
export function createNegotiationsApi(call: RestCaller) {
  return {
    negotiations: createResourceApi(call, "/api/v1/basis/negotiations"),
    histories: createResourceApi(call, "/api/v1/basis/negotiation-histories"),
    schedules: createResourceApi(call, "/api/v1/basis/schedules"),
    attachments: createResourceApi(call, "/api/v1/basis/attachments"),
    /** 一括交渉指示: all or nothing (400 names every refused matter). */
    async bulkCreate(body: RestBulkCreateNegotiations): Promise<RestNegotiation[]> {
      const answer = await call.post("/api/v1/bulk/create/negotiations", { body });
      // The bulk answer carries the negotiation columns the list has (additionalProperties).
      return answer.body as unknown as RestNegotiation[];
    },
  };
}

export type NegotiationsApi = ReturnType<typeof createNegotiationsApi>;
