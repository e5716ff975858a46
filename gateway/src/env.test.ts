import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

const base = {
  IDENTITY_MODE: "local",
  COGNITO_USER_POOL_ID: "local_abc123",
  COGNITO_CLIENT_ID: "client123",
};

function errorOf(source: Record<string, string | undefined>): EnvError {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error("loadEnv accepted the environment");
}

describe("loadEnv", () => {
  it("applies the defaults of docs/CONTRACTS.md", () => {
    const env = loadEnv(base);
    expect(env).toMatchObject({
      PORT: 4000,
      HOST: "127.0.0.1",
      API_URL: "http://127.0.0.1:4010",
      API_TIMEOUT_MS: 10_000,
      IDENTITY_ENDPOINT: "http://127.0.0.1:9229",
      COGNITO_REGION: "ap-northeast-1",
      VIEWER_CACHE_TTL_MS: 15_000,
      SHARED_READS_TTL_MS: 5_000,
      NODE_ENV: "development",
      GRAPHQL_SANDBOX: true,
      LOG_LEVEL: "info",
    });
    expect(env.WEB_DIST).toMatch(/web[\\/]dist$/);
  });

  it("NODE_ENV=production turns the sandbox off unless GRAPHQL_SANDBOX=true", () => {
    expect(loadEnv({ ...base, NODE_ENV: "production" })).toMatchObject({
      NODE_ENV: "production",
      GRAPHQL_SANDBOX: false,
    });
    expect(
      loadEnv({ ...base, NODE_ENV: "production", GRAPHQL_SANDBOX: "true" }).GRAPHQL_SANDBOX,
    ).toBe(true);
    expect(loadEnv({ ...base, GRAPHQL_SANDBOX: "false" }).GRAPHQL_SANDBOX).toBe(false);
    expect(loadEnv({ ...base, NODE_ENV: "test" }).NODE_ENV).toBe("test");
  });

  it("VIEWER_CACHE_TTL_MS=0 disables the viewer cache", () => {
    expect(loadEnv({ ...base, VIEWER_CACHE_TTL_MS: "0" }).VIEWER_CACHE_TTL_MS).toBe(0);
  });

  it("drops a trailing slash of URLs", () => {
    expect(loadEnv({ ...base, API_URL: "http://api.internal:8080/" }).API_URL).toBe(
      "http://api.internal:8080",
    );
  });

  it.each([
    [{ IDENTITY_MODE: undefined }, "IDENTITY_MODE"],
    [{ IDENTITY_MODE: "aws" }, "IDENTITY_MODE"],
    [{ COGNITO_USER_POOL_ID: "" }, "COGNITO_USER_POOL_ID"],
    [{ COGNITO_USER_POOL_ID: "no-underscore" }, "COGNITO_USER_POOL_ID"],
    [{ COGNITO_CLIENT_ID: undefined }, "COGNITO_CLIENT_ID"],
    [{ PORT: "80a" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ API_URL: "api:4010" }, "API_URL"],
    [{ API_URL: "ftp://127.0.0.1" }, "API_URL"],
    [{ API_TIMEOUT_MS: "0" }, "API_TIMEOUT_MS"],
    [{ VIEWER_CACHE_TTL_MS: "-1" }, "VIEWER_CACHE_TTL_MS"],
    [{ VIEWER_CACHE_TTL_MS: "600000" }, "VIEWER_CACHE_TTL_MS"],
    [{ SHARED_READS_TTL_MS: "-1" }, "SHARED_READS_TTL_MS"],
    [{ IDENTITY_ENDPOINT: "not a url" }, "IDENTITY_ENDPOINT"],
    [{ NODE_ENV: "prod" }, "NODE_ENV"],
    [{ NODE_ENV: "Production" }, "NODE_ENV"],
    [{ GRAPHQL_SANDBOX: "yes" }, "GRAPHQL_SANDBOX"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ LOG_LEVEL: "INFO" }, "LOG_LEVEL"],
    [{ NODE_ENV: "production", GRAPHQL_SANDBOX: "1" }, "GRAPHQL_SANDBOX"],
    [{ IDENTITY_MODE: "cognito", COGNITO_USER_POOL_ID: "local_abc" }, "COGNITO_USER_POOL_ID"],
    [
      {
        IDENTITY_MODE: "cognito",
        COGNITO_USER_POOL_ID: "ap-northeast-1_abc",
        COGNITO_REGION: "us-east-1",
      },
      "COGNITO_REGION",
    ],
  ])("%j → the error names %s", (change, variable) => {
    const error = errorOf({ ...base, ...change });
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });
});
