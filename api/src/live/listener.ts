// Hears the database's `cfx_live` notifications (migration 0015: one per committed row write of
// the live tables) and hands them, parsed, to the relay (routes.ts). PostgreSQL: one connection
// of its own doing LISTEN, reconnected with backoff when it drops. PGlite: through the instance
// (db/client.ts), in the worker or in this process.
import pg from "pg";
import type { NotificationSource } from "../db/client";
import { parseLiveChange, type LiveChange } from "./change";

export const LIVE_CHANNEL = "cfx_live";

export interface LiveListener {
  /** Calls `listener` with every change from now on; returns the way to stop. */
  onChange(listener: (change: LiveChange) => void): () => void;
  /**
   * Calls `listener` when changes may have been missed: the PostgreSQL connection was lost (and
   * what was committed until it listened again never reached it). Returns the way to stop.
   */
  onGap(listener: () => void): () => void;
  /** False while the PostgreSQL connection is being re-established (changes would be missed). */
  isListening(): boolean;
  /** Stops listening (and closes the PostgreSQL connection). */
  close(): Promise<void>;
}

export interface ListenerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Reconnection waits: doubling from the first to the last, then the last again and again. */
export const RECONNECT_DELAYS_MS = { first: 250, last: 10_000 };

export async function startLiveListener(
  source: NotificationSource,
  log: ListenerLog,
): Promise<LiveListener> {
  const listeners = new Set<(change: LiveChange) => void>();
  const gapListeners = new Set<() => void>();
  const gap = () => {
    for (const listener of gapListeners) listener();
  };
  const deliver = (payload: string) => {
    const change = parseLiveChange(payload);
    if (!change) {
      log.warn({ payload }, "live: notification not understood, dropped");
      return;
    }
    for (const listener of listeners) listener(change);
  };
  let isListening = () => true;
  let stop: () => Promise<void>;
  if (source.kind === "postgres") {
    const postgres = await listenOnPostgres(source.url, deliver, gap, log);
    stop = postgres.stop;
    isListening = postgres.isListening;
  } else stop = await source.listen(LIVE_CHANNEL, deliver);
  return {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isListening: () => isListening(),
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      gapListeners.clear();
      await stop();
    },
  };
}

/**
 * A dedicated client (a pooled connection would go back to requests, and its LISTEN with it).
 * Resolves after the first attempt, heard or not: an API whose database is away for a moment
 * still starts, and the listener keeps trying.
 */
async function listenOnPostgres(
  url: string,
  deliver: (payload: string) => void,
  gap: () => void,
  log: ListenerLog,
): Promise<{ stop(): Promise<void>; isListening(): boolean }> {
  let client: pg.Client | undefined;
  let current = { listening: false };
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    // keepAlive: a connection cut without a FIN (a failover, a NAT forgetting it) is noticed.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: "cfx-live-listener",
    });
    client = next;
    let lost = false;
    const state = { listening: false };
    current = state;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      void next.end().catch(() => undefined);
      // Told at once: the relay ends its streams now and refuses new ones (503) until this
      // listens again; a gateway then reconnects and re-reads, so no change goes unseen.
      if (state.listening) gap();
      state.listening = false;
      const delay = Math.min(RECONNECT_DELAYS_MS.first * 2 ** failures, RECONNECT_DELAYS_MS.last);
      failures++;
      log.warn(
        { err: error?.message, retryInMs: delay },
        "live: database connection for LISTEN lost, reconnecting",
      );
      retry = setTimeout(() => void connect(), delay);
    };
    next.on("error", onLost);
    next.on("end", () => onLost(new Error("connection ended")));
    next.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload !== undefined)
        deliver(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      state.listening = !lost;
      if (failures > 0) log.info({ after: failures }, "live: listening again");
      failures = 0;
    } catch (error) {
      onLost(error as Error);
    }
  };

  await connect();
  return {
    isListening: () => current.listening && !closed,
    async stop() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
