// The checks and consequences-to-be of one construction write, by the state machine of
// docs/DOMAIN.md: created (指示待ち) only for a matter whose latest negotiation ended 合意;
// dispatch (company + team) → a free slot dated today or later is booked → 施工中 → 完了
// (measurements pass, or a reason); 延期 and 中止 release the slot; 完了 and 中止 are final.
// Split from workflow.ts (issue #41), which keeps what follows the write.
import { and, eq, isNull, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { constructionStatusLabels, matterStatusLabels } from "@cfx/domain/enumerations";
import { checkHandEdge, CN, constructionWorkflow, MATTER } from "@cfx/domain/workflows";
import { CONSTRUCTION_STAFF_ROLE } from "../auth/flags";
import { hasFlag } from "../auth/hooks";
import type { Executor, Tx } from "../db/client";
import { teams } from "../masters/tables";
import { getActive, type Row } from "../platform/crud";
import { badRequest, forbidden } from "../platform/errors";
import { rowScope, type Scoped, type WriteValues } from "../platform/resource";
import { matters } from "../projects/tables";
import { countBy, latestNegotiationAgreed } from "../projects/workflow";
import { checkCompletable } from "./domain";
import { bookSlot } from "./slot-booking";
import { constructions, measurements } from "./tables";

/** A construction status as the screens name it (for the refusals). */
export const statusLabel = (s: number) =>
  constructionStatusLabels[s as keyof typeof constructionStatusLabels];
const matterLabel = (s: number) => matterStatusLabels[s as keyof typeof matterStatusLabels];

/** Team, company, date and slot: what a dispatch sets. */
const DISPATCH_FIELDS = ["teamId", "associateCompanyId", "scheduledDate", "slot"] as const;
const RELEASED = { scheduledDate: null, slot: null };

export type Construction = Row<typeof constructions>;
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
    if (field) throw badRequest({ [field]: [`${statusLabel(from)}した工事は変更できません`] });
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
          scheduledDate: [`${statusLabel(to)}の工事は手配し直してから日程を入れてください`],
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
