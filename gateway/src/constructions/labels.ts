// Japanese labels of construction statuses (DOMAIN.md "Construction").
export const constructionStatusLabels = {
  1: "指示待ち",
  2: "指示済",
  3: "日程確定",
  4: "施工中",
  5: "完了",
  6: "延期",
  7: "中止",
} as const;
/** 指示待ち: what the construction instruction list shows unless told otherwise. */
export const WAITING_FOR_INSTRUCTION = 1;
