// The free slots' bookings: the locked check that a dispatch dated today or later still finds
// room in its slot, and the booking counts the slot screens show. Split from workflow.ts
// (issue #41) so the locking argument below sits beside the only code it is about.
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { CN } from "@cfx/domain/workflows";
import { tokyoDate } from "@cfx/domain/dates";
import type { Executor, Tx } from "../db/client";
import { badRequest } from "../platform/errors";
import { constructionFreeSchedules, constructions } from "./tables";

/** Statuses whose construction holds (or held, once done) its slot. */
const BOOKING = [CN.scheduled, CN.working, CN.done];

/**
 * Locks the free slot and checks it has room left (not counting this construction).
 *
 * Why this cannot overbook, on PostgreSQL under READ COMMITTED: every transaction that takes a
 * place (this one) or shrinks or moves the slot (`lockFreeSlot` in the slot's own writes) first
 * locks the slot's row FOR UPDATE, and holds the lock until it commits. The count below is a new
 * statement, so it reads a new snapshot taken after the lock was granted: it sees every booking
 * committed by the transactions that held the lock before, and none can be added until this one
 * ends. A waiter whose slot was moved or deleted meanwhile re-reads the row's new version and
 * finds no slot. Only one slot row is locked per transaction (the construction's row is written
 * after it), so two dispatches cannot deadlock. On PGlite there is one session and transactions
 * run one after the other, so the same code is trivially serial there.
 */
export async function bookSlot(tx: Tx, teamId: number, date: string, slot: string, id?: number) {
  if (date < tokyoDate())
    throw badRequest({ scheduledDate: ["工事予定日は今日以降の日付を選択してください"] });
  const free = await tx
    .select()
    .from(constructionFreeSchedules)
    .where(
      and(
        eq(constructionFreeSchedules.teamId, teamId),
        eq(constructionFreeSchedules.date, date),
        eq(constructionFreeSchedules.slot, slot),
        isNull(constructionFreeSchedules.deletedAt),
      ),
    )
    .for("update");
  if (!free[0]) throw badRequest({ slot: ["この班のこの日時には空き枠がありません"] });
  const booked = await bookedCount(tx, teamId, date, slot, id);
  if (booked >= free[0].capacity)
    throw badRequest({ slot: ["この枠は満員です。別の日時を選択してください"] });
}

/**
 * Locks a free slot's row (by id) for a write to the slot itself, so its count of bookings stays
 * true until the write commits: a concurrent dispatch waits on the same lock (see `bookSlot`).
 */
export async function lockFreeSlot(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(constructionFreeSchedules)
    .where(and(eq(constructionFreeSchedules.id, id), isNull(constructionFreeSchedules.deletedAt)))
    .for("update");
  return row;
}

/** Constructions holding the slot (日程確定, 施工中, or done in it), this one excluded. */
export async function bookedCount(
  ex: Executor,
  teamId: number,
  date: string,
  slot: string,
  exceptId?: number,
): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(constructions)
    .where(
      and(
        eq(constructions.teamId, teamId),
        eq(constructions.scheduledDate, date),
        eq(constructions.slot, slot),
        isNull(constructions.deletedAt),
        inArray(constructions.status, BOOKING),
        exceptId ? ne(constructions.id, exceptId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Bookings per `team|date|slot` of a page of free slots, in one query. */
export async function bookings(
  ex: Executor,
  slots: { teamId: number; date: string }[],
): Promise<Map<string, number>> {
  const rows = await ex
    .select({
      teamId: constructions.teamId,
      date: constructions.scheduledDate,
      slot: constructions.slot,
      n: sql<number>`count(*)::int`,
    })
    .from(constructions)
    .where(
      and(
        inArray(constructions.teamId, [...new Set(slots.map((s) => s.teamId))]),
        inArray(constructions.scheduledDate, [...new Set(slots.map((s) => s.date))]),
        inArray(constructions.status, BOOKING),
        isNull(constructions.deletedAt),
      ),
    )
    .groupBy(constructions.teamId, constructions.scheduledDate, constructions.slot);
  return new Map(rows.map((r) => [`${r.teamId}|${r.date}|${r.slot}`, r.n]));
}
