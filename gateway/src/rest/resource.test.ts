import { describe, expect, it } from "vitest";
import { pageTotalOf, toPage } from "./pages";

describe("a list answer's total", () => {
  it("is X-Total-Count, or the API's estimate marked as one", () => {
    expect(pageTotalOf({ "x-total-count": "123" }, 20)).toEqual({
      totalCount: 123,
      totalCountIsEstimate: false,
    });
    expect(pageTotalOf({ "x-total-count-estimate": "100187" }, 20)).toEqual({
      totalCount: 100187,
      totalCountIsEstimate: true,
    });
    // Nothing counted (count=false) or a broken header: the rows themselves, exact.
    expect(pageTotalOf({}, 20)).toEqual({ totalCount: 20, totalCountIsEstimate: false });
    expect(pageTotalOf({ "x-total-count-estimate": "many" }, 7)).toEqual({
      totalCount: 7,
      totalCountIsEstimate: false,
    });
  });

  it("reaches the GraphQL page's pageInfo", () => {
    const query = { page: 2, pageSize: 20 };
    expect(toPage({ items: [], totalCount: 5 }, query).pageInfo).toEqual({
      page: 2,
      pageSize: 20,
      totalCount: 5,
      totalCountIsEstimate: false,
    });
    expect(
      toPage({ items: [], totalCount: 90_000, totalCountIsEstimate: true }, query).pageInfo
        .totalCountIsEstimate,
    ).toBe(true);
  });
});
