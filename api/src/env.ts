import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  boolean,
  ConfigError,
  integer,
  list,
  logLevel,
  optionalText,
  port,
  reported,
  text,
  type ConfigSource,
  type LogLevel,
} from "@cfx/domain/config";
import {
  IdentityConfigError,
  identityConfigFromEnv,
  type IdentityConfig,
} from "@cfx/identity/verifier";
import { serverTimeoutsFromEnv, type ServerTimeouts } from "@cfx/domain/http-server";
import { AUTH_CACHE_DEFAULT_TTL_MS } from "./auth/user-cache";
import { documentIssuerFromEnv, type DocumentIssuer } from "./documents/issuer";
import { renderPoolOptionsFromEnv, type RenderPoolOptions } from "./documents/render-pool";
import { parseAllowedHost, type AllowedHost } from "./external-sources/allowed-hosts";
import { parseSecretKey } from "./external-sources/secret-box";
import { fileStoreConfigFromEnv, type FileStoreConfig } from "./files/config";
import { DEFAULT_LIVE_HEARTBEAT_MS } from "./live/wire";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Env {
  API_PORT: number;
  HOST: string;
  /** postgres://… ; unset → PGlite under DATA_DIR. */
  DATABASE_URL: string | undefined;
  DATA_DIR: string;
  SEED_DEMO: boolean;
  /** Hosts (`host`, `host:port`) HTTP JSON external sources may fetch from; empty: uploads only. */
  EXTERNAL_SOURCE_ALLOWED_HOSTS: AllowedHost[];
  /**
   * EXTERNAL_SOURCE_SECRET_KEY: 32 bytes (base64 or hex) that encrypt external sources' secrets;
   * unset: a key generated once in `$DATA_DIR/external-source-secret.key`.
   */
  EXTERNAL_SOURCE_SECRET_KEY: Buffer | undefined;
  /** Level of the request log (pino's levels; `silent`: none). */
  LOG_LEVEL: LogLevel;
  /** Reuse of a verified token's user for this many ms (0: off; never past the token's exp). */
  AUTH_CACHE_TTL_MS: number;
  /** DATABASE_POOL_SIZE: PostgreSQL connections of this process (PGlite: always one). */
  DATABASE_POOL_SIZE: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a statement running longer (0: never). */
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  /** PGLITE_IN_PROCESS: run PGlite on the API's own thread (as before #20; for comparison). */
  PGLITE_IN_PROCESS: boolean;
  /** SHED_MAX_EVENT_LOOP_DELAY_MS: answer 503 at once while the event loop lags more than this. */
  SHED_MAX_EVENT_LOOP_DELAY_MS: number;
  /** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS. */
  timeouts: ServerTimeouts;
  /** DOCUMENT_ISSUER_*: the company printed on every generated document. */
  documentIssuer: DocumentIssuer;
  /** DOCUMENT_RENDER_THREADS: the threads that draw PDFs, and the queue before them. */
  documentRender: RenderPoolOptions;
  /** FILE_STORE (unset: `$DATA_DIR/files`), AWS_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE. */
  fileStore: FileStoreConfig;
  /** IDENTITY_MODE, COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, IDENTITY_ENDPOINT / COGNITO_REGION. */
  identity: IdentityConfig;
  /**
   * TEST_RESET_KEY: the browser tests' shared stacks only (platform/test-reset.ts): keep the seeded
   * data and put it back on POST /api/v1/test/reset with this key. Refused with NODE_ENV=production.
   */
  TEST_RESET_KEY: string | undefined;
  /**
   * LIVE_EVENTS_KEY: shared secret between gateway and API for the live event stream
   * (GET /api/v1/live/events, live/routes.ts); unset: no live updates.
   */
  LIVE_EVENTS_KEY: string | undefined;
  /** LIVE_HEARTBEAT_MS: a comment on the live stream this often (default 15 s). */
  LIVE_HEARTBEAT_MS: number;
}

/** The workspace's one configuration error (`@cfx/domain/config`), under the name main.ts knows. */
export { ConfigError as EnvError };

/** Reads and validates the API's environment; the error names the bad variable. */
export function loadEnv(source: ConfigSource = process.env): Env {
  const databaseUrl = optionalText(source, "DATABASE_URL");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL", "must start with postgres:// or postgresql://");
  }
  const dataDir = path.resolve(text(source, "DATA_DIR", { default: path.join(repoRoot, ".data") }));
  const identity = reported(
    () => identityConfigFromEnv(source),
    (error) => (error instanceof IdentityConfigError ? error.variable : undefined),
  );
  return {
    API_PORT: port(source, "API_PORT", { default: 4010 }),
    HOST: text(source, "HOST", { default: "127.0.0.1" }),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: boolean(source, "SEED_DEMO", { default: true, loose: true }),
    EXTERNAL_SOURCE_ALLOWED_HOSTS: list(source, "EXTERNAL_SOURCE_ALLOWED_HOSTS", parseAllowedHost, {
      message: "comma-separated host or host:port list",
    }),
    EXTERNAL_SOURCE_SECRET_KEY: secretKey(source),
    LOG_LEVEL: logLevel(source),
    AUTH_CACHE_TTL_MS: integer(source, "AUTH_CACHE_TTL_MS", {
      default: AUTH_CACHE_DEFAULT_TTL_MS,
      min: 0,
      max: 60_000,
    }),
    documentIssuer: documentIssuerFromEnv(source),
    documentRender: renderPoolOptionsFromEnv(source),
    fileStore: fileStoreConfigFromEnv(source, dataDir),
    DATABASE_POOL_SIZE: integer(source, "DATABASE_POOL_SIZE", { default: 10, min: 1, max: 200 }),
    DATABASE_STATEMENT_TIMEOUT_MS: integer(source, "DATABASE_STATEMENT_TIMEOUT_MS", {
      default: 30_000,
      min: 0,
      max: 3_600_000,
    }),
    PGLITE_IN_PROCESS: boolean(source, "PGLITE_IN_PROCESS", { default: false }),
    SHED_MAX_EVENT_LOOP_DELAY_MS: integer(source, "SHED_MAX_EVENT_LOOP_DELAY_MS", {
      default: 1_000,
      min: 0,
      max: 60_000,
    }),
    timeouts: serverTimeoutsFromEnv(source),
    identity,
    TEST_RESET_KEY: testResetKey(source),
    LIVE_EVENTS_KEY: liveEventsKey(source),
    LIVE_HEARTBEAT_MS: integer(source, "LIVE_HEARTBEAT_MS", {
      default: DEFAULT_LIVE_HEARTBEAT_MS,
      min: 10,
      max: 300_000,
    }),
  };
}

function secretKey(source: ConfigSource): Buffer | undefined {
  const text = optionalText(source, "EXTERNAL_SOURCE_SECRET_KEY");
  if (text === undefined) return undefined;
  try {
    return parseSecretKey(text);
  } catch (error) {
    throw new ConfigError("EXTERNAL_SOURCE_SECRET_KEY", (error as Error).message);
  }
}

function testResetKey(source: ConfigSource): string | undefined {
  const key = optionalText(source, "TEST_RESET_KEY");
  if (key === undefined) return undefined;
  if (source.NODE_ENV === "production")
    throw new ConfigError("TEST_RESET_KEY", "is for the browser tests only, never in production");
  if (key.length < 24) throw new ConfigError("TEST_RESET_KEY", "must be at least 24 characters");
  return key;
}

/** A guessable key would let anyone read the stream of ids: at least 24 characters. */
function liveEventsKey(source: ConfigSource): string | undefined {
  const key = optionalText(source, "LIVE_EVENTS_KEY");
  if (key !== undefined && key.length < 24)
    throw new ConfigError("LIVE_EVENTS_KEY", "must be at least 24 characters");
  return key;
}
