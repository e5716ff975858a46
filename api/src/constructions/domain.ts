// Construction statuses, slots and measurement judgement (DOMAIN.md "Construction", "Measurement").

// The labels themselves live in @cfx/domain, shared with the gateway.
export { constructionStatusLabels as constructionStatuses } from "@cfx/domain/enumerations";

export const CN = {
  waiting: 1,
  instructed: 2,
  scheduled: 3,
  working: 4,
  done: 5,
  postponed: 6,
  cancelled: 7,
} as const;
export const slots = ["午前", "午後", "終日"] as const;
export const measurementPoints = ["光コンセント", "V-ONU入力", "R-ONU入力", "クロージャ"] as const;
export const wavelengths = [1310, 1490, 1550] as const;
export const judgements = ["合格", "不合格"] as const;

export type Threshold = { wavelengthNm: number; min: number; max: number };

/** Per-device-line-type thresholds: V-ONU at 1550 nm −12…+2 dBm, R-ONU/PON at 1490 nm −27…−8 dBm. */
export const thresholdMaster: Record<"V-ONU" | "R-ONU", Threshold> = {
  "V-ONU": { wavelengthNm: 1550, min: -12, max: 2 },
  "R-ONU": { wavelengthNm: 1490, min: -27, max: -8 },
};

/**
 * The threshold that applies to a measurement: by wavelength (1550 → V-ONU, 1490 → R-ONU), else by the
 * measurement point / device line type. 1310 nm with no line type has none (judgement cannot be made).
 */
export function thresholdFor(
  wavelengthNm: number,
  point?: string,
  deviceLineType?: number,
): Threshold | undefined {
  if (wavelengthNm === 1550) return thresholdMaster["V-ONU"];
  if (wavelengthNm === 1490) return thresholdMaster["R-ONU"];
  if (point === "V-ONU入力" || deviceLineType === 1)
    return { ...thresholdMaster["V-ONU"], wavelengthNm };
  if (point === "R-ONU入力" || deviceLineType === 2)
    return { ...thresholdMaster["R-ONU"], wavelengthNm };
  return undefined;
}

/** 合格 when min ≤ power ≤ max (inclusive, compared at two decimals). */
export function judge(powerDbm: number, min: number, max: number): "合格" | "不合格" {
  const p = Math.round(powerDbm * 100);
  return p >= Math.round(min * 100) && p <= Math.round(max * 100) ? "合格" : "不合格";
}

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
