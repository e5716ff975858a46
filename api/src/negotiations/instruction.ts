// 交渉指示: what creating a negotiation does besides the row (book the assignee's visit, move the
// matter to 交渉中), for one instruction (POST /basis/negotiations) and for many at once
// (POST /bulk/create/negotiations), always in the caller's transaction.
import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { NEGOTIATION_DONE } from "@cfx/domain/workflows";
import { codeOf, displayCode } from "@cfx/domain/codes";
import type { Tx } from "../db/client";
import { schedules } from "../constructions/tables";
import { insertRecord, softDeleteRecord, type Row } from "../platform/crud";
import { badRequest, HttpError } from "../platform/errors";
import { matters } from "../projects/tables";
import { customers, targetDetails } from "../targets/tables";
import { negotiations } from "./tables";
import { checkInstruction, moveMatterAfter } from "./workflow";

type Negotiation = Row<typeof negotiations>;

/** How long a visit is booked for. */
export const VISIT_MINUTES = 60;
const HOUR_MS = 3_600_000;

/** After a negotiation is written: a new one with an assignee and a time books the visit. */
export async function afterNegotiationWrite(
  tx: Tx,
  actor: number,
  before: Negotiation | undefined,
  after: Negotiation,
): Promise<void> {
  const negotiationId = after.id;
  const scheduledAt = after.scheduledAt;
  if (!before && after.assigneeUserId && scheduledAt) {
    await insertRecord(
      tx,
      schedules,
      {
        kind: 2,
        userId: after.assigneeUserId,
        startAt: scheduledAt,
        endAt: new Date(scheduledAt.getTime() + VISIT_MINUTES * 60_000),
        title: `交渉訪問（${codeOf("negotiation", negotiationId)}）`,
        negotiationId,
      },
      actor,
    );
  }
  if (
    before &&
    before.negotiationStatusId !== NEGOTIATION_DONE &&
    after.negotiationStatusId === NEGOTIATION_DONE
  )
    await releaseVisits(tx, actor, negotiationId, after.completedAt ?? new Date());
  await moveMatterAfter(tx, before, after, actor);
}

/**
 * A completed negotiation has no more visits: the ones booked from its completion on leave the
 * negotiator's schedule (each a `delete` audit row); the visits already made stay.
 */
async function releaseVisits(tx: Tx, actor: number, negotiationId: number, from: Date) {
  const later = await tx
    .select({ id: schedules.id, version: schedules.version })
    .from(schedules)
    .where(
      and(
        eq(schedules.negotiationId, negotiationId),
        isNull(schedules.deletedAt),
        gte(schedules.startAt, from),
      ),
    );
  for (const s of later) await softDeleteRecord(tx, schedules, s.id, s.version, actor);
}

/** Visit hours of a working day (Tokyo): the first starts at 9:00, the last at 16:00. */
const FIRST_HOUR = 9;
const LAST_HOUR = 16;

/**
 * The free visit times of `userId` from `from` to `to` (dates, Tokyo, both included): every hour
 * of a weekday from 9:00 to 16:00 that none of the user's schedules overlaps, earliest first.
 */
export async function freeVisitTimes(
  tx: Tx,
  userId: number,
  from: string,
  to: string,
  wanted: number,
): Promise<Date[]> {
  const start = new Date(`${from}T00:00:00+09:00`);
  const end = new Date(new Date(`${to}T00:00:00+09:00`).getTime() + 24 * HOUR_MS);
  const busy = await tx
    .select({ startAt: schedules.startAt, endAt: schedules.endAt })
    .from(schedules)
    .where(
      and(
        eq(schedules.userId, userId),
        isNull(schedules.deletedAt),
        lt(schedules.startAt, end),
        gte(schedules.endAt, start),
      ),
    );
  const out: Date[] = [];
  for (let day = start.getTime(); day < end.getTime() && out.length < wanted; day += 24 * HOUR_MS) {
    // The weekday of the Tokyo date (the day starts at 00:00 +09:00).
    const weekday = new Date(day + 9 * HOUR_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (let h = FIRST_HOUR; h <= LAST_HOUR && out.length < wanted; h++) {
      const at = day + h * HOUR_MS;
      const until = at + VISIT_MINUTES * 60_000;
      if (!busy.some((b) => b.startAt.getTime() < until && b.endAt.getTime() > at))
        out.push(new Date(at));
    }
  }
  return out;
}

/** The owner of the matter's target (the customer a negotiation is with by default), if any. */
async function ownersOf(tx: Tx, matterIds: number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ matterId: matters.id, customerId: customers.id })
    .from(matters)
    .innerJoin(targetDetails, eq(targetDetails.targetId, matters.targetId))
    .innerJoin(customers, eq(customers.targetDetailId, targetDetails.id))
    .where(
      and(
        inArray(matters.id, matterIds),
        isNull(targetDetails.deletedAt),
        isNull(customers.deletedAt),
      ),
    )
    // Owners (customer type 1) first, then the first registered.
    .orderBy(
      asc(matters.id),
      sql`case when ${customers.customerType} = 1 then 0 else 1 end`,
      asc(customers.id),
    );
  const out = new Map<number, number>();
  for (const r of rows) if (!out.has(r.matterId)) out.set(r.matterId, r.customerId);
  return out;
}

/**
 * 一括交渉指示: a negotiation for every matter with one assignee, visits in the free hours of the
 * window, all or nothing. Every refused matter is named by its MT code in one answer.
 */
export async function instructMany(
  tx: Tx,
  actor: number,
  body: { matterIds: number[]; assigneeUserId: number; visitFrom: string; visitTo: string },
): Promise<Negotiation[]> {
  const refused: string[] = [];
  for (const matterId of body.matterIds) {
    try {
      await checkInstruction(tx, { matterId });
    } catch (e) {
      const message = e instanceof HttpError ? Object.values(e.body)[0]?.[0] : undefined;
      if (!message) throw e;
      refused.push(`${displayCode("MT", String(matterId))}: ${message}`);
    }
  }
  if (refused.length) throw badRequest({ matterIds: refused });
  const times = await freeVisitTimes(
    tx,
    body.assigneeUserId,
    body.visitFrom,
    body.visitTo,
    body.matterIds.length,
  );
  if (times.length < body.matterIds.length)
    throw badRequest({
      visitTo: [
        `訪問期間に空き時間が足りません（${body.matterIds.length}件に対して${times.length}件分の空き）`,
      ],
    });
  const owners = await ownersOf(tx, body.matterIds);
  const created: Negotiation[] = [];
  for (const [i, matterId] of body.matterIds.entries()) {
    const row = await insertRecord(
      tx,
      negotiations,
      {
        matterId,
        customerId: owners.get(matterId) ?? null,
        assigneeUserId: body.assigneeUserId,
        negotiationStatusId: 1,
        scheduledAt: times[i]!,
      },
      actor,
    );
    await afterNegotiationWrite(tx, actor, undefined, row);
    created.push(row);
  }
  return created;
}
