// `pnpm test:bundle` (CI): the deploy folders start and serve on their own. Builds the bundle
// (scripts/deploy/bundle.ts) into a temp dir, then starts FROM THOSE FOLDERS, with
// NODE_ENV=production and nothing but the variables docs/DEPLOY.md lists (no inherited
// environment), the API on a fresh PostgreSQL database of 127.0.0.1:5432 and the gateway
// serving the bundled web app; the identity emulator (cognito-local, from the repository: it
// stands in for the Cognito user pool, it is not part of a deployment) signs a demo user in.
// Checks readiness, the web app, a sign-in through the gateway and a GraphQL query, the pool's
// settings of the runbook (token lifetime, e-mail verified on change), the hardened mode, and
// that no dev dependency was shipped; then stops everything and drops the database.
// Usage: node --import tsx scripts/deploy/smoke.ts [--skip-web-build] [--s3] [--keep]
//   --s3    FILE_STORE=s3://… on an S3-compatible server started here (s3rver) instead of the
//           local directory: the API's files (the demo seed's documents) go to the bucket
//   --keep  keep the temp dir (bundle and service logs) even when every check passed
// Environment: SMOKE_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres): the server
// where the database is created; SMOKE_VERBOSE=1 also prints the services' output.
//
// Its harness (options, services, cleanups) is smoke-harness.ts and its checks smoke-checks.ts.

import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import {
  bootstrapEmulator,
  startEmulator,
  type RunningEmulator,
} from "../../identity/src/emulator";
import { waitForStatus } from "../stack/wait";
import { buildBundle, formatBytes } from "./bundle";
import { checkFolders, checkServing } from "./smoke-checks";
import {
  adminUrl,
  args,
  check,
  cleanup,
  cleanups,
  distinctPorts,
  getJson,
  host,
  keep,
  logFile,
  passed,
  psql,
  serviceEnv,
  startS3,
  startService,
  useS3,
  work,
} from "./smoke-harness";

async function smoke(): Promise<void> {
  // 1. The bundle, into the temp dir.
  console.log(`バンドルを作成します / building the bundle in ${work}`);
  const bundle = await buildBundle({
    outDir: join(work, "deploy"),
    skipWebBuild: args.includes("--skip-web-build"),
    log: (line) => console.log(`  ${line}`),
  });
  const apiDir = join(bundle.outDir, "api");
  const gatewayDir = join(bundle.outDir, "gateway");
  for (const { service, bytes } of bundle.folders)
    console.log(`  ${service}: ${formatBytes(bytes)}`);
  checkFolders(apiDir, gatewayDir);

  // 2. A fresh database, dropped at the end whatever happens.
  const database = `cfx_bundle_${Date.now()}_${process.pid}`;
  await psql(`create database ${database}`);
  cleanups.push(async () => {
    await psql(`drop database if exists ${database} with (force)`);
  });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;

  // 3. The identity emulator in place of the Cognito user pool.
  const [identityPort, apiPort, gatewayPort] = await distinctPorts();
  const emulator: RunningEmulator = await startEmulator({
    dataDir: join(work, "identity"),
    port: identityPort,
    host,
    onLine: (line) => appendFileSync(logFile, `[identity] ${line}\n`),
  });
  cleanups.push(() => emulator.stop());
  const pool = await bootstrapEmulator({
    endpoint: emulator.endpoint,
    dataDir: join(work, "identity"),
  });
  const identityVars = {
    IDENTITY_MODE: "local",
    IDENTITY_ENDPOINT: emulator.endpoint,
    COGNITO_USER_POOL_ID: pool.userPoolId,
    COGNITO_CLIENT_ID: pool.clientId,
  };

  // 4. Where the API keeps files: the local directory under DATA_DIR (FILE_STORE unset), or with
  //    --s3 a bucket of an S3-compatible server (s3rver, a dev dependency of the repository: it
  //    stands in for S3 like the emulator for Cognito).
  const s3Dir = join(work, "s3");
  const storeVars = useS3 ? await startS3(s3Dir) : {};

  // The live event stream's shared secret (issue #40), as a deployment sets it on both.
  const liveEventsKey = randomBytes(24).toString("hex");

  // 5. The API from its folder.
  const apiUrl = `http://${host}:${apiPort}`;
  const api = startService(
    "api",
    apiDir,
    serviceEnv({
      HOST: host,
      API_PORT: String(apiPort),
      DATABASE_URL: databaseUrl.href,
      // PGlite is not used (DATABASE_URL); the local file store when FILE_STORE is unset.
      DATA_DIR: join(work, "data"),
      // The demo story: the users to sign in with, and documents stored as files.
      SEED_DEMO: "true",
      LIVE_EVENTS_KEY: liveEventsKey,
      ...storeVars,
      ...identityVars,
    }),
  );
  await waitForStatus(`${apiUrl}/api/v1/healthz`, 200, {
    timeoutMs: 180_000,
    abort: api.exited,
    what: "API",
  });
  check("API ready from its folder on PostgreSQL", true, "/api/v1/healthz 200");
  // The live event stream opens with the shared key (its events: api/src/live/routes.test.ts).
  const live = await fetch(`${apiUrl}/api/v1/live/events`, {
    headers: { "x-live-key": liveEventsKey },
    signal: AbortSignal.timeout(15_000),
  });
  const liveType = live.headers.get("content-type") ?? "";
  await live.body?.cancel();
  check(
    "API live event stream with LIVE_EVENTS_KEY",
    live.status === 200 && liveType.startsWith("text/event-stream"),
    `${live.status} ${liveType}`,
  );

  // 6. The gateway from its folder, serving the web app it carries.
  const gatewayUrl = `http://${host}:${gatewayPort}`;
  const gateway = startService(
    "gateway",
    gatewayDir,
    serviceEnv({
      HOST: host,
      PORT: String(gatewayPort),
      API_URL: apiUrl,
      WEB_DIST: join(gatewayDir, "web"),
      LIVE_EVENTS_KEY: liveEventsKey,
      ...identityVars,
    }),
  );
  await waitForStatus(`${gatewayUrl}/healthz`, 200, {
    timeoutMs: 120_000,
    abort: gateway.exited,
    what: "gateway",
  });
  const ready = await getJson(`${gatewayUrl}/readyz`);
  check("gateway /readyz", ready.status === 200, JSON.stringify(ready.body));

  await checkServing({ gatewayUrl, gatewayDir, emulator, pool, databaseUrl, s3Dir });
}

let failure: Error | undefined;
try {
  await smoke();
} catch (error) {
  failure = error as Error;
}
await cleanup();
if (failure) {
  console.error(`\n✗ ${failure.message}`);
  if (existsSync(logFile)) {
    console.error(`\nサービスのログ / service log (last lines of ${logFile}):`);
    console.error(readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-40).join("\n"));
  }
  console.log(`bundle smoke: FAILED after ${passed.length} checks passed (${failure.message})`);
  process.exit(1);
}
if (!keep) rmSync(work, { recursive: true, force: true });
console.log(
  `bundle smoke: ${passed.length} checks passed (api and gateway folders, NODE_ENV=production, PostgreSQL, ${useS3 ? "S3" : "local"} file store, sign-in, GraphQL, download)${keep ? ` — kept ${work}` : ""}`,
);
process.exit(0);
