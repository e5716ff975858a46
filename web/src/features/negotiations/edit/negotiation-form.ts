import { completeReasonLabels } from "@cfx/domain/enumerations";
import { counterpartRefusal, NEGOTIATION_DONE } from "@cfx/domain/workflows";
import type { MasterOption } from "@/shared/form/fields";
import { codeOptions, idOrNull, text, textOrNull } from "@/shared/form/options";
import { limitedText, z } from "@/shared/form/zod";
import { isJstLocal, isoToJstLocal, jstLocalToIso, sameMinute } from "./datetime";
import { negotiationFields as catalogue } from "@cfx/domain/fields/negotiations";

// 交渉編集's form: status (only the next ones the API allows; "" keeps the current one), the
// completion reason (only with 完了, and then required), the planned visit, the negotiator and the
// notes. Only what changed is sent: a completed negotiation keeps everything but its notes, and an
// unchanged field must never count as a change the API could refuse.

/** Completion reason codes (docs/DOMAIN.md): 合意 moves the matter to 合意, 不成立 to 不成立. */
export const REASON = { agreed: 1, failed: 2, handedOver: 3 } as const;

/** The client's own word when 完了 comes without a reason (the API says it in its own words). */
export const REASON_REQUIRED = "完了理由を選択してください";

export const reasonOptions: MasterOption[] = codeOptions(completeReasonLabels, [0]);

/** The status choices besides "keep the current one": the allowed next statuses, named. */
export function statusOptions(
  negotiation: { negotiationStatusId: number; allowedStatuses: readonly number[] },
  statuses: readonly MasterOption[],
): MasterOption[] {
  return negotiation.allowedStatuses
    .filter((id) => id !== negotiation.negotiationStatusId)
    .map((id) => ({ id, name: statuses.find((s) => Number(s.id) === id)?.name ?? String(id) }));
}

/** What saving a completion does to the matter, said before the person saves. */
export function completionConsequence(status: string, reason: string): string | null {
  if (Number(status) !== NEGOTIATION_DONE) return null;
  switch (Number(reason)) {
    case REASON.agreed:
      return "保存すると案件が合意になり、工事生成ができるようになります";
    case REASON.failed:
      return "保存すると案件が不成立になります";
    case REASON.handedOver:
      return "保存すると案件は交渉中のまま残り、次の交渉を指示できます";
    default:
      return null;
  }
}

const negotiationFields = z.object({
  negotiationStatusId: z.string(),
  completeReason: z.string(),
  scheduledAt: z
    .string()
    .refine(
      (v) => v === "" || isJstLocal(v),
      `${catalogue.scheduledAt.label}は正しい日時を入力してください`,
    ),
  assigneeUserId: z.string(),
  notes: limitedText(catalogue.notes),
});

/**
 * The form's schema; `hasCounterpart` says whether the negotiation has a customer to agree with
 * (the workflow rule of @cfx/domain: 合意 needs one, the API refuses it otherwise).
 */
export function negotiationFormSchemaFor(hasCounterpart: boolean) {
  return negotiationFields
    .superRefine((v, ctx) => {
      if (Number(v.negotiationStatusId) !== NEGOTIATION_DONE) return;
      if (!v.completeReason)
        ctx.addIssue({ code: "custom", path: ["completeReason"], message: REASON_REQUIRED });
      const refusal = counterpartRefusal(Number(v.completeReason), hasCounterpart);
      if (refusal) ctx.addIssue({ code: "custom", path: ["completeReason"], message: refusal });
    })
    .transform((v) => ({
      negotiationStatusId: v.negotiationStatusId ? Number(v.negotiationStatusId) : null,
      completeReason:
        Number(v.negotiationStatusId) === NEGOTIATION_DONE && v.completeReason
          ? Number(v.completeReason)
          : 0,
      scheduledAt: v.scheduledAt ? jstLocalToIso(v.scheduledAt) : null,
      assigneeUserId: idOrNull(v.assigneeUserId),
      notes: textOrNull(v.notes),
    }));
}

export const negotiationFormSchema = negotiationFormSchemaFor(true);

/** Saving this completes the negotiation (final: only its notes may change afterwards). */
export const completes = (output: NegotiationFormOutput, before: { negotiationStatusId: number }) =>
  output.negotiationStatusId === NEGOTIATION_DONE &&
  before.negotiationStatusId !== NEGOTIATION_DONE;

/** The question before a completion, in words: what it does and that it cannot be undone. */
export function completionQuestion(reason: number): string {
  const consequence = completionConsequence(String(NEGOTIATION_DONE), String(reason));
  return `${consequence ? `${consequence.replace(/^保存すると/, "")}。` : ""}完了した交渉は元に戻せず、備考のほかは変更できなくなります。`;
}

export type NegotiationFormValues = z.input<typeof negotiationFormSchema>;
export type NegotiationFormOutput = z.output<typeof negotiationFormSchema>;

export interface NegotiationFormSource {
  negotiationStatusId: number;
  completeReason: number;
  scheduledAt?: string | null;
  assigneeUserId?: number | null;
  notes?: string | null;
}

export function negotiationFormValues(n: NegotiationFormSource): NegotiationFormValues {
  return {
    negotiationStatusId: "",
    // A completed negotiation shows how it ended (the field is read-only then).
    completeReason: n.completeReason ? String(n.completeReason) : "",
    scheduledAt: isoToJstLocal(n.scheduledAt),
    assigneeUserId: text(n.assigneeUserId),
    notes: n.notes ?? "",
  };
}

/** The changed fields as UpdateNegotiationInput takes them (without the version). */
export interface NegotiationChanges {
  negotiationStatusId?: number;
  completeReason?: number;
  scheduledAt?: string | null;
  assigneeUserId?: number | null;
  notes?: string | null;
}

export function negotiationChanges(
  output: NegotiationFormOutput,
  before: NegotiationFormSource,
): NegotiationChanges {
  const changes: NegotiationChanges = {};
  if (
    output.negotiationStatusId !== null &&
    output.negotiationStatusId !== before.negotiationStatusId
  ) {
    changes.negotiationStatusId = output.negotiationStatusId;
    if (output.negotiationStatusId === NEGOTIATION_DONE)
      changes.completeReason = output.completeReason;
  }
  if (!sameMinute(output.scheduledAt, before.scheduledAt)) changes.scheduledAt = output.scheduledAt;
  if (output.assigneeUserId !== (before.assigneeUserId ?? null))
    changes.assigneeUserId = output.assigneeUserId;
  if (output.notes !== (before.notes ?? null)) changes.notes = output.notes;
  return changes;
}
