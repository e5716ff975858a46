import { allFlags, flagsOf } from "@cfx/domain/flags";
import { describe, expect, it } from "vitest";
import { sampleDashboard } from "./test/sample-dashboard";
import { constructionWorkFirst, seesNegotiationWork, workCards } from "./work-cards";

/** The sample as the API answers it to a role: a figure of work the role does not do is null. */
function dashboardOf(roleTypeId: number) {
  const f = flagsOf(roleTypeId);
  const dispatches = f.instructionSend && f.constructionEdit;
  return {
    ...sampleDashboard,
    my: {
      ...sampleDashboard.my,
      openMatters: f.matterRead ? sampleDashboard.my.openMatters : null,
      waitingForDispatch: dispatches ? sampleDashboard.my.waitingForDispatch : null,
      teamCapacity: dispatches ? sampleDashboard.my.teamCapacity : null,
      failedMeasurements:
        f.constructionEdit && f.matterRead ? sampleDashboard.my.failedMeasurements : null,
      lineCodesToRemove: f.lineCodeEdit ? sampleDashboard.my.lineCodesToRemove : null,
    },
    manager: f.masterManage ? sampleDashboard.manager : null,
  };
}

const titles = (roleTypeId: number) =>
  workCards(dashboardOf(roleTypeId), "7", flagsOf(roleTypeId)).map((c) => c.title);

describe("my work cards", () => {
  it("show visits and overdue matters first to those who negotiate or manage", () => {
    const visits = ["今日の訪問", "今週の訪問", "期限切れの案件"];
    const constructions = ["今日の工事", "今週の工事"];
    // 管理者: failed readings and free places are in the managers' section.
    expect(titles(1)).toEqual([
      ...visits,
      "自分の案件",
      "撤去予定の引込線",
      "指示待ちの工事",
      ...constructions,
    ]);
    expect(titles(5)).toEqual([...visits, "自分の案件", ...constructions]); // 交渉担当
  });

  it("start 案件担当 and 発注担当 from their own matters (#37.17)", () => {
    expect(titles(3)[0]).toBe("自分の案件");
    expect(titles(4)).toEqual([
      "自分の案件",
      "指示待ちの工事",
      "測定不合格の工事",
      "班別の空き枠",
      "今日の工事",
      "今週の工事",
      "今日の訪問",
      "今週の訪問",
      "期限切れの案件",
    ]);
  });

  it("give 工事管理者 and 引込線登録 the cards of their own work (#37.17)", () => {
    expect(titles(6).slice(0, 5)).toEqual([
      "自分の案件",
      "撤去予定の引込線",
      "指示待ちの工事",
      "測定不合格の工事",
      "班別の空き枠",
    ]);
    expect(titles(8)).toEqual(["撤去予定の引込線", "今日の工事", "今週の工事"]);
    const capacity = workCards(dashboardOf(6), "7", flagsOf(6)).find(
      (c) => c.key === "teamCapacity",
    );
    expect(capacity?.items).toEqual([
      {
        key: "1",
        label: "第1班（光工業） 空き 8件／枠 10件・予約",
        count: 2,
        href: "/constructions?teamId=1&status=3&status=4&status=5&dateFrom=2026-11-26&dateTo=2026-12-09",
      },
    ]);
    expect(constructionWorkFirst(flagsOf(4))).toBe(true); // 発注担当
    expect(constructionWorkFirst(flagsOf(2))).toBe(false);
  });

  it("hide the negotiation figures from a role that may not read matters (工事担当)", () => {
    expect(titles(7)).toEqual(["今日の工事", "今週の工事"]);
    expect(seesNegotiationWork(flagsOf(8))).toBe(false);
    expect(workCards(dashboardOf(7), "", undefined).map((c) => c.key)).toEqual([
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
