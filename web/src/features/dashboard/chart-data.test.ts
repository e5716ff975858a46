import { describe, expect, it } from "vitest";
import {
  AGREED_LABEL,
  FAILED_LABEL,
  projectBars,
  statusesOf,
  teamLabel,
  teamsByRemaining,
  weekPoints,
} from "./chart-data";
import { countText, shortDay, weekText } from "./figure-format";
import { sampleDashboard } from "./test/sample-dashboard";

const figures = sampleDashboard.manager!;

describe("the manager charts' data", () => {
  it("makes a bar per project with a linked segment per status", () => {
    const bars = projectBars(figures);
    expect(bars.map((b) => [b.projectName, b.total])).toEqual([
      ["大森光化", 14],
      ["蒲田光化", 2],
    ]);
    expect(bars[0]?.segments[1]).toEqual({
      status: 3,
      label: "合意",
      count: 4,
      href: "/projects/3?status=3",
    });
    expect(statusesOf(bars).map((s) => s.status)).toEqual([1, 3, 9]);
  });

  it("links 合意 and 不成立 of each week to the negotiations completed then", () => {
    const [first, second] = weekPoints(figures);
    expect(first?.label).toBe("11/16〜11/22");
    expect(first?.agreed).toEqual({
      label: AGREED_LABEL,
      count: 3,
      href: "/negotiations?completeReason=1&completedFrom=2026-11-16&completedTo=2026-11-22",
    });
    expect(second?.failed.href).toBe(
      "/negotiations?completeReason=2&completedFrom=2026-11-23&completedTo=2026-11-29",
    );
    expect([AGREED_LABEL, FAILED_LABEL]).toEqual(["合意", "不成立"]);
  });

  it("lists the teams with the fewest places left first", () => {
    expect(teamsByRemaining(figures).map((t) => t.teamId)).toEqual([2, 1]);
    expect(teamLabel(figures.teamCapacity[0]!)).toBe("第1班（光工業）");
  });
});

describe("figure formats", () => {
  it("writes counts with 件 and days without leading zeros", () => {
    expect(countText(1234)).toBe("1,234件");
    expect(countText(0)).toBe("0件");
    expect(shortDay("2026-01-05")).toBe("1/5");
    expect(weekText({ weekStart: "2026-12-28", weekEnd: "2027-01-03" })).toBe("12/28〜1/3");
  });
});
