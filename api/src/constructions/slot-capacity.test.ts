// Databases: both (the slot's lock is the database's: real concurrency on PostgreSQL; on PGlite,
// one session, the same answers)
// A free slot is never overbooked (issue #40): the database refuses it under concurrency, not the
// screen. 20 dispatches race for the last place of a slot: exactly one wins, the others are told
// the slot is full, and the bookings in the database equal the capacity. A slot's own writes
// (capacity lowered, slot deleted) lock the slot before counting, so they cannot slip below a
// booking being made at the same time; a construction moved elsewhere frees its place.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tokyoDaysFromNow, workflowSuite, type Rec } from "../test/workflow-fixtures";
import { constructionFreeSchedules, constructions } from "./tables";

const f = workflowSuite();
const PATH = "/basis/constructions";
const SLOTS = "/basis/construction-free-schedules";
const FULL = { slot: ["この枠は満員です。別の日時を選択してください"] };

/** Bookings (日程確定・施工中・完了) of team 1's slot, read straight from the database. */
async function bookedInDb(date: string, slot: string): Promise<number> {
  const [row] = await f.api.db
    .select({ n: sql<number>`count(*)::int` })
    .from(constructions)
    .where(
      and(
        eq(constructions.teamId, 1),
        eq(constructions.scheduledDate, date),
        eq(constructions.slot, slot),
        isNull(constructions.deletedAt),
        inArray(constructions.status, [3, 4, 5]),
      ),
    );
  return row!.n;
}

/** `n` constructions dispatched to team 1 (指示済), ready to be given a date. */
async function instructed(n: number): Promise<Rec[]> {
  const out: Rec[] = [];
  for (let i = 0; i < n; i++) out.push(await f.constructionIn(2));
  return out;
}

describe("a free slot under concurrent bookings", () => {
  it("lets exactly 1 of 20 concurrent dispatches take the last place", async () => {
    const day = tokyoDaysFromNow(240);
    await f.create(SLOTS, { teamId: 1, date: day, slot: "午前", capacity: 2 });
    const [first, ...racers] = await instructed(21);
    await f.patch(PATH, first!.id, { scheduledDate: day, slot: "午前" }); // 1 place left
    expect(racers).toHaveLength(20);

    const answers = await Promise.all(
      racers.map((c) =>
        f.call("PATCH", `${PATH}/${c.id}`, {
          version: c.version,
          scheduledDate: day,
          slot: "午前",
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(won, JSON.stringify(answers.map((a) => a.status))).toHaveLength(1);
    expect(won[0]!.body).toMatchObject({ status: 3, scheduledDate: day, slot: "午前" });
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body).toEqual(FULL);
    }
    expect(await bookedInDb(day, "午前")).toBe(2);
    // The refused ones are left as they were: 指示済, no date.
    const loser = answers.indexOf(refused[0]!);
    expect(await f.get(PATH, racers[loser]!.id)).toMatchObject({
      status: 2,
      scheduledDate: null,
      version: racers[loser]!.version,
    });
    const slot = (await f.call("GET", `${SLOTS}?teamId=1&dateFrom=${day}&dateTo=${day}`)).body[0];
    expect(slot).toMatchObject({ capacity: 2, booked: 2 });
  });

  it("refuses a capacity below the bookings, and a delete of a booked slot", async () => {
    const day = tokyoDaysFromNow(241);
    const slot = await f.create(SLOTS, { teamId: 1, date: day, slot: "午後", capacity: 3 });
    const [a, b] = await instructed(2);
    await f.patch(PATH, a!.id, { scheduledDate: day, slot: "午後" });
    await f.patch(PATH, b!.id, { scheduledDate: day, slot: "午後" });
    const lower = await f.call("PATCH", `${SLOTS}/${slot.id}`, {
      version: slot.version,
      capacity: 1,
    });
    expect(lower.status).toBe(400);
    expect(lower.body).toEqual({ capacity: ["予約が2件あるため、2未満にはできません"] });
    const removed = await f.call("DELETE", `${SLOTS}/${slot.id}?version=${slot.version}`);
    expect(removed.status).toBe(400);
    expect(removed.body).toEqual({ id: ["予約が2件あるため、空き枠を削除できません"] });
    // Down to exactly the bookings is fine: the slot is then full.
    const full = await f.call("PATCH", `${SLOTS}/${slot.id}`, {
      version: slot.version,
      capacity: 2,
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ capacity: 2, booked: 2 });
  });

  it("frees the old place when a booking moves to another slot, or is postponed", async () => {
    const day = tokyoDaysFromNow(242);
    await f.create(SLOTS, { teamId: 1, date: day, slot: "午前", capacity: 1 });
    await f.create(SLOTS, { teamId: 1, date: day, slot: "午後", capacity: 1 });
    const [a, b] = await instructed(2);
    await f.patch(PATH, a!.id, { scheduledDate: day, slot: "午前" });
    const taken = await f.call("PATCH", `${PATH}/${b!.id}`, {
      version: b!.version,
      scheduledDate: day,
      slot: "午前",
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(FULL);
    // a moves to the afternoon: the morning's place is b's now.
    const moved = await f.patch(PATH, a!.id, { slot: "午後" });
    expect(moved).toMatchObject({ status: 3, slot: "午後" });
    expect(await bookedInDb(day, "午前")).toBe(0);
    const booked = await f.patch(PATH, b!.id, { scheduledDate: day, slot: "午前" });
    expect(booked).toMatchObject({ status: 3, slot: "午前" });
    // Postponing a frees the afternoon.
    await f.patch(PATH, a!.id, { status: 6 });
    expect(await bookedInDb(day, "午後")).toBe(0);
    expect(await bookedInDb(day, "午前")).toBe(1);
  });

  // Only PostgreSQL has a second session to hold a booking open while the slot is written.
  it("a capacity lowered while a booking is being written waits for it and counts it", async (t) => {
    if (f.api.database.driver !== "postgres") return t.skip();
    const day = tokyoDaysFromNow(243);
    const slot = await f.create(SLOTS, { teamId: 1, date: day, slot: "終日", capacity: 1 });
    const [c] = await instructed(1);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const inFlight = new Promise<void>((r) => (written = r));
    // A dispatch caught between its write and its commit: it holds the slot's lock, as bookSlot.
    const booking = f.api.db.transaction(async (tx) => {
      await tx
        .select()
        .from(constructionFreeSchedules)
        .where(eq(constructionFreeSchedules.id, slot.id))
        .for("update");
      await tx
        .update(constructions)
        .set({ status: 3, scheduledDate: day, slot: "終日" })
        .where(eq(constructions.id, c!.id));
      written();
      await held;
    });
    await inFlight;
    const lowering = f.call("PATCH", `${SLOTS}/${slot.id}`, {
      version: slot.version,
      capacity: 0,
    });
    // Wait until the lowering is blocked on a lock (its count, had it come first, saw nothing).
    const waiting = async () =>
      (
        (await f.api.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
    release();
    await booking;
    const answer = await lowering;
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ capacity: ["予約が1件あるため、1未満にはできません"] });
    expect((await f.get(SLOTS, slot.id)).capacity).toBe(1);
  });
});
