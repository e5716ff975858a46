import { describe, expect, it } from "vitest";
import { MATTER_STATUS_LEGEND, matterCountsText, matterTotal } from "./matter-progress";

describe("matter progress", () => {
  const counts = [
    { status: 1, statusLabel: "未着手", count: 30 },
    { status: 2, statusLabel: "交渉中", count: 50 },
    { status: 7, statusLabel: "完了", count: 40 },
  ];

  it("says the total and each status in order", () => {
    expect(matterTotal(counts)).toBe(120);
    expect(matterCountsText(counts)).toBe("案件 120件: 未着手 30・交渉中 50・完了 40");
  });

  it("says so when a project has no matters", () => {
    expect(matterCountsText([])).toBe("案件 0件");
  });

  it("gives every status its own colour", () => {
    expect(MATTER_STATUS_LEGEND.map((l) => l.label)).toEqual([
      "未着手",
      "交渉中",
      "合意",
      "不成立",
      "工事手配中",
      "工事完了",
      "完了",
      "保留",
    ]);
    expect(new Set(MATTER_STATUS_LEGEND.map((l) => l.color)).size).toBe(8);
  });
});
