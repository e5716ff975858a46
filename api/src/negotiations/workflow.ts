// The negotiation state machine of docs/DOMAIN.md and its consequences for the matter, applied inside the
// write's transaction: statuses 1–5 move freely, 完了 needs a reason and is final, and nothing
// about a negotiation changes once its matter has gone on to construction.
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { matterStatusLabels } from "@cfx/domain/enumerations";
import { codeOf } from "@cfx/domain/codes";
import {
  checkHandEdge,
  counterpartRefusal,
  handTargets,
  MATTER,
  MATTER_PAST_NEGOTIATION,
  NEGOTIATION_DONE,
  negotiationWorkflow,
  NO_CUSTOMER_TO_INSTRUCT,
} from "@cfx/domain/workflows";
import { hasFlag } from "../auth/hooks";
import type { Executor, Tx } from "../db/client";
import { getActive, type Row } from "../platform/crud";
import { badRequest } from "../platform/errors";
import type { RecordOf, WriteValues } from "../platform/resource";
import { matters } from "../projects/tables";
import { moveMatter } from "../projects/workflow";
import { customers, targetDetails } from "../targets/tables";
import { negotiations } from "./tables";

type Matter = typeof matters.$inferSelect;

const pastNegotiation = (status: number) =>
  (MATTER_PAST_NEGOTIATION as readonly number[]).includes(status);
const matterLabel = (s: number) => matterStatusLabels[s as keyof typeof matterStatusLabels];

type Negotiation = Row<typeof negotiations>;
/** A negotiation's body or changes, as prepare sees them. */
export type NegotiationValues = WriteValues<typeof negotiations>;

/** The fields a completed negotiation keeps: only its notes may still be written. */
const FINAL_FIELDS = [
  "matterId",
  "customerId",
  "assigneeUserId",
  "negotiationStatusId",
  "completeReason",
  "completedAt",
  "scheduledAt",
] as const;

/** The customer must live in the matter's target (through one of its units). */
async function checkCustomer(tx: Tx, customerId: number, matter: Matter) {
  const found = await tx
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(targetDetails, eq(targetDetails.id, customers.targetDetailId))
    .where(
      and(
        eq(customers.id, customerId),
        eq(targetDetails.targetId, matter.targetId),
        isNull(customers.deletedAt),
      ),
    );
  if (!found[0])
    throw badRequest({ customerId: ["交渉相手は案件の対象物件の顧客から選んでください"] });
}

/** Whether the matter's target has any live customer (through a live unit). */
async function targetHasCustomer(tx: Tx, matter: Matter): Promise<boolean> {
  const found = await tx
    .select({ id: customers.id })
    .from(customers)
    .innerJoin(targetDetails, eq(targetDetails.id, customers.targetDetailId))
    .where(
      and(
        eq(targetDetails.targetId, matter.targetId),
        isNull(targetDetails.deletedAt),
        isNull(customers.deletedAt),
      ),
    )
    .limit(1);
  return Boolean(found[0]);
}

/** 交渉指示: a new negotiation for a matter that is ready for one. */
export async function checkInstruction(tx: Tx, v: NegotiationValues): Promise<void> {
  // The create schema requires matterId: without one, the answer of a missing matter (404).
  const matter = await getActive(tx, matters, v.matterId ?? 0);
  if (pastNegotiation(matter.status) || matter.status === MATTER.agreed)
    throw badRequest({
      matterId: [`${matterLabel(matter.status)}の案件には交渉を登録できません`],
    });
  if (matter.status === MATTER.onHold)
    throw badRequest({ matterId: ["案件が保留中です。保留を解除してから操作してください"] });
  const open = await tx
    .select({ id: negotiations.id })
    .from(negotiations)
    .where(
      and(
        eq(negotiations.matterId, matter.id),
        ne(negotiations.negotiationStatusId, NEGOTIATION_DONE),
        isNull(negotiations.deletedAt),
      ),
    )
    .limit(1);
  if (open[0])
    throw badRequest({
      matterId: [`この案件には進行中の交渉（${codeOf("negotiation", open[0].id)}）があります`],
    });
  if (v.negotiationStatusId === NEGOTIATION_DONE)
    throw badRequest({
      negotiationStatusId: ["交渉は未完了の状態で登録し、経過を記録してから完了にしてください"],
    });
  if (v.completeReason !== undefined && v.completeReason !== 0)
    throw badRequest({ completeReason: ["完了理由は状態が完了のときだけ選択できます"] });
  if (v.customerId) await checkCustomer(tx, v.customerId, matter);
  else if (!(await targetHasCustomer(tx, matter)))
    throw badRequest({ customerId: [NO_CUSTOMER_TO_INSTRUCT] });
}

/** A change of an existing negotiation: the edge, completion's reason, and what its matter allows. */
export async function checkChange(
  tx: Tx,
  v: NegotiationValues,
  before: Negotiation,
): Promise<void> {
  const from = before.negotiationStatusId;
  const changed = (f: keyof Negotiation) => v[f] !== undefined && v[f] !== before[f];
  if (from === NEGOTIATION_DONE) {
    const field = FINAL_FIELDS.find(changed);
    if (field === "negotiationStatusId")
      throw badRequest({
        negotiationStatusId: [
          checkHandEdge(negotiationWorkflow, from, v.negotiationStatusId ?? from)!,
        ],
      });
    if (field)
      throw badRequest({
        [field]: ["完了した交渉は変更できません。新しい交渉を指示してください"],
      });
    return;
  }
  if (changed("matterId")) throw badRequest({ matterId: ["交渉の案件は変更できません"] });
  const to = v.negotiationStatusId ?? from;
  const refusal = checkHandEdge(negotiationWorkflow, from, to);
  if (refusal) throw badRequest({ negotiationStatusId: [refusal] });
  const reason = v.completeReason ?? before.completeReason ?? 0;
  if (to !== NEGOTIATION_DONE && reason !== 0)
    throw badRequest({ completeReason: ["完了理由は状態が完了のときだけ選択できます"] });
  if (to === NEGOTIATION_DONE && !reason)
    throw badRequest({ completeReason: ["完了にするには完了理由を選択してください"] });
  const matter = await getActive(tx, matters, before.matterId);
  if (to === NEGOTIATION_DONE && pastNegotiation(matter.status))
    throw badRequest({
      negotiationStatusId: [`${matterLabel(matter.status)}の案件の交渉は完了できません`],
    });
  if (changed("assigneeUserId") && pastNegotiation(matter.status))
    throw badRequest({
      assigneeUserId: [`${matterLabel(matter.status)}の案件の交渉は担当者を変更できません`],
    });
  if (changed("customerId") && v.customerId) await checkCustomer(tx, v.customerId, matter);
  if (to === NEGOTIATION_DONE) {
    const customerId = v.customerId !== undefined ? v.customerId : before.customerId;
    const refusal = counterpartRefusal(reason, customerId);
    if (refusal) throw badRequest({ customerId: [refusal] });
    v.completedAt ??= new Date();
  }
}

/**
 * The matter follows its negotiation: instructed → 交渉中 (from 未着手 or 不成立); completed 合意 →
 * 合意, 不成立 → 不成立 (引継ぎ leaves it 交渉中 for the next negotiation).
 */
export async function moveMatterAfter(
  tx: Tx,
  before: Negotiation | undefined,
  after: Negotiation,
  actor: number,
): Promise<void> {
  const matterId = after.matterId;
  if (!before) {
    await moveMatter(tx, matterId, MATTER.negotiating, actor, "matterId");
    return;
  }
  const completed =
    after.negotiationStatusId === NEGOTIATION_DONE &&
    before.negotiationStatusId !== NEGOTIATION_DONE;
  if (!completed) return;
  const to = { 1: MATTER.agreed, 2: MATTER.failed }[after.completeReason as 1 | 2];
  if (to) await moveMatter(tx, matterId, to, actor, "negotiationStatusId");
}

/** docs/DOMAIN.md: a completed negotiation, or one whose matter went on to construction, stays. */
export async function refuseDelete(tx: Tx, before: Negotiation): Promise<void> {
  if (before.negotiationStatusId === NEGOTIATION_DONE)
    throw badRequest({ id: ["完了した交渉は削除できません"] });
  const matter = await getActive(tx, matters, before.matterId);
  if (pastNegotiation(matter.status))
    throw badRequest({ id: [`${matterLabel(matter.status)}の案件の交渉は削除できません`] });
}

export async function decorateNegotiations(
  records: RecordOf<typeof negotiations>[],
  ex: Executor,
  request: FastifyRequest,
): Promise<void> {
  const ids = [...new Set(records.map((r) => r.matterId))];
  const statusOf = new Map(
    (
      await ex
        .select({ id: matters.id, status: matters.status })
        .from(matters)
        .where(inArray(matters.id, ids))
    ).map((m) => [m.id, m.status]),
  );
  const edit = hasFlag(request, "negotiationEdit");
  for (const r of records) {
    const status = r.negotiationStatusId;
    const open = status !== NEGOTIATION_DONE;
    const matterStatus = statusOf.get(r.matterId) ?? 0;
    const live = edit && open && !pastNegotiation(matterStatus);
    const completable = live && matterStatus !== MATTER.onHold;
    r.allowedStatuses = live
      ? handTargets(negotiationWorkflow.transitions, status).filter(
          (s) => s !== NEGOTIATION_DONE || completable,
        )
      : [];
    r.can = { complete: completable, reassign: live, delete: live };
  }
}
