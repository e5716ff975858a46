import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_PASSWORD } from "@cfx/identity/demo-users";
import { signIn, type PoolInfo } from "@cfx/identity/emulator";
import { createIdTokenVerifier } from "@cfx/identity/verifier";
import type { ServerTimeouts } from "@cfx/domain/http-server";
import { inject } from "vitest";
import { API_PREFIX, buildApp, type App } from "../app";
import { createDatabase, type Database, type Db } from "../db/client";
import { parseAllowedHosts } from "../external-sources/allowed-hosts";
import { LocalFileStore } from "../files/local";
import type { FileStore } from "../files/store";
import { freshDatabase } from "./templates";
import { createIdentityAdmin, type IdentityAdmin } from "../users/identity-admin";
import { bindIdentitySubs } from "../users/identity-binding";

export interface FetchOptions {
  /** Sign in as this user (demo password unless `password`), send its ID token. */
  as?: string;
  password?: string;
  /** Send this raw Authorization token instead (Bearer). */
  token?: string;
  method?: string;
  /** JSON body. */
  json?: unknown;
  /** Query parameters (undefined values skipped). */
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

// Tests poke at arbitrary JSON bodies; `any` keeps assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface TestApi {
  app: App;
  /** Base URL including /api/v1, e.g. http://127.0.0.1:54321/api/v1 */
  url: string;
  db: Db;
  database: Database;
  identity: PoolInfo;
  identityAdmin: IdentityAdmin;
  /** Where the app stores files: the `fileStore` given, or a LocalFileStore on a temp folder. */
  fileStore: FileStore;
  /** ID token of a user of the shared emulator (cached per e-mail+password). */
  tokenFor(email: string, password?: string): Promise<string>;
  /** Real HTTP request to the listening server. */
  fetch(pathname: string, options?: FetchOptions): Promise<Response>;
  /** `fetch` + parsed JSON body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json<T = any>(pathname: string, options?: FetchOptions): Promise<JsonResponse<T>>;
  close(): Promise<void>;
}

const tokens = new Map<string, { token: string; expires: number }>();

/** Signs in through the emulator (USER_PASSWORD_AUTH); tokens are cached for 50 minutes. */
export async function tokenFor(
  identity: PoolInfo,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const key = `${identity.userPoolId}|${email}|${password}`;
  const cached = tokens.get(key);
  if (cached && cached.expires > Date.now()) return cached.token;
  const { idToken } = await signIn({
    endpoint: identity.endpoint,
    clientId: identity.clientId,
    email,
    password,
  });
  tokens.set(key, { token: idToken, expires: Date.now() + 50 * 60_000 });
  return idToken;
}

/**
 * A fresh database (PGlite in memory; or, when DATABASE_URL is set, a new PostgreSQL database
 * created for this call and dropped by `close`), migrated and seeded (fixed lists always; demo
 * masters, demo users and the business seed unless `demo: false`), behind a real listening server
 * that trusts the shared emulator of the global setup.
 */
export async function startTestApi(
  options: {
    demo?: boolean;
    /** EXTERNAL_SOURCE_ALLOWED_HOSTS entries (`host`, `host:port`); default none. */
    externalSourceAllowedHosts?: string[];
    /** Store files here (e.g. an S3FileStore); default a LocalFileStore on a temp folder. */
    fileStore?: FileStore;
    /** Load shedding's event loop bound (SHED_MAX_EVENT_LOOP_DELAY_MS); default 0: off. */
    shedMaxEventLoopDelayMs?: number;
    /** LIVE_EVENTS_KEY: serve GET /live/events (and listen to the database); default off. */
    liveEventsKey?: string;
    /** LIVE_HEARTBEAT_MS; default 15 s. */
    liveHeartbeatMs?: number;
    /** Server timeouts (REQUEST_TIMEOUT_MS…); default DEFAULT_TIMEOUTS. */
    timeouts?: ServerTimeouts;
    /**
     * A second replica of that test API: its own pool on the same PostgreSQL database (not a
     * copy), left for the first to drop. PostgreSQL only (PGlite is one process's database).
     */
    replicaOf?: TestApi;
  } = {},
): Promise<TestApi> {
  const identity = inject("identity");
  const { database, drop } = options.replicaOf
    ? await replicaDatabase(options.replicaOf.database)
    : await freshDatabase({ template: inject("databaseTemplate"), demo: options.demo ?? true });
  const identityAdmin = createIdentityAdmin({
    mode: "local",
    endpoint: identity.endpoint,
    userPoolId: identity.userPoolId,
  });
  // As main.ts does at start-up: the seeded rows get the subs of the emulator's demo users.
  await bindIdentitySubs(database.db, identityAdmin);
  // The caller's store stays the caller's to close; a temp folder of our own is removed by close.
  const filesDir = options.fileStore
    ? undefined
    : mkdtempSync(path.join(tmpdir(), "cfx-api-files-"));
  const fileStore = options.fileStore ?? new LocalFileStore(filesDir!);
  const verifier = createIdTokenVerifier({ mode: "local", ...identity });
  const app = await buildApp({
    database,
    verifier,
    localTokenIssuer: verifier.issuer,
    identityAdmin,
    fileStore,
    externalSourceAllowedHosts: parseAllowedHosts(options.externalSourceAllowedHosts?.join(",")),
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
    // Off unless a test is about it: restoring a database snapshot in this process, or the other
    // test workers on a shared machine, lag the event loop past any production bound, and a 503
    // would fail a test about something else.
    shedMaxEventLoopDelayMs: options.shedMaxEventLoopDelayMs ?? 0,
    liveEventsKey: options.liveEventsKey,
    liveHeartbeatMs: options.liveHeartbeatMs,
    timeouts: options.timeouts,
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const url = `${address}${API_PREFIX}`;

  const doFetch = async (pathname: string, o: FetchOptions = {}) => {
    const target = new URL(url + pathname);
    for (const [k, v] of Object.entries(o.query ?? {}))
      if (v !== undefined) target.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...o.headers };
    const token = o.token ?? (o.as ? await tokenFor(identity, o.as, o.password) : undefined);
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (o.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(o.json);
    }
    return fetch(target, {
      method: o.method ?? (o.json !== undefined ? "POST" : "GET"),
      headers,
      body,
    });
  };

  return {
    app,
    url,
    db: database.db,
    database,
    identity,
    identityAdmin,
    fileStore,
    tokenFor: (email, password) => tokenFor(identity, email, password),
    fetch: doFetch,
    async json(pathname, o) {
      const res = await doFetch(pathname, o);
      const text = await res.text();
      return {
        status: res.status,
        headers: res.headers,
        body: text ? JSON.parse(text) : undefined,
      };
    },
    async close() {
      await app.close();
      identityAdmin.close();
      await database.close();
      await drop();
      if (filesDir) rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

async function replicaDatabase(of: Database) {
  if (of.notifications.kind !== "postgres")
    throw new Error("a replica shares a PostgreSQL database: run with DATABASE_URL");
  const database = await createDatabase({ DATABASE_URL: of.notifications.url });
  return { database, drop: async () => undefined };
}

/** A unique e-mail for users created by a test (the emulator is shared by all test files). */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.jp`;
}
