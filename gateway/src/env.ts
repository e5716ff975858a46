import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { IdentityConfigError, identityConfigFromEnv } from "@cfx/identity/verifier";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

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
  /**
   * `production` is the hardened mode (shared/spec/ARCHITECTURE.md): no introspection, no field
   * suggestions, no landing page, no sandbox unless GRAPHQL_SANDBOX=true.
   */
  NODE_ENV: NodeEnv;
  /**
   * Serve the GraphQL sandbox (/sandbox) and answer introspection, which it needs. Default: on,
   * except in production, where only a staging gateway for integrators turns it on.
   */
  GRAPHQL_SANDBOX: boolean;
};

/** Short on purpose: see auth/viewer-cache.ts for what a longer one would mean. */
export const DEFAULT_VIEWER_CACHE_TTL_MS = 15_000;

export class EnvError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid environment variable ${variable}: ${detail}`);
    this.name = "EnvError";
  }
}

type Source = Record<string, string | undefined>;

function text(source: Source, name: string, fallback?: string): string {
  const raw = source[name];
  if (raw === undefined || raw.trim() === "") {
    if (fallback === undefined) throw new EnvError(name, "is required");
    return fallback;
  }
  return raw.trim();
}

function integer(source: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = text(source, name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new EnvError(name, `must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function oneOf<const T extends string>(
  source: Source,
  name: string,
  fallback: T,
  allowed: readonly T[],
): T {
  const raw = text(source, name, fallback);
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new EnvError(
      name,
      `must be ${allowed.map((value) => `"${value}"`).join(", ")}, got "${raw}"`,
    );
  }
  return raw as T;
}

function boolean(source: Source, name: string, fallback: boolean): boolean {
  return oneOf(source, name, fallback ? "true" : "false", ["true", "false"]) === "true";
}

function httpUrl(source: Source, name: string, fallback: string): string {
  const raw = text(source, name, fallback);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EnvError(name, `must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new EnvError(name, `must be an http(s) URL, got "${raw}"`);
  }
  if (url.search || url.hash)
    throw new EnvError(name, `must not carry a query or fragment, got "${raw}"`);
  return raw.replace(/\/+$/, "");
}

/** Reads and validates the gateway's environment; the error names the bad variable. */
export function loadEnv(source: Source = process.env): GatewayEnv {
  const mode = text(source, "IDENTITY_MODE");
  if (mode !== "local" && mode !== "cognito") {
    throw new EnvError("IDENTITY_MODE", `must be "local" or "cognito", got "${mode}"`);
  }
  const userPoolId = text(source, "COGNITO_USER_POOL_ID");
  if (!/^[\w-]+_[0-9A-Za-z]+$/.test(userPoolId)) {
    throw new EnvError(
      "COGNITO_USER_POOL_ID",
      `must look like "<region>_<id>", got "${userPoolId}"`,
    );
  }
  const nodeEnv = oneOf<NodeEnv>(source, "NODE_ENV", "development", [
    "development",
    "production",
    "test",
  ]);
  const env: GatewayEnv = {
    PORT: integer(source, "PORT", 4000, 0, 65535),
    HOST: text(source, "HOST", "127.0.0.1"),
    API_URL: httpUrl(source, "API_URL", "http://127.0.0.1:4010"),
    API_TIMEOUT_MS: integer(source, "API_TIMEOUT_MS", 10_000, 1, 600_000),
    IDENTITY_MODE: mode,
    IDENTITY_ENDPOINT: httpUrl(source, "IDENTITY_ENDPOINT", "http://127.0.0.1:9229"),
    COGNITO_REGION: text(source, "COGNITO_REGION", "ap-northeast-1"),
    COGNITO_USER_POOL_ID: userPoolId,
    COGNITO_CLIENT_ID: text(source, "COGNITO_CLIENT_ID"),
    WEB_DIST: resolve(text(source, "WEB_DIST", join(repoRoot, "web", "dist"))),
    VIEWER_CACHE_TTL_MS: integer(
      source,
      "VIEWER_CACHE_TTL_MS",
      DEFAULT_VIEWER_CACHE_TTL_MS,
      0,
      60_000,
    ),
    NODE_ENV: nodeEnv,
    GRAPHQL_SANDBOX: boolean(source, "GRAPHQL_SANDBOX", nodeEnv !== "production"),
  };
  // The identity package's own rules (e.g. the region must match a Cognito pool id), reported
  // the same way.
  try {
    identityConfigFromEnv(identitySource(env));
  } catch (error) {
    if (error instanceof IdentityConfigError) throw new EnvError(error.variable, error.message);
    throw error;
  }
  return env;
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
