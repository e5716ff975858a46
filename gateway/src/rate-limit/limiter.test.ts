// The counting on its own: windows, both budgets, and the two stores (PostgreSQL's on PGlite,
// two "replicas" sharing one database) with a hand-driven clock and flushes.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "../env";
import { QUERY_LIMITS } from "../security/query-limits";
import {
  MemoryStore,
  RateLimiter,
  retryAfterSeconds,
  WINDOW_MS,
  windowOf,
  type Decision,
} from "./limiter";
import { PostgresStore, RATE_LIMIT_TABLE, type Queryable } from "./postgres-store";

// A moment 10 s into a minute.
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % WINDOW_MS) + 10_000;

describe("windows", () => {
  it("are wall-clock minutes; Retry-After is the seconds to the next one, at least 1", () => {
    expect(windowOf(T0)).toBe(windowOf(T0 + 49_999));
    expect(windowOf(T0 + 50_000)).toBe(windowOf(T0) + 1);
    expect(retryAfterSeconds(T0)).toBe(50);
    expect(retryAfterSeconds(T0 + 49_001)).toBe(1);
    expect(retryAfterSeconds(T0 + 49_999)).toBe(1);
    expect(retryAfterSeconds(T0 + 50_000)).toBe(60);
  });
});

describe("RateLimiter on one process", () => {
  const make = (requestsPerMinute: number, costPerMinute: number) => {
    const clock = { now: T0 };
    const limiter = new RateLimiter(
      new MemoryStore(),
      { requestsPerMinute, costPerMinute },
      { now: () => clock.now },
    );
    return { clock, limiter };
  };
  const admitted = (limiter: RateLimiter, caller: string, n: number, cost = 1) =>
    Array.from({ length: n }, () => limiter.admit(caller, cost)).filter((d) => d.ok).length;

  it("admits the budget of requests, refuses the next until the minute ends, other callers unaffected", () => {
    const { clock, limiter } = make(5, 0);
    expect(admitted(limiter, "a", 8)).toBe(5);
    const refused = limiter.admit("a", 1) as Exclude<Decision, { ok: true }>;
    expect(refused).toMatchObject({ ok: false, reason: "requests", retryAfter: 50 });
    expect(refused.usage.requests).toBe(5);
    expect(admitted(limiter, "b", 5)).toBe(5);
    clock.now += 49_000;
    expect(limiter.admit("a", 1)).toMatchObject({ ok: false, retryAfter: 1 });
    clock.now += 1_000; // the next minute
    expect(admitted(limiter, "a", 8)).toBe(5);
  });

  it("refuses a request whose cost does not fit in what is left, a cheaper one still fits", () => {
    const { limiter } = make(0, 100);
    expect(limiter.admit("a", 60).ok).toBe(true);
    expect(limiter.admit("a", 50)).toMatchObject({ ok: false, reason: "cost" });
    expect(limiter.admit("a", 40).ok).toBe(true);
    expect(limiter.admit("a", 1)).toMatchObject({ ok: false, reason: "cost" });
    expect(limiter.admit("b", 100).ok).toBe(true);
  });

  it("charges requests that never got to run as requests without cost", () => {
    const { limiter } = make(3, 100);
    limiter.charge("a");
    limiter.charge("a");
    expect(limiter.admit("a", 100).ok).toBe(true);
    expect(limiter.admit("a", 0)).toMatchObject({ ok: false, reason: "requests" });
  });

  it("0 turns a limit off", () => {
    const { limiter } = make(0, 0);
    expect(admitted(limiter, "a", 1000, 1e6)).toBe(1000);
    expect(limiter.enabled).toBe(false);
  });

  it("the memory store keeps one entry per caller, the current window's", () => {
    const store = new MemoryStore();
    store.add("a", 1, { requests: 3, cost: 3 });
    store.add("a", 2, { requests: 1, cost: 1 });
    expect(store.usage("a", 2)).toEqual({ requests: 1, cost: 1 });
    expect(store.usage("a", 1)).toEqual({ requests: 0, cost: 0 });
    expect(store.size).toBe(1);
  });
});

describe("PostgresStore: two replicas on one database", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
  });
  afterAll(async () => {
    await db.close();
  });

  const replica = (clock: { now: number }, flushEvery = 1_000, queryable: Queryable = db) =>
    new PostgresStore({ db: queryable, flushMs: 60_000, flushEvery, now: () => clock.now });

  it("adds both replicas' counts up after a flush; before it each knows its own", async () => {
    const clock = { now: T0 };
    const [one, two] = [replica(clock), replica(clock)];
    const budget = { requestsPerMinute: 10, costPerMinute: 0 };
    const limiters = [one, two].map((s) => new RateLimiter(s, budget, { now: () => clock.now }));
    for (let i = 0; i < 4; i++) for (const l of limiters) expect(l.admit("a", 1).ok).toBe(true);
    const window = windowOf(T0);
    expect(one.usage("a", window).requests).toBe(4);
    await one.flush();
    await two.flush();
    // two read one's 4 with its own; one reads two's at its next flush.
    expect(two.usage("a", window).requests).toBe(8);
    await one.flush();
    expect(one.usage("a", window).requests).toBe(8);
    // 10 in all: two more across both, then both refuse.
    expect(limiters[0]!.admit("a", 1).ok).toBe(true);
    await one.flush();
    await two.flush();
    expect(limiters[1]!.admit("a", 1).ok).toBe(true);
    await two.flush();
    await one.flush();
    expect(limiters[0]!.admit("a", 1)).toMatchObject({ ok: false, reason: "requests" });
    expect(limiters[1]!.admit("a", 1)).toMatchObject({ ok: false, reason: "requests" });
    // Another caller has its own row.
    expect(limiters[1]!.admit("b", 1).ok).toBe(true);
    const rows = await db.query<{ caller: string; requests: string }>(
      `select caller, requests from ${RATE_LIMIT_TABLE} where window_start = $1 order by caller`,
      [window],
    );
    expect(rows.rows.map((r) => [r.caller, Number(r.requests)])).toEqual([["a", 10]]);
    await one.close();
    await two.close();
    const after = await db.query<{ caller: string; requests: string }>(
      `select caller, requests from ${RATE_LIMIT_TABLE} where window_start = $1 order by caller`,
      [window],
    );
    // close() sent b's request.
    expect(after.rows.map((r) => [r.caller, Number(r.requests)])).toEqual([
      ["a", 10],
      ["b", 1],
    ]);
  });

  it("flushes on its own once flushEvery requests are unsent, and sweeps past minutes", async () => {
    const clock = { now: T0 + 5 * WINDOW_MS };
    const store = replica(clock, 3);
    const window = windowOf(clock.now);
    store.add("c", window, { requests: 1, cost: 7 });
    store.add("c", window, { requests: 2, cost: 7 });
    await store.flush(); // waits for the flush the third request started
    const rows = await db.query<{ requests: string; cost: string }>(
      `select requests, cost from ${RATE_LIMIT_TABLE} where caller = 'c'`,
    );
    expect(rows.rows.map((r) => [Number(r.requests), Number(r.cost)])).toEqual([[3, 14]]);
    const old = await db.query<{ n: number }>(
      `select count(*)::int as n from ${RATE_LIMIT_TABLE} where window_start < $1`,
      [window - 1],
    );
    expect(old.rows[0]!.n).toBe(0);
    await store.close();
  });

  it("keeps counting what it knows while the database fails, and sends it once it is back", async () => {
    const clock = { now: T0 + 10 * WINDOW_MS };
    let down = true;
    const flaky: Queryable = {
      query: (text, values) =>
        down ? Promise.reject(new Error("connection refused")) : db.query(text, values),
    };
    const store = replica(clock, 1_000, flaky);
    const limiter = new RateLimiter(
      store,
      { requestsPerMinute: 3, costPerMinute: 0 },
      { now: () => clock.now },
    );
    const window = windowOf(clock.now);
    expect(limiter.admit("d", 1).ok).toBe(true);
    expect(limiter.admit("d", 1).ok).toBe(true);
    await store.flush();
    expect(store.usage("d", window).requests).toBe(2);
    expect(limiter.admit("d", 1).ok).toBe(true);
    expect(limiter.admit("d", 1).ok).toBe(false);
    down = false;
    await store.flush();
    expect(store.usage("d", window).requests).toBe(3);
    const rows = await db.query<{ requests: string }>(
      `select requests from ${RATE_LIMIT_TABLE} where caller = 'd'`,
    );
    expect(rows.rows.map((r) => Number(r.requests))).toEqual([3]);
    await store.close();
  });
});

describe("the budgets' environment", () => {
  const base = {
    IDENTITY_MODE: "local",
    COGNITO_USER_POOL_ID: "local_abc123",
    COGNITO_CLIENT_ID: "client123",
  };

  it("defaults to 600 requests and 20 of the largest queries a minute, counted in the process", () => {
    expect(loadEnv(base)).toMatchObject({
      RATE_LIMIT_REQUESTS_PER_MINUTE: 600,
      RATE_LIMIT_COST_PER_MINUTE: 20 * QUERY_LIMITS.maxCost,
      RATE_LIMIT_DATABASE_URL: undefined,
      RATE_LIMIT_FLUSH_MS: 250,
      RATE_LIMIT_FLUSH_EVERY: 50,
    });
  });

  it("takes 0 as no limit and refuses a cost budget below one query's cost limit", () => {
    const env = loadEnv({
      ...base,
      RATE_LIMIT_REQUESTS_PER_MINUTE: "0",
      RATE_LIMIT_COST_PER_MINUTE: "0",
      RATE_LIMIT_DATABASE_URL: "postgres://u@db:5432/cfx",
    });
    expect(env.RATE_LIMIT_REQUESTS_PER_MINUTE).toBe(0);
    expect(env.RATE_LIMIT_COST_PER_MINUTE).toBe(0);
    expect(env.RATE_LIMIT_DATABASE_URL).toBe("postgres://u@db:5432/cfx");
    expect(() => loadEnv({ ...base, RATE_LIMIT_COST_PER_MINUTE: "49999" })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, RATE_LIMIT_REQUESTS_PER_MINUTE: "-1" })).toThrow(EnvError);
  });
});
