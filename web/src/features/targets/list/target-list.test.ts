import { describe, expect, it } from "vitest";
import { listSearch, parseListState } from "@/shared/list/list-state";
import { targetList, toTargetFilter } from "./target-list";

describe("target list URL state", () => {
  it("defaults to the code order, 20 rows", () => {
    expect(parseListState(targetList, "")).toEqual({
      filter: {},
      sort: "CODE",
      order: "ASC",
      page: 1,
      pageSize: 20,
    });
  });

  it("round-trips every filter through the query string", () => {
    const state = {
      filter: {
        code: "TA-00000042",
        targetType: 3,
        clientId: 2,
        prefecture: "東京都",
        city: "大田区",
        town: "大森南",
        name: "もりがさき",
        poleNumber: "190",
        hasOpenMatter: "false" as const,
        notInProjectId: 7,
      },
      sort: "NAME_KANA" as const,
      order: "DESC" as const,
      page: 2,
      pageSize: 50,
    };
    expect(parseListState(targetList, listSearch(targetList, state))).toEqual(state);
  });

  it("ignores a sort the server does not offer and a bad open-matter value", () => {
    const state = parseListState(targetList, "?sort=TYPE&hasOpenMatter=maybe&pageSize=7");
    expect(state.sort).toBe("CODE");
    expect(state.filter).toEqual({});
    expect(state.pageSize).toBe(20);
  });
});

describe("toTargetFilter", () => {
  it("turns the URL's values into the GraphQL filter", () => {
    expect(
      toTargetFilter({
        name: "ｶﾀｶﾅ",
        targetType: 4,
        hasOpenMatter: "true",
        notInProjectId: 3,
        clientId: 1,
      }),
    ).toEqual({ name: "ｶﾀｶﾅ", type: [4], hasOpenMatter: true, notInProjectId: "3", clientId: 1 });
    expect(toTargetFilter({ hasOpenMatter: "false" })).toEqual({ hasOpenMatter: false });
    expect(toTargetFilter({})).toEqual({});
  });
});
