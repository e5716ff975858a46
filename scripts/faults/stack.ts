// The processes of the fault suite (issue #20): the identity emulator, APIs and gateways as real
// child processes (`node --import tsx`, as `pnpm start` runs them), on loopback and free ports,
// started with the replica test's helpers. Seeding the demo on a fresh PGlite takes ~35 s, so one
// template data dir is seeded once and each case that needs a fresh database gets a copy of it.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD } from "../../identity/src/demo-users";
import {
  bootstrapEmulator,
  freePort,
  signIn,
  startEmulator,
  type PoolInfo,
  type RunningEmulator,
} from "../../identity/src/emulator";
import { repoRoot } from "../stack/env";
import { childEnv, ready, startService, tsxArgs, type Service } from "../replicas/services";

export const VERBOSE = process.env.FAULTS_VERBOSE === "1";

export type Running = Service & {
  url: string;
  port: number;
  /** Counts the output lines matching `pattern` from now on (e.g. its request log). */
  countLines(pattern: RegExp): () => number;
  /** The output lines matching `pattern` from now on. */
  collectLines(pattern: RegExp): string[];
};

/** Everything one suite started, stopped in reverse order by `stopAll`. */
export class Stack {
  readonly dir = mkdtempSync(join(tmpdir(), "cfx-faults-"));
  private readonly cleanups: (() => Promise<void> | void)[] = [];
  private emulator: RunningEmulator | undefined;
  pool: PoolInfo | undefined;
  /** Services that exited while nobody stopped or killed them (a case asserts it is empty). */
  readonly unexpectedExits: string[] = [];

  /** The identity emulator with the demo users (the APIs and gateways verify its tokens). */
  async startIdentity(): Promise<PoolInfo> {
    const dataDir = join(this.dir, "identity");
    this.emulator = await startEmulator({ dataDir, port: await freePort(), detached: true });
    const emulator = this.emulator;
    this.cleanups.push(() => emulator.stop());
    // A crash of the test worker must not leave the emulator behind (its own process group).
    process.once("exit", () => {
      if (emulator.process.exitCode === null && emulator.process.signalCode === null)
        emulator.process.kill("SIGKILL");
    });
    this.pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir });
    return this.pool;
  }

  private identityEnv(): NodeJS.ProcessEnv {
    if (!this.pool) throw new Error("startIdentity first");
    return {
      IDENTITY_MODE: "local",
      IDENTITY_ENDPOINT: this.pool.endpoint,
      COGNITO_USER_POOL_ID: this.pool.userPoolId,
      COGNITO_CLIENT_ID: this.pool.clientId,
    };
  }

  /** An ID token of a demo user, straight from the emulator. */
  async token(email = "admin@example.jp"): Promise<string> {
    if (!this.pool) throw new Error("startIdentity first");
    const tokens = await signIn({
      endpoint: this.pool.endpoint,
      clientId: this.pool.clientId,
      email,
      password: DEMO_PASSWORD,
    });
    return tokens.idToken;
  }

  private start(
    name: string,
    entry: string,
    env: NodeJS.ProcessEnv,
  ): Service & Pick<Running, "countLines" | "collectLines"> {
    const listeners = new Set<(line: string) => void>();
    const service = startService({
      name,
      command: process.execPath,
      args: tsxArgs(entry),
      env: childEnv({ ...this.identityEnv(), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env }),
      onLine: (n, line) => {
        if (VERBOSE) console.log(`[${n}] ${line}`);
        for (const listener of listeners) listener(line);
      },
      onUnexpectedExit: (n, info) =>
        this.unexpectedExits.push(
          `${n} exited (code ${info.code ?? "-"}, signal ${info.signal ?? "-"}): ${service.tail.slice(-5).join(" | ")}`,
        ),
    });
    this.cleanups.push(() => service.stop(3000));
    return Object.assign(service, {
      countLines(pattern: RegExp) {
        let count = 0;
        listeners.add((line) => {
          if (pattern.test(line)) count++;
        });
        return () => count;
      },
      collectLines(pattern: RegExp) {
        const lines: string[] = [];
        listeners.add((line) => {
          if (pattern.test(line)) lines.push(line);
        });
        return lines;
      },
    });
  }

  /**
   * An API on `dataDir` (PGlite, its worker by default) or on `env.DATABASE_URL`; resolves once
   * /api/v1/healthz answers 200.
   */
  async startApi(name: string, env: NodeJS.ProcessEnv, port?: number): Promise<Running> {
    port ??= await freePort();
    const service = this.start(name, "api/src/main.ts", {
      SEED_DEMO: "false",
      ...env,
      API_PORT: String(port),
    });
    const url = `http://127.0.0.1:${port}`;
    await ready(service, `${url}/api/v1/healthz`, 170_000).catch((error: unknown) => {
      throw withTail(error, service);
    });
    return Object.assign(service, { url, port });
  }

  /** A gateway in front of `apiUrl`; resolves once /readyz answers 200. */
  async startGateway(name: string, apiUrl: string, env: NodeJS.ProcessEnv = {}): Promise<Running> {
    const port = await freePort();
    const service = this.start(name, "gateway/src/main.ts", {
      API_URL: apiUrl,
      WEB_DIST: join(repoRoot, "web", "dist"),
      NODE_ENV: "test",
      ...env,
      PORT: String(port),
    });
    const url = `http://127.0.0.1:${port}`;
    await ready(service, `${url}/readyz`, 60_000).catch((error: unknown) => {
      throw withTail(error, service);
    });
    return Object.assign(service, { url, port });
  }

  /** A new folder under the suite's temp dir. */
  folder(name: string): string {
    return join(this.dir, name);
  }

  /** A copy of `template` (a stopped API's DATA_DIR): a fresh database in a second, not 35. */
  copyDataDir(template: string, name: string): string {
    const target = this.folder(name);
    cpSync(template, target, { recursive: true });
    return target;
  }

  /** Runs `cleanup` in `stopAll`, before what was registered earlier. */
  onStop(cleanup: () => Promise<void> | void): void {
    this.cleanups.push(cleanup);
  }

  async stopAll(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[faults] cleanup failed: ${(error as Error).message}`);
      }
    }
    this.cleanups.length = 0;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function withTail(error: unknown, service: Service): Error {
  return new Error(
    `${(error as Error).message}\n--- last lines of ${service.name} ---\n${service.tail.join("\n")}`,
  );
}

/** Resolves once `count()` reaches `n`; rejects after `timeoutMs`. */
export async function waitUntil(count: () => number, n: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (count() < n) {
    if (performance.now() > deadline) throw new Error(`only ${count()} of ${n} seen in time`);
    await sleep(2);
  }
}

/** Seconds since `start` (performance.now()), to two decimals. */
export const secondsSince = (start: number) => Math.round((performance.now() - start) / 10) / 100;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
