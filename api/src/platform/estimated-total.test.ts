// Databases: both (the planner's estimates differ by engine)
// Issue #13: an unfiltered list of ESTIMATE_FROM rows or more answers the planner's estimate as
// its total (X-Total-Count-Estimate, never X-Total-Count), and so does the dashboard's 対象物件数;
// a filter, or a smaller table, is counted exactly. Real HTTP, PGlite or PostgreSQL.
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshStatistics } from "../db/maintenance";
import { startTestApi, type TestApi } from "../test/harness";
import { targets } from "../targets/tables";
import { ESTIMATE_FROM } from "./list";

const ADMIN = "admin@example.jp";
const ADDED = ESTIMATE_FROM + 10_000;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function totals(query: Record<string, string | number>) {
  const res = await api.json<unknown[]>("/basis/targets", { as: ADMIN, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    rows: res.body.length,
    count: res.headers.get("x-total-count"),
    estimate: res.headers.get("x-total-count-estimate"),
  };
}

async function dashboardTargets() {
  const res = await api.json<{ targets: number; targetsIsEstimate: boolean }>("/dashboard", {
    as: ADMIN,
  });
  expect(res.status).toBe(200);
  return { targets: res.body.targets, estimated: res.body.targetsIsEstimate };
}

const live = async (where = isNull(targets.deletedAt)) =>
  (await api.db.select({ n: count() }).from(targets).where(where))[0]!.n;

describe("the total of a large unfiltered list", () => {
  it("is counted below ESTIMATE_FROM rows", async () => {
    const seeded = await live();
    expect(await totals({ pageSize: 20 })).toEqual({
      rows: 20,
      count: String(seeded),
      estimate: null,
    });
    expect(await dashboardTargets()).toEqual({ targets: seeded, estimated: false });
  });

  it(
    "is the planner's estimate from ESTIMATE_FROM rows on; a filter is still counted",
    { timeout: 120_000 },
    async () => {
      await api.db.execute(sql`
        insert into targets (target_type, name, prefecture, city)
        select 1 + g % 3, '推定' || g, '東京都', '千代田区' from generate_series(1, ${ADDED}) as g`);
      // What an import does after it commits (and autovacuum in the end).
      await refreshStatistics(api.db, console, ["targets"]);
      const exact = await live();

      const unfiltered = await totals({ pageSize: 20 });
      expect(unfiltered.count, "no X-Total-Count for an estimate").toBeNull();
      expect(unfiltered.rows).toBe(20);
      const estimate = Number(unfiltered.estimate);
      expect(Math.abs(estimate - exact) / exact, `${estimate} for ${exact}`).toBeLessThan(0.05);
      expect(estimate).toBeGreaterThanOrEqual(ESTIMATE_FROM);

      // The dashboard's figure is the same estimate: the two never disagree.
      expect(await dashboardTargets()).toEqual({ targets: estimate, estimated: true });

      // Any filter counts: the clerk narrowing the list gets the exact figure.
      const houses = await totals({ targetType: 2, pageSize: 20 });
      expect(houses.estimate).toBeNull();
      expect(Number(houses.count)).toBe(
        await live(and(isNull(targets.deletedAt), eq(targets.targetType, 2))),
      );

      // count=false still counts nothing, estimated or not.
      expect(await totals({ pageSize: 20, count: "false" })).toEqual({
        rows: 20,
        count: null,
        estimate: null,
      });
    },
  );
});
