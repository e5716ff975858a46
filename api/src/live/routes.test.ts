// Databases: both (the relay hears PGlite in process, or PostgreSQL on a connection of its own)
// GET /live/events over real HTTP: the shared key, the wire format of a change, the heartbeat, a
// stream outliving the request timeout, and a shutdown that ends the streams instead of waiting.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../platform/errors";
import { startTestApi, type TestApi } from "../test/harness";
import { openSse, type SseFrame } from "../test/sse";

const KEY = randomBytes(24).toString("hex");
const ADMIN = "admin@example.jp";
const isChange = (f: SseFrame) => f.event === "change";

/** PATCHes the first live construction as `as` and returns it as answered. */
async function touchConstruction(api: TestApi, as = ADMIN) {
  const list = await api.json("/basis/constructions", { as, query: { pageSize: 1 } });
  expect(list.status).toBe(200);
  const [first] = list.body as [{ id: number; version: number }];
  const res = await api.json(`/basis/constructions/${first.id}`, {
    as,
    method: "PATCH",
    json: { version: first.version, resultNotes: `live ${Date.now()}` },
  });
  expect(res.status).toBe(200);
  return res.body as { id: number; version: number; updatedBy: number };
}

describe("GET /live/events without LIVE_EVENTS_KEY", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it("answers 404, as if there were no such route, whatever the key", async () => {
    const res = await api.json("/live/events", { headers: { "x-live-key": KEY } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ path: ["該当するURLが見つかりません"] });
  });
});

describe("GET /live/events with LIVE_EVENTS_KEY", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ liveEventsKey: KEY });
  });
  afterAll(() => api?.close());

  it("refuses a wrong or missing key with 401, and ignores a user's token", async () => {
    const wrong: Record<string, string>[] = [{ "x-live-key": `${KEY}x` }, { "x-live-key": "" }, {}];
    for (const headers of wrong) {
      const res = await api.json("/live/events", { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ auth: [messages.auth] });
    }
    const signedIn = await api.json("/live/events", { as: ADMIN });
    expect(signedIn.status).toBe(401);
  });

  it("streams a committed change as an SSE frame, ids growing", async () => {
    const stream = await openSse(`${api.url}/live/events`, { "x-live-key": KEY });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(stream.headers["cache-control"]).toBe("no-cache");
      expect(stream.headers["x-accel-buffering"]).toBe("no");
      await stream.next((f) => f.comment === "connected");

      const saved = await touchConstruction(api);
      const isSaved = (f: SseFrame) =>
        isChange(f) &&
        JSON.parse(f.data!).entity === "Construction" &&
        f.data!.includes(`"id":${saved.id},`);
      const frame = await stream.next(isSaved);
      expect(frame.data).toBe(
        `{"entity":"Construction","id":${saved.id},"version":${saved.version},"deleted":false,"updatedBy":${saved.updatedBy}}`,
      );
      expect(frame.id).toMatch(/^\d+$/);

      const from = stream.frames.length;
      const again = await touchConstruction(api);
      const second = await stream.next(
        (f) => isChange(f) && JSON.parse(f.data!).version === again.version,
        5_000,
        from,
      );
      expect(Number(second.id)).toBeGreaterThan(Number(frame.id));
    } finally {
      stream.close();
    }
  });

  it("relays every row of a bulk write, in one burst", async () => {
    const stream = await openSse(`${api.url}/live/events`, { "x-live-key": KEY });
    try {
      await stream.next((f) => f.comment === "connected");
      const written = (await api.db.execute(
        sql`update targets set version = version + 1 returning id`,
      )) as unknown as { rows: { id: number }[] };
      const ids = new Set(written.rows.map((r) => r.id));
      expect(ids.size).toBeGreaterThan(100);
      const heard = new Set<number>();
      await stream.next((f) => {
        if (!isChange(f)) return false;
        const change = JSON.parse(f.data!) as { entity: string; id: number };
        if (change.entity === "Target") heard.add(change.id);
        return heard.size === ids.size;
      }, 15_000);
      expect(heard).toEqual(ids);
    } finally {
      stream.close();
    }
  });
});

describe("a stream with a short heartbeat and request timeout", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      liveEventsKey: KEY,
      liveHeartbeatMs: 100,
      // A stream lives far longer than a request may take to arrive: it must not be cut. (Only
      // streams here, each on a connection of its own: a pooled connection idle past 300 ms
      // would be answered 408 by Node, which is not what this is about.)
      timeouts: {
        requestTimeoutMs: 300,
        headersTimeoutMs: 300,
        keepAliveTimeoutMs: 65_000,
        shutdownTimeoutMs: 8_000,
      },
    });
  });
  afterAll(() => api?.close());

  it("sends a heartbeat comment and outlives the request timeout", async () => {
    const stream = await openSse(`${api.url}/live/events`, { "x-live-key": KEY });
    try {
      await stream.next((f) => f.comment === "connected");
      await stream.next((f) => f.comment === "ping");
      // Three times the request timeout later the stream is still open and beating.
      await new Promise((r) => setTimeout(r, 900));
      const from = stream.frames.length;
      await stream.next((f) => f.comment === "ping", 5_000, from);
    } finally {
      stream.close();
    }
  });
});

describe("closing the app", () => {
  it("ends the open streams at once instead of waiting for them", async () => {
    const api = await startTestApi({ liveEventsKey: KEY });
    const stream = await openSse(`${api.url}/live/events`, { "x-live-key": KEY });
    await stream.next((f) => f.comment === "connected");
    const started = Date.now();
    const closed = await Promise.race([
      api.close().then(() => "closed"),
      new Promise((r) => setTimeout(() => r("held"), 5_000)),
    ]);
    expect(closed).toBe("closed");
    expect(Date.now() - started).toBeLessThan(3_000);
    await stream.ended;
  });
});
