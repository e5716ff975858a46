// The worker thread of pglite-server.ts: PGlite on the data directory, served on the socket.
import { mkdirSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { WorkerMessage } from "./pglite-server";

const { dataDir, socketPath } = workerData as { dataDir: string; socketPath: string };
const post = (message: WorkerMessage) => parentPort?.postMessage(message);

try {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir });
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
