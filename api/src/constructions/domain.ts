// Construction statuses, slots and measurement judgement (docs/DOMAIN.md "Construction", "Measurement").

// The labels themselves live in @cfx/domain, shared with the gateway.
export { constructionStatusLabels as constructionStatuses } from "@cfx/domain/enumerations";

export { CN } from "@cfx/domain/workflows";
export const slots = ["午前", "午後", "終日"] as const;
export { measurementPoints, wavelengths } from "@cfx/domain/measurements";
export const judgements = ["合格", "不合格"] as const;

export { hundredthsText, judge } from "@cfx/domain/measurements";

/** Completing needs every measurement to pass, or an override reason (and at least one measurement). */
export function checkCompletable(
  judgementsOfMeasurements: (string | null)[],
  overrideReason: string | null | undefined,
  /** false for a drop-line removal: nothing optical to measure. */
  measurementRequired = true,
): { ok: true } | { ok: false; message: string } {
  if (overrideReason && overrideReason.trim()) return { ok: true };
  if (judgementsOfMeasurements.length === 0 && measurementRequired)
    return {
      ok: false,
      message: "測定結果が登録されていません。完了するには測定を登録するか、理由を入力してください",
    };
  if (judgementsOfMeasurements.some((j) => j !== "合格"))
    return {
      ok: false,
      message: "不合格の測定があります。完了するには再測定するか、理由を入力してください",
    };
  return { ok: true };
}
