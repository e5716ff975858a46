// Databases: both (chunked inserts and triggers on each engine)
// insertTargets in several chunks: ids in the order of the rows, each 戸建 with its one unit, an
// audit row for every target and unit, the search keys as the trigger makes them; a failing chunk
// leaves nothing behind. PGlite by default, PostgreSQL when DATABASE_URL is set.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { auditLog } from "../../history/tables";
import { targetDetails, targets } from "../tables";
import { TARGET_TYPE } from "../units";
import { emptyDatabase } from "../../test/templates";
import { insertTargets } from "./insert-targets";
import type { TargetInput } from "./target-rows";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await emptyDatabase());
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const row = (n: number, targetType: number): TargetInput => ({
  targetType,
  name: `チャンク${n}号`,
  nameKana: n % 2 ? "ちゃんく" : null,
  postalCode: null,
  prefecture: "東京都",
  city: "大田区",
  town: null,
  street: `${n}-1`,
  building: n % 3 ? null : "ＡＢＣ　ハイツ",
  latitude: null,
  longitude: null,
  poleNumber: targetType === TARGET_TYPE.pole ? `幹${n}` : null,
  poleOwner: null,
  clientId: null,
  totalUnits: null,
  notes: null,
});

it("inserts 7 rows in chunks of 3 with their units, audit rows and search keys", async () => {
  const types = [2, 3, 2, 4, 2, 1, 2];
  const values = types.map((t, n) => row(n, t));
  const ids = await database.db.transaction((tx) => insertTargets(tx, values, null, 3));
  expect(ids).toHaveLength(7);
  const stored = await database.db
    .select({ id: targets.id, name: targets.name, totalUnits: targets.totalUnits })
    .from(targets)
    .where(inArray(targets.id, ids))
    .orderBy(asc(targets.id));
  expect(stored.map((t) => [t.id, t.name])).toEqual(ids.map((id, n) => [id, `チャンク${n}号`]));
  expect(stored.map((t) => t.totalUnits)).toEqual(types.map((t) => (t === 2 ? 1 : null)));
  const units = await database.db
    .select({ id: targetDetails.id, targetId: targetDetails.targetId })
    .from(targetDetails)
    .where(inArray(targetDetails.targetId, ids));
  expect(units.map((u) => u.targetId).sort()).toEqual(ids.filter((_, n) => types[n] === 2).sort());
  const audits = await database.db
    .select({ entity: auditLog.entity, entityId: auditLog.entityId, changes: auditLog.changes })
    .from(auditLog)
    .orderBy(asc(auditLog.id));
  expect(audits.filter((a) => a.entity === "targets").map((a) => a.entityId)).toEqual(ids);
  expect(audits.find((a) => a.entityId === ids[3] && a.entity === "targets")!.changes).toEqual({
    targetType: { from: null, to: 4 },
    name: { from: null, to: "チャンク3号" },
    nameKana: { from: null, to: "ちゃんく" },
    prefecture: { from: null, to: "東京都" },
    city: { from: null, to: "大田区" },
    street: { from: null, to: "3-1" },
    building: { from: null, to: "ＡＢＣ　ハイツ" },
    poleNumber: { from: null, to: "幹3" },
  });
  expect(
    audits.filter((a) => a.entity === "target_details").map((a) => [a.entityId, a.changes]),
  ).toEqual(units.map((u) => [u.id, { targetId: { from: null, to: u.targetId } }]));
  // The keys given by the import are the trigger's own.
  const differing = (await database.db.execute(sql`
    select count(*)::int as n from targets where id in (${sql.join(ids, sql`, `)}) and (
      search_text is distinct from cfx_fold(coalesce(name, '') || ' ' || coalesce(name_kana, '') || ' ' || coalesce(pole_number, ''))
      or search_grams is distinct from cfx_grams(search_text)
      or address_text is distinct from cfx_fold(coalesce(prefecture, '') || coalesce(city, '') || coalesce(town, '') || coalesce(street, '') || ' ' || coalesce(building, ''))
      or address_grams is distinct from cfx_grams(address_text))`)) as unknown as {
    rows: { n: number }[];
  };
  expect(differing.rows[0]!.n).toBe(0);
});

it("writes nothing when a later chunk fails", async () => {
  const before = await database.db.$count(targets);
  const values = [row(1, 2), row(2, 2), row(3, 2), { ...row(4, 2), clientId: 999_999 }];
  await expect(
    database.db.transaction((tx) => insertTargets(tx, values, null, 2)),
  ).rejects.toThrow();
  expect(await database.db.$count(targets)).toBe(before);
  expect(await database.db.$count(targets, eq(targets.name, "チャンク1号"))).toBe(1); // the first test's
});
