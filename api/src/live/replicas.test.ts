// Databases: both (PostgreSQL only: replicas share one database; on PGlite the file is skipped)
// Two API replicas on one PostgreSQL database (issue #40): a write through either reaches the
// live stream of both, and a listener whose connection is cut comes back on its own.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { openSse, type SseStream } from "../test/sse";

const KEY = randomBytes(24).toString("hex");
const ADMIN = "admin@example.jp";

describe.runIf(process.env.DATABASE_URL)("two API replicas on one PostgreSQL", () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    a = await startTestApi({ liveEventsKey: KEY });
    b = await startTestApi({ liveEventsKey: KEY, replicaOf: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function patchConstruction(api: TestApi) {
    const [first] = (await api.json("/basis/constructions", { as: ADMIN, query: { pageSize: 1 } }))
      .body as { id: number; version: number }[];
    const res = await api.json(`/basis/constructions/${first!.id}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: first!.version, resultNotes: `replica ${Date.now()}` },
    });
    expect(res.status).toBe(200);
    return res.body as { id: number; version: number };
  }

  const heardOn = (stream: SseStream, saved: { id: number; version: number }) =>
    stream.next((f) => {
      if (f.event !== "change") return false;
      const change = JSON.parse(f.data!) as { entity: string; id: number; version: number };
      return (
        change.entity === "Construction" &&
        change.id === saved.id &&
        change.version === saved.version
      );
    });

  it("relays a write made through either replica on both", async () => {
    const streams = await Promise.all(
      [a, b].map((api) => openSse(`${api.url}/live/events`, { "x-live-key": KEY })),
    );
    try {
      await Promise.all(streams.map((s) => s.next((f) => f.comment === "connected")));
      for (const writer of [a, b]) {
        const saved = await patchConstruction(writer);
        await Promise.all(streams.map((s) => heardOn(s, saved)));
      }
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("ends its streams when its database connection is cut, and serves again once it listens", async () => {
    const stream = await openSse(`${b.url}/live/events`, { "x-live-key": KEY });
    await stream.next((f) => f.comment === "connected");
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'cfx-live-listener' and datname = $1`,
        [await databaseName(a)],
      );
      // Both replicas' listeners were on this database.
      expect(cut.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // Changes may be missed from now until it listens again: the stream ends rather than
    // go on with a hole, and a new one is refused (503) until the listener is back.
    await stream.ended;
    let again: SseStream | undefined;
    for (let attempt = 0; attempt < 40 && !again; attempt++) {
      const next = await openSse(`${b.url}/live/events`, { "x-live-key": KEY });
      if (next.status === 200) again = next;
      else {
        expect(next.status).toBe(503);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(again).toBeDefined();
    try {
      await again!.next((f) => f.comment === "connected");
      const saved = await patchConstruction(a);
      await heardOn(again!, saved);
    } finally {
      again!.close();
    }
  });
});

async function databaseName(api: TestApi): Promise<string> {
  const source = api.database.notifications;
  if (source.kind !== "postgres") throw new Error("PostgreSQL only");
  return new URL(source.url).pathname.slice(1);
}
