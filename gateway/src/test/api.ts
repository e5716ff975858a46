// The REAL REST API for gateway tests, in-process on a free loopback port, on an in-memory PGlite
// seeded with the demo masters and users, trusting the test's cognito-local. Built the way api/src/main.ts
// builds it. The API's modules are imported by path (the @cfx/api package exports only its
// OpenAPI document), through a small local interface so the gateway's type check does not
// compile the API's sources.
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { inject } from "vitest";
import type { TestIdentity } from "./harness";

const apiSrc = join(dirname(fileURLToPath(import.meta.url)), "../../../api/src");

type ApiDatabase = {
  migrate(): Promise<void>;
  close(): Promise<void>;
  snapshot?(): Promise<Blob>;
  db: unknown;
};
type ApiApp = {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<void>;
  server: Server;
};

async function load<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(join(apiSrc, file)).href)) as T;
}

export type TestApi = {
  url: string;
  /** `METHOD /path` of every request the API received (query strings cut off), in order. */
  requests: string[];
  /** Requests whose path starts with `prefix` (e.g. "GET /api/v1/basis/users"). */
  count(prefix: string): number;
  close(): Promise<void>;
};

type IdentityAt = { endpoint: string; pool: { userPoolId: string } };

const identityAdminOf = async (identity: IdentityAt) => {
  const { createIdentityAdmin } = await load<{
    createIdentityAdmin(c: object): { close(): void };
  }>("users/identity-admin.ts");
  return createIdentityAdmin({
    mode: "local",
    userPoolId: identity.pool.userPoolId,
    endpoint: identity.endpoint,
  });
};

/**
 * The test API's database: migrated, with the fixed lists, the demo masters and the demo users
 * (what seedIfEmpty({ demo: true }) does minus the slow business demo data the gateway's areas do
 * not read), the users bound to `identity`'s subs as main.ts does at start-up. From `snapshot`
 * (a PGlite tarball of such a database, global-setup.ts) when given: a copy in a fraction of the time.
 */
export async function testApiDatabase(
  identity: IdentityAt,
  snapshot?: string,
): Promise<ApiDatabase> {
  const { createDatabase } = await load<{ createDatabase(c: object): Promise<ApiDatabase> }>(
    "db/client.ts",
  );
  if (snapshot) return createDatabase({ pgliteSnapshot: new Blob([await readFile(snapshot)]) });
  const seed = await load<{
    seedFixedLists(tx: unknown): Promise<void>;
    seedDemoMasters(tx: unknown): Promise<void>;
  }>("seed/index.ts");
  const { bindIdentitySubs } = await load<{
    bindIdentitySubs(db: unknown, identityAdmin: unknown): Promise<unknown>;
  }>("users/identity-binding.ts");
  const database = await createDatabase({});
  await database.migrate();
  await (
    database.db as { transaction(run: (tx: unknown) => Promise<void>): Promise<void> }
  ).transaction(async (tx) => {
    await seed.seedFixedLists(tx);
    await seed.seedDemoMasters(tx);
  });
  const identityAdmin = await identityAdminOf(identity);
  try {
    await bindIdentitySubs(database.db, identityAdmin);
  } finally {
    identityAdmin.close();
  }
  return database;
}

export async function startTestApi(identity: TestIdentity): Promise<TestApi> {
  const { buildApp } = await load<{ buildApp(o: object): Promise<ApiApp> }>("app.ts");
  const { createIdTokenVerifier } = await import("@cfx/identity/verifier");

  const identityConfig = {
    mode: "local" as const,
    endpoint: identity.endpoint,
    userPoolId: identity.pool.userPoolId,
    clientId: identity.pool.clientId,
  };
  // The run's template was bound to the run's shared emulator; an emulator of the file's own
  // has other subs, so its database is built here.
  const template = inject("apiDatabaseTemplate");
  const database = await testApiDatabase(
    identity,
    template.endpoint === identity.endpoint ? template.file : undefined,
  );
  const identityAdmin = await identityAdminOf(identity);
  // Files of its own: test files share the run's emulator, and ids restart in every database.
  const filesDir = mkdtempSync(join(tmpdir(), "cfx-gateway-api-files-"));
  const verifier = createIdTokenVerifier(identityConfig);
  const app = await buildApp({
    database,
    verifier,
    // Local mode: the API makes machine clients' secrets and serves their tokens (#39).
    localTokenIssuer: verifier.issuer,
    identityAdmin,
    filesDir,
    logger: false,
  });
  const requests: string[] = [];
  // Counted on the API's own HTTP server: nothing reaches a route without passing here.
  app.server.on("request", (request: IncomingMessage) => {
    requests.push(`${request.method} ${(request.url ?? "").split("?")[0]}`);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("API has no port");
  let closed: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    count: (prefix) => requests.filter((r) => r.startsWith(prefix)).length,
    close() {
      closed ??= (async () => {
        await app.close();
        identityAdmin.close();
        await database.close();
        rmSync(filesDir, { recursive: true, force: true });
      })();
      return closed;
    },
  };
}
