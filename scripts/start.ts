// `pnpm start` / `pnpm dev`: the whole product with one command.
// Usage: node --import tsx scripts/start.ts [--dev] [--only identity]
// Environment: PORT, API_PORT, IDENTITY_PORT, HOST, DATA_DIR, IDENTITY_MODE
// (+ COGNITO_* for cognito mode), NODE_ENV (production: the hardened mode; the children inherit
// it with the rest of the environment) — see README.md.

import { join } from "node:path";
import { bootstrapEmulator, startEmulator } from "../identity/src/emulator";
import { readyBanner } from "./stack/banner";
import { readStartEnv, StartEnvError } from "./stack/env";
import { createShutdown } from "./stack/shutdown";
import { startStack, type Stack } from "./stack/stack";

const args = process.argv.slice(2);
const dev = args.includes("--dev");
const onlyIndex = args.indexOf("--only");
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;

function fail(message: string): never {
  console.error(`\n起動できませんでした / could not start: ${message}\n`);
  process.exit(1);
}

let env;
try {
  env = readStartEnv();
} catch (error) {
  if (error instanceof StartEnvError) fail(`環境変数 / environment variable ${error.message}`);
  throw error;
}

if (only !== undefined && only !== "identity") fail(`--only supports "identity", got ${only}`);

// Aborts a start-up in progress: startStack then stops what it started, in order.
const startup = new AbortController();
// A signal or a dead service stops the stack exactly once and exits, at any moment: before,
// during or after start-up (scripts/stack/shutdown.ts explains the race it settles).
const shutdown = createShutdown({
  abortStartup: () => startup.abort(),
  exit: (code) => process.exit(code),
  log: (message) => console.log(message),
});
process.on("SIGINT", () => shutdown.request(0));
process.on("SIGTERM", () => shutdown.request(0));

try {
  if (only === "identity") {
    const dataDir = join(env.dataDir, "identity");
    const emulator = await startEmulator({
      dataDir,
      port: env.identityPort,
      host: env.host,
      detached: true,
      onLine: (line) => console.log(`[identity] ${line}`),
    });
    // Handed over at once: the bootstrap below runs with the emulator ours to stop.
    if (shutdown.started(emulator.stop)) {
      emulator.process.once("exit", () => shutdown.request(1));
      const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir });
      if (shutdown.requested === undefined) {
        console.log(`\nidentity ready: ${JSON.stringify(pool)}\n`);
      }
    }
  } else {
    const stack: Stack = await startStack({
      dataDir: env.dataDir,
      host: env.host,
      port: env.port,
      apiPort: env.apiPort,
      identityPort: env.identityPort,
      cognito: env.cognito,
      dev,
      signal: startup.signal,
      onUnexpectedExit: (service, info) => {
        console.error(
          `[${service}] 予期せず終了しました / exited unexpectedly (code ${info.code ?? "-"}, signal ${info.signal ?? "-"})`,
        );
        // During start-up this aborts it (the failed wait says why); afterwards it stops all.
        shutdown.request(1);
      },
    });
    // No banner when a stop was asked for while the last service was coming up.
    if (shutdown.started(stack.stop)) console.log(readyBanner(stack, dev, env.production));
  }
} catch (error) {
  await shutdown.failed(() => fail((error as Error).message));
}
