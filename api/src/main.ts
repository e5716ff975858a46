import path from "node:path";
import { createIdTokenVerifier } from "@cfx/identity/verifier";
import { buildApp } from "./app";
import { createDatabase } from "./db/client";
import { refreshStatisticsOnStart } from "./db/maintenance";
import { EnvError, loadEnv } from "./env";
import { seedIfEmpty } from "./seed";
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
  const database = await createDatabase(env);
  await database.migrate();
  const filesDir = path.join(env.DATA_DIR, "files");
  // The demo story's documents are stored where the API serves attachments from.
  const seeded = await seedIfEmpty(database.db, { demo: env.SEED_DEMO, filesDir });
  const identityAdmin = createIdentityAdmin({
    mode: env.identity.mode,
    userPoolId: env.identity.userPoolId,
    endpoint: env.identity.mode === "local" ? env.identity.endpoint : undefined,
    region: env.identity.mode === "cognito" ? env.identity.region : undefined,
  });
  const app = await buildApp({
    database,
    verifier: createIdTokenVerifier(env.identity),
    identityAdmin,
    filesDir,
    externalSourceAllowedHosts: env.EXTERNAL_SOURCE_ALLOWED_HOSTS,
    documentIssuer: env.documentIssuer,
    authCacheTtlMs: env.AUTH_CACHE_TTL_MS,
    logger: { level: env.LOG_LEVEL, redact: ["req.headers.authorization"] },
  });
  // Requests are matched to users by the token's `sub`: bind the rows that have none yet (the
  // demo seed, rows from before users.sub). A pool that cannot be reached now only leaves them
  // unbound until the next start; bound users keep working.
  await bindIdentitySubs(database.db, identityAdmin, app.log).catch((error: unknown) =>
    app.log.error({ err: error }, "could not bind user rows to identity subs"),
  );
  app.log.info(
    { driver: database.driver, seeded, identity: env.identity.mode },
    `database ready (${database.driver === "pglite" ? path.join(env.DATA_DIR, "pglite") : "DATABASE_URL"})`,
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    identityAdmin.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: env.API_PORT, host: env.HOST });
  void refreshStatisticsOnStart(database, app.log);
}

main().catch((error: unknown) => {
  console.error("[api] failed to start", error);
  process.exit(1);
});
