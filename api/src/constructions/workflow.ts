// The construction state machine of docs/DOMAIN.md, applied inside the write's transaction:
// created (指示待ち) only for a matter whose latest negotiation ended 合意; dispatch (company + team)
// → a free slot dated today or later is booked → 施工中 → 完了 (measurements pass, or a reason);
// 延期 and 中止 release the slot; 完了 and 中止 are final. The matter and the drop lines follow.
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { constructionStatusLabels, matterStatusLabels } from "@cfx/domain/enumerations";
import { tokyoDate } from "@cfx/domain/dates";
import {
  checkHandEdge,
  CN,
  constructionWorkflow,
  handTargets,
  MATTER,
} from "@cfx/domain/workflows";
import { CONSTRUCTION_STAFF_ROLE } from "../auth/flags";
import { hasFlag } from "../auth/hooks";
import type { Executor, Tx } from "../db/client";
import { lineCodes } from "../linecodes/tables";
import { teams } from "../masters/tables";
import { getActive, updateRecord, type Row } from "../platform/crud";
import { badRequest, forbidden } from "../platform/errors";
import { rowScope, type RecordOf, type Scoped, type WriteValues } from "../platform/resource";
import { matters } from "../projects/tables";
import { countBy, latestNegotiationAgreed, moveMatter } from "../projects/workflow";
import { customersOfMatters } from "./customer";
import { checkCompletable } from "./domain";
import { constructionFreeSchedules, constructions, measurements } from "./tables";

const label = (s: number) => constructionStatusLabels[s as keyof typeof constructionStatusLabels];
const matterLabel = (s: number) => matterStatusLabels[s as keyof typeof matterStatusLabels];

/** Team, company, date and slot: what a dispatch sets. */
const DISPATCH_FIELDS = ["teamId", "associateCompanyId", "scheduledDate", "slot"] as const;
const RELEASED = { scheduledDate: null, slot: null };

type Construction = Row<typeof constructions>;
/** A construction's body or changes, completed by prepareConstruction. */
export type ConstructionValues = WriteValues<typeof constructions>;

/**
 * Whether `matter` may receive a new construction: 合意 (or 工事手配中 whose construction was
 * cancelled), its latest negotiation ended 合意, and no live construction. The refusal otherwise.
 */
export async function constructionRefusal(
  ex: Executor,
  matter: typeof matters.$inferSelect,
): Promise<string | undefined> {
  if (matter.status === MATTER.onHold)
    return "案件が保留中です。保留を解除してから操作してください";
  if (matter.status !== MATTER.agreed && matter.status !== MATTER.arranging)
    return `${matterLabel(matter.status)}の案件には工事を作成できません（交渉が合意した案件だけ）`;
  if (!(await latestNegotiationAgreed(ex, [matter.id])).has(matter.id))
    return "最新の交渉が合意で完了していない案件には工事を作成できません";
  const live = (
    await countBy(ex, constructions.matterId, [matter.id], ne(constructions.status, CN.cancelled))
  ).get(matter.id);
  if (live) return "この案件には既に工事があります";
  return undefined;
}

/** The construction's parent scope for teams: a 工事担当 names only its own companies' teams. */
export interface DispatchDeps {
  companyTeams: Scoped;
}

/**
 * The status a write asks for: the one sent, or — when only dispatch fields are sent — 日程確定 with
 * a date and slot, else 指示済 (from 指示待ち, 指示済 or 延期); 日程確定 stays 日程確定 (rebooking).
 */
function wantedStatus(v: ConstructionValues, before: Construction | undefined): number {
  if (v.status !== undefined) return v.status;
  const from = before?.status ?? CN.waiting;
  // A company alone is not a dispatch (a construction may be earmarked for a partner first).
  const dispatching = (["teamId", "scheduledDate", "slot"] as const).some(
    (f) => v[f] !== undefined && v[f] !== null,
  );
  if (!dispatching || ![CN.waiting, CN.instructed, CN.postponed].includes(from as 1)) return from;
  const m = { ...before, ...v };
  return m.scheduledDate && m.slot ? CN.scheduled : CN.instructed;
}

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
async function bookSlot(tx: Tx, teamId: number, date: string, slot: string, id?: number) {
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

/** Statuses whose construction holds (or held, once done) its slot. */
const BOOKING = [CN.scheduled, CN.working, CN.done];

/**
 * Validates a create or update of a construction and completes `v` with what the transition
 * implies (company from the team, instructedAt/By, released slot, completedAt).
 */
export async function prepareConstruction(
  v: ConstructionValues,
  { tx, request, before }: { tx: Tx; request: FastifyRequest; before?: Construction },
  deps: DispatchDeps,
): Promise<ConstructionValues> {
  // A partner's write naming another company is refused before anything about the matter is told.
  if (
    request.user.roleTypeId === CONSTRUCTION_STAFF_ROLE &&
    v.associateCompanyId != null &&
    !request.user.associateCompanyIds.includes(v.associateCompanyId)
  )
    throw forbidden();
  if (!before) {
    // The create schema requires matterId; without one the answer is that of a missing matter.
    const missingMatter = () => badRequest({ matterId: ["指定された案件が存在しません"] });
    if (v.matterId === undefined) throw missingMatter();
    const matter = await getActive(tx, matters, v.matterId).catch(() => {
      throw missingMatter();
    });
    const refusal = await constructionRefusal(tx, matter);
    if (refusal) throw badRequest({ matterId: [refusal] });
    if (v.status !== undefined && v.status !== CN.waiting)
      throw badRequest({ status: ["工事は指示待ちで登録し、手配してください"] });
    v.workType ??= matter.workType;
  } else if (v.matterId !== undefined && v.matterId !== before.matterId) {
    throw badRequest({ matterId: ["工事の案件は変更できません"] });
  }
  const from = before?.status ?? CN.waiting;
  const to = wantedStatus(v, before);
  if (from === CN.done || from === CN.cancelled) {
    const field = (["status", ...DISPATCH_FIELDS, "overrideReason", "workType"] as const).find(
      (f) => v[f] !== undefined && v[f] !== before?.[f],
    );
    if (field === "status")
      throw badRequest({ status: [checkHandEdge(constructionWorkflow, from, to)!] });
    if (field) throw badRequest({ [field]: [`${label(from)}した工事は変更できません`] });
    return v;
  }
  const refusal = checkHandEdge(constructionWorkflow, from, to);
  if (refusal) throw badRequest({ status: [refusal] });
  // Written on create too, so the record's first audit row says 指示待ち.
  if (to !== from || !before) v.status = to;
  const m: ConstructionValues = { ...before, ...v };
  const dispatchChanged = DISPATCH_FIELDS.some(
    (f) => v[f] !== undefined && v[f] !== (before?.[f] ?? null),
  );

  switch (to) {
    case CN.waiting:
      // Back from 延期 to be dispatched again from scratch.
      if (from === CN.postponed)
        Object.assign(v, RELEASED, {
          teamId: null,
          associateCompanyId: null,
          instructedAt: null,
          instructedBy: null,
        });
      break;
    case CN.instructed:
    case CN.scheduled: {
      if (to !== from || dispatchChanged) {
        if (!hasFlag(request, "instructionSend")) throw forbidden();
        await dispatch(tx, v, m, to, request, deps, before?.id);
      }
      break;
    }
    case CN.working:
      if (dispatchChanged)
        throw badRequest({ scheduledDate: ["施工中の工事の班・日程は変更できません"] });
      break;
    case CN.done:
      if (dispatchChanged)
        throw badRequest({ scheduledDate: ["完了する工事の班・日程は変更できません"] });
      if (from !== CN.done) await checkCompletion(tx, m);
      v.completedAt = new Date();
      break;
    case CN.postponed:
    case CN.cancelled:
      if (to !== from) Object.assign(v, RELEASED);
      else if (dispatchChanged)
        throw badRequest({
          scheduledDate: [`${label(to)}の工事は手配し直してから日程を入れてください`],
        });
      break;
  }
  if (request.user.roleTypeId === CONSTRUCTION_STAFF_ROLE) {
    const company =
      v.associateCompanyId !== undefined ? v.associateCompanyId : before?.associateCompanyId;
    if (!company || !request.user.associateCompanyIds.includes(company)) throw forbidden();
  }
  return v;
}

/** 指示済: a team (its company follows); 日程確定: also a free slot dated today or later. */
async function dispatch(
  tx: Tx,
  v: ConstructionValues,
  m: ConstructionValues,
  to: number,
  request: FastifyRequest,
  deps: DispatchDeps,
  id: number | undefined,
) {
  const teamId = m.teamId;
  if (!teamId) throw badRequest({ teamId: ["手配するには班を選択してください"] });
  const team = await tx
    .select()
    .from(teams)
    .where(
      and(eq(teams.id, teamId), isNull(teams.deletedAt), rowScope(deps.companyTeams, request)),
    );
  if (!team[0]) throw badRequest({ teamId: ["指定された班が存在しません"] });
  if (v.associateCompanyId && v.associateCompanyId !== team[0].associateCompanyId)
    throw badRequest({ associateCompanyId: ["班の協力会社と一致しません"] });
  v.teamId = teamId;
  v.associateCompanyId = team[0].associateCompanyId;
  if (to === CN.scheduled) {
    const { scheduledDate, slot } = m;
    if (!scheduledDate || !slot) {
      const missing: Record<string, string[]> = {};
      if (!scheduledDate)
        missing.scheduledDate = ["日程を確定するには工事予定日を入力してください"];
      if (!slot) missing.slot = ["日程を確定するには時間帯を選択してください"];
      throw badRequest(missing);
    }
    await bookSlot(tx, teamId, scheduledDate, slot, id);
  } else Object.assign(v, RELEASED);
  v.instructedAt = new Date();
  v.instructedBy = request.user.id;
}

async function checkCompletion(tx: Tx, m: ConstructionValues) {
  const judged = m.id
    ? (
        await tx
          .select({ judgement: measurements.judgement })
          .from(measurements)
          .where(and(eq(measurements.constructionId, m.id), isNull(measurements.deletedAt)))
      ).map((r) => r.judgement)
    : [];
  const check = checkCompletable(judged, m.overrideReason, m.workType !== 4);
  if (!check.ok) throw badRequest({ status: [check.message] });
}

/**
 * The consequences, in the same transaction: a new construction moves its matter 合意 → 工事手配中;
 * completion moves it to 工事完了, and a drop-line removal marks the target's consented lines 撤去済.
 */
export async function afterConstruction(
  tx: Tx,
  before: Construction | undefined,
  after: Construction,
  actor: number,
): Promise<void> {
  const matterId = after.matterId;
  if (!before) {
    await moveMatter(tx, matterId, MATTER.arranging, actor, "matterId");
    return;
  }
  if (after.status !== CN.done || before.status === CN.done) return;
  await moveMatter(tx, matterId, MATTER.constructed, actor, "status");
  if (after.workType !== 4) return;
  const matter = await getActive(tx, matters, matterId);
  const lines = await tx
    .select()
    .from(lineCodes)
    .where(
      and(
        isNull(lineCodes.deletedAt),
        eq(lineCodes.status, "撤去予定"),
        sql`(${lineCodes.constructionId} = ${after.id} or (${lineCodes.constructionId} is null and ${lineCodes.targetId} = ${matter.targetId}))`,
      ),
    );
  for (const line of lines)
    await updateRecord(
      tx,
      lineCodes,
      line.id,
      line.version,
      {
        status: "撤去済",
        removedAt: after.completedAt,
        constructionId: after.id,
      },
      actor,
    );
}

/** docs/DOMAIN.md "Deletion": a construction with measurements stays. */
export async function refuseDelete(tx: Tx, id: number): Promise<void> {
  const n = (await countBy(tx, measurements.constructionId, [id])).get(id);
  if (n) throw badRequest({ id: [`測定が${n}件あるため、工事を削除できません`] });
}

/** Children (entries, measurements) are written only while the work is open. */
export function refuseChildWrite(construction: Construction, what: string): void {
  const status = construction.status;
  if (status === CN.done || status === CN.cancelled)
    throw badRequest({ constructionId: [`${label(status)}した工事には${what}を登録できません`] });
}

export async function decorateConstructions(
  records: RecordOf<typeof constructions>[],
  ex: Executor,
  request: FastifyRequest,
): Promise<void> {
  const measured = await countBy(
    ex,
    measurements.constructionId,
    records.map((r) => r.id),
  );
  const customers = await customersOfMatters(
    ex,
    records.map((r) => r.matterId),
    request,
  );
  const edit = hasFlag(request, "constructionEdit");
  const send = hasFlag(request, "instructionSend");
  for (const r of records) {
    r.customer = customers.get(r.matterId) ?? null;
    const status = r.status;
    const targets = edit
      ? handTargets(constructionWorkflow.transitions, status).filter(
          (s) => send || (s !== CN.instructed && s !== CN.scheduled),
        )
      : [];
    r.allowedStatuses = targets;
    const can = (s: number) => targets.includes(s);
    r.can = {
      dispatch: can(CN.instructed) || (edit && send && status === CN.instructed),
      schedule: can(CN.scheduled) || (edit && send && status === CN.scheduled),
      start: can(CN.working),
      complete: can(CN.done),
      postpone: can(CN.postponed),
      cancel: can(CN.cancelled),
      delete: edit && !measured.get(r.id),
    };
  }
}
