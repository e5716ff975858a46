import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  IdentityConfigError,
  identityConfigFromEnv,
  type IdentityConfig,
} from "@cfx/identity/verifier";
import {
  AllowedHostsError,
  parseAllowedHosts,
  type AllowedHost,
} from "./external-sources/allowed-hosts";

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
  /** IDENTITY_MODE, COGNITO_USER_POOL_ID, COGNITO_CLIENT_ID, IDENTITY_ENDPOINT / COGNITO_REGION. */
  identity: IdentityConfig;
}

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

function port(source: Source, name: string, fallback: number): number {
  const raw = text(source, name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new EnvError(name, `must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

function allowedHosts(source: Source, name: string): AllowedHost[] {
  try {
    return parseAllowedHosts(source[name]);
  } catch (error) {
    if (error instanceof AllowedHostsError)
      throw new EnvError(name, `${error.message} (comma-separated host or host:port list)`);
    throw error;
  }
}

function bool(source: Source, name: string, fallback: boolean): boolean {
  const raw = text(source, name, String(fallback)).toLowerCase();
  if (["true", "1", "yes", "on"].includes(raw)) return true;
  if (["false", "0", "no", "off"].includes(raw)) return false;
  throw new EnvError(name, `must be true or false, got "${raw}"`);
}

/** Reads and validates the API's environment; the error names the bad variable. */
export function loadEnv(source: Source = process.env): Env {
  const databaseUrl = source.DATABASE_URL?.trim() || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new EnvError("DATABASE_URL", "must start with postgres:// or postgresql://");
  }
  let identity: IdentityConfig;
  try {
    identity = identityConfigFromEnv(source);
  } catch (error) {
    if (error instanceof IdentityConfigError) throw new EnvError(error.variable, error.message);
    throw error;
  }
  return {
    API_PORT: port(source, "API_PORT", 4010),
    HOST: text(source, "HOST", "127.0.0.1"),
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.resolve(text(source, "DATA_DIR", path.join(repoRoot, ".data"))),
    SEED_DEMO: bool(source, "SEED_DEMO", true),
    EXTERNAL_SOURCE_ALLOWED_HOSTS: allowedHosts(source, "EXTERNAL_SOURCE_ALLOWED_HOSTS"),
    identity,
  };
}
