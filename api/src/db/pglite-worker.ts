// The worker thread of pglite-server.ts: PGlite on the data directory, served on the socket.
import { mkdirSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { tapNotifications } from "./notification-tap";
import type { WorkerMessage } from "./pglite-server";

const { dataDir, socketPath, channels } = workerData as {
  dataDir: string;
  socketPath: string;
  /** LISTEN on these for the whole session; their notifications go to the main thread. */
  channels: string[];
};
const post = (message: WorkerMessage) => parentPort?.postMessage(message);

try {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
  // Before the first client: a LISTEN later could land inside a client's open transaction (the
  // session is shared) and be lost with its rollback. See notification-tap.ts for why the bytes.
  for (const channel of channels) await db.exec(`LISTEN "${channel}"`);
  tapNotifications(db, (notifications) => post({ notifications }));
  // A few connections for a pool of one that reconnects while the old socket is still closing.
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  parentPort?.on("message", (message) => {
    if (message !== "close") return;
    void (async () => {
      await server.stop();
      // Closing PGlite writes what it holds in memory to the data directory.
      await db.close();
      post({ closed: true });
    })();
  });
  post({ ready: true });
} catch (error) {
  post({ failed: error instanceof Error ? error.message : String(error) });
}
