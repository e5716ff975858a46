// The viewer cache: its bounds on their own (a clock and counted fetches), then over real HTTP
// with real tokens, the real API and a gateway configured like production.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/api";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";
import type { RestLoginUser } from "./login-api";
import { ViewerCache } from "./viewer-cache";

describe("ViewerCache", () => {
  let clock = 0;
  let fetches: string[] = [];
  const record = (token: string) => ({ id: token.length, name: token }) as unknown as RestLoginUser;
  const fetcher = (token: string) => () => {
    fetches.push(token);
    return Promise.resolve(record(token));
  };
  const cache = (ttlMs: number, maxEntries?: number) =>
    new ViewerCache({ ttlMs, maxEntries, now: () => clock });

  beforeEach(() => {
    clock = 1_000;
    fetches = [];
  });

  it("reuses a token's record until the TTL has passed", async () => {
    const viewers = cache(15_000);
    expect((await viewers.load("a", fetcher("a"))).name).toBe("a");
    clock += 14_999;
    await viewers.load("a", fetcher("a"));
    expect(fetches).toEqual(["a"]);
    clock += 1;
    await viewers.load("a", fetcher("a"));
    expect(fetches).toEqual(["a", "a"]);
  });

  it("keeps tokens apart", async () => {
    const viewers = cache(15_000);
    expect((await viewers.load("a", fetcher("a"))).name).toBe("a");
    expect((await viewers.load("bb", fetcher("bb"))).name).toBe("bb");
    expect((await viewers.load("a", fetcher("a"))).name).toBe("a");
    expect(fetches).toEqual(["a", "bb"]);
  });

  it("TTL 0 caches nothing", async () => {
    const viewers = cache(0);
    await viewers.load("a", fetcher("a"));
    await viewers.store("a", Promise.resolve(record("a")));
    await viewers.load("a", fetcher("a"));
    expect(fetches).toEqual(["a", "a"]);
    expect(viewers.size).toBe(0);
  });

  it("holds at most maxEntries, dropping the oldest, and drops expired ones", async () => {
    const viewers = cache(15_000, 3);
    for (const token of ["a", "b", "c", "d"]) await viewers.load(token, fetcher(token));
    expect(viewers.size).toBe(3);
    await viewers.load("b", fetcher("b"));
    await viewers.load("a", fetcher("a")); // dropped for "d": asked again
    expect(fetches).toEqual(["a", "b", "c", "d", "a"]);
    clock += 15_000;
    await viewers.load("e", fetcher("e"));
    expect(viewers.size).toBe(1);
  });

  it("does not keep failures; concurrent loads share one fetch", async () => {
    const viewers = cache(15_000);
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error("upstream down"));
    };
    await expect(viewers.load("a", failing)).rejects.toThrow("upstream down");
    expect(viewers.size).toBe(0);
    const [one, two] = await Promise.all([
      viewers.load("a", fetcher("a")),
      viewers.load("a", fetcher("a")),
    ]);
    expect(one).toBe(two);
    expect(calls).toBe(1);
    expect(fetches).toEqual(["a"]);
  });
});

describe("the gateway's viewer cache over HTTP", () => {
  let identity: TestIdentity;
  let api: TestApi;
  let cached: TestGateway;
  let uncached: TestGateway;
  // A field behind @requires: its permission check needs the viewer's flags.
  const USERS = "query { users(pageSize: 1) { items { id } } }";

  beforeAll(async () => {
    identity = await startTestIdentity();
    api = await startTestApi(identity);
    cached = await startTestGateway(testEnv(identity, api.url, { VIEWER_CACHE_TTL_MS: "15000" }));
    uncached = await startTestGateway(testEnv(identity, api.url, { VIEWER_CACHE_TTL_MS: "0" }));
  });

  afterAll(async () => {
    await cached?.close();
    await uncached?.close();
    await api?.close();
    await identity?.close();
  });

  beforeEach(() => {
    api.requests.length = 0;
  });

  it("two requests with the same token make one GET /login", async () => {
    const { idToken } = await identity.tokens("admin@example.jp");
    for (let i = 0; i < 2; i++) {
      const answer = await gql(cached.url, USERS, { token: idToken });
      expect(answer.body.errors).toBeUndefined();
    }
    expect(api.count("GET /api/v1/login")).toBe(1);
    expect(api.count("GET /api/v1/basis/users")).toBe(2);
  });

  it("with VIEWER_CACHE_TTL_MS=0 each request makes its own", async () => {
    const { idToken } = await identity.tokens("admin@example.jp");
    for (let i = 0; i < 2; i++) {
      const answer = await gql(uncached.url, USERS, { token: idToken });
      expect(answer.body.errors).toBeUndefined();
    }
    expect(api.count("GET /api/v1/login")).toBe(2);
  });

  it("another token gets its own record: a refusal is not shared", async () => {
    const { idToken } = await identity.tokens("matter@example.jp");
    const answer = await gql(cached.url, USERS, { token: idToken });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(api.count("GET /api/v1/login")).toBe(1);
    expect(api.count("GET /api/v1/basis/users")).toBe(0);
  });

  it("Query.viewer reads /login afresh, and refreshes the cache for the checks", async () => {
    const { idToken } = await identity.tokens("order@example.jp");
    const answer = await gql<{ viewer: { email: string } }>(
      cached.url,
      'query { viewer { email } user(id: "1") { id } }',
      { token: idToken },
    );
    expect(answer.body.data?.viewer.email).toBe("order@example.jp");
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(api.count("GET /api/v1/login")).toBe(1);
    await gql(cached.url, "query { viewer { email } }", { token: idToken });
    expect(api.count("GET /api/v1/login")).toBe(2);
    await gql(cached.url, USERS, { token: idToken });
    expect(api.count("GET /api/v1/login")).toBe(2);
  });
});
