import { describe, expect, it } from "vitest";
import { moveAmongShown, nextSortOrder } from "./reorder";

describe("moveAmongShown", () => {
  it("swaps with the neighbour when everything is shown", () => {
    expect(moveAmongShown([1, 2, 3], [1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveAmongShown([1, 2, 3], [1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  });

  it("passes the neighbour on screen, keeping hidden retired values in place", () => {
    // 2 is retired and hidden: 3 moves up past 1, so 2 ends up after it.
    expect(moveAmongShown([1, 2, 3, 4], [1, 3, 4], 3, -1)).toEqual([3, 1, 2, 4]);
    expect(moveAmongShown([1, 2, 3, 4], [1, 3, 4], 1, 1)).toEqual([2, 3, 1, 4]);
  });

  it("answers null at either end or for an unknown id", () => {
    expect(moveAmongShown([1, 2, 3], [1, 2, 3], 1, -1)).toBeNull();
    expect(moveAmongShown([1, 2, 3], [1, 2, 3], 3, 1)).toBeNull();
    expect(moveAmongShown([1, 2, 3], [1, 2, 3], 9, 1)).toBeNull();
  });
});

describe("nextSortOrder", () => {
  it("puts a new value last, within the API's range", () => {
    expect(nextSortOrder([{ sortOrder: 10 }, { sortOrder: 30 }, { sortOrder: null }])).toBe(31);
    expect(nextSortOrder([{ sortOrder: 1 }, { sortOrder: 2 }, { sortOrder: 3 }])).toBe(4);
    expect(nextSortOrder([])).toBe(1);
    expect(nextSortOrder([{ sortOrder: 32767 }])).toBe(32767);
  });
});
