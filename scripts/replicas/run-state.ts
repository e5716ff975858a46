// What every step of `pnpm test:replicas` shares: the run's sizes and cache lifetimes, its log,
// the tally of the last line, the failed checks, the services started and their cleanups (also
// on Ctrl+C). Its own module so that the steps beside main.ts need not import main.ts.
import { AUTH_CACHE_DEFAULT_TTL_MS } from "../../api/src/auth/user-cache";
import { DEFAULT_VIEWER_CACHE_TTL_MS } from "../../gateway/src/env";
import type { ExitInfo } from "../stack/child";
import { childEnv, startService, type Service } from "./services";

export const REPLICAS = 2;
export const BUCKET = "cfx-replicas";
/**
 * GraphQL requests per caller and minute on both gateways: the default's size, which the rest of
 * this run (the admin's ~330 requests) stays below.
 */
export const RATE_BUDGET = 600;
/** RATE_LIMIT_FLUSH_EVERY's default: the bound's per-replica term (gateway/src/rate-limit/postgres-store.ts). */
export const RATE_FLUSH_EVERY = 50;

export const verbose = process.env.REPLICAS_VERBOSE === "1";
export const apiTtlMs = Number(process.env.AUTH_CACHE_TTL_MS || AUTH_CACHE_DEFAULT_TTL_MS);
export const viewerTtlMs = Number(process.env.VIEWER_CACHE_TTL_MS || DEFAULT_VIEWER_CACHE_TTL_MS);

export const log = (line: string) => console.log(`[replicas] ${line}`);

// What the last line reports.
export const tally = { requests: 0, errors: 0, roundTrips: 0, kills: 0 };
/** Checks that failed (besides request errors): each makes the exit code 1. */
export const failures: string[] = [];
/** Set by Ctrl+C: what fails after it is the stop itself, not a finding. */
let interrupted = false;
export const fail = (message: string) => {
  if (interrupted) return;
  failures.push(message);
  log(`失敗 / FAILED: ${message}`);
};

// Everything started is stopped in reverse order, whatever happens (a failure, Ctrl+C).
export const cleanups: { what: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step.run();
      } catch (error) {
        log(`停止できませんでした / could not stop ${step.what}: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    interrupted = true;
    log(`${signal}: 停止しています / stopping…`);
    void cleanup().then(() => process.exit(130));
  });
}

export const services: Service[] = [];
/** The first service that died on its own: the steps after it would only pile up errors. */
let lost: string | undefined;
export function checkAlive() {
  if (lost) throw new Error(`中断しました / stopped: ${lost}`);
}
export function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Service {
  const service = startService({
    name,
    command,
    args,
    env: childEnv(env),
    onLine: verbose ? (n, line) => console.log(`[${n}] ${line}`) : undefined,
    onUnexpectedExit: (n, info: ExitInfo) => {
      const message = `${n} exited unexpectedly (code ${info.code ?? "-"}, signal ${info.signal ?? "-"})`;
      lost ??= message;
      fail(message);
    },
  });
  services.push(service);
  cleanups.push({ what: name, run: () => service.stop() });
  return service;
}

export type NameOf = (address: string | undefined) => string;
