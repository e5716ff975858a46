// The demo seed on fresh databases: PGlite in memory, or new PostgreSQL databases when
// DATABASE_URL is set (`pnpm test:pg`). It must run cleanly, give the same data every time, and
// run only once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { emptyDatabase } from "../test/templates";
import { seedBusiness } from "./business";
import { seedDemoMasters, seedFixedLists, seedIfEmpty } from "./index";

const BUSINESS_TABLES = [
  "targets",
  "target_details",
  "customers",
  "customer_services",
  "projects",
  "matters",
  "negotiations",
  "negotiation_histories",
  "schedules",
  "construction_free_schedules",
  "constructions",
  "construction_entries",
  "measurements",
  "line_codes",
] as const;

type Fresh = Awaited<ReturnType<typeof emptyDatabase>>;
const opened: Fresh[] = [];

async function fresh(): Promise<Db> {
  const created = await emptyDatabase();
  opened.push(created);
  return created.database.db;
}

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

/** Rows per table and a digest of their content (all but the creation/update instants). */
async function contents(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const table of BUSINESS_TABLES) {
    out[table] = await one(
      db,
      sql`select count(*)::int as rows,
            coalesce(md5(string_agg((to_jsonb(t) - 'created_at' - 'updated_at')::text, '|' order by t.id)), '')
              as digest
          from ${sql.identifier(table)} t`,
    );
  }
  return out;
}

let seeded: Db;
let first: Awaited<ReturnType<typeof contents>>;

beforeAll(async () => {
  seeded = await fresh();
  expect(await seedIfEmpty(seeded, { demo: true })).toBe("seeded");
  first = await contents(seeded);
}, 180_000);

afterAll(async () => {
  for (const { database, drop } of opened) {
    await database.close();
    await drop();
  }
});

describe("the demo seed on a fresh database", () => {
  it("fills every business table", () => {
    for (const table of BUSINESS_TABLES)
      expect({ table, empty: first[table]!.rows === 0 }).toEqual({ table, empty: false });
    expect(first.targets!.rows).toBe(200);
  });

  it("is deterministic: seedBusiness on another fresh database (as the gateway's harness would call it) gives the same rows", async () => {
    const db = await fresh();
    await db.transaction(async (tx) => {
      await seedFixedLists(tx);
      await seedDemoMasters(tx);
    });
    const result = await seedBusiness(db);
    expect(result.targets).toBe(first.targets!.rows);
    expect(result.matters).toBe(first.matters!.rows);
    expect(result.constructions).toBe(first.constructions!.rows);
    expect(await contents(db)).toEqual(first);
  }, 180_000);

  it("seedIfEmpty is a no-op on a seeded database", async () => {
    const users = await one<{ n: number }>(seeded, sql`select count(*)::int as n from users`);
    expect(await seedIfEmpty(seeded, { demo: true })).toBe("skipped");
    expect(await contents(seeded)).toEqual(first);
    expect(await one(seeded, sql`select count(*)::int as n from users`)).toEqual(users);
  });

  // Seen by the gateway team: seedBusiness called right after seedIfEmpty({ demo: true }) is a
  // second run (the demo seed already ran it). It used to fail on the free slots' unique key; now
  // it says why, and its transaction leaves the data as it was.
  it("refuses a second run with a clear message and changes nothing", async () => {
    await expect(seedBusiness(seeded)).rejects.toThrow(/already holds business data/);
    expect(await contents(seeded)).toEqual(first);
  });
});
