// Why 交渉指示 is not offered for a matter, in words a person can act on. The API decides
// (Matter.can.instructNegotiation: NEGOTIATION_EDIT, the matter 未着手・交渉中・不成立 and no open
// negotiation); the page only explains its answer.

export interface Refusal {
  title: string;
  detail: string;
}

/** Matter statuses a negotiation may be instructed for: 1 未着手, 2 交渉中, 4 不成立. */
const INSTRUCTABLE = [1, 2, 4];

export function instructionRefusal(
  canEdit: boolean,
  matter: { status: number; statusLabel: string; can: { instructNegotiation: boolean } },
): Refusal | null {
  if (!canEdit)
    return {
      title: "交渉指示の権限がありません",
      detail: "交渉の編集権限がある担当者に依頼してください。",
    };
  if (matter.can.instructNegotiation) return null;
  if (INSTRUCTABLE.includes(matter.status))
    return {
      title: "この案件には交渉指示できません",
      detail: "進行中の交渉があります。その交渉を完了してから、新しい交渉を指示してください。",
    };
  return {
    title: "この案件には交渉指示できません",
    detail: `交渉指示できるのは、未着手・交渉中・不成立の案件です（現在のステータス：${matter.statusLabel}）。`,
  };
}
