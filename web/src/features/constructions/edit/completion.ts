import { tooLongMessage } from "@cfx/domain/fields/define";
import { constructionFields } from "@cfx/domain/fields/constructions";
import { limitedText } from "@/shared/form/zod";
import { isoToDisplayDate } from "@/shared/form/normalize";

// What stands between a construction and 完了 (docs/DOMAIN.md "Measurement"): the API completes it
// only when every reading it has passed, or with an override reason. The screen names each
// obstacle before asking, and also the readings the work type calls for that nobody took yet.

export interface JudgedReading {
  id: string;
  point: string;
  wavelengthNm: number;
  powerDbm: number;
  passed: boolean;
  judgement?: string | null;
}

export interface CalledForReading {
  point: string;
  wavelengthNm: number;
}

export interface CompletionInput {
  measurements: readonly JudgedReading[];
  expectedReadings: readonly CalledForReading[];
}

/** `V-ONU入力 1550nm`: a reading's place and wavelength. */
export const readingName = (r: CalledForReading) => `${r.point} ${r.wavelengthNm}nm`;

/**
 * The obstacles to completing, each one line: readings that did not pass (failed, or not judged),
 * then the readings the work type calls for that have no measurement yet.
 */
export function completionBlockers({ measurements, expectedReadings }: CompletionInput): string[] {
  const failed = measurements
    .filter((m) => !m.passed)
    .map((m) => `${readingName(m)}：${m.powerDbm.toFixed(2)} dBm（${m.judgement ?? "判定なし"}）`);
  const taken = new Set(measurements.map(readingName));
  const missing = expectedReadings
    .filter((r) => !taken.has(readingName(r)))
    .map((r) => `${readingName(r)}：未測定`);
  return [...failed, ...missing];
}

/** The reason is asked for only when something blocks; then it may not be blank. */
export const OVERRIDE_REASON_REQUIRED =
  "測定が不合格または未測定のため、完了にする理由を入力してください";

export function overrideReasonError(blockers: readonly string[], reason: string): string | null {
  if (blockers.length > 0 && reason.trim() === "") return OVERRIDE_REASON_REQUIRED;
  // The catalogue's limit, said before the API refuses it.
  return limitedText(constructionFields.overrideReason).safeParse(reason).success
    ? null
    : tooLongMessage(constructionFields.overrideReason);
}

/**
 * 施工開始 or 完了 before the booked day (issue #37.10): docs/DOMAIN.md books a slot "dated today or
 * later" but does not forbid starting early (a customer may let the crew in sooner), so the
 * confirmation warns with the day instead of refusing. Null on or after the day, or unbooked.
 */
export function earlyWorkWarning(
  scheduledDate: string | null | undefined,
  today: string,
): string | null {
  if (!scheduledDate || scheduledDate <= today) return null;
  return `工事予定日（${isoToDisplayDate(scheduledDate)}）より前です。予定日を確認してください。`;
}
