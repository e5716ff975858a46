// Japanese labels of the integer enumerations of the docs/spec.md (§3) and docs/DOMAIN.md, by code. The API
// validates and documents codes with them, the gateway shows them as `…Label` fields: one source,
// so the two can never disagree.

export const targetTypeLabels = { 1: "未選択", 2: "戸建", 3: "集合住宅", 4: "電柱" } as const;
export const deviceLineTypeLabels = { 0: "未選択", 1: "V-ONU", 2: "R-ONU" } as const;
export const customerTypeLabels = { 0: "不明", 1: "オーナー", 2: "入居者" } as const;
export const genderLabels = { 0: "不明", 1: "男性", 2: "女性" } as const;
export const contactMethodLabels = {
  0: "未選択",
  1: "放送",
  2: "通信",
  3: "電話",
  4: "その他",
} as const;
/**
 * 接触方法 of a contact record (NegotiationHistory.method). Not the customer's 受信方法 (放送/通信):
 * a negotiator visits, phones or writes. 電話 and その他 keep the codes they share with 受信方法.
 */
export const historyMethodLabels = {
  0: "未選択",
  1: "訪問",
  2: "郵送",
  3: "電話",
  4: "その他",
} as const;
export const ownershipLabels = {
  0: "未選択",
  1: "持ち家",
  2: "家主",
  3: "分譲",
  4: "賃貸",
  5: "その他",
} as const;
export const implementationLabels = { 0: "未選択", 1: "実施する", 2: "実施しない" } as const;

export const workTypeLabels = { 1: "放送", 2: "通信", 3: "放送+通信", 4: "引込線撤去" } as const;
export const projectStatusLabels = { 1: "準備中", 2: "進行中", 3: "完了" } as const;
export const matterStatusLabels = {
  1: "未着手",
  2: "交渉中",
  3: "合意",
  4: "不成立",
  5: "工事手配中",
  6: "工事完了",
  7: "完了",
  9: "保留",
} as const;

export const completeReasonLabels = { 0: "未選択", 1: "合意", 2: "不成立", 3: "引継ぎ" } as const;
/** The seeded /pair/negotiation-statuses. */
export const negotiationStatusLabels = {
  1: "未交渉",
  2: "アポ調整中",
  3: "訪問予定",
  4: "交渉中",
  5: "再訪問",
  6: "完了",
} as const;
/** Schedule kinds: the spec's first pair (1 construction, 2 negotiation). */
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

export const constructionStatusLabels = {
  1: "指示待ち",
  2: "指示済",
  3: "日程確定",
  4: "施工中",
  5: "完了",
  6: "延期",
  7: "中止",
} as const;

/** 相手 of a contact record (stored as the word itself). */
export const historyCounterparts = ["本人", "家族", "管理会社", "その他"] as const;
/** 結果 of a contact record (stored as the word itself). */
export const historyOutcomes = ["不在", "説明済", "承諾", "拒否", "再訪問"] as const;
