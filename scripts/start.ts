// `pnpm start` / `pnpm dev`: the whole product with one command.
// Usage: node --import tsx scripts/start.ts [--dev] [--only identity]
// Environment: PORT, API_PORT, IDENTITY_PORT, HOST, DATA_DIR, IDENTITY_MODE
// (+ COGNITO_* for cognito mode), NODE_ENV (production: the hardened mode; the children inherit
// it with the rest of the environment) — see README.md.

import { join } from "node:path";
import { bootstrapEmulator, startEmulator } from "../identity/src/emulator";
import { readyBanner } from "./stack/banner";
import { readStartEnv, StartEnvError } from "./stack/env";
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

let stopping = false;
let ready = false;
let stop: () => Promise<void> = async () => undefined;
// Aborts a start-up in progress: startStack then stops what it started, in order.
const startup = new AbortController();

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log(
    code === 0
      ? "\n停止しています / stopping…"
      : "\n異常終了のため停止します / stopping after a failure…",
  );
  if (!ready) {
    startup.abort();
    return; // the start-up path below stops the services and exits
  }
  await stop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

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
    stop = emulator.stop;
    ready = true;
    emulator.process.once("exit", () => void shutdown(1));
    const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir });
    console.log(`\nidentity ready: ${JSON.stringify(pool)}\n`);
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
        // During start-up the failed wait reports it; afterwards, stop everything.
        if (ready) void shutdown(1);
      },
    });
    stop = stack.stop;
    ready = true;
    console.log(readyBanner(stack, dev, env.production));
  }
} catch (error) {
  if (stopping) process.exit(0);
  fail((error as Error).message);
}
