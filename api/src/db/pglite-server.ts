// The embedded database off the API's event loop (issue #20): PGlite runs in a worker thread of
// its own and serves the PostgreSQL protocol on a private Unix socket (@electric-sql/pglite-socket);
// the API speaks `pg` to it as it does to PostgreSQL. Queries still run one at a time (PGlite is
// one session), but while one runs the API's thread parses requests, checks tokens and writes
// answers instead of waiting inside the database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Notification } from "./notification-tap";

export interface PgliteServer {
  /** A node-postgres connection string for the socket. */
  url: string;
  /**
   * Hears the notifications of the channels given at start, after their transaction commits
   * (notification-tap.ts): a LISTEN over the socket would not. Returns the way to stop.
   */
  onNotification(listener: (notification: Notification) => void): () => void;
  close(): Promise<void>;
}

export type WorkerMessage =
  { ready: true } | { closed: true } | { failed: string } | { notifications: Notification[] };

/**
 * Starts the worker on `dataDir` and resolves once its socket accepts connections. `channels`:
 * the LISTEN/NOTIFY channels `onNotification` hears.
 */
export async function startPgliteServer(
  dataDir: string,
  channels: readonly string[] = [],
): Promise<PgliteServer> {
  // A short private directory for the socket (Unix socket paths are limited to ~107 bytes, a
  // DATA_DIR may be longer); mode 0700 from mkdtemp: only this user can connect.
  const socketDir = mkdtempSync(path.join(tmpdir(), "cfx-pglite-"));
  const socketPath = path.join(socketDir, ".s.PGSQL.5432");
  const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
    workerData: { dataDir, socketPath, channels },
  });
  const listeners = new Set<(notification: Notification) => void>();
  worker.on("message", (m: WorkerMessage) => {
    if (!("notifications" in m)) return;
    for (const notification of m.notifications)
      for (const listener of listeners) listener(notification);
  });
  let closing = false;
  const message = (want: "ready" | "closed") =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (m: WorkerMessage) => {
        if ("failed" in m) reject(new Error(`PGlite worker: ${m.failed}`));
        else if (want in m) resolve();
        else return;
        worker.off("message", onMessage);
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`PGlite worker exited (${code})`)));
    });
  await message("ready");
  // The database is gone: nothing the API answers from here on would be true.
  worker.on("exit", (code) => {
    if (closing) return;
    console.error(`[api] the PGlite worker stopped unexpectedly (${code}): exiting`);
    process.exit(1);
  });
  return {
    url: `postgresql://postgres@/postgres?host=${encodeURIComponent(socketDir)}`,
    onNotification(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closing = true;
      const closed = message("closed");
      worker.postMessage("close");
      await closed.catch(() => undefined);
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
