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
  /** Whether the matter's target has a customer to negotiate with (the API refuses it otherwise). */
  hasCustomers = true,
): Refusal | null {
  if (!canEdit)
    return {
      title: "交渉指示の権限がありません",
      detail: "交渉の編集権限がある担当者に依頼してください。",
    };
  if (matter.can.instructNegotiation)
    return hasCustomers
      ? null
      : {
          title: "この対象物件には顧客が登録されていません",
          detail:
            "交渉は顧客と行います。対象物件の住戸に顧客を登録してから、交渉を指示してください。",
        };
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
