import { CN } from "@cfx/domain/workflows";

// Who may change readings and when (the API's rule for /basis/measurements): CONSTRUCTION_EDIT,
// and the construction 日程確定 or 施工中. The page says why it is read-only instead of letting the
// crew type values the API will refuse.

export const NO_PERMISSION = "測定値を編集する権限がありません（閲覧のみ）。";

export function measurementLock(
  canEditConstructions: boolean,
  construction: { status: number; statusLabel: string },
): string | null {
  if (!canEditConstructions) return NO_PERMISSION;
  if (construction.status !== CN.scheduled && construction.status !== CN.working)
    return `この工事は「${construction.statusLabel}」のため測定値を編集できません。測定値を登録・変更できるのは日程確定・施工中の工事だけです（閲覧のみ）。`;
  return null;
}
