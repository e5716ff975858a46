// Japanese labels of the negotiation enumerations (spec §3, DOMAIN.md).
export const completeReasonLabels = { 0: "未選択", 1: "合意", 2: "不成立", 3: "引継ぎ" } as const;
/** The seeded /pair/negotiation-statuses, used when the master list lacks an entry. */
export const negotiationStatusLabels = {
  1: "未交渉",
  2: "アポ調整中",
  3: "訪問予定",
  4: "交渉中",
  5: "再訪問",
  6: "完了",
} as const;
export const scheduleKindLabels = { 1: "工事", 2: "交渉" } as const;
export const documentTypeLabels = {
  1: "工事依頼書",
  2: "オーナー端末契約書",
  3: "光加入申込書",
  4: "事前確認シート",
  5: "BS4K/8K工事確認書",
  6: "電話事前確認シート",
  7: "解約のご案内",
  8: "撤去承諾書",
} as const;
