// Japanese labels of the integer enumerations of targets, details, customers and services
// (spec §3, DOMAIN.md). The API describes the same codes in its OpenAPI document.
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
export const ownershipLabels = {
  0: "未選択",
  1: "持ち家",
  2: "家主",
  3: "分譲",
  4: "賃貸",
  5: "その他",
} as const;
export const implementationLabels = { 0: "未選択", 1: "実施する", 2: "実施しない" } as const;
