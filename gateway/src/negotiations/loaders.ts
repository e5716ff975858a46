import type DataLoader from "dataloader";
import { byIdLoader, childrenLoader } from "../rest/record-loaders";
import type {
  NegotiationsApi,
  RestAttachment,
  RestNegotiation,
  RestNegotiationHistory,
  RestSchedule,
} from "./negotiations-api";

export type NegotiationsLoaders = {
  negotiationById: DataLoader<number, RestNegotiation | null>;
  historyById: DataLoader<number, RestNegotiationHistory | null>;
  scheduleById: DataLoader<number, RestSchedule | null>;
  attachmentById: DataLoader<number, RestAttachment | null>;
  negotiationsByMatter: DataLoader<number, RestNegotiation[]>;
  historiesByNegotiation: DataLoader<number, RestNegotiationHistory[]>;
  schedulesByNegotiation: DataLoader<number, RestSchedule[]>;
  attachmentsByNegotiation: DataLoader<number, RestAttachment[]>;
  attachmentsByConstruction: DataLoader<number, RestAttachment[]>;
};

export function createNegotiationsLoaders(api: NegotiationsApi): NegotiationsLoaders {
  return {
    negotiationById: byIdLoader(api.negotiations.byIds),
    historyById: byIdLoader(api.histories.byIds),
    scheduleById: byIdLoader(api.schedules.byIds),
    attachmentById: byIdLoader(api.attachments.byIds),
    negotiationsByMatter: childrenLoader(
      (matterId, paging) => api.negotiations.list({ matterId, ...paging }),
      (row) => row.matterId,
    ),
    historiesByNegotiation: childrenLoader(
      (negotiationId, paging) =>
        api.histories.list({ negotiationId, ...paging, sort: "contactedAt" }),
      (row) => row.negotiationId,
    ),
    schedulesByNegotiation: childrenLoader(
      (negotiationId, paging) => api.schedules.list({ negotiationId, ...paging, sort: "startAt" }),
      (row) => row.negotiationId,
    ),
    attachmentsByNegotiation: childrenLoader(
      (ownerId, paging) => api.attachments.list({ ownerType: "negotiation", ownerId, ...paging }),
      (row) => row.ownerId,
    ),
    // The API decides who sees which (matterRead: all; a 工事担当: its own constructions').
    attachmentsByConstruction: childrenLoader(
      (ownerId, paging) => api.attachments.list({ ownerType: "construction", ownerId, ...paging }),
      (row) => row.ownerId,
    ),
  };
}
