// Databases: both (the feed's position is PostgreSQL's transaction ids and snapshots)
// The change feed (issue #39): `<list>/changes?updatedSince=` pages every change of a list in
// commit-safe order, with tombstones, and an incremental sync running while 1,000 writes commit
// concurrently ends with exactly the rows of the database.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { encodeCursor, parseUpdatedSince } from "./change-feed";

const ADMIN = "admin@example.jp";
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Page = {
  items: { id: number; version: number }[];
  deletedIds: number[];
  changeCursor: string;
};

/**
 * Waits until every transaction begun before now has finished. The feed serves a row once every
 * older transaction of the server has finished, and other test files' databases share
 * PostgreSQL's transaction ids: one of their open transactions holds this feed back meanwhile.
 */
async function feedCaughtUp(): Promise<void> {
  const read = async <T>(query: ReturnType<typeof sql>) =>
    ((await api.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const { now } = await read<{ now: string }>(sql`select pg_current_xact_id()::text as now`);
  for (let i = 0; i < 400; i++) {
    const { ok } = await read<{ ok: boolean | string }>(
      sql`select pg_snapshot_xmin(pg_current_snapshot()) > ${now}::xid8 as ok`,
    );
    if (ok === true || ok === "t") return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function changes(
  path: string,
  updatedSince: string,
  query: Record<string, string | number> = {},
) {
  await feedCaughtUp();
  const answer = await api.json<Page>(`${path}/changes`, {
    as: ADMIN,
    query: { updatedSince, pageSize: 500, ...query },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Pages until an empty answer, applying items and tombstones to `rows`; the last cursor. */
async function sync(path: string, cursor: string, rows: Map<number, number>) {
  for (;;) {
    const page = await changes(path, cursor);
    for (const item of page.items) rows.set(item.id, item.version);
    for (const id of page.deletedIds) rows.delete(id);
    cursor = page.changeCursor;
    if (page.items.length === 0 && page.deletedIds.length === 0) return cursor;
  }
}

async function liveRows(table: string): Promise<Map<number, number>> {
  const answer = (await api.db.execute(
    sql`select id, version from ${sql.identifier(table)} where deleted_at is null`,
  )) as unknown as { rows: { id: number; version: number }[] };
  return new Map(answer.rows.map((r) => [Number(r.id), Number(r.version)]));
}

const sorted = (rows: Map<number, number>) => [...rows].sort((a, b) => a[0] - b[0]);

function newTarget(n: number) {
  return { targetType: 2, name: `同期 ${n}`, prefecture: "東京都", city: "大田区" };
}

describe("change cursor", () => {
  it("round-trips, and refuses anything else with a Japanese message", async () => {
    const cursor = { xid: 123n, seq: 45n, since: new Date("2026-04-01T00:00:00Z") };
    expect(parseUpdatedSince(encodeCursor(cursor))).toEqual(cursor);
    expect(parseUpdatedSince("0")).toEqual({ xid: 0n, seq: 0n });
    expect(parseUpdatedSince("2026-04-01T09:00:00+09:00").since?.toISOString()).toBe(
      "2026-04-01T00:00:00.000Z",
    );
    const forged = Buffer.from("c1.12").toString("base64url");
    for (const bad of ["abc", "2026-04-01", forged, Buffer.from("c2.1.2").toString("base64url")]) {
      const answer = await api.json("/basis/targets/changes", {
        as: ADMIN,
        query: { updatedSince: bad },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.updatedSince[0]).toMatch(/変更カーソルが正しくありません/);
    }
  });

  it("is written by a trigger on every record table", async () => {
    const answer = (await api.db.execute(sql`
      select c.table_name as name from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'deleted_at'
        and not exists (select 1 from pg_trigger t
          where t.tgrelid = c.table_name::regclass and t.tgname = c.table_name || '_stamp_change')
    `)) as unknown as { rows: { name: string }[] };
    expect(answer.rows.map((r) => r.name)).toEqual([]);
  });
});

describe("GET /basis/<list>/changes", () => {
  it("syncs a list from the start, then only what changed, with tombstones", async () => {
    const rows = new Map<number, number>();
    let cursor = await sync("/basis/targets", "0", rows);
    expect(sorted(rows)).toEqual(sorted(await liveRows("targets")));
    expect(rows.size).toBeGreaterThan(100);

    const created = await api.json("/basis/targets", { as: ADMIN, json: newTarget(1) });
    expect(created.status).toBe(201);
    // Created and deleted between two syncs: only its tombstone comes.
    const gone = await api.json("/basis/targets", { as: ADMIN, json: newTarget(3) });
    const [first] = sorted(rows);
    const patched = await api.json(`/basis/targets/${first![0]}`, {
      as: ADMIN,
      method: "PATCH",
      json: { version: first![1], notes: "同期テスト" },
    });
    expect(patched.status).toBe(200);
    const removed = await api.json(`/basis/targets/${gone.body.id}`, {
      as: ADMIN,
      method: "DELETE",
      query: { version: 1 },
    });
    expect(removed.status).toBe(200);

    const page = await changes("/basis/targets", cursor);
    expect(page.items.map((r) => [r.id, r.version])).toEqual([
      [created.body.id, 1],
      [first![0], first![1] + 1],
    ]);
    expect(page.deletedIds).toEqual([gone.body.id]);
    cursor = page.changeCursor;
    // Nothing changed since: an empty page and the same position.
    const again = await changes("/basis/targets", cursor);
    expect(again).toEqual({ items: [], deletedIds: [], changeCursor: cursor });
  });

  it("sends a row that left the filtered view as a tombstone, and starts from a date", async () => {
    const start = new Date();
    const created = await api.json("/basis/targets", { as: ADMIN, json: newTarget(2) });
    const id = created.body.id as number;
    const since = start.toISOString();
    const filtered = await changes("/basis/targets", since, { targetType: 2 });
    expect(filtered.items.map((r) => r.id)).toEqual([id]);
    const other = await changes("/basis/targets", since, { targetType: 4 });
    // Changed but not in this view: the client drops it if it had it.
    expect(other.deletedIds).toEqual([id]);
    expect(other.items).toEqual([]);
  });

  it("ends with exactly the rows of the database after 1,000 concurrent updates, inserts and deletes", async () => {
    const rows = new Map<number, number>();
    let cursor = await sync("/basis/targets", "0", rows);
    const workers = 8;
    const perWorker = 125;
    // Each writer owns its rows (id mod workers), so it knows their versions and never conflicts;
    // it deletes only rows it created (a seeded target with matters may not be deleted).
    const owned: Map<number, number>[] = Array.from({ length: workers }, () => new Map());
    const createdBy: Set<number>[] = Array.from({ length: workers }, () => new Set());
    for (const [id, version] of await liveRows("targets")) owned[id % workers]!.set(id, version);
    let writing = true;
    let pagesDuringWrites = 0;
    const writer = async (w: number) => {
      const mine = owned[w]!;
      const ours = createdBy[w]!;
      for (let i = 0; i < perWorker; i++) {
        const roll = Math.random();
        const from = roll < 0.8 ? [...mine.keys()] : [...ours];
        const pick = from[Math.floor(Math.random() * from.length)];
        if (pick === undefined || roll < 0.3) {
          const created = await api.json("/basis/targets", {
            as: ADMIN,
            json: newTarget(w * 1000 + i),
          });
          expect(created.status).toBe(201);
          mine.set(created.body.id, created.body.version);
          ours.add(created.body.id);
        } else if (roll < 0.8) {
          const patched = await api.json(`/basis/targets/${pick}`, {
            as: ADMIN,
            method: "PATCH",
            json: { version: mine.get(pick), notes: `更新 ${w}-${i}` },
          });
          expect(patched.status).toBe(200);
          mine.set(pick, patched.body.version);
        } else {
          const removed = await api.json(`/basis/targets/${pick}`, {
            as: ADMIN,
            method: "DELETE",
            query: { version: mine.get(pick)! },
          });
          expect(removed.status).toBe(200);
          mine.delete(pick);
          ours.delete(pick);
        }
      }
    };
    const reader = async () => {
      while (writing) {
        const page = await changes("/basis/targets", cursor, { pageSize: 37 });
        for (const item of page.items) rows.set(item.id, item.version);
        for (const id of page.deletedIds) rows.delete(id);
        cursor = page.changeCursor;
        pagesDuringWrites++;
      }
    };
    const reading = reader();
    await Promise.all(Array.from({ length: workers }, (_, w) => writer(w)));
    writing = false;
    await reading;
    await feedCaughtUp();
    await sync("/basis/targets", cursor, rows);
    expect(pagesDuringWrites).toBeGreaterThan(1);
    const database = await liveRows("targets");
    // Row by row: the same ids, each at the database's version.
    expect(sorted(rows)).toEqual(sorted(database));
    const expected = new Map(owned.flatMap((m) => [...m]));
    expect(sorted(database)).toEqual(sorted(expected));
  }, 120_000);
});
