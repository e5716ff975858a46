// Steps 1–6 of `pnpm test:replicas`: the database, identity, the S3 store, two APIs started at
// the same moment (their migrations and seed checked to have run once), nginx and two gateways.
// Apart from main.ts, which runs the checks on what this starts.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROLE_TYPES } from "../../domain/src/flags";
import { bootstrapEmulator, freePort, startEmulator } from "../../identity/src/emulator";
import { repoRoot } from "../stack/env";
import { NGINX, prepareNginx } from "./nginx";
import { createTestDatabase, DEFAULT_SERVER_URL, scalar } from "./postgres";
import {
  apiTtlMs,
  BUCKET,
  cleanups,
  fail,
  log,
  RATE_BUDGET,
  RATE_FLUSH_EVERY,
  REPLICAS,
  start,
  verbose,
  viewerTtlMs,
  type NameOf,
} from "./run-state";
import { lineMatching, ready, tsxArgs } from "./services";

/** `count` distinct free ports. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** Starts everything the checks run on; stopped by the run's cleanups. */
export async function startReplicaStack() {
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
  return {
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
    nameOf: nameOf as NameOf,
  };
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
