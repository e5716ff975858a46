// `pnpm test:replicas`: the product scaled out on one machine — one PostgreSQL database, the
// S3-compatible store (s3rver), two API processes and two gateways behind Debian's nginx (round
// robin, no sticky sessions) — and what must hold there (issue #21): migrations and the demo
// seed run once when both APIs start at the same moment; a photo uploaded through one replica
// downloads through the other; mixed traffic over both replicas has no error, also while an API
// replica is killed; a disabled user or a changed role is refused by every replica within the
// cache's lifetime; a caller's budget per minute is counted across both gateways (issue #39, through
// PostgreSQL: RATE_LIMIT_DATABASE_URL) while another caller keeps being served. Last line: `replicas: N requests, E errors, F cross-replica file round
// trips, K replica kills survived`; exit code 1 on any error or failed check.
//
// Environment: REPLICAS_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432),
// REPLICAS_VERBOSE=1 (print every line of the children), AUTH_CACHE_TTL_MS and
// VIEWER_CACHE_TTL_MS (passed on to the replicas; default: the services' own defaults).
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AUTH_CACHE_DEFAULT_TTL_MS } from "../../api/src/auth/user-cache";
import { ROLE_TYPES } from "../../domain/src/flags";
import { DEFAULT_VIEWER_CACHE_TTL_MS } from "../../gateway/src/env";
import { DEMO_PASSWORD } from "../../identity/src/demo-users";
import { bootstrapEmulator, freePort, startEmulator } from "../../identity/src/emulator";
import type { ExitInfo } from "../stack/child";
import { repoRoot } from "../stack/env";
import {
  apiTarget,
  CHANGE_ROLE,
  DELETE_USER,
  gatewayTarget,
  USER_QUERY,
  warm,
  watchRefusals,
  type Target,
  type UserRow,
} from "./caches";
import { describe, download, graphql, signInThrough, succeeded } from "./http";
import { LIVE_LIMIT_MS, LIVE_RESYNC_LIMIT_MS, liveDispatchCheck } from "./live";
import { mixedOps, readFacts, runBatch, uploadPhoto, type Outcome } from "./load";
import { apiLog, logSize, NGINX, prepareNginx, readLog, type LogEntry } from "./nginx";
import { photoPng } from "./png";
import { createTestDatabase, DEFAULT_SERVER_URL, scalar } from "./postgres";
import {
  awayFromMinuteEnd,
  minuteNow,
  probe,
  refusalProblems,
  spend,
  steadyCaller,
  machineClientToken,
} from "./rate-limit";
import { childEnv, lineMatching, ready, startService, tsxArgs, type Service } from "./services";

const REPLICAS = 2;
const ROUND_TRIPS = 3;
const FIRST_BATCH = 200;
const KILL_BATCH = 100;
const CONCURRENCY = 4;
const BUCKET = "cfx-replicas";
/**
 * GraphQL requests per caller and minute on both gateways: the default's size, which the rest of
 * this run (the admin's ~330 requests) stays below.
 */
const RATE_BUDGET = 600;
/** RATE_LIMIT_FLUSH_EVERY's default: the bound's per-replica term (gateway/src/rate-limit/postgres-store.ts). */
const RATE_FLUSH_EVERY = 50;

const verbose = process.env.REPLICAS_VERBOSE === "1";
const apiTtlMs = Number(process.env.AUTH_CACHE_TTL_MS || AUTH_CACHE_DEFAULT_TTL_MS);
const viewerTtlMs = Number(process.env.VIEWER_CACHE_TTL_MS || DEFAULT_VIEWER_CACHE_TTL_MS);

const log = (line: string) => console.log(`[replicas] ${line}`);

// What the last line reports.
const tally = { requests: 0, errors: 0, roundTrips: 0, kills: 0 };
/** Checks that failed (besides request errors): each makes the exit code 1. */
const failures: string[] = [];
/** Set by Ctrl+C: what fails after it is the stop itself, not a finding. */
let interrupted = false;
const fail = (message: string) => {
  if (interrupted) return;
  failures.push(message);
  log(`失敗 / FAILED: ${message}`);
};

// Everything started is stopped in reverse order, whatever happens (a failure, Ctrl+C).
const cleanups: { what: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
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

const services: Service[] = [];
/** The first service that died on its own: the steps after it would only pile up errors. */
let lost: string | undefined;
function checkAlive() {
  if (lost) throw new Error(`中断しました / stopped: ${lost}`);
}
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Service {
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

/** `count` distinct free ports. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "cfx-replicas-"));
  cleanups.push({ what: dir, run: () => rmSync(dir, { recursive: true, force: true }) });

  // 1. The database.
  const server = process.env.REPLICAS_POSTGRES_URL || DEFAULT_SERVER_URL;
  const database = await createTestDatabase(server, `replicas_${process.pid}`);
  cleanups.push({ what: `database ${database.name}`, run: () => database.drop() });
  log(`database ${database.name} on ${new URL(server).host}`);

  // 2. Identity, as `pnpm start` runs it (scripts/stack/stack.ts).
  const identityDir = join(dir, "identity");
  const emulator = await startEmulator({
    dataDir: identityDir,
    port: await freePort(),
    detached: true,
    onLine: verbose ? (line) => console.log(`[identity] ${line}`) : undefined,
  });
  cleanups.push({ what: "identity", run: () => emulator.stop() });
  // Its own process group (like stack.ts's): a crash of this script must not leave it behind.
  process.once("exit", () => {
    if (emulator.process.exitCode === null && emulator.process.signalCode === null)
      emulator.process.kill("SIGKILL");
  });
  const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir: identityDir });
  const identityEnv = {
    IDENTITY_MODE: "local",
    IDENTITY_ENDPOINT: pool.endpoint,
    COGNITO_USER_POOL_ID: pool.userPoolId,
    COGNITO_CLIENT_ID: pool.clientId,
  };

  // 3. The S3-compatible store (port 0: it says which one it got).
  const s3 = start(
    "s3rver",
    process.execPath,
    [
      join(repoRoot, "node_modules", "s3rver", "bin", "s3rver.js"),
      "--directory",
      join(dir, "s3"),
      "--address",
      "127.0.0.1",
      "--port",
      "0",
      "--silent",
      "--configure-bucket",
      BUCKET,
    ],
    {},
  );
  const [, s3Port] = await lineMatching(s3, /listening on 127\.0\.0\.1:(\d+)/);
  const storeEnv = {
    FILE_STORE: `s3://${BUCKET}/files`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: "true",
    AWS_REGION: "ap-northeast-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  log(`S3 store s3://${BUCKET}/files at ${storeEnv.S3_ENDPOINT}`);

  const [apiBalancerPort, publicPort, ...replicaPorts] = await freePorts(2 + 2 * REPLICAS);
  const apiPorts = replicaPorts.slice(0, REPLICAS);
  const gatewayPorts = replicaPorts.slice(REPLICAS);
  const names = new Map<string, string>();
  apiPorts.forEach((p, i) => names.set(`127.0.0.1:${p}`, `api-${i + 1}`));
  gatewayPorts.forEach((p, i) => names.set(`127.0.0.1:${p}`, `gateway-${i + 1}`));
  const nameOf = (address: string | undefined) => (address && names.get(address)) ?? "?";

  // One secret for the live event stream (issue #40), shared by every API and gateway: each
  // gateway's stream reaches one API through the balancer, which relays every replica's writes
  // (they all reach it through PostgreSQL's LISTEN/NOTIFY).
  const liveEventsKey = randomBytes(24).toString("hex");

  // 4. Two APIs at the same moment: migrations and the demo seed must run once.
  const apis = apiPorts.map((port, i) =>
    start(`api-${i + 1}`, process.execPath, tsxArgs("api/src/main.ts"), {
      ...identityEnv,
      ...storeEnv,
      HOST: "127.0.0.1",
      API_PORT: String(port),
      // Each its own folder: until the shared store is in, a file stays on the replica that stored it.
      DATA_DIR: join(dir, `api-${i + 1}`),
      DATABASE_URL: database.url,
      SEED_DEMO: "true",
      AUTH_CACHE_TTL_MS: String(apiTtlMs),
      LIVE_EVENTS_KEY: liveEventsKey,
    }),
  );
  const apiUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(apis.map((api, i) => ready(api, `${apiUrls[i]}/api/v1/healthz`)));
  log(`${apis.map((a) => a.name).join(" + ")} started together on ${database.name}`);
  await checkSingleSetup(database.url);

  // 5. The load balancer.
  const prefix = join(dir, "nginx");
  const nginxArgs = prepareNginx({
    prefix,
    apiPort: apiBalancerPort!,
    apis: apiPorts.map((port, i) => ({ name: `api-${i + 1}`, port })),
    publicPort: publicPort!,
    gateways: gatewayPorts.map((port, i) => ({ name: `gateway-${i + 1}`, port })),
  });
  const nginx = start("nginx", NGINX, nginxArgs, {});
  const apiBalancer = `http://127.0.0.1:${apiBalancerPort}`;
  await ready(nginx, `${apiBalancer}/api/v1/healthz`, 30_000);

  // 6. Two gateways, both reaching the APIs through the balancer.
  const startGateway = (port: number, i: number) =>
    start(`gateway-${i + 1}`, process.execPath, tsxArgs("gateway/src/main.ts"), {
      ...identityEnv,
      HOST: "127.0.0.1",
      PORT: String(port),
      API_URL: apiBalancer,
      WEB_DIST: join(repoRoot, "web", "dist"),
      VIEWER_CACHE_TTL_MS: String(viewerTtlMs),
      RATE_LIMIT_DATABASE_URL: database.url,
      RATE_LIMIT_REQUESTS_PER_MINUTE: String(RATE_BUDGET),
      RATE_LIMIT_FLUSH_EVERY: String(RATE_FLUSH_EVERY),
      LIVE_EVENTS_KEY: liveEventsKey,
    });
  const gateways = gatewayPorts.map(startGateway);
  const gatewayUrls = gatewayPorts.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(gateways.map((g, i) => ready(g, `${gatewayUrls[i]}/readyz`)));
  const publicUrl = `http://127.0.0.1:${publicPort}`;
  await ready(nginx, `${publicUrl}/readyz`, 30_000);
  log(
    `public address ${publicUrl} → ${gateways.map((g) => g.name).join(", ")} → ${apiBalancer} → ${apis.map((a) => a.name).join(", ")}`,
  );

  // 7. Sign-in through the public address, as the browser does.
  const admin = await signInThrough(publicUrl, "admin@example.jp", DEMO_PASSWORD);
  const disabledUser = await signInThrough(publicUrl, "matter@example.jp", DEMO_PASSWORD);
  const roleUser = await signInThrough(publicUrl, "negotiation@example.jp", DEMO_PASSWORD);
  tally.requests += 3 * 2;
  const facts = await readFacts(publicUrl, admin);
  tally.requests += 4;
  log(
    `signed in through ${publicUrl}/identity; ${facts.constructionIds.length} constructions to attach photos to`,
  );

  checkAlive();
  // 8. Cross-replica file round trips, the files in the shared bucket.
  await roundTrips(publicUrl, admin, facts.constructionIds, prefix, nameOf);
  const objects = countFiles(join(dir, "s3", BUCKET));
  log(`S3 bucket ${BUCKET}: ${objects} objects`);
  if (objects === 0) fail(`no object in the S3 bucket: the APIs did not store through FILE_STORE`);

  checkAlive();
  // 9. Mixed traffic over both replicas.
  const apiMark = logSize(apiLog(prefix));
  const first = await runBatch(mixedOps(publicUrl, admin, facts, FIRST_BATCH, 1), CONCURRENCY);
  report("batch 1", first.outcomes, first.failures, readLog(apiLog(prefix), apiMark), nameOf, true);

  checkAlive();
  // 10. Short caches across replicas (before the kill: both APIs must be up to show it).
  const targets: Target[] = [
    ...apiUrls.map((url, i) => apiTarget(`api-${i + 1}`, url)),
    ...gatewayUrls.map((url, i) => gatewayTarget(`gateway-${i + 1}`, url)),
  ];
  await cacheCheck(
    "利用者の削除 / user deleted",
    targets,
    admin,
    disabledUser,
    "matter@example.jp",
    gatewayUrls[0]!,
    prefix,
    nameOf,
    (row) => ({ query: DELETE_USER, variables: { id: row.id, version: row.version } }),
  );
  await cacheCheck(
    "権限の変更 / role changed (交渉担当 → 引込線登録)",
    targets,
    admin,
    roleUser,
    "negotiation@example.jp",
    gatewayUrls[1]!,
    prefix,
    nameOf,
    (row) => ({
      query: CHANGE_ROLE,
      variables: { id: row.id, input: { roleTypeId: 8, version: row.version } },
    }),
  );

  checkAlive();
  // 11. An API replica killed mid-way through a second batch.
  const victim = apis[REPLICAS - 1]!;
  const killMark = logSize(apiLog(prefix));
  const second = await runBatch(mixedOps(publicUrl, admin, facts, KILL_BATCH, 2), CONCURRENCY, {
    at: KILL_BATCH / 2,
    action: async () => {
      victim.killedOnPurpose = true;
      victim.process.kill("SIGKILL");
      const info = await victim.exited;
      log(
        `${victim.name} killed (signal ${info.signal ?? "-"}) after ${KILL_BATCH / 2} of ${KILL_BATCH} requests`,
      );
    },
  });
  report(
    "batch 2 (kill)",
    second.outcomes,
    second.failures,
    readLog(apiLog(prefix), killMark),
    nameOf,
    false,
  );
  if (second.failures.length === 0 && victim.process.signalCode === "SIGKILL") tally.kills++;

  // No write was applied twice (nginx passes a write on only when no replica received it).
  const uploads = [...first.outcomes, ...second.outcomes].filter(
    (o) => o.label === "photo upload" && o.ok,
  ).length;
  const stored = await scalar(
    database.url,
    "select count(*) from attachments where file_name like 'replica-load-%'",
  );
  log(`photo uploads answered: ${uploads}; attachment rows they made: ${stored}`);
  if (stored !== uploads)
    fail(`${stored} attachment rows for ${uploads} uploads: a write was lost or replayed`);

  checkAlive();
  // 12. Budgets per caller across both gateways.
  await rateLimitCheck(publicUrl, prefix, nameOf);

  checkAlive();
  // 13. Live: a booking through gateway-1 shows on a calendar served by gateway-2 (issue #40).
  // gateway-2 restarted on its port, as a deploy does: SIGTERM (its streams end), then again.
  const restartSecond = async () => {
    const second = gateways[1]!;
    second.killedOnPurpose = true;
    await second.stop();
    return async () => {
      gateways[1] = startGateway(gatewayPorts[1]!, 1);
      await ready(gateways[1], `${gatewayUrls[1]}/readyz`);
    };
  };
  const live = await liveDispatchCheck([gatewayUrls[0]!, gatewayUrls[1]!], admin, restartSecond);
  log(
    `live: A's booking on gateway-1 shown on B's calendar (gateway-2) after ${live.shownAfterMs} ms; B's booking of the same last place ${live.refused ? "refused with the message" : "NOT refused"}; booked ${live.booked} / capacity ${live.capacity}`,
  );
  if (live.shownAfterMs > LIVE_LIMIT_MS)
    fail(`live: shown after ${live.shownAfterMs} ms, over ${LIVE_LIMIT_MS} ms`);
  if (!live.refused) fail("live: the second booking of the last place was not refused");
  if (live.booked > live.capacity)
    fail(`live: ${live.booked} booked for a capacity of ${live.capacity}`);
  log(
    `live: gateway-2 restarted; the change made while it was down shown on B's calendar ${live.afterRestartMs} ms after it was ready again`,
  );
  if (live.afterRestartMs > LIVE_RESYNC_LIMIT_MS)
    fail(`live: after the restart the change showed only after ${live.afterRestartMs} ms`);
}

/**
 * A user and a machine client each spend their budget through the balancer: refused after about
 * the budget in all, not one per replica, with the promised answer and no API call, while a third
 * caller is served throughout.
 */
async function rateLimitCheck(publicUrl: string, prefix: string, nameOf: NameOf) {
  const callers = [
    { label: "利用者 / user", email: "construction@example.jp" },
    { label: "連携クライアント / machine client", email: "client レプリカ連携" },
  ];
  const admin = await signInThrough(publicUrl, "admin@example.jp", DEMO_PASSWORD);
  const tokens = [
    await signInThrough(publicUrl, callers[0]!.email, DEMO_PASSWORD),
    await machineClientToken(publicUrl, admin),
  ];
  const other = await signInThrough(publicUrl, "order@example.jp", DEMO_PASSWORD);
  tally.requests += 2 * (callers.length + 1);
  // A budget is per wall-clock minute: an attempt that ran into the next one (a slow machine)
  // proves nothing either way, and is run again in a fresh minute, once.
  for (let attempt = 1; attempt <= 2; attempt++) {
    // The second one from the start of a minute: the first one's last requests spent some of this one.
    const needMs = attempt === 1 ? 40_000 : 60_001;
    const problems = await rateLimitAttempt(
      publicUrl,
      prefix,
      nameOf,
      needMs,
      tokens,
      other,
      callers,
    );
    if (problems) return problems.forEach(fail);
    log(`rate limit: attempt ${attempt} ran past the end of its minute`);
  }
  fail("rate limit: both attempts ran past the end of their minute (inconclusive)");
}

async function rateLimitAttempt(
  publicUrl: string,
  prefix: string,
  nameOf: NameOf,
  needMs: number,
  tokens: string[],
  other: string,
  callers: { label: string; email: string }[],
): Promise<string[] | undefined> {
  const problems: string[] = [];
  const waited = await awayFromMinuteEnd(needMs);
  if (waited) log(`rate limit: waited ${(waited / 1000).toFixed(1)} s for a fresh minute`);
  const minute = minuteNow();
  const bound = RATE_BUDGET + REPLICAS * RATE_FLUSH_EVERY;
  const steady = steadyCaller(publicUrl, other);
  const started = performance.now();
  const servedBy: number[] = [];
  for (const [i, caller] of callers.entries()) {
    const result = await spend(publicUrl, tokens[i]!, {
      concurrency: 8,
      max: 2 * RATE_BUDGET + 200,
    });
    servedBy[i] = result.served;
    tally.requests += result.served + result.refused + result.others.length;
    tally.errors += result.others.length;
    const spread = [...result.byUpstream].map(([at, n]) => `${nameOf(at)} ${n}`).join(", ");
    log(
      `rate limit, ${caller.label} ${caller.email}: ${result.served} served (${spread}) before 429 (budget ${RATE_BUDGET}/min over both gateways, bound ${bound}); Retry-After ${result.refusal?.retryAfter ?? "-"} s, ${result.refusal?.code ?? "no refusal"}`,
    );
    for (const other_ of result.others.slice(0, 5)) log(`  ${other_}`);
    if (!result.refusal) {
      problems.push(`rate limit: ${caller.email} was never refused (${result.served} served)`);
      continue;
    }
    for (const problem of refusalProblems(result.refusal))
      problems.push(`rate limit: ${caller.email}'s refusal: ${problem}`);
    if (result.served < RATE_BUDGET)
      problems.push(
        `rate limit: ${caller.email} refused after ${result.served}, below the budget ${RATE_BUDGET}`,
      );
    if (result.served > bound)
      problems.push(
        `rate limit: ${caller.email} served ${result.served}, over budget + replicas × flush (${bound}): not counted across replicas`,
      );
    if (result.byUpstream.size < REPLICAS)
      problems.push(
        `rate limit: ${caller.email}'s requests were not spread over both gateways (${spread})`,
      );
  }
  const seconds = (performance.now() - started) / 1000;
  const served = await steady.stop();
  tally.requests += served.count;
  const statuses = [...served.statuses].map(([k, n]) => `${k}: ${n}`).join(", ");
  log(
    `rate limit, another caller order@example.jp meanwhile (${seconds.toFixed(1)} s): ${served.count} requests through ${[...served.upstreams].map(nameOf).join(", ")} — ${statuses}`,
  );
  const notServed = served.count - (served.statuses.get("200") ?? 0);
  if (notServed > 0 || served.count === 0) {
    tally.errors += notServed;
    problems.push(`rate limit: the other caller was not served throughout (${statuses})`);
  }

  // Refused requests, through both gateways, reach no API (the other caller has stopped). Each
  // replica decides from the totals it last read, so one may still admit a few until its next
  // flush (postgres-store.ts): what is promised is the bound, spent plus these within it, and no
  // API call beyond what an admitted request makes (its viewer's GET /login).
  const mark = logSize(apiLog(prefix));
  const servedAgain: string[] = [];
  const through = new Set<string>();
  for (let i = 0; i < 10; i++) {
    for (const [t, token] of tokens.entries()) {
      const answer = await probe(publicUrl, token);
      tally.requests++;
      if (answer.upstream) through.add(nameOf(answer.upstream));
      if (answer.status !== 429) {
        servedAgain.push(`HTTP ${answer.status}`);
        servedBy[t] = (servedBy[t] ?? 0) + 1;
      }
    }
  }
  const apiCalls = readLog(apiLog(prefix), mark).length;
  log(
    `rate limit: ${10 * tokens.length} more requests of the refused callers through ${[...through].join(", ")}: ${servedAgain.length ? `${servedAgain.length} answered ${servedAgain.join(", ")}` : "all 429"}; API calls they made: ${apiCalls}`,
  );
  if (minuteNow() !== minute) return undefined;
  for (const [i, caller] of callers.entries())
    if ((servedBy[i] ?? 0) > bound)
      problems.push(
        `rate limit: ${caller.email} served ${servedBy[i]} in the minute with the later requests, over the bound ${bound}`,
      );
  if (servedAgain.some((answer) => answer !== "HTTP 200"))
    problems.push(`rate limit: refused callers answered ${servedAgain.join(", ")}`);
  if (apiCalls > servedAgain.length)
    problems.push(
      `rate limit: refused requests made ${apiCalls - servedAgain.length} API calls (admitted: ${servedAgain.length})`,
    );
  return problems;
}

/** Migrations once (one row per journal entry) and the seed once (a single seed's role types). */
async function checkSingleSetup(url: string) {
  const journal = JSON.parse(
    readFileSync(join(repoRoot, "api", "drizzle", "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  const migrations = await scalar(url, "select count(*) from drizzle.__drizzle_migrations");
  const roleTypes = await scalar(url, "select count(*) from role_types");
  const users = await scalar(url, "select count(*) from users");
  const duplicateEmails = await scalar(
    url,
    "select count(*) - count(distinct lower(email)) from users",
  );
  const expectedRoles = Object.keys(ROLE_TYPES).length;
  log(
    `migrations table: ${migrations} rows (journal: ${journal.entries.length}); role_types: ${roleTypes} (one seed: ${expectedRoles}); users: ${users}`,
  );
  if (migrations !== journal.entries.length)
    fail(`migrations ran ${migrations} times for ${journal.entries.length} journal entries`);
  if (roleTypes !== expectedRoles)
    fail(`role_types has ${roleTypes} rows, one seed makes ${expectedRoles}: seeded twice`);
  if (duplicateEmails !== 0) fail(`${duplicateEmails} duplicate users: seeded twice`);
}

/** Files below `folder` (s3rver keeps one file per object, plus its metadata). */
function countFiles(folder: string): number {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith("._S3rver_object"),
    ).length;
  } catch {
    return 0;
  }
}

type NameOf = (address: string | undefined) => string;

/** The API replica that answered the last `method` call whose path matches, in these log lines. */
function apiServing(entries: LogEntry[], method: string, path: RegExp, nameOf: NameOf) {
  const entry = entries.filter((e) => e.method === method && path.test(e.uri)).pop();
  return entry ? nameOf(entry.upstreams.at(-1)) : "?";
}

async function roundTrips(
  publicUrl: string,
  token: string,
  constructionIds: string[],
  prefix: string,
  nameOf: NameOf,
) {
  for (let i = 0; i < ROUND_TRIPS; i++) {
    const bytes = photoPng(100 + i);
    const mark = logSize(apiLog(prefix));
    const upload = await uploadPhoto(
      publicUrl,
      token,
      constructionIds[i % constructionIds.length]!,
      bytes,
      `replica-${i + 1}.png`,
    );
    tally.requests++;
    const id = upload.data?.createAttachment.id;
    if (!succeeded(upload) || !id) {
      tally.errors++;
      fail(`round trip ${i + 1}: upload ${describe(upload)}`);
      continue;
    }
    const storedBy = apiServing(readLog(apiLog(prefix), mark), "POST", /\/attachments/, nameOf);
    const uploadGateway = nameOf(upload.upstream);
    // Round robin: the next requests go to the other replicas; ask until both differ (a few
    // tries at most), and every answer must be the same bytes.
    let crossed = false;
    for (let attempt = 0; attempt < 4 && !crossed; attempt++) {
      const dlMark = logSize(apiLog(prefix));
      const got = await download(publicUrl, token, `/files/attachments/${id}`);
      tally.requests++;
      const servedBy = apiServing(readLog(apiLog(prefix), dlMark), "GET", /\/content/, nameOf);
      const gateway = nameOf(got.upstream);
      const same = got.status === 200 && got.bytes.equals(bytes);
      log(
        `round trip ${i + 1}: stored via ${uploadGateway} → ${storedBy}, downloaded via ${gateway} → ${servedBy}: HTTP ${got.status}, ${same ? "same bytes" : `${got.bytes.length} bytes, NOT the upload`}`,
      );
      if (!same) {
        tally.errors++;
        fail(
          `round trip ${i + 1}: download through ${gateway} → ${servedBy} answered HTTP ${got.status} (${got.bytes.length} bytes)`,
        );
        break;
      }
      crossed = gateway !== uploadGateway && servedBy !== storedBy && servedBy !== "?";
    }
    if (crossed) tally.roundTrips++;
    else if (!failures.some((f) => f.startsWith(`round trip ${i + 1}`)))
      fail(`round trip ${i + 1}: no download reached the other replicas`);
  }
}

function countBy<T>(items: T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k} ${n}`)
    .join(", ");
}

function report(
  label: string,
  outcomes: Outcome[],
  errors: string[],
  apiEntries: LogEntry[],
  nameOf: NameOf,
  bothMustServe: boolean,
) {
  tally.requests += outcomes.length;
  tally.errors += errors.length;
  const passedOn = apiEntries.filter((e) => e.upstreams.length > 1).length;
  log(
    `${label}: ${outcomes.length} requests, ${errors.length} errors; gateways: ${countBy(outcomes, (o) => nameOf(o.upstream))}; API calls: ${countBy(apiEntries, (e) => nameOf(e.upstreams.at(-1)))}${passedOn ? ` (${passedOn} passed on to the other replica)` : ""}`,
  );
  for (const error of errors.slice(0, 10)) log(`  ${error}`);
  if (bothMustServe) {
    const gateways = new Set(outcomes.map((o) => nameOf(o.upstream)));
    const apis = new Set(apiEntries.map((e) => nameOf(e.upstreams.at(-1))));
    if (gateways.size < REPLICAS || apis.size < REPLICAS)
      fail(
        `${label}: not spread over both replicas (gateways ${[...gateways].join(", ")}; APIs ${[...apis].join(", ")})`,
      );
  }
}

async function cacheCheck(
  label: string,
  targets: Target[],
  adminToken: string,
  userToken: string,
  email: string,
  through: string,
  prefix: string,
  nameOf: NameOf,
  change: (row: UserRow) => { query: string; variables: Record<string, unknown> },
) {
  const found = await graphql<{ users: { items: UserRow[] } }, { email: string }>(
    through,
    adminToken,
    USER_QUERY,
    { email },
  );
  const row = found.data?.users.items.find((u) => u.email === email);
  if (!row) return fail(`${label}: ${email} not found (${describe(found)})`);
  const refusedBefore = await warm(targets, userToken);
  if (refusedBefore.length)
    return fail(`${label}: refused before the change by ${refusedBefore.join(", ")}`);
  const mark = logSize(apiLog(prefix));
  const { query, variables } = change(row);
  const changedAt = performance.now();
  const answer = await graphql(through, adminToken, query, variables);
  if (!succeeded(answer)) return fail(`${label}: the change failed: ${describe(answer)}`);
  const written = readLog(apiLog(prefix), mark).filter(
    (e) => e.method !== "GET" && e.uri.includes("/basis/users/"),
  );
  const by = written.map((e) => nameOf(e.upstreams.at(-1))).join(", ") || "?";
  const boundMs = apiTtlMs + 1000;
  const refusals = await watchRefusals(targets, userToken, changedAt, boundMs + 1000);
  const through_ = nameOf(`127.0.0.1:${new URL(through).port}`);
  log(
    `${label} through ${through_} → ${by}; refused by ${refusals.map((r) => `${r.name} after ${r.seconds === undefined ? "never" : `${r.seconds.toFixed(2)} s`}`).join(", ")} (API cache ${apiTtlMs / 1000} s, gateway viewer cache ${viewerTtlMs / 1000} s; bound ${boundMs / 1000} s)`,
  );
  for (const r of refusals)
    if (r.seconds === undefined || r.seconds * 1000 > boundMs)
      fail(
        `${label}: ${r.name} still accepted the token ${r.seconds === undefined ? "at the end" : `${r.seconds.toFixed(2)} s after the change`} (bound ${boundMs / 1000} s)`,
      );
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  fail((error as Error).stack ?? String(error));
} finally {
  if (failures.length || tally.errors) {
    exitCode = 1;
    for (const service of services.filter((s) => s.tail.length))
      console.log(`\n--- ${service.name} (last lines) ---\n${service.tail.slice(-15).join("\n")}`);
  }
  await cleanup();
  if (failures.length) log(`${failures.length} check(s) failed`);
  console.log(
    `replicas: ${tally.requests} requests, ${tally.errors} errors, ${tally.roundTrips} cross-replica file round trips, ${tally.kills} replica kills survived`,
  );
  process.exit(exitCode);
}
