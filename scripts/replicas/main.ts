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
//
// The steps live beside it: run-state.ts (what they share), replica-stack.ts (1–6), round-trips.ts
// (8), replica-checks.ts (9–11), rate-limit-check.ts (12), live.ts (13).
import { join } from "node:path";
import { DEMO_PASSWORD } from "../../identity/src/demo-users";
import { apiTarget, CHANGE_ROLE, DELETE_USER, gatewayTarget, type Target } from "./caches";
import { signInThrough } from "./http";
import { LIVE_LIMIT_MS, LIVE_RESYNC_LIMIT_MS, liveDispatchCheck } from "./live";
import { mixedOps, readFacts, runBatch } from "./load";
import { apiLog, logSize, readLog } from "./nginx";
import { scalar } from "./postgres";
import { rateLimitCheck } from "./rate-limit-check";
import { cacheCheck, report } from "./replica-checks";
import { startReplicaStack } from "./replica-stack";
import { countFiles, roundTrips } from "./round-trips";
import {
  BUCKET,
  checkAlive,
  cleanup,
  fail,
  failures,
  log,
  REPLICAS,
  services,
  tally,
} from "./run-state";
import { ready } from "./services";

const FIRST_BATCH = 200;
const KILL_BATCH = 100;
const CONCURRENCY = 4;

async function main() {
  const {
    dir,
    database,
    prefix,
    apis,
    apiUrls,
    gateways,
    gatewayPorts,
    gatewayUrls,
    startGateway,
    publicUrl,
    nameOf,
  } = await startReplicaStack();

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
