import { describe, expect, it } from "vitest";
import { listSearch, parseListState } from "@/shared/list/list-state";
import { dispatchList, toDispatchFilter } from "./dispatch-list";

describe("dispatch list URL state", () => {
  it("defaults to the nearest due date first", () => {
    expect(parseListState(dispatchList, "")).toEqual({
      filter: {},
      sort: "DUE_DATE",
      order: "ASC",
      page: 1,
      pageSize: 20,
    });
  });

  it("round-trips every filter", () => {
    const state = {
      filter: {
        projectId: 2,
        workType: 3,
        area: "大田区",
        matterStatus: 5,
        dueFrom: "2026-12-01",
        dueTo: "2026-12-31",
        status: "6" as const,
        keyword: "CN-00000042",
      },
      sort: "UPDATED_AT" as const,
      order: "DESC" as const,
      page: 2,
      pageSize: 50,
    };
    expect(parseListState(dispatchList, listSearch(dispatchList, state))).toEqual(state);
  });

  it("ignores a status the list does not hold", () => {
    expect(parseListState(dispatchList, "?status=3").filter).toEqual({});
  });
});

describe("toDispatchFilter", () => {
  it("gives the API its filter, lists where it takes several", () => {
    expect(
      toDispatchFilter({
        projectId: 2,
        workType: 3,
        area: "大田区",
        matterStatus: 5,
        dueFrom: "2026-12-01",
        dueTo: "2026-12-31",
        status: "1",
        keyword: "ハイツ",
      }),
    ).toEqual({
      projectId: "2",
      workType: [3],
      area: "大田区",
      matterStatus: [5],
      dueFrom: "2026-12-01",
      dueTo: "2026-12-31",
      status: [1],
      keyword: "ハイツ",
    });
    expect(toDispatchFilter({})).toEqual({});
  });
});
