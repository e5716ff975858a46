// Japanese labels of work types and project/matter statuses (spec §3, DOMAIN.md).
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
