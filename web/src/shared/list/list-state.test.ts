import { describe, expect, it } from "vitest";
import { dateParam, enumParam, idParam, multiParam, textParam } from "./list-params";
import {
  compactFilter,
  defineList,
  exportListSearch,
  listSearch,
  parseListState,
  toggleSort,
} from "./list-state";

const orders = defineList({
  filters: {
    q: textParam(),
    clientId: idParam(),
    status: enumParam(["OPEN", "DONE"] as const),
    tags: multiParam(idParam()),
    from: dateParam(),
  },
  sorts: ["ID", "DUE"],
  defaultSort: "ID",
  defaultOrder: "DESC",
  pageSize: 50,
  pageSizes: [20, 50, 100],
});

const DEFAULT = { filter: {}, sort: "ID", order: "DESC", page: 1, pageSize: 50 } as const;

describe("list URL state", () => {
  it("reads the default state from an empty query and writes it back as nothing", () => {
    expect(parseListState(orders, "")).toEqual(DEFAULT);
    expect(listSearch(orders, DEFAULT)).toBe("");
  });

  it("round-trips every kind of filter, the sort, the order, the page and the page size", () => {
    const state = {
      filter: {
        q: "髙橋 商店",
        clientId: 12,
        status: "DONE" as const,
        tags: [3, 1],
        from: "2024-02-29",
      },
      sort: "DUE" as const,
      order: "ASC" as const,
      page: 4,
      pageSize: 100,
    };
    const search = listSearch(orders, state);
    expect(search).toBe(
      "?q=%E9%AB%99%E6%A9%8B+%E5%95%86%E5%BA%97&clientId=12&status=DONE&tags=3&tags=1&from=2024-02-29&sort=DUE&order=ASC&page=4&pageSize=100",
    );
    expect(parseListState(orders, search)).toEqual(state);
  });

  it("ignores bad values, keeping the good ones", () => {
    expect(
      parseListState(
        orders,
        "?q=%20%20&clientId=0&status=open&tags=2&tags=x&tags=2&from=2023-02-29&sort=PRICE&order=desc&page=1.5&pageSize=30",
      ),
    ).toEqual({ ...DEFAULT, filter: { tags: [2] } });
    expect(parseListState(orders, "clientId=-3&page=-2&from=2024-13-01").filter).toEqual({});
    expect(parseListState(orders, "clientId=007&unknown=1").filter).toEqual({ clientId: 7 });
  });

  it("drops empty values before the search and leaves defaults out of the URL", () => {
    expect(
      compactFilter(orders, { q: "  ", clientId: Number.NaN, tags: [], status: "DONE" }),
    ).toEqual({
      status: "DONE",
    });
    expect(
      listSearch(orders, { filter: { q: "" }, sort: "ID", order: "DESC", page: 1, pageSize: 50 }),
    ).toBe("");
    expect(listSearch(orders, { filter: { q: " 山田 " } })).toBe("?q=%E5%B1%B1%E7%94%B0");
  });

  it("flips the order on the same key, starts a new key ascending, and goes back to page 1", () => {
    const state = { ...parseListState(orders, ""), page: 3 };
    expect(toggleSort(state, "ID")).toMatchObject({ sort: "ID", order: "ASC", page: 1 });
    expect(toggleSort({ ...state, order: "ASC" }, "ID").order).toBe("DESC");
    expect(toggleSort(state, "DUE")).toMatchObject({ sort: "DUE", order: "ASC", page: 1 });
  });

  it("refuses a filter named like the kit's own parameters", () => {
    expect(() =>
      defineList({ filters: { page: idParam() }, sorts: ["ID"], defaultSort: "ID", pageSize: 20 }),
    ).toThrow(/page/);
  });
});

describe("the CSV export's query", () => {
  const state = {
    filter: { q: "東京", from: "2026-04-01" },
    sort: "ID",
    order: "DESC",
    page: 3,
    pageSize: 50,
  } as const;

  it("is the list's, told the default sort and order the URL leaves out", () => {
    expect(exportListSearch(orders, state)).toBe(
      "?q=%E6%9D%B1%E4%BA%AC&from=2026-04-01&page=3&sort=ID&order=DESC",
    );
  });

  it("lets the list rewrite what the API reads otherwise", () => {
    expect(
      exportListSearch(orders, state, (params) => params.set("from", "2026-03-31T15:00:00.000Z")),
    ).toBe("?q=%E6%9D%B1%E4%BA%AC&from=2026-03-31T15%3A00%3A00.000Z&page=3&sort=ID&order=DESC");
  });
});
