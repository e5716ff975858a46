import path from "node:path";
import { createIdTokenVerifier } from "@cfx/identity/verifier";
import { buildApp } from "./app";
import {
  closeWithDeadline,
  onTerminationSignals,
  type DrainableServer,
} from "@cfx/domain/http-server";
import { asyncStdoutLog, logFlushMsFromEnv } from "@cfx/domain/log-stream";
import { createDatabase, type DatabaseConfig } from "./db/client";
import { refreshStatisticsOnStart } from "./db/maintenance";
import { keepSeedForTests } from "./platform/test-reset";
import { EnvError, loadEnv, type Env } from "./env";
import { configureRenderPool, closeRenderPool, renderPool } from "./documents/render-pool";
import { localSecretKey } from "./external-sources/secret-box";
import { createFileStore } from "./files/config";
import { seedIfEmpty } from "./seed";
import { trackArrivals } from "./shutdown";
import { createIdentityAdmin } from "./users/identity-admin";
import { bindIdentitySubs } from "./users/identity-binding";

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`[api] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // DOCUMENT_RENDER_THREADS: the threads that draw PDFs (the seed's documents too).
  configureRenderPool(env.documentRender);
  const database = await createDatabase(databaseConfig(env));
  // FILE_STORE: `$DATA_DIR/files` or an S3 bucket that every replica reads and writes.
  const fileStore = createFileStore(env.fileStore);
  // Replicas starting together: the first migrates and seeds, the others wait and find it done.
  const seeded = await database.exclusive(async () => {
    await database.migrate();
    // The demo story's documents are stored where the API serves attachments from.
    return seedIfEmpty(database.db, { demo: env.SEED_DEMO, fileStore });
  });
  const identityAdmin = createIdentityAdmin(env.identity);
  const verifier = createIdTokenVerifier(env.identity);
  const app = await buildApp({
    database,
    verifier,
    localTokenIssuer: env.identity.mode === "local" ? verifier.issuer : undefined,
    identityAdmin,
    fileStore,
    externalSourceAllowedHosts: env.EXTERNAL_SOURCE_ALLOWED_HOSTS,
    externalSourceSecretKey: env.EXTERNAL_SOURCE_SECRET_KEY ?? localSecretKey(env.DATA_DIR),
    documentIssuer: env.documentIssuer,
    authCacheTtlMs: env.AUTH_CACHE_TTL_MS,
    logger: {
      level: env.LOG_LEVEL,
      redact: ["req.headers.authorization"],
      stream: asyncStdoutLog(logFlushMsFromEnv(process.env)),
    },
    timeouts: env.timeouts,
    shedMaxEventLoopDelayMs: env.SHED_MAX_EVENT_LOOP_DELAY_MS,
    testResetKey: env.TEST_RESET_KEY,
    liveEventsKey: env.LIVE_EVENTS_KEY,
    liveHeartbeatMs: env.LIVE_HEARTBEAT_MS,
  });
  // Requests are matched to users by the token's `sub`: bind the rows that have none yet (the
  // demo seed, rows from before users.sub). A pool that cannot be reached now only leaves them
  // unbound until the next start; bound users keep working.
  await bindIdentitySubs(database.db, identityAdmin, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, "could not bind user rows to identity subs"),
  );
  // The browser tests' shared stacks: the seeded rows, subs bound, as every test file starts.
  if (env.TEST_RESET_KEY) await keepSeedForTests(database.db);
  app.log.info(
    { driver: database.driver, seeded, identity: env.identity.mode, files: fileStore.location },
    `database ready (${database.driver === "pglite" ? path.join(env.DATA_DIR, "pglite") : "DATABASE_URL"})`,
  );
  // Warm before the first request, not during it: on PGlite the statistics and visibility maps
  // (VACUUM reads every table, which also fills the buffer cache). Run after listening, it held
  // the first seconds' requests behind it into the gateway's timeout.
  await refreshStatisticsOnStart(database, app.log);
  // SIGTERM/SIGINT: read the requests that had arrived (shutdown.ts), stop accepting, finish
  // what is in flight (up to SHUTDOWN_TIMEOUT_MS in all), then close the render threads and the
  // database — never before the last request that uses them.
  const arrivals = trackArrivals(app.server);
  onTerminationSignals(async (signal) => {
    const started = performance.now();
    app.log.info({ signal }, "shutting down");
    // From now on every answer closes its connection after itself.
    (app.server as DrainableServer).drain?.();
    const settled = await arrivals.settle(ARRIVALS_BOUND_MS);
    app.log.info(settled, "requests sent before the signal read: closing the listener");
    const left = env.timeouts.shutdownTimeoutMs - (performance.now() - started);
    await closeWithDeadline(app, Math.max(0, left));
    identityAdmin.close();
    await closeRenderPool();
    await database.close();
    return 0;
  });
  await app.listen({ port: env.API_PORT, host: env.HOST });
  // The render threads load the fonts now (1–7 s of CPU at low priority), not on the first preview.
  renderPool()
    .warm()
    .catch((error: unknown) => app.log.error({ err: error }, "could not start the render threads"));
}

/** The longest a shutdown waits for connections accepted but silent (shutdown.ts). */
const ARRIVALS_BOUND_MS = 1_000;

/** DATABASE_URL → PostgreSQL; otherwise PGlite under DATA_DIR, in its worker unless asked not to. */
function databaseConfig(env: Env): DatabaseConfig {
  if (env.DATABASE_URL)
    return {
      DATABASE_URL: env.DATABASE_URL,
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    };
  return env.PGLITE_IN_PROCESS
    ? { DATA_DIR: env.DATA_DIR }
    : { DATA_DIR: env.DATA_DIR, pgliteServer: true };
}

main().catch((error: unknown) => {
  console.error("[api] failed to start", error);
  process.exit(1);
});
