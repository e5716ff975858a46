// The cognito-local process: started in a data dir on a port, its output logged, its issuer
// pinned, stopped in order. Apart from emulator.ts (whose notes describe the emulator's
// behaviour) so that starting it and talking to it (cognito-client.ts) are separate concerns.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

/** Absolute path of cognito-local's `lib/bin/start.js`. */
export function emulatorEntry(): string {
  const pkg = require.resolve("cognito-local/package.json");
  return join(dirname(pkg), "lib", "bin", "start.js");
}

export type RunningEmulator = {
  endpoint: string;
  logFile: string;
  process: ChildProcess;
  stop(): Promise<void>;
};

export type StartEmulatorOptions = {
  dataDir: string;
  port: number;
  host?: string;
  logFile?: string;
  /** Called with each complete output line (the orchestrator prefixes and prints them). */
  onLine?: (line: string) => void;
  /** How long to wait for the emulator to answer. */
  timeoutMs?: number;
  /** Own process group (so a terminal's Ctrl-C reaches only the orchestrator, which stops it in order). */
  detached?: boolean;
};

export async function startEmulator(options: StartEmulatorOptions): Promise<RunningEmulator> {
  const host = options.host ?? "127.0.0.1";
  const { dataDir, port } = options;
  const logFile = options.logFile ?? join(dataDir, "emulator.log");
  const endpoint = `http://${host}:${port}`;
  mkdirSync(join(dataDir, ".cognito"), { recursive: true });
  mkdirSync(dirname(logFile), { recursive: true });
  pinIssuerDomain(dataDir, endpoint);

  // Something already answering on that port would make us talk to a stranger.
  if (await isUp(endpoint)) {
    throw new Error(`Port ${port} is already in use (something answers at ${endpoint})`);
  }

  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(process.execPath, [emulatorEntry()], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      NODE_OPTIONS: "",
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  let pending = "";
  const onData = (chunk: Buffer) => {
    if (!log.writableEnded) log.write(chunk);
    if (!options.onLine) return;
    pending += chunk.toString("utf8");
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) options.onLine(line);
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  // "close" (not "exit"): the output pipes may still hold data after the exit.
  child.once("close", () => log.end());
  log.on("error", () => undefined);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `cognito-local exited (code ${child.exitCode}) before answering; see ${logFile}`,
      );
    }
    if (await isUp(endpoint)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`cognito-local did not answer at ${endpoint}; see ${logFile}`);
    }
    await sleep(100);
  }
  return { endpoint, logFile, process: child, stop };
}

/** Makes the emulator's token issuer `<endpoint>/<poolId>` whatever was stored before. */
function pinIssuerDomain(dataDir: string, endpoint: string): void {
  const file = join(dataDir, ".cognito", "config.json");
  let config: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      config = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    } catch {
      config = {};
    }
  }
  const tokenConfig = (config.TokenConfig ?? {}) as Record<string, unknown>;
  config.TokenConfig = { ...tokenConfig, IssuerDomain: endpoint };
  writeFileSync(file, JSON.stringify(config, null, 2));
}

async function isUp(endpoint: string): Promise<boolean> {
  try {
    const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
