import { describe, expect, it } from "vitest";
import { listSearch, parseListState } from "@/shared/list/list-state";
import { projectMatterList, toMatterFilter } from "./matter-list";

describe("the project's matter list state", () => {
  it("reads the URL's filters and turns them into a MatterFilter of the project", () => {
    const state = parseListState(
      projectMatterList,
      "?status=9&workType=2&assigneeUserId=4&dueFrom=2026-01-01&dueTo=2026-02-30&overdue=true&sort=DUE_DATE",
    );
    expect(state.sort).toBe("DUE_DATE");
    // 2026-02-30 does not exist: dropped, not sent.
    expect(toMatterFilter("3", state.filter)).toEqual({
      projectId: ["3"],
      status: [9],
      workType: [2],
      assigneeUserId: [4],
      dueFrom: "2026-01-01",
      overdue: true,
    });
  });

  it("ignores unknown statuses and sends only the project without filters", () => {
    const state = parseListState(projectMatterList, "?status=8&overdue=false");
    expect(toMatterFilter("7", state.filter)).toEqual({ projectId: ["7"] });
  });

  it("writes the state back without defaults", () => {
    const state = parseListState(projectMatterList, "?status=1");
    expect(listSearch(projectMatterList, { ...state, page: 2 })).toBe("?status=1&page=2");
  });
});
