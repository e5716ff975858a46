import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  boolean,
  ConfigError,
  integer,
  logLevel,
  oneOf,
  optionalText,
  port,
  reported,
  text,
  url,
  type ConfigSource,
  type LogLevel,
} from "@cfx/domain/config";
import { serverTimeoutsFromEnv, type ServerTimeouts } from "@cfx/domain/http-server";
import { IdentityConfigError, identityConfigFromEnv } from "@cfx/identity/verifier";
import { QUERY_LIMITS } from "./security/query-limits";
import { trustedProxiesFromEnv } from "./security/trusted-proxies";

const gatewayRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(gatewayRoot, "..");

/**
 * The web app's registered documents: the deploy bundle's copy beside src/ (scripts/deploy/
 * bundle.ts), else, in the workspace, the file codegen writes.
 */
function defaultTrustedDocumentsFile(): string {
  const bundled = join(gatewayRoot, "persisted-documents.json");
  return existsSync(bundled)
    ? bundled
    : join(repoRoot, "web", "src", "gql", "persisted-documents.json");
}

export type IdentityMode = "local" | "cognito";
export type NodeEnv = "development" | "production" | "test";

/** The gateway's validated configuration (docs/CONTRACTS.md, "Environment variables"). */
export type GatewayEnv = {
  PORT: number;
  HOST: string;
  /** REST base without the `/api/v1` suffix, e.g. `http://127.0.0.1:4010`. */
  API_URL: string;
  /** undici headers/body timeout for REST calls, in milliseconds. */
  API_TIMEOUT_MS: number;
  IDENTITY_MODE: IdentityMode;
  /** Emulator base URL; only used in local mode (verifier, `/identity` proxy). */
  IDENTITY_ENDPOINT: string;
  COGNITO_REGION: string;
  COGNITO_USER_POOL_ID: string;
  COGNITO_CLIENT_ID: string;
  /** Folder of the built web app; served only when it holds an index.html. */
  WEB_DIST: string;
  /** How long the viewer record of a token is reused for permission checks (0: never). */
  VIEWER_CACHE_TTL_MS: number;
  /** How long the `/pair` lists are shared by all requests (0: never); rest/shared-reads.ts. */
  SHARED_READS_TTL_MS: number;
  /**
   * `production` is the hardened mode (docs/ARCHITECTURE.md): no introspection, no field
   * suggestions, no landing page, no sandbox unless GRAPHQL_SANDBOX=true.
   */
  NODE_ENV: NodeEnv;
  /**
   * Serve the GraphQL sandbox (/sandbox) and answer introspection, which it needs. Default: on,
   * except in production, where only a staging gateway for integrators turns it on.
   */
  GRAPHQL_SANDBOX: boolean;
  /** Level of the request log (pino's levels; `silent`: none). */
  LOG_LEVEL: LogLevel;
  /**
   * SHED_MAX_IN_FLIGHT: the most GraphQL and download requests served at once: the ceiling of the
   * adaptive limit (security/concurrency-limit.ts), which follows their latency below it. Beyond
   * the limit a request waits (SHED_QUEUE_DEADLINE_MS) or is answered 503.
   */
  SHED_MAX_IN_FLIGHT: number;
  /**
   * SHED_QUEUE_DEADLINE_MS: a GraphQL or download request beyond the adaptive in-flight limit
   * waits for a slot if the wait it would have is predicted within this; otherwise (and with 0)
   * it is answered 503 at once (security/concurrency-limit.ts).
   */
  SHED_QUEUE_DEADLINE_MS: number;
  /** SHED_MAX_EVENT_LOOP_DELAY_MS: answer 503 at once while the event loop lags more (0: never). */
  SHED_MAX_EVENT_LOOP_DELAY_MS: number;
  /** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, SHUTDOWN_TIMEOUT_MS. */
  timeouts: ServerTimeouts;
  /** Largest JSON body of /graphql (and of the operation part of an upload); beyond it 413. */
  GRAPHQL_BODY_LIMIT_BYTES: number;
  /** Largest multipart body of /graphql/upload (a photo, a CSV file); beyond it 413. */
  UPLOAD_BODY_LIMIT_BYTES: number;
  /** TRUST_PROXY: proxies whose X-Forwarded-Proto/-For are believed (security/trusted-proxies.ts). */
  TRUST_PROXY: string[];
  /**
   * TRUSTED_DOCUMENTS_FILE: the manifest of the web app's documents (codegen's
   * persisted-documents.json); in production a browser session runs only these
   * (security/trusted-documents.ts).
   */
  TRUSTED_DOCUMENTS_FILE: string;
  /**
   * RATE_LIMIT_REQUESTS_PER_MINUTE: GraphQL requests one caller (a user, a machine client) may
   * send per minute; beyond it 429 with Retry-After (rate-limit/limiter.ts). 0: no limit.
   */
  RATE_LIMIT_REQUESTS_PER_MINUTE: number;
  /** RATE_LIMIT_COST_PER_MINUTE: query cost (security/query-limits.ts) per caller and minute. 0: none. */
  RATE_LIMIT_COST_PER_MINUTE: number;
  /**
   * RATE_LIMIT_DATABASE_URL: PostgreSQL where the replicas add up their counts
   * (rate-limit/postgres-store.ts, with its error bound). Unset: counted in this process, exact
   * for one gateway; with N replicas behind a balancer a caller would get N budgets.
   */
  RATE_LIMIT_DATABASE_URL: string | undefined;
  /** RATE_LIMIT_FLUSH_MS: how often a replica sends its counts and reads the totals. */
  RATE_LIMIT_FLUSH_MS: number;
  /** RATE_LIMIT_FLUSH_EVERY: a replica sends sooner once this many requests are unsent. */
  RATE_LIMIT_FLUSH_EVERY: number;
  /**
   * LIVE_EVENTS_KEY: the shared secret of the API's change relay (`GET /api/v1/live/events`,
   * header `x-live-key`). Unset: the live subscriptions (issue #40) answer LIVE_NOT_CONFIGURED.
   */
  LIVE_EVENTS_KEY: string | undefined;
  /** LIVE_MAX_STREAMS_PER_USER: open subscription streams one user may hold on this gateway. */
  LIVE_MAX_STREAMS_PER_USER: number;
  /**
   * LIVE_HEARTBEAT_MS: how often an idle stream sends an SSE comment, so that proxies and load
   * balancers (nginx's proxy_read_timeout, an ALB's idle timeout: 60 s) keep it open.
   */
  LIVE_HEARTBEAT_MS: number;
};

/** An operation is a few kB; 1 MB is generous and keeps a 10 MB "query" from being read at all. */
export const DEFAULT_GRAPHQL_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The API reads a CSV import of up to 20 MB (api/src/platform/csv/body.ts) and a photo of up to ~7 MB
 * (10 MB of JSON in base64); 20 MB of upload carries either.
 */
export const DEFAULT_UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/** Short on purpose: see auth/viewer-cache.ts for what a longer one would mean. */
export const DEFAULT_VIEWER_CACHE_TTL_MS = 15_000;

/** Short on purpose: a write through another replica shows after this at most. */
export const DEFAULT_SHARED_READS_TTL_MS = 5_000;

/**
 * The most one gateway lets wait on the API at once (the adaptive limit's ceiling). The API serves 50–250 requests a second (PGlite /
 * PostgreSQL on this class of machine): 64 in flight is at most ~1 s of queue at the slow end, so a
 * served request never comes near the 10 s upstream timeout and the rest are told at once.
 */
export const DEFAULT_SHED_MAX_IN_FLIGHT = 64;
/**
 * Two seconds of predicted wait: what a refusal costs the user anyway (Retry-After is 1–3 s, then
 * the web app's retry, which may be refused again). Refusing a request that would be served
 * sooner than that only makes its user wait longer; issue #42's run with 1 s refused most of 200
 * users' requests on a contended machine and served half as many pages.
 */
export const DEFAULT_SHED_QUEUE_DEADLINE_MS = 2_000;

/**
 * Ten requests a second for a minute: a clerk's screens send a few per click, a sync that pages
 * through a list one request at a time gets 600 pages a minute.
 */
export const DEFAULT_RATE_LIMIT_REQUESTS_PER_MINUTE = 600;

/**
 * Twenty of the largest queries the cost limit lets through (QUERY_LIMITS.maxCost, 50,000) a
 * minute, or 600 requests of 1,666 on average: a 50-row page of the targets list costs a few
 * hundred to a few thousand. A budget below maxCost would refuse the largest queries for ever,
 * so it is not accepted.
 */
export const DEFAULT_RATE_LIMIT_COST_PER_MINUTE = 20 * QUERY_LIMITS.maxCost;

/** The workspace's one configuration error (`@cfx/domain/config`), under the name main.ts knows. */
export { ConfigError as EnvError };

/** Reads and validates the gateway's environment; the error names the bad variable. */
export function loadEnv(source: ConfigSource = process.env): GatewayEnv {
  const mode = oneOf(source, "IDENTITY_MODE", ["local", "cognito"]);
  const userPoolId = text(source, "COGNITO_USER_POOL_ID", {
    pattern: /^[\w-]+_[0-9A-Za-z]+$/,
    message: `must look like "<region>_<id>", got "${optionalText(source, "COGNITO_USER_POOL_ID")}"`,
  });
  const nodeEnv = oneOf<NodeEnv>(source, "NODE_ENV", ["development", "production", "test"], {
    default: "development",
  });
  const env: GatewayEnv = {
    PORT: port(source, "PORT", { default: 4000 }),
    HOST: text(source, "HOST", { default: "127.0.0.1" }),
    API_URL: url(source, "API_URL", { default: "http://127.0.0.1:4010" }),
    API_TIMEOUT_MS: integer(source, "API_TIMEOUT_MS", { default: 10_000, min: 1, max: 600_000 }),
    IDENTITY_MODE: mode,
    IDENTITY_ENDPOINT: url(source, "IDENTITY_ENDPOINT", { default: "http://127.0.0.1:9229" }),
    COGNITO_REGION: text(source, "COGNITO_REGION", { default: "ap-northeast-1" }),
    COGNITO_USER_POOL_ID: userPoolId,
    COGNITO_CLIENT_ID: text(source, "COGNITO_CLIENT_ID"),
    WEB_DIST: resolve(text(source, "WEB_DIST", { default: join(repoRoot, "web", "dist") })),
    VIEWER_CACHE_TTL_MS: integer(source, "VIEWER_CACHE_TTL_MS", {
      default: DEFAULT_VIEWER_CACHE_TTL_MS,
      min: 0,
      max: 60_000,
    }),
    SHARED_READS_TTL_MS: integer(source, "SHARED_READS_TTL_MS", {
      default: DEFAULT_SHARED_READS_TTL_MS,
      min: 0,
      max: 60_000,
    }),
    NODE_ENV: nodeEnv,
    GRAPHQL_SANDBOX: boolean(source, "GRAPHQL_SANDBOX", { default: nodeEnv !== "production" }),
    LOG_LEVEL: logLevel(source),
    SHED_MAX_IN_FLIGHT: integer(source, "SHED_MAX_IN_FLIGHT", {
      default: DEFAULT_SHED_MAX_IN_FLIGHT,
      min: 1,
      max: 100_000,
    }),
    SHED_QUEUE_DEADLINE_MS: integer(source, "SHED_QUEUE_DEADLINE_MS", {
      default: DEFAULT_SHED_QUEUE_DEADLINE_MS,
      min: 0,
      max: 60_000,
    }),
    SHED_MAX_EVENT_LOOP_DELAY_MS: integer(source, "SHED_MAX_EVENT_LOOP_DELAY_MS", {
      default: 1_000,
      min: 0,
      max: 60_000,
    }),
    timeouts: serverTimeoutsFromEnv(source),
    GRAPHQL_BODY_LIMIT_BYTES: integer(source, "GRAPHQL_BODY_LIMIT_BYTES", {
      default: DEFAULT_GRAPHQL_BODY_LIMIT_BYTES,
      min: 64 * 1024,
      max: 16 * 1024 * 1024,
    }),
    UPLOAD_BODY_LIMIT_BYTES: integer(source, "UPLOAD_BODY_LIMIT_BYTES", {
      default: DEFAULT_UPLOAD_BODY_LIMIT_BYTES,
      min: 1024 * 1024,
      max: 100 * 1024 * 1024,
    }),
    TRUST_PROXY: trustedProxiesFromEnv(source),
    TRUSTED_DOCUMENTS_FILE: resolve(
      text(source, "TRUSTED_DOCUMENTS_FILE", { default: defaultTrustedDocumentsFile() }),
    ),
    RATE_LIMIT_REQUESTS_PER_MINUTE: integer(source, "RATE_LIMIT_REQUESTS_PER_MINUTE", {
      default: DEFAULT_RATE_LIMIT_REQUESTS_PER_MINUTE,
      min: 0,
      max: 1_000_000,
    }),
    RATE_LIMIT_COST_PER_MINUTE: rateLimitCost(source),
    RATE_LIMIT_DATABASE_URL: optionalText(source, "RATE_LIMIT_DATABASE_URL"),
    RATE_LIMIT_FLUSH_MS: integer(source, "RATE_LIMIT_FLUSH_MS", {
      default: 250,
      min: 10,
      max: 10_000,
    }),
    RATE_LIMIT_FLUSH_EVERY: integer(source, "RATE_LIMIT_FLUSH_EVERY", {
      default: 50,
      min: 1,
      max: 100_000,
    }),
    LIVE_EVENTS_KEY: optionalText(source, "LIVE_EVENTS_KEY"),
    LIVE_MAX_STREAMS_PER_USER: integer(source, "LIVE_MAX_STREAMS_PER_USER", {
      default: 8,
      min: 1,
      // High only for measurements: the bench holds its 1,000 streams as one user.
      max: 100_000,
    }),
    LIVE_HEARTBEAT_MS: integer(source, "LIVE_HEARTBEAT_MS", {
      default: 15_000,
      min: 100,
      max: 55_000,
    }),
  };
  // The identity package's own rules (e.g. the region must match a Cognito pool id), reported
  // the same way.
  reported(
    () => identityConfigFromEnv(identitySource(env)),
    (error) => (error instanceof IdentityConfigError ? error.variable : undefined),
  );
  return env;
}

function rateLimitCost(source: ConfigSource): number {
  const cost = integer(source, "RATE_LIMIT_COST_PER_MINUTE", {
    default: DEFAULT_RATE_LIMIT_COST_PER_MINUTE,
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
  });
  if (cost !== 0 && cost < QUERY_LIMITS.maxCost)
    throw new ConfigError(
      "RATE_LIMIT_COST_PER_MINUTE",
      `must be 0 (no limit) or at least the cost limit of one query (${QUERY_LIMITS.maxCost}), got "${cost}"`,
    );
  return cost;
}

/** The hardened mode: see `NODE_ENV` above. */
export function isProduction(env: Pick<GatewayEnv, "NODE_ENV">): boolean {
  return env.NODE_ENV === "production";
}

/** The variables in the `Record<string,string>` form the identity package reads. */
export function identitySource(env: GatewayEnv): Record<string, string> {
  return {
    IDENTITY_MODE: env.IDENTITY_MODE,
    IDENTITY_ENDPOINT: env.IDENTITY_ENDPOINT,
    COGNITO_REGION: env.COGNITO_REGION,
    COGNITO_USER_POOL_ID: env.COGNITO_USER_POOL_ID,
    COGNITO_CLIENT_ID: env.COGNITO_CLIENT_ID,
  };
}
