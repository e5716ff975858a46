// The live event stream's wire format (issue #40), what a gateway reads from GET
// /api/v1/live/events with the header `x-live-key: <LIVE_EVENTS_KEY>`:
//
//   : connected                 (a comment, once, as the stream opens)
//
//   id: 17                      (for each committed change)
//   event: change
//   data: {"entity":"Construction","id":12,"version":4,"deleted":false,"updatedBy":3}
//
//   : ping                      (a comment every LIVE_HEARTBEAT_MS, default 15 s)
//
// Frames end with an empty line; `data` is one line of JSON (the five fields of LiveChange, in
// that order). The stream ends when the API shuts down, and when changes may have been missed
// (the API's LISTEN connection to PostgreSQL dropped; until it listens again a new stream is
// answered 503 with Retry-After): the gateway reconnects, then re-reads what its subscribers see.
// Wrong or missing key: 401; LIVE_EVENTS_KEY unset on the API: 404 (no live updates).
import type { LiveChange } from "./change";

/** Under the API prefix /api/v1. */
export const LIVE_EVENTS_PATH = "/live/events";
export const LIVE_KEY_HEADER = "x-live-key";
export const DEFAULT_LIVE_HEARTBEAT_MS = 15_000;

export const OPENED_FRAME = ": connected\n\n";
export const HEARTBEAT_FRAME = ": ping\n\n";

// One counter per process: an event's id grows along the stream. It means nothing to another
// replica or after a restart; a gateway that reconnects re-reads instead of resuming by id.
let lastEventId = 0;

/** The SSE frame of one change: `id`, `event: change`, `data` the change's JSON on one line. */
export function changeFrame(change: LiveChange): string {
  lastEventId += 1;
  return `id: ${lastEventId}\nevent: change\ndata: ${JSON.stringify(change)}\n\n`;
}
