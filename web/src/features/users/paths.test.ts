import { describe, expect, it } from "vitest";
import { compactFilter, parseListState, toggleSort } from "../../shared/list/list-state";
import { parseUserEditDialog, userEditHref, userList, userListHref } from "./paths";

const DEFAULT = { filter: {}, sort: "ID", order: "ASC", page: 1, pageSize: 20 } as const;

describe("user list URL state", () => {
  it("reads the defaults from an empty query", () => {
    expect(parseListState(userList, "")).toEqual(DEFAULT);
    expect(userListHref(parseListState(userList, ""))).toBe("/users");
  });

  it("round-trips filters, sort, order and page", () => {
    const state = {
      filter: {
        name: "山田",
        email: "example",
        roleTypeId: 3,
        associateCompanyId: 1,
        teamId: 2,
        clientId: 4,
      },
      sort: "EMAIL" as const,
      order: "DESC" as const,
      page: 3,
      pageSize: 20,
    };
    const href = userListHref(state);
    expect(href.startsWith("/users?")).toBe(true);
    expect(parseListState(userList, href.slice("/users".length))).toEqual(state);
  });

  it("drops empty filter values", () => {
    expect(
      compactFilter(userList, {
        name: "  ",
        email: "",
        roleTypeId: 0,
        teamId: Number.NaN,
        clientId: 2,
      }),
    ).toEqual({ clientId: 2 });
    expect(userListHref({ filter: { name: "" }, page: 1 })).toBe("/users");
  });

  it("falls back on invalid values", () => {
    expect(parseListState(userList, "?sort=PASSWORD&order=up&page=-2&roleTypeId=x")).toEqual(
      DEFAULT,
    );
    expect(parseListState(userList, "page=0").page).toBe(1);
    // The size is fixed for users: a pageSize in the URL is ignored.
    expect(parseListState(userList, "pageSize=500").pageSize).toBe(20);
  });

  it("toggles the order on the same column and restarts at page 1", () => {
    const state = { ...parseListState(userList, ""), page: 4 };
    expect(toggleSort(state, "ID")).toEqual({ ...state, order: "DESC", page: 1 });
    expect(toggleSort({ ...state, order: "DESC" }, "ID").order).toBe("ASC");
    expect(toggleSort({ ...state, order: "DESC" }, "NAME")).toMatchObject({
      sort: "NAME",
      order: "ASC",
      page: 1,
    });
  });

  it("keeps the delete dialog in the URL", () => {
    expect(userEditHref(5, "delete")).toBe("/users/5?dialog=delete");
    expect(parseUserEditDialog("dialog=delete")).toBe("delete");
    expect(parseUserEditDialog("?dialog=other")).toBeUndefined();
    expect(userEditHref(5)).toBe("/users/5");
  });
});
