import { describe, expect, it } from "vitest";
import { listSearch, parseListState } from "@/shared/list/list-state";
import {
  constructionExportSearch,
  constructionList,
  crewDay,
  isCrew,
  toConstructionFilter,
} from "./construction-list";

describe("construction list URL state", () => {
  it("defaults to the newest first, 20 rows", () => {
    expect(parseListState(constructionList, "")).toEqual({
      filter: {},
      sort: "ID",
      order: "DESC",
      page: 1,
      pageSize: 20,
    });
  });

  it("round-trips every filter through the query string, statuses as several values", () => {
    const state = {
      filter: {
        status: [3, 4],
        associateCompanyId: 2,
        teamId: 5,
        projectId: 7,
        dateFrom: "2026-11-01",
        dateTo: "2026-11-30",
        thisWeek: "true" as const,
        failedMeasurement: "true" as const,
        keyword: "CN-00000042",
      },
      sort: "TODAY_FIRST" as const,
      order: "ASC" as const,
      page: 2,
      pageSize: 50,
    };
    const search = listSearch(constructionList, state);
    expect(search).toContain("status=3&status=4");
    expect(parseListState(constructionList, search)).toEqual(state);
  });

  it("ignores a switch that is not on, a bad day and a sort the server does not offer", () => {
    const state = parseListState(constructionList, "?thisWeek=1&dateFrom=2026-02-30&sort=NAME");
    expect(state.filter).toEqual({});
    expect(state.sort).toBe("ID");
  });
});

describe("toConstructionFilter", () => {
  it("turns the URL's values into the GraphQL filter", () => {
    expect(
      toConstructionFilter({
        status: [4],
        associateCompanyId: 2,
        teamId: 5,
        projectId: 7,
        dateFrom: "2026-11-01",
        dateTo: "2026-11-30",
        thisWeek: "true",
        failedMeasurement: "true",
        keyword: "森",
      }),
    ).toEqual({
      status: [4],
      associateCompanyId: [2],
      teamId: [5],
      projectId: "7",
      dateFrom: "2026-11-01",
      dateTo: "2026-11-30",
      thisWeek: true,
      failedMeasurement: true,
      keyword: "森",
    });
    expect(toConstructionFilter({})).toEqual({});
  });
});

describe("constructionExportSearch", () => {
  it("passes the filters on and always names the sort and order", () => {
    const state = parseListState(constructionList, "?status=4&status=5&thisWeek=true&page=3");
    const params = new URLSearchParams(constructionExportSearch(state).slice(1));
    expect(params.getAll("status")).toEqual(["4", "5"]);
    expect(params.get("thisWeek")).toBe("true");
    expect([params.get("sort"), params.get("order")]).toEqual(["ID", "DESC"]);
  });
});

describe("the crew's first view", () => {
  it("is for those who build but read no matters (工事担当)", () => {
    expect(isCrew({ constructionEdit: true, matterRead: false })).toBe(true);
    expect(isCrew({ constructionEdit: true, matterRead: true })).toBe(false);
    expect(isCrew({ constructionEdit: false, matterRead: false })).toBe(false);
    expect(isCrew(undefined)).toBe(false);
  });

  it("is the open work, today's first", () => {
    expect(listSearch(constructionList, crewDay())).toBe(
      "?status=1&status=2&status=3&status=4&status=6&sort=TODAY_FIRST&order=ASC",
    );
  });
});
