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
import { AUTH_CACHE_DEFAULT_TTL_MS } from "./auth/user-cache";
import { documentIssuerFromEnv, type DocumentIssuer } from "./documents/issuer";
import { parseAllowedHost, type AllowedHost } from "./external-sources/allowed-hosts";

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
  /** Level of the request log (pino's levels; `silent`: none). */
  LOG_LEVEL: LogLevel;
  /** Reuse of a verified token's user for this many ms (0: off; never past the token's exp). */
  AUTH_CACHE_TTL_MS: number;
  /** DOCUMENT_ISSUER_*: the company printed on every generated document. */
  documentIssuer: DocumentIssuer;
  /** IDENTITY_MODE, COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, IDENTITY_ENDPOINT / COGNITO_REGION. */
  identity: IdentityConfig;
}

/** The workspace's one configuration error (`@cfx/domain/config`), under the name main.ts knows. */
export { ConfigError as EnvError };

/** Reads and validates the API's environment; the error names the bad variable. */
export function loadEnv(source: ConfigSource = process.env): Env {
  const databaseUrl = optionalText(source, "DATABASE_URL");
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL", "must start with postgres:// or postgresql://");
  }
  const identity = reported(
    () => identityConfigFromEnv(source),
    (error) => (error instanceof IdentityConfigError ? error.variable : undefined),
  );
  return {
    API_PORT: port(source, "API_PORT", { default: 4010 }),
    HOST: text(source, "HOST", { default: "127.0.0.1" }),
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.resolve(text(source, "DATA_DIR", { default: path.join(repoRoot, ".data") })),
    SEED_DEMO: boolean(source, "SEED_DEMO", { default: true, loose: true }),
    EXTERNAL_SOURCE_ALLOWED_HOSTS: list(source, "EXTERNAL_SOURCE_ALLOWED_HOSTS", parseAllowedHost, {
      message: "comma-separated host or host:port list",
    }),
    LOG_LEVEL: logLevel(source),
    AUTH_CACHE_TTL_MS: integer(source, "AUTH_CACHE_TTL_MS", {
      default: AUTH_CACHE_DEFAULT_TTL_MS,
      min: 0,
      max: 60_000,
    }),
    documentIssuer: documentIssuerFromEnv(source),
    identity,
  };
}
