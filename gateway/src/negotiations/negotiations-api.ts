import type { RestCaller } from "../rest/caller";
import { createResourceApi, type RestRecord } from "../rest/resource";

export type RestNegotiation = RestRecord<"/api/v1/basis/negotiations">;
export type RestNegotiationHistory = RestRecord<"/api/v1/basis/negotiation-histories">;
export type RestSchedule = RestRecord<"/api/v1/basis/schedules">;
export type RestAttachment = RestRecord<"/api/v1/basis/attachments">;

/** REST /basis/negotiations, /basis/negotiation-histories, /basis/schedules, /basis/attachments. */
export function createNegotiationsApi(call: RestCaller) {
  return {
    negotiations: createResourceApi(call, "/api/v1/basis/negotiations"),
    histories: createResourceApi(call, "/api/v1/basis/negotiation-histories"),
    schedules: createResourceApi(call, "/api/v1/basis/schedules"),
    attachments: createResourceApi(call, "/api/v1/basis/attachments"),
  };
}

export type NegotiationsApi = ReturnType<typeof createNegotiationsApi>;
