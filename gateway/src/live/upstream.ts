// The API's change relay as the gateway hears it (issue #40): the ONE place that knows its URL, its
// key header and its wire format. `GET {API_URL}/api/v1/live/events` with `x-live-key` answers
// Server-Sent Events: `event: change` with
// `data: {"entity":"Construction","id":123,"version":4,"deleted":false,"updatedBy":7}` after each
// commit (version and updatedBy null on a delete) and a `: ping` comment every 15 s.

/** The entities the relay reports; the hub routes by them. */
export type LiveEntity =
  "Construction" | "ConstructionFreeSchedule" | "Negotiation" | "Matter" | "Target" | "Project";

/** One committed change: ids and versions only, never the record's content. */
export type LiveChangeEvent = {
  kind: "change";
  entity: LiveEntity;
  id: number;
  version: number | null;
  deleted: boolean;
  updatedBy: number | null;
};

/** The relay's path below API_URL. */
export const LIVE_EVENTS_PATH = "/api/v1/live/events";

/** The request that opens the relay's stream. */
export function upstreamRequest(apiUrl: string, key: string) {
  return {
    url: new URL(LIVE_EVENTS_PATH, apiUrl).toString(),
    headers: { accept: "text/event-stream", "x-live-key": key },
  };
}

const ENTITIES = new Set<string>([
  "Construction",
  "ConstructionFreeSchedule",
  "Negotiation",
  "Matter",
  "Target",
  "Project",
]);

const isId = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0;
const isVersion = (value: unknown): value is number | null =>
  value === null || (typeof value === "number" && Number.isSafeInteger(value));

/**
 * The change of one SSE message, or undefined for anything else (another event name, a body that
 * is not the shape above, an entity this gateway does not know): a relay newer than the gateway
 * must not break it.
 */
export function changeOf(message: { event: string; data: string }): LiveChangeEvent | undefined {
  if (message.event !== "change") return undefined;
  let body: unknown;
  try {
    body = JSON.parse(message.data);
  } catch {
    return undefined;
  }
  if (typeof body !== "object" || body === null) return undefined;
  const { entity, id, version, deleted, updatedBy } = body as Record<string, unknown>;
  if (typeof entity !== "string" || !ENTITIES.has(entity) || !isId(id)) return undefined;
  return {
    kind: "change",
    entity: entity as LiveEntity,
    id,
    version: isVersion(version) ? version : null,
    deleted: deleted === true,
    updatedBy: isId(updatedBy) ? updatedBy : null,
  };
}
