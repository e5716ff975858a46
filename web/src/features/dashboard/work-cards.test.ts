import { allFlags, flagsOf } from "@cfx/domain/flags";
import { describe, expect, it } from "vitest";
import { sampleDashboard } from "./test/sample-dashboard";
import { constructionWorkFirst, seesNegotiationWork, workCards } from "./work-cards";

const titles = (roleTypeId: number) =>
  workCards(sampleDashboard, "7", flagsOf(roleTypeId)).map((c) => c.title);

describe("my work cards", () => {
  it("show visits and overdue matters first to those who negotiate or manage", () => {
    const all = ["今日の訪問", "今週の訪問", "期限切れの案件", "今日の工事", "今週の工事"];
    expect(titles(1)).toEqual(all); // 管理者
    expect(titles(5)).toEqual(all); // 交渉担当
  });

  it("show the constructions first to those whose work is constructions", () => {
    expect(titles(6)).toEqual([
      "今日の工事",
      "今週の工事",
      "今日の訪問",
      "今週の訪問",
      "期限切れの案件",
    ]);
    expect(constructionWorkFirst(flagsOf(4))).toBe(true); // 発注担当
    expect(constructionWorkFirst(flagsOf(2))).toBe(false);
  });

  it("hide the negotiation figures from a role that may not read matters (工事担当)", () => {
    expect(titles(7)).toEqual(["今日の工事", "今週の工事"]);
    expect(seesNegotiationWork(flagsOf(8))).toBe(false);
    expect(workCards(sampleDashboard, "", undefined).map((c) => c.key)).toEqual([
      "constructionsToday",
      "constructionsThisWeek",
    ]);
  });

  it("count and link each figure with the viewer's id and this week", () => {
    const byKey = Object.fromEntries(
      workCards(sampleDashboard, "7", allFlags(true)).map((c) => [c.key, c]),
    );
    expect(byKey.visitsThisWeek).toMatchObject({
      count: 5,
      href: "/negotiations?assigneeUserId=7&open=true&scheduledFrom=2026-11-23&scheduledTo=2026-11-29",
    });
    expect(byKey.visitsThisWeek?.note).toContain("11/23〜11/29");
    expect(byKey.overdueMatters?.count).toBe(5);
    expect(byKey.overdueMatters?.href).toBeUndefined();
    expect(byKey.overdueMatters?.items).toEqual([
      { key: "3", label: "大森光化", count: 4, href: "/projects/3?assigneeUserId=7&overdue=true" },
      { key: "8", label: "蒲田光化", count: 1, href: "/projects/8?assigneeUserId=7&overdue=true" },
    ]);
    expect(byKey.constructionsToday?.href).toBe(
      "/constructions?status=3&status=4&dateFrom=2026-11-26&dateTo=2026-11-26",
    );
  });
});
