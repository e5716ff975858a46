// Test support: real parts on loopback. A real cognito-local (for real tokens), a gateway
// listening on a free port, and helpers to talk GraphQL over real HTTP.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { DEMO_PASSWORD } from "@cfx/identity/demo-users";
import {
  bootstrapEmulator,
  freePort,
  signIn,
  startEmulator,
  type PoolInfo,
  type Tokens,
} from "@cfx/identity/emulator";
import { loadEnv, type GatewayEnv } from "../env";
import { buildGateway, type BuildGatewayOptions } from "../server";

export type TestIdentity = {
  endpoint: string;
  pool: PoolInfo;
  dataDir: string;
  /** Real tokens of a demo user (password Demo1234), cached per e-mail. */
  tokens(email: string): Promise<Tokens>;
  close(): Promise<void>;
};

/**
 * The run's one emulator (global-setup.ts), shared by every file as the API's tests share theirs:
 * the tests create users of their own with unique e-mails and leave the demo users as they are.
 * `{ own: true }` starts an emulator for the file alone (one a test stops or reconfigures).
 */
export async function startTestIdentity(options: { own?: boolean } = {}): Promise<TestIdentity> {
  if (!options.own) {
    const shared = inject("identity");
    return identityOf(shared.endpoint, shared.pool, shared.dataDir, async () => undefined);
  }
  const dataDir = mkdtempSync(join(tmpdir(), "cfx-gateway-identity-"));
  const emulator = await startEmulator({ dataDir, port: await freePort() });
  const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir });
  return identityOf(emulator.endpoint, pool, dataDir, async () => {
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

function identityOf(
  endpoint: string,
  pool: PoolInfo,
  dataDir: string,
  close: () => Promise<void>,
): TestIdentity {
  const cache = new Map<string, Promise<Tokens>>();
  return {
    endpoint,
    pool,
    dataDir,
    tokens(email) {
      let tokens = cache.get(email);
      if (!tokens) {
        tokens = signIn({ endpoint, clientId: pool.clientId, email, password: DEMO_PASSWORD });
        cache.set(email, tokens);
      }
      return tokens;
    },
    close,
  };
}

/** Gateway environment for a local-mode identity and an API at `apiUrl`. */
export function testEnv(
  identity: TestIdentity,
  apiUrl: string,
  extra: Record<string, string> = {},
): GatewayEnv {
  return loadEnv({
    IDENTITY_MODE: "local",
    IDENTITY_ENDPOINT: identity.endpoint,
    COGNITO_USER_POOL_ID: identity.pool.userPoolId,
    COGNITO_CLIENT_ID: identity.pool.clientId,
    API_URL: apiUrl,
    API_TIMEOUT_MS: "5000",
    PORT: "0",
    // No web app unless a test asks for one.
    WEB_DIST: join(tmpdir(), "cfx-gateway-no-web"),
    // Tests count the REST calls of each request (GET /login included) and change users' roles
    // between requests; the viewer cache has its own tests (auth/viewer-cache.test.ts).
    VIEWER_CACHE_TTL_MS: "0",
    // The same for the /pair lists shared by all requests (rest/shared-reads.test.ts).
    SHARED_READS_TTL_MS: "0",
    // The tests' API runs PGlite on this very event loop, whose queries block it for as long as
    // they run: shedding on its delay would refuse ordinary test requests. Shedding has its own
    // tests (security/load-shedding.test.ts).
    SHED_MAX_EVENT_LOOP_DELAY_MS: "0",
    // Test files send hundreds of requests a minute as one demo user; the budgets per caller
    // have their own tests (rate-limit/*.test.ts).
    RATE_LIMIT_REQUESTS_PER_MINUTE: "0",
    RATE_LIMIT_COST_PER_MINUTE: "0",
    ...extra,
  });
}

export type TestGateway = { app: FastifyInstance; url: string; close(): Promise<void> };

/** A gateway listening on a free loopback port. */
export async function startTestGateway(
  env: GatewayEnv,
  options: BuildGatewayOptions = {},
): Promise<TestGateway> {
  const app = await buildGateway(env, { restRetries: 2, ...options });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("gateway has no port");
  return { app, url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

export type GraphQLAnswer<T = Record<string, unknown>> = {
  status: number;
  text: string;
  body: {
    data?: T | null;
    errors?: {
      message: string;
      path?: (string | number)[];
      extensions?: {
        code?: string;
        http?: { status?: number };
        fieldErrors?: { field: string; messages: string[] }[];
        [key: string]: unknown;
      };
    }[];
  };
};

/** POST /graphql over real HTTP. */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  options: {
    token?: string;
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
  } = {},
): Promise<GraphQLAnswer<T>> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    ...options.headers,
  };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as GraphQLAnswer<T>["body"] };
}
