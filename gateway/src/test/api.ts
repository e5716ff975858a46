// The REAL REST API for gateway tests, in-process on a free loopback port, on an in-memory PGlite
// seeded with the demo masters and users, trusting the test's cognito-local. Built the way api/src/main.ts
// builds it. The API's modules are imported by path (the @cfx/api package exports only its
// OpenAPI document), through a small local interface so the gateway's type check does not
// compile the API's sources.
import type { IncomingMessage, Server } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { TestIdentity } from "./harness";

const apiSrc = join(dirname(fileURLToPath(import.meta.url)), "../../../api/src");

type ApiDatabase = { migrate(): Promise<void>; close(): Promise<void>; db: unknown };
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

export async function startTestApi(identity: TestIdentity): Promise<TestApi> {
  const { createDatabase } = await load<{ createDatabase(c: object): Promise<ApiDatabase> }>(
    "db/client.ts",
  );
  const seed = await load<{
    seedFixedLists(tx: unknown): Promise<void>;
    seedDemoMasters(tx: unknown): Promise<void>;
  }>("seed/index.ts");
  const { createIdentityAdmin } = await load<{
    createIdentityAdmin(c: object): { close(): void };
  }>("users/identity-admin.ts");
  const { bindIdentitySubs } = await load<{
    bindIdentitySubs(db: unknown, identityAdmin: unknown): Promise<unknown>;
  }>("users/identity-binding.ts");
  const { buildApp } = await load<{ buildApp(o: object): Promise<ApiApp> }>("app.ts");
  const { createIdTokenVerifier } = await import("@cfx/identity/verifier");

  const identityConfig = {
    mode: "local" as const,
    endpoint: identity.endpoint,
    userPoolId: identity.pool.userPoolId,
    clientId: identity.pool.clientId,
  };
  const database = await createDatabase({});
  await database.migrate();
  // The fixed lists, demo masters and demo users, without the (slow) business demo data the
  // gateway's areas so far do not read: what seedIfEmpty({ demo: true }) does minus its last step.
  await (
    database.db as { transaction(run: (tx: unknown) => Promise<void>): Promise<void> }
  ).transaction(async (tx) => {
    await seed.seedFixedLists(tx);
    await seed.seedDemoMasters(tx);
  });
  const identityAdmin = createIdentityAdmin({
    mode: "local",
    userPoolId: identity.pool.userPoolId,
    endpoint: identity.endpoint,
  });
  // As main.ts does at start-up: the seeded rows get the subs of the emulator's demo users.
  await bindIdentitySubs(database.db, identityAdmin);
  const app = await buildApp({
    database,
    verifier: createIdTokenVerifier(identityConfig),
    identityAdmin,
    filesDir: join(identity.dataDir, "files"),
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
      })();
      return closed;
    },
  };
}
