// Here, not beside the live exchange (app/live-exchange.ts) that sets it: pages read it through
// useLiveChanges, and shared/ imports nothing from the app.

/** `OperationResult.extensions` flag on the first answer after a stream was opened again. */
export const LIVE_RECONNECTED = "liveReconnected";
