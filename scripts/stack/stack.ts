// Starts the whole product on one machine: identity emulator → REST API →
// gateway (→ Vite in dev). Used by `pnpm start`/`pnpm dev` (scripts/start.ts)
// and by the browser tests (e2e/harness.ts) with a temp DATA_DIR and free ports.

import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import {
  bootstrapEmulator,
  startEmulator,
  type PoolInfo,
  type RunningEmulator,
} from "../../identity/src/emulator";
import { spawnService, type ExitInfo, type ServiceProcess } from "./child";
import { repoRoot, type CognitoSettings } from "./env";
import { waitForStatus } from "./wait";

export type ServiceName = "identity" | "api" | "gateway" | "web";

export type StackOptions = {
  dataDir: string;
  host?: string;
  port?: number;
  apiPort?: number;
  identityPort?: number;
  /** Use this Cognito pool instead of the emulator (IDENTITY_MODE=cognito). */
  cognito?: CognitoSettings;
  /** Also run Vite's dev server (pnpm dev). */
  dev?: boolean;
  webDevPort?: number;
  /** Built web app the gateway serves; default `<repo>/web/dist`. */
  webDist?: string;
  /** Extra environment for the API and gateway (e.g. SEED_DEMO, DATABASE_URL). */
  env?: NodeJS.ProcessEnv;
  /** Each output line of the children; default: printed as `[name] line`. */
  onLine?: (service: ServiceName, line: string) => void;
  /** A child exited while nobody asked it to. The stack is NOT stopped by itself. */
  onUnexpectedExit?: (service: ServiceName, info: ExitInfo) => void;
  /** Per service start timeout. */
  timeoutMs?: number;
  /** Aborting it during start-up stops what was started and rejects. */
  signal?: AbortSignal;
};

export type Stack = {
  /** What a person opens: the gateway (or Vite in dev), with a trailing slash. */
  url: string;
  gatewayUrl: string;
  apiUrl: string;
  webDevUrl?: string;
  dataDir: string;
  /** The emulator's log (forgot-password codes); undefined in cognito mode. */
  identityLogFile?: string;
  identity:
    | (PoolInfo & { mode: "local" })
    | { mode: "cognito"; userPoolId: string; clientId: string; region?: string };
  processes: Partial<Record<ServiceName, ChildProcess>>;
  /** Stops gateway, API, emulator (and Vite) in that order. Idempotent. */
  stop(): Promise<void>;
  /**
   * The emulator only: stops it, lets `prepare` change its data dir (e.g. put a saved pool back),
   * and starts it again on the same port. Undefined in cognito mode.
   */
  restartIdentity?: (prepare?: (identityDir: string) => void) => Promise<void>;
};

export async function startStack(options: StackOptions): Promise<Stack> {
  const host = options.host ?? "127.0.0.1";
  const port = options.port ?? 4000;
  const apiPort = options.apiPort ?? 4010;
  const identityPort = options.identityPort ?? 9229;
  const timeoutMs = options.timeoutMs ?? 120_000;
  const dataDir = options.dataDir;
  mkdirSync(dataDir, { recursive: true });
  const onLine =
    options.onLine ?? ((service: ServiceName, line: string) => console.log(`[${service}] ${line}`));

  const started: { name: string; stop(): Promise<void> }[] = [];
  let restartIdentity: Stack["restartIdentity"];
  const processes: Partial<Record<ServiceName, ChildProcess>> = {};
  let stopped: Promise<void> | undefined;
  const stop = () => {
    // Reverse start order: web, gateway, API, emulator.
    stopped ??= (async () => {
      for (const service of [...started].reverse()) {
        await service.stop().catch(() => undefined);
      }
    })();
    return stopped;
  };

  const aborted = new Promise<void>((resolve) => {
    if (options.signal?.aborted) resolve();
    options.signal?.addEventListener("abort", () => resolve(), { once: true });
  });
  const abortOr = (exited: Promise<unknown>) => Promise.race([exited, aborted]);
  const checkAborted = () => {
    if (options.signal?.aborted) throw new Error("start-up aborted");
  };

  const watch = (name: ServiceName, exited: Promise<ExitInfo>, isStopping: () => boolean) => {
    void exited.then((info) => {
      if (!isStopping() && stopped === undefined) options.onUnexpectedExit?.(name, info);
    });
  };

  try {
    // 1. Identity.
    let identity: Stack["identity"];
    let identityLogFile: string | undefined;
    if (options.cognito) {
      identity = { mode: "cognito", ...options.cognito };
    } else {
      const identityDir = join(dataDir, "identity");
      // The emulator's slot in the stop order, kept when restartIdentity() replaces the process.
      const slot = { name: "identity", stop: async () => undefined as void };
      started.push(slot);
      const startIdentity = async () => {
        let emulatorStopping = false;
        const emulator: RunningEmulator = await startEmulator({
          dataDir: identityDir,
          port: identityPort,
          host,
          detached: true,
          onLine: (line) => onLine("identity", line),
        });
        const emulatorExited = new Promise<ExitInfo>((resolve) => {
          if (emulator.process.exitCode !== null) {
            resolve({ code: emulator.process.exitCode, signal: emulator.process.signalCode });
          } else emulator.process.once("exit", (code, signal) => resolve({ code, signal }));
        });
        killOnExit(emulator.process);
        slot.stop = () => {
          emulatorStopping = true;
          return emulator.stop();
        };
        processes.identity = emulator.process;
        watch("identity", emulatorExited, () => emulatorStopping);
        return emulator;
      };
      const emulator = await startIdentity();
      restartIdentity = async (prepare) => {
        await slot.stop();
        prepare?.(identityDir);
        await startIdentity();
      };
      checkAborted();
      const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir: identityDir });
      identity = { mode: "local", ...pool };
      identityLogFile = emulator.logFile;
    }

    const identityEnv: NodeJS.ProcessEnv =
      identity.mode === "local"
        ? {
            IDENTITY_MODE: "local",
            IDENTITY_ENDPOINT: identity.endpoint,
            COGNITO_USER_POOL_ID: identity.userPoolId,
            COGNITO_CLIENT_ID: identity.clientId,
          }
        : {
            IDENTITY_MODE: "cognito",
            COGNITO_USER_POOL_ID: identity.userPoolId,
            COGNITO_CLIENT_ID: identity.clientId,
            ...(identity.region ? { COGNITO_REGION: identity.region } : {}),
          };

    const service = (
      name: ServiceName,
      args: string[],
      env: NodeJS.ProcessEnv,
      opts: { cwd?: string; group?: boolean } = {},
    ) => {
      const child = spawnService({
        name,
        command: process.execPath,
        args,
        cwd: opts.cwd ?? repoRoot,
        env: { ...process.env, ...options.env, ...env },
        onLine: (_n, line) => onLine(name, line),
        group: opts.group ?? false,
      });
      started.push(child);
      processes[name] = child.process;
      watch(name, child.exited, () => child.stopping);
      return child;
    };

    // The shared secret of the live event stream (issue #40): one per start, known to this API and
    // this gateway only; a value given in the environment (e.g. a fixed one for debugging) wins.
    const liveEventsKey =
      options.env?.LIVE_EVENTS_KEY ??
      process.env.LIVE_EVENTS_KEY ??
      randomBytes(24).toString("hex");

    // 2. REST API.
    checkAborted();
    const apiUrl = `http://${host}:${apiPort}`;
    const api: ServiceProcess = service("api", ["--import", "tsx", "api/src/main.ts"], {
      HOST: host,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LIVE_EVENTS_KEY: liveEventsKey,
      ...identityEnv,
    });

    // 3. Gateway, started while the API starts: loading its code overlaps the API's start-up
    // (migrations, seed), and it needs the API only to answer /readyz, asked once the API answers.
    checkAborted();
    const gatewayUrl = `http://${host}:${port}`;
    const gateway = service("gateway", ["--import", "tsx", "gateway/src/main.ts"], {
      HOST: host,
      PORT: String(port),
      API_URL: apiUrl,
      WEB_DIST: options.webDist ?? join(repoRoot, "web", "dist"),
      LIVE_EVENTS_KEY: liveEventsKey,
      ...identityEnv,
    });
    await waitForStatus(`${apiUrl}/api/v1/healthz`, 200, {
      timeoutMs,
      abort: abortOr(api.exited),
      what: "API",
    });
    await waitForStatus(`${gatewayUrl}/readyz`, 200, {
      timeoutMs,
      abort: abortOr(gateway.exited),
      what: "gateway",
    });

    // 4. Vite (dev only).
    let webDevUrl: string | undefined;
    if (options.dev) {
      const webDevPort = options.webDevPort ?? 5173;
      webDevUrl = `http://127.0.0.1:${webDevPort}/`;
      // Vite itself (what `pnpm --filter @cfx/web exec vite` runs), without a
      // pnpm wrapper that would report the SIGTERM of a normal stop as a failure.
      const web = service(
        "web",
        [join(repoRoot, "web", "node_modules", "vite", "bin", "vite.js"), "--strictPort"],
        { GATEWAY_URL: gatewayUrl, WEB_DEV_PORT: String(webDevPort) },
        { cwd: join(repoRoot, "web"), group: true },
      );
      await waitForStatus(webDevUrl, 200, { timeoutMs, abort: abortOr(web.exited), what: "Vite" });
    }

    return {
      url: webDevUrl ?? `${gatewayUrl}/`,
      gatewayUrl,
      apiUrl,
      webDevUrl,
      dataDir,
      identityLogFile,
      identity,
      processes,
      stop,
      restartIdentity,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const exitKills = new Set<ChildProcess>();
let exitHooked = false;
function killOnExit(child: ChildProcess) {
  if (!exitHooked) {
    exitHooked = true;
    process.once("exit", () => {
      for (const c of exitKills)
        if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
    });
  }
  exitKills.add(child);
  child.once("exit", () => exitKills.delete(child));
}
