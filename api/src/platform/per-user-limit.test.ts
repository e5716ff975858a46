// The per-user bound of heavy requests (issue #36): running slots, a short queue handed over in
// order, 429 beyond it or after the wait, the client leaving while it waits, and over real HTTP
// the bound of the import route (Retry-After, the Japanese message, other users unaffected).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { HttpError } from "./errors";
import { USER_LIMIT_MESSAGE, USER_LIMITS, UserSlots } from "./per-user-limit";

const never = new AbortController().signal;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("UserSlots", () => {
  it("lets `running` in at once, queues `waiting`, refuses the next with 429 in Japanese", async () => {
    const slots = new UserSlots({ running: 2, waiting: 1, waitMs: 10_000 });
    const a = await slots.acquire(1, never);
    const b = await slots.acquire(1, never);
    let queuedGotIn = false;
    const queued = slots.acquire(1, never).then((release) => {
      queuedGotIn = true;
      return release;
    });
    expect(slots.load(1)).toEqual({ running: 2, waiting: 1 });
    const refused = await slots.acquire(1, never).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(429);
    expect((refused as HttpError).body).toEqual({ server: [USER_LIMIT_MESSAGE] });
    // Another user is not bound by this one.
    const other = await slots.acquire(2, never);
    other();
    await tick();
    expect(queuedGotIn).toBe(false);
    a();
    const c = await queued;
    expect(queuedGotIn).toBe(true);
    expect(slots.load(1)).toEqual({ running: 2, waiting: 0 });
    a(); // a second release of the same slot changes nothing
    expect(slots.load(1)).toEqual({ running: 2, waiting: 0 });
    b();
    c();
    expect(slots.load(1)).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a queued request with 429 after waitMs, and forgets one whose client left", async () => {
    const slots = new UserSlots({ running: 1, waiting: 2, waitMs: 50 });
    const held = await slots.acquire(7, never);
    const started = performance.now();
    const timedOut = await slots.acquire(7, never).catch((e: unknown) => e);
    expect((timedOut as HttpError).statusCode).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(slots.load(7)).toEqual({ running: 1, waiting: 0 });
    const leaving = new AbortController();
    const gone = slots.acquire(7, leaving.signal).catch((e: unknown) => e);
    expect(slots.load(7).waiting).toBe(1);
    leaving.abort();
    expect(await gone).toBeInstanceOf(Error);
    expect(slots.load(7)).toEqual({ running: 1, waiting: 0 });
    held();
    expect(slots.load(7)).toEqual({ running: 0, waiting: 0 });
  });
});

describe("the import route's bound over HTTP", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  // A CSV large enough that the first imports are still running when the others arrive.
  const csv = () => {
    const header = "物件種別,物件名,郵便番号,都道府県,市区町村,町域,番地,総戸数";
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `戸建,上限試験${i + 1},1430013,東京都,大田区,大森南,9-${i + 1}-1,1`,
    );
    return `${header}\r\n${rows.join("\r\n")}\r\n`;
  };
  it("one user's imports beyond running + waiting get 429 with Retry-After; another user's goes through", async () => {
    const token = await api.tokenFor("admin@example.jp");
    const body = csv();
    const send = (bearer: string) =>
      fetch(`${api.url}/import/targets?dryRun=true`, {
        method: "POST",
        headers: { authorization: `Bearer ${bearer}`, "content-type": "text/csv; charset=utf-8" },
        body,
      }).then(async (res) => ({
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        body: (await res.json()) as Record<string, unknown>,
      }));
    const bound = USER_LIMITS.import.running + USER_LIMITS.import.waiting;
    const mine = Array.from({ length: bound + 3 }, () => send(token));
    const other = await send(await api.tokenFor("manager@example.jp"));
    const answers = await Promise.all(mine);
    const refused = answers.filter((a) => a.status === 429);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ total: 3000, errors: [] });
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(bound);
    expect(answers.filter((a) => a.status === 200).length + refused.length).toBe(bound + 3);
    for (const r of refused) {
      expect(r.body).toEqual({ server: [USER_LIMIT_MESSAGE] });
      expect(r.retryAfter).toMatch(/^\d+$/);
    }
  }, 60_000);
});
