import { describe, expect, it } from "vitest";
import {
  constructionsThisWeekHref,
  constructionsTodayHref,
  failedMeasurementsHref,
  failedRunsHref,
  overdueMattersHref,
  projectStatusHref,
  lineCodesToRemoveHref,
  myMattersHref,
  teamBookingsHref,
  waitingForDispatchHref,
  visitsThisWeekHref,
  visitsTodayHref,
  weekOutcomeHref,
  withQuery,
} from "./figure-links";

const week = { weekStart: "2026-11-23", weekEnd: "2026-11-29" };
const paramsOf = (href: string) => new URL(href, "https://cfx.example").searchParams;

describe("the dashboard's links", () => {
  it("lead to my open negotiations visited today and this week", () => {
    expect(visitsTodayHref("7")).toBe("/negotiations?assigneeUserId=7&open=true&today=true");
    expect(visitsThisWeekHref("7", week)).toBe(
      "/negotiations?assigneeUserId=7&open=true&scheduledFrom=2026-11-23&scheduledTo=2026-11-29",
    );
  });

  it("lead to a project's matters: mine and overdue, or one status", () => {
    expect(overdueMattersHref("7", "3")).toBe("/projects/3?assigneeUserId=7&overdue=true");
    expect(projectStatusHref("3", 9)).toBe("/projects/3?status=9");
  });

  it("lead to the scheduled constructions with both statuses as a multi-valued filter", () => {
    const today = paramsOf(constructionsTodayHref("2026-11-26"));
    expect(today.getAll("status")).toEqual(["3", "4"]);
    expect([today.get("dateFrom"), today.get("dateTo")]).toEqual(["2026-11-26", "2026-11-26"]);
    const thisWeek = paramsOf(constructionsThisWeekHref());
    expect(thisWeek.getAll("status")).toEqual(["3", "4"]);
    expect(thisWeek.get("thisWeek")).toBe("true");
  });

  it("lead to the negotiations completed for a reason in a week", () => {
    expect(weekOutcomeHref(1, week)).toBe(
      "/negotiations?completeReason=1&completedFrom=2026-11-23&completedTo=2026-11-29",
    );
    expect(paramsOf(weekOutcomeHref(2, week)).get("completeReason")).toBe("2");
  });

  it("lead to what failed since a day, and to the dispatch list for capacity", () => {
    expect(failedMeasurementsHref("2026-11-20")).toBe("/constructions?failedSince=2026-11-20");
    expect(failedRunsHref("2026-11-20")).toBe("/external-sources?failedSince=2026-11-20");
    // A team's 予約: its constructions taking a place from today for 14 days.
    expect(teamBookingsHref(2, "2026-11-26")).toBe(
      "/constructions?teamId=2&status=3&status=4&status=5&dateFrom=2026-11-26&dateTo=2026-12-09",
    );
    expect(waitingForDispatchHref()).toBe("/constructions?status=1");
    expect(lineCodesToRemoveHref()).toBe(`/linecode?status=${encodeURIComponent("撤去予定")}`);
    expect(myMattersHref("7", "3")).toBe("/projects/3?assigneeUserId=7");
  });

  it("leave out the question mark without parameters", () => {
    expect(withQuery("/constructions", [])).toBe("/constructions");
  });
});
