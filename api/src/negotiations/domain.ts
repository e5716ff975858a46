// Negotiation rules (DOMAIN.md "Negotiation").
import { MATTER } from "../projects/domain";

// The labels themselves live in @cfx/domain, shared with the gateway.
export { completeReasonLabels as completeReasons } from "@cfx/domain/enumerations";

/** Seeded negotiation-statuses master; 6 is 完了. */
export const NEGOTIATION_DONE = 6;
export const historyCounterparts = ["本人", "家族", "管理会社", "その他"] as const;
export const historyOutcomes = ["不在", "説明済", "承諾", "拒否", "再訪問"] as const;

export type CompletionCheck =
  { ok: true; matterStatus?: number } | { ok: false; field: "completeReason"; message: string };

/**
 * Status 完了 needs a reason ≠ 未選択; 合意 moves the matter to 合意 and 不成立 to 不成立.
 * Other statuses leave the matter alone except a first contact moving 未着手 to 交渉中 (the caller decides).
 */
export function checkCompletion(statusId: number, completeReason: number): CompletionCheck {
  if (statusId !== NEGOTIATION_DONE) return { ok: true };
  if (!completeReason)
    return {
      ok: false,
      field: "completeReason",
      message: "完了にするには完了理由を選択してください",
    };
  if (completeReason === 1) return { ok: true, matterStatus: MATTER.agreed };
  if (completeReason === 2) return { ok: true, matterStatus: MATTER.failed };
  return { ok: true };
}
