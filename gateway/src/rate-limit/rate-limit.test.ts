// The budgets over real HTTP: real tokens of the identity emulator, the real API, a gateway with
// a budget of a few requests. One user spends it and is refused (429, Retry-After, RATE_LIMITED,
// no REST call), while another user is served; requests that fail early count too.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/api";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";
import { WINDOW_MS } from "./limiter";
import { RATE_LIMITED_MESSAGE } from "./plugin";

const BUDGET = 5;
const VIEWER = "query { viewer { id email } }";

describe("budgets per caller over HTTP", () => {
  let identity: TestIdentity;
  let api: TestApi;
  let gateway: TestGateway;

  beforeAll(async () => {
    identity = await startTestIdentity();
    api = await startTestApi(identity);
    gateway = await startTestGateway(
      testEnv(identity, api.url, { RATE_LIMIT_REQUESTS_PER_MINUTE: String(BUDGET) }),
    );
  });

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    await identity?.close();
  });

  /** The budget is per wall-clock minute: a test that began just before one ends would get two. */
  async function awayFromMinuteEnd(neededMs: number) {
    const left = WINDOW_MS - (Date.now() % WINDOW_MS);
    if (left < neededMs) await sleep(left + 50);
  }

  const tokenOf = async (email: string) => (await identity.tokens(email)).idToken;

  it("refuses a user after the budget with 429, Retry-After and RATE_LIMITED; another user is served", async () => {
    await awayFromMinuteEnd(15_000);
    const a = await tokenOf("admin@example.jp");
    const b = await tokenOf("manager@example.jp");
    for (let i = 0; i < BUDGET; i++) {
      const served = await gql<{ viewer: { email: string } }>(gateway.url, VIEWER, { token: a });
      expect(served.status).toBe(200);
      expect(served.body.data?.viewer.email).toBe("admin@example.jp");
    }
    api.requests.length = 0;
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${a}` },
      body: JSON.stringify({ query: VIEWER }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await res.json()) as {
      data?: unknown;
      errors: { message: string; extensions: Record<string, unknown> }[];
    };
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: RATE_LIMITED_MESSAGE,
        extensions: { code: "RATE_LIMITED", retryAfter, http: { status: 429 } },
      },
    ]);
    // Refused before execution: the API never heard of it.
    expect(api.requests).toEqual([]);

    // Another caller: its own budget, untouched by the first one's.
    const other = await gql<{ viewer: { email: string } }>(gateway.url, VIEWER, { token: b });
    expect(other.status).toBe(200);
    expect(other.body.data?.viewer.email).toBe("manager@example.jp");
    // And the first one is still refused.
    const again = await gql(gateway.url, VIEWER, { token: a });
    expect(again.status).toBe(429);
    expect(again.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  });

  it("counts requests that fail before execution (a syntax error) against the budget", async () => {
    await awayFromMinuteEnd(15_000);
    const c = await tokenOf("matter@example.jp");
    for (let i = 0; i < BUDGET; i++) {
      const bad = await gql(gateway.url, "query { viewer { id ", { token: c });
      expect(bad.status).toBe(400);
    }
    const refused = await gql(gateway.url, VIEWER, { token: c });
    expect(refused.status).toBe(429);
  });

  it("does not count a request without a valid token, nor health checks", async () => {
    await awayFromMinuteEnd(15_000);
    for (let i = 0; i < BUDGET + 2; i++) {
      expect((await gql(gateway.url, VIEWER, { token: "not-a-token" })).status).toBe(401);
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    }
    const d = await tokenOf("order@example.jp");
    expect((await gql(gateway.url, VIEWER, { token: d })).status).toBe(200);
  });
});
