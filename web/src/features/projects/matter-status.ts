import { matterStatusLabels } from "@cfx/domain/enumerations";
import { MATTER } from "@cfx/domain/workflows";

// The hand status changes of a matter (保留, back from it, 完了; docs/DOMAIN.md Workflows), worded as
// what they do, the same on 案件編集 and in the bulk 状態変更 of プロジェクト詳細.

export const matterStatusLabel = (status: number) =>
  matterStatusLabels[status as keyof typeof matterStatusLabels] ?? String(status);

/** `to` as a choice: 保留にする, 保留解除（交渉中に戻す） (from hold back to `to`), 完了にする. */
export function matterStatusChoice(to: number, from?: { status: number }): string {
  if (to === MATTER.onHold) return "保留にする";
  if (from?.status === MATTER.onHold) return `保留解除（${matterStatusLabel(to)}に戻す）`;
  return `${matterStatusLabel(to)}にする`;
}

/** 保留解除 of many matters at once: each goes back to its own status before the hold. */
export const RESUME_FROM_HOLD_CHOICE = "保留解除（それぞれ保留前の状態に戻す）";
