// The demo story obeys the workflows (issue 11): a fresh database seeded on a fixed day and one
// seeded today, every row checked against the rules of story-rules.ts (matters against their
// children, negotiations, constructions against their slots and readings, line codes against the
// removals, documents against their files), plus the "Must show" counts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { LocalFileStore } from "../files/local";
import type { FileStore } from "../files/store";
import { emptyDatabase } from "../test/templates";
import { todayInTokyo } from "./clock";
import { seedIfEmpty } from "./index";
import { checkStory, storyCounts, type Story } from "./story-rules";

type Fresh = Awaited<ReturnType<typeof emptyDatabase>>;
const opened: Fresh[] = [];
const folders: string[] = [];

async function seeded(today: string): Promise<{ db: Db; fileStore: FileStore }> {
  const created = await emptyDatabase();
  opened.push(created);
  const dir = mkdtempSync(path.join(tmpdir(), "cfx-seed-files-"));
  folders.push(dir);
  const fileStore = new LocalFileStore(dir);
  await seedIfEmpty(created.database.db, { demo: true, today, fileStore });
  return { db: created.database.db, fileStore };
}

afterAll(async () => {
  for (const { database, drop } of opened) {
    await database.close();
    await drop();
  }
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// A Wednesday in late November, a Sunday that starts a fiscal year (no work that day, a new
// 年度 in the names), and the day the tests run: the story must hold on each.
for (const [label, today] of [
  ["a fixed day (2026-11-25)", "2026-11-25"],
  ["a Sunday starting a fiscal year (2027-04-04)", "2027-04-04"],
  ["today", todayInTokyo()],
] as const) {
  describe(`the demo story seeded on ${label}`, () => {
    let story: Story;
    let violations: string[];

    beforeAll(async () => {
      const { db, fileStore } = await seeded(today);
      ({ story, violations } = await checkStory(db, today, fileStore));
    }, 180_000);

    it("keeps every rule, row by row", () => {
      expect(violations).toEqual([]);
    });

    it("shows what the issue asks for", () => {
      const n = storyCounts(story, today);
      expect(Object.keys(n.matters).sort()).toEqual(["1", "2", "3", "4", "5", "6", "7", "9"]);
      expect(Object.keys(n.negotiations).sort()).toEqual(["1", "2", "3", "4", "5", "6"]);
      expect(Object.keys(n.constructions).sort()).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
      expect(Object.keys(n.lineCodes).sort()).toEqual(["使用中", "撤去予定", "撤去済"]);
      expect(n.projects["1"], "one project 準備中").toBeGreaterThanOrEqual(1);
      expect(n.projects["2"], "some projects 進行中").toBeGreaterThanOrEqual(2);
      expect(n.projects["3"], "one project 完了").toBeGreaterThanOrEqual(1);
      expect(n.visitsThisWeek, "open negotiations visited this week").toBeGreaterThanOrEqual(1);
      expect(n.visitsToday, "visits today (the dashboard)").toBeGreaterThanOrEqual(1);
      expect(n.bookableSlotsFromToday, "free slots with capacity from today").toBeGreaterThan(0);
      expect(Object.keys(n.slotKinds).sort()).toEqual(["午前", "午後", "終日"]);
      expect(n.failingMeasurements).toBeGreaterThanOrEqual(2);
      expect(n.failingOnWorkInProgress, "a 施工中 work with a failing reading").toBeGreaterThan(0);
      expect(n.completedWithOverride, "completed over a failing reading").toBe(1);
      expect(n.negotiationAssignees, "several negotiation assignees").toBeGreaterThanOrEqual(3);
      expect(n.matterAssignees, "several matter assignees").toBeGreaterThanOrEqual(2);
      expect(n.runs).toEqual({ 成功: 1, 失敗: 1 });
      expect(n.sources).toBe(2);
      expect(n.attachments, "documents once negotiations are agreed").toBeGreaterThan(0);
      expect(Object.keys(n.documentTypes).length, "several kinds of document").toBeGreaterThan(4);
      expect(story.services.length, "contract contents").toBeGreaterThan(0);
    });
  });
}

describe("the rules catch a broken story", () => {
  // The checker must be able to fail: break one rule of each kind and see it named.
  it("names the rows that break them", async () => {
    const today = "2026-11-25";
    const { db, fileStore } = await seeded(today);
    const { sql } = await import("drizzle-orm");
    await db.execute(sql`update matters set status = 1 where id = (
      select matter_id from constructions where status = 5 order by id limit 1)`);
    await db.execute(sql`update measurements set judgement = '合格' where id = (
      select id from measurements where judgement = '不合格' order by id limit 1)`);
    await db.execute(sql`update constructions set scheduled_date = '2026-11-20' where id = (
      select id from constructions where status = 3 order by id limit 1)`);
    await db.execute(sql`update line_codes set status = '使用中', removed_at = null,
      construction_id = null where id = (
      select id from line_codes where status = '撤去済' order by id limit 1)`);
    const { violations } = await checkStory(db, today, fileStore);
    const text = violations.join("\n");
    expect(text).toMatch(/MT-\d{8}: status 1 \(1\) but latest NE-/);
    expect(text).toMatch(/measurement#\d+ .* judged 合格 against/);
    expect(text).toMatch(/CN-\d{8}: status 3 with team/);
    expect(text).toMatch(/line L\d{3}-\d{5}: 使用中, target is in a removal project/);
  }, 180_000);
});
