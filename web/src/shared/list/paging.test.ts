import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageInsteadOf, pageRange, rangeLabel, totalText } from "./paging";

describe("paging", () => {
  it("counts pages, with one page for an empty list", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(123, 20)).toBe(7);
    expect(pageCount(5, 0)).toBe(5);
  });

  it("keeps the range inside the total", () => {
    expect(pageRange(1, 20, 123)).toEqual({ from: 1, to: 20, page: 1, pages: 7 });
    expect(pageRange(5, 20, 123)).toEqual({ from: 81, to: 100, page: 5, pages: 7 });
    expect(pageRange(7, 20, 123)).toEqual({ from: 121, to: 123, page: 7, pages: 7 });
    // The old 「81〜9 件」: page 5 of a 9-row result is page 1.
    expect(pageRange(5, 20, 9)).toEqual({ from: 1, to: 9, page: 1, pages: 1 });
    expect(pageRange(3, 20, 0)).toEqual({ from: 0, to: 0, page: 1, pages: 1 });
  });

  it("clamps a page past the end to the last page, and a bad one to the first", () => {
    expect(clampPage(99, 123, 20)).toBe(7);
    expect(clampPage(0, 123, 20)).toBe(1);
    expect(clampPage(Number.NaN, 123, 20)).toBe(1);
    expect(clampPage(3, 0, 20)).toBe(1);
  });

  it("says the range in Japanese", () => {
    expect(rangeLabel(pageRange(1, 20, 123), 123)).toBe("1〜20 件 / 全 123 件");
    expect(rangeLabel(pageRange(1, 20, 1234), 1234)).toBe("1〜20 件 / 全 1,234 件");
    expect(rangeLabel(pageRange(1, 20, 0), 0)).toBe("0 件");
  });

  it("sends a page past the end to the last one; past an estimate's end only when it came back empty", () => {
    expect(pageInsteadOf(9, 20, { totalCount: 123, rows: 0 })).toBe(7);
    expect(pageInsteadOf(7, 20, { totalCount: 123, rows: 3 })).toBeUndefined();
    // An estimate of 100,000 when 100,040 rows exist: page 5,002 has rows, and stays.
    expect(
      pageInsteadOf(5002, 20, { totalCount: 100_000, totalCountIsEstimate: true, rows: 20 }),
    ).toBeUndefined();
    expect(
      pageInsteadOf(5003, 20, { totalCount: 100_000, totalCountIsEstimate: true, rows: 0 }),
    ).toBe(5000);
  });

  it("shows a page kept past an estimate's end as itself, not as the estimate's last page", () => {
    expect(pageRange(5002, 20, 100_000, true)).toEqual({
      from: 100_021,
      to: 100_040,
      page: 5002,
      pages: 5002,
    });
    expect(rangeLabel(pageRange(5002, 20, 100_000, true), 100_000, true)).toBe(
      "100,021〜100,040 件 / 全 約100,000 件",
    );
    // Within the estimate, and for an exact total, nothing changes.
    expect(pageRange(4999, 20, 100_000, true)).toEqual(pageRange(4999, 20, 100_000));
    expect(pageRange(5002, 20, 100_000)).toEqual({
      from: 99_981,
      to: 100_000,
      page: 5000,
      pages: 5000,
    });
  });

  it("writes an estimated total as 約 and its first three digits", () => {
    expect(totalText(100_187, true)).toBe("約100,000");
    expect(totalText(1_234_567, true)).toBe("約1,230,000");
    expect(totalText(56_789, true)).toBe("約56,800");
    expect(totalText(100_187)).toBe("100,187");
    expect(rangeLabel(pageRange(2, 20, 100_187), 100_187, true)).toBe(
      "21〜40 件 / 全 約100,000 件",
    );
  });
});
