// Databases: both (PGlite keeps counts, PostgreSQL must not)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRecords } from "../platform/list";
import { targets } from "../targets/tables";
import { startTestApi, type TestApi } from "../test/harness";
import { dashboardCacheOf, ReadCache, readCacheOf, leavesRowsAlone } from "./read-cache";

describe("ReadCache", () => {
  it("reads again once a kept answer is older than its bound", async () => {
    let now = 1_000;
    const cache = new ReadCache(
      500,
      () => "2026-11-29",
      5_000,
      () => now,
    );
    let counted = 0;
    const count = () => cache.kept("k", () => Promise.resolve(++counted));
    expect(await count()).toBe(1);
    now += 4_999;
    expect(await count()).toBe(1);
    now += 1;
    expect(await count()).toBe(2);
    cache.written();
    expect(await count()).toBe(3);
  });

  it("keeps an answer until something is written", async () => {
    const cache = new ReadCache();
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.kept("a", count)).toBe(1);
    expect(await cache.kept("a", count)).toBe(1);
    expect(await cache.kept("b", count)).toBe(2);
    cache.written();
    expect(await cache.kept("a", count)).toBe(3);
  });

  it("does not keep an answer read while a write was sent", async () => {
    const cache = new ReadCache();
    let counted = 0;
    const total = await cache.kept("a", async () => {
      cache.written();
      return ++counted;
    });
    expect(total).toBe(1);
    expect(await cache.kept("a", async () => ++counted)).toBe(2);
  });

  it("forgets the oldest answers beyond its size", async () => {
    const cache = new ReadCache(2);
    let counted = 0;
    const count = async () => ++counted;
    await cache.kept("a", count);
    await cache.kept("b", count);
    await cache.kept("c", count);
    expect(await cache.kept("b", count)).toBe(2);
    expect(await cache.kept("a", count)).toBe(4);
  });

  it("forgets every answer when the Tokyo day changes (今日・今週 filters use now() in SQL)", async () => {
    let day = "2026-11-27";
    const cache = new ReadCache(500, () => day);
    let counted = 0;
    const count = async () => ++counted;
    expect(await cache.kept("a", count)).toBe(1);
    expect(await cache.kept("a", count)).toBe(1);
    day = "2026-11-28";
    expect(await cache.kept("a", count)).toBe(2);
  });

  it("takes SELECT and BEGIN for reads, everything else for a write", () => {
    for (const text of [
      "select 1",
      "  SELECT count(*) from targets",
      "begin",
      "BEGIN",
      "explain (format json) select 1 from targets",
    ])
      expect(leavesRowsAlone(text), text).toBe(true);
    for (const text of [
      "insert into targets values (1)",
      "update targets set name = ''",
      "delete from targets",
      "with x as (update targets set name = '' returning id) select * from x",
      "commit",
      "rollback",
      "truncate targets",
      "copy targets from stdin",
      "analyze",
      "explain analyze delete from targets",
      "explain (format json) delete from targets",
    ])
      expect(leavesRowsAlone(text), text).toBe(false);
  });
});

describe("list totals of the database", () => {
  const ADMIN = "admin@example.jp";
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const total = async () =>
    Number(
      (await api.json("/basis/targets", { as: ADMIN, query: { pageSize: 1 } })).headers.get(
        "x-total-count",
      ),
    );

  it("PostgreSQL has other writers: no cache there", () => {
    expect(readCacheOf(api.db) === undefined).toBe(api.database.driver === "postgres");
  });

  it("embedded: a repeated page sends no count, and every write is in the next total", async () => {
    if (api.database.driver !== "pglite") {
      // The same totals, counted every time (the list tests cover them on PostgreSQL).
      expect(readCacheOf(api.db)).toBeUndefined();
      return;
    }
    // The statements the PGlite in this process is sent.
    const client = (api.db as unknown as { $client: { query(text: string): unknown } }).$client;
    const sent: string[] = [];
    const query = client.query;
    client.query = (text: string, ...rest: unknown[]) => {
      sent.push(text);
      return (query as (...a: unknown[]) => unknown)(text, ...rest);
    };
    try {
      const before = await total();
      const counts = () =>
        sent.filter((text) => /^select count\(\*\) from "targets"/.test(text)).length;
      const first = counts();
      expect(await total()).toBe(before);
      expect(counts()).toBe(first);

      const created = await api.json("/basis/targets", {
        as: ADMIN,
        json: { targetType: 1, name: "件数 試験邸", prefecture: "東京都", city: "大田区" },
      });
      expect(created.status).toBe(201);
      expect(await total()).toBe(before + 1);

      // A change made inside a transaction that is rolled back: counted there (no cache inside),
      // never kept.
      await api.db
        .transaction(async (tx) => {
          await tx
            .update(targets)
            .set({ deletedAt: new Date() })
            .where(eq(targets.id, created.body.id));
          expect(readCacheOf(tx)).toBeUndefined();
          const inside = await listRecords(
            tx,
            targets,
            { pageSize: 1 },
            { sortable: { id: targets.id } },
          );
          expect(inside.total).toBe(before);
          throw new Error("rolled back");
        })
        .catch((error: Error) => expect(error.message).toBe("rolled back"));
      expect(await total()).toBe(before + 1);

      // A write outside the API's routes, through the same database handle.
      await api.db
        .update(targets)
        .set({ deletedAt: new Date() })
        .where(eq(targets.id, created.body.id));
      expect(await total()).toBe(before);
    } finally {
      client.query = query;
    }
  });

  it("embedded: the dashboard is read once until a write, and shows the write", async () => {
    const dashboard = async () => (await api.json("/dashboard", { as: ADMIN })).body;
    const first = await dashboard();
    // PGlite's exact cache; on PostgreSQL the dashboard's own, of bounded age, which this
    // process's writes clear just the same.
    const cache = dashboardCacheOf(api.db)!;
    expect(cache).toBeDefined();
    expect(readCacheOf(api.db) === undefined).toBe(api.database.driver === "postgres");
    // The kept answer is the very object of the first read: nothing was counted again. (The
    // targets figure inside it is a count kept on its own, as the targets list's.)
    let reads = 0;
    const kept = cache.kept.bind(cache);
    cache.kept = <T>(key: string, read: () => Promise<T>) =>
      kept(key, () => {
        if (key.startsWith('["dashboard"')) reads++;
        return read();
      });
    try {
      expect(await dashboard()).toEqual(first);
      expect(reads).toBe(0);
      const created = await api.json("/basis/targets", {
        as: ADMIN,
        json: { targetType: 1, name: "件数 試験邸２", prefecture: "東京都", city: "大田区" },
      });
      expect(created.status).toBe(201);
      expect((await dashboard()).targets).toBe(first.targets + 1);
      expect(reads).toBe(1);
    } finally {
      cache.kept = kept;
    }
  });
});
