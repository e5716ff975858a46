// The demo seed on fresh databases: PGlite in memory, or new PostgreSQL databases when
// DATABASE_URL is set (`pnpm test:pg`). It must run cleanly, give the same data every time it is
// seeded on the same day (created/updated instants included), and run only once. Whether the
// story it tells obeys the workflows is story.test.ts.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constructions } from "../constructions/tables";
import type { Db } from "../db/client";
import { negotiations } from "../negotiations/tables";
import { LocalFileStore } from "../files/local";
import { emptyDatabase } from "../test/templates";
import { seedBusiness } from "./business";
import { seedDemoMasters, seedFixedLists, seedIfEmpty } from "./index";
import { attachments } from "../attachments/tables";
import { documentTypeLabels } from "@cfx/domain/enumerations";
import { pageTexts, removeTempPdfs, writeTempPdf } from "../documents/pdf/test-pdf-tools";
import { negotiationFacts } from "../documents/records";

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
  "attachments",
  "external_sources",
  "external_source_details",
] as const;
const run = promisify(execFile);
/** The seeding day of both seeds (a Wednesday). */
const TODAY = "2026-11-25";

type Fresh = Awaited<ReturnType<typeof emptyDatabase>>;
const opened: Fresh[] = [];
const folders: string[] = [];

/** A store on a folder of its own for the documents of one seed. */
function fileStore(): LocalFileStore {
  const dir = mkdtempSync(path.join(tmpdir(), "cfx-seed-files-"));
  folders.push(dir);
  return new LocalFileStore(dir);
}

async function fresh(): Promise<Db> {
  const created = await emptyDatabase();
  opened.push(created);
  return created.database.db;
}

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

/**
 * Rows per table and a digest of their whole content, but for the change feed's position
 * (change_xid, change_seq): transaction ids and a sequence, which differ from one database (and
 * one PostgreSQL server's history) to the next by design.
 */
async function contents(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const table of BUSINESS_TABLES) {
    out[table] = await one(
      db,
      sql`select count(*)::int as rows,
            coalesce(md5(string_agg((to_jsonb(t) - 'change_xid' - 'change_seq')::text, '|' order by t.id)), '')
              as digest
          from ${sql.identifier(table)} t`,
    );
  }
  return out;
}

let seeded: Db;
let seededFiles: LocalFileStore;
let first: Awaited<ReturnType<typeof contents>>;

beforeAll(async () => {
  seeded = await fresh();
  seededFiles = fileStore();
  expect(await seedIfEmpty(seeded, { demo: true, today: TODAY, fileStore: seededFiles })).toBe(
    "seeded",
  );
  first = await contents(seeded);
}, 180_000);

afterAll(async () => {
  await removeTempPdfs();
  for (const { database, drop } of opened) {
    await database.close();
    await drop();
  }
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("the demo's stored documents (issue #36)", () => {
  // They were 1.7 KB stand-ins (no embedded font, no layout); a newcomer who downloads one now
  // sees what the product makes: the generator's document of that negotiation.
  it("are the generator's documents, one of each type checked for its own negotiation", async () => {
    const rows = await seeded.select().from(attachments).orderBy(asc(attachments.id));
    expect(rows.length).toBeGreaterThan(100);
    const oneOfEachType = [...new Map(rows.map((r) => [r.documentType, r])).values()];
    expect(oneOfEachType.length).toBeGreaterThanOrEqual(6);
    for (const row of oneOfEachType) {
      const facts = (await negotiationFacts(seeded, row.ownerId))!;
      const title = documentTypeLabels[row.documentType as keyof typeof documentTypeLabels];
      expect(row.fileName).toMatch(/^.+_NE-\d{8}_\d{8}\.pdf$/);
      expect(
        row.fileName.startsWith(`${title.replace(/\//g, "・")}_${facts.negotiationCode}_`),
      ).toBe(true);
      const { body } = await seededFiles.get(row.storageKey);
      const chunks: Buffer[] = [];
      for await (const chunk of body as AsyncIterable<Buffer>) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(row.size);
      expect(bytes.length).toBeGreaterThan(20_000);
      const file = await writeTempPdf(bytes);
      // Noto Sans JP embedded (`emb` yes), not a font the viewer has to have.
      const fonts = (await run("pdffonts", [file])).stdout;
      expect(fonts).toMatch(/NotoSansJP-Regular\S*\s+CID TrueType\s+Identity-H\s+yes/);
      const text = (await pageTexts(file)).join("").replace(/\s+/g, "");
      expect(text).toContain(title.replace(/\s+/g, ""));
      expect(text).toContain(facts.negotiationCode);
      expect(text).toContain(facts.target.name.replace(/\s+/g, ""));
    }
  }, 60_000);
});

describe("the demo seed on a fresh database", () => {
  it("fills every business table", () => {
    for (const table of BUSINESS_TABLES)
      expect({ table, empty: first[table]!.rows === 0 }).toEqual({ table, empty: false });
    expect(first.targets!.rows).toBe(200);
  });

  it("is deterministic: seedBusiness on another fresh database on the same day gives the same rows, instants included", async () => {
    const db = await fresh();
    await db.transaction(async (tx) => {
      await seedFixedLists(tx);
      await seedDemoMasters(tx);
    });
    const result = await seedBusiness(db, { today: TODAY, fileStore: fileStore() });
    expect(result.targets).toBe(first.targets!.rows);
    expect(result.matters).toBe(first.matters!.rows);
    expect(result.constructions).toBe(first.constructions!.rows);
    expect(await contents(db)).toEqual(first);
  }, 180_000);

  it("moves with the seeding day: a week later, the same story a week later", async () => {
    const db = await fresh();
    await seedIfEmpty(db, { demo: true, today: "2026-12-02" });
    const week = 7 * 86_400_000;
    const shifted = (at: Date | string | null) =>
      at === null ? null : new Date(new Date(at).getTime() + week).toISOString();
    const story = async (d: Db) => ({
      negotiations: (await d.select().from(negotiations).orderBy(asc(negotiations.id))).map((n) => [
        n.id,
        n.negotiationStatusId,
        n.scheduledAt,
        n.completedAt,
        n.createdAt,
      ]),
      constructions: (await d.select().from(constructions).orderBy(asc(constructions.id))).map(
        (x) => [x.id, x.status, x.teamId, x.slot, x.scheduledDate, x.completedAt],
      ),
    });
    const before = await story(seeded);
    const after = await story(db);
    expect(after.negotiations).toEqual(
      before.negotiations.map(([id, status, ...at]) => [
        id,
        status,
        ...at.map((x) => (x === null ? null : new Date(shifted(x as Date)!))),
      ]),
    );
    expect(after.constructions).toEqual(
      before.constructions.map(([id, status, team, slot, date, done]) => [
        id,
        status,
        team,
        slot,
        date === null ? null : shifted(date as string)!.slice(0, 10),
        done === null ? null : new Date(shifted(done as Date)!),
      ]),
    );
  }, 180_000);

  it("seedIfEmpty is a no-op on a seeded database", async () => {
    const users = await one<{ n: number }>(seeded, sql`select count(*)::int as n from users`);
    expect(await seedIfEmpty(seeded, { demo: true, today: TODAY })).toBe("skipped");
    expect(await contents(seeded)).toEqual(first);
    expect(await one(seeded, sql`select count(*)::int as n from users`)).toEqual(users);
  });

  // Seen by the gateway team: seedBusiness called right after seedIfEmpty({ demo: true }) is a
  // second run (the demo seed already ran it). It used to fail on the free slots' unique key; now
  // it says why, and its transaction leaves the data as it was.
  it("refuses a second run with a clear message and changes nothing", async () => {
    await expect(seedBusiness(seeded, { today: TODAY })).rejects.toThrow(
      /already holds business data/,
    );
    expect(await contents(seeded)).toEqual(first);
  });
});
