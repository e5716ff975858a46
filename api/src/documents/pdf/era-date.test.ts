import { describe, expect, it } from "vitest";
import { formatEraAndWesternDate, formatEraDate } from "./era-date";

describe("formatEraDate", () => {
  it("writes the first year of 令和 as 元年", () => {
    expect(formatEraDate("2019-05-01")).toBe("令和元年5月1日");
  });

  it("counts the years of 令和", () => {
    expect(formatEraDate("2026-11-26")).toBe("令和8年11月26日");
  });

  it("switches era on the day of the change", () => {
    expect(formatEraDate("2019-04-30")).toBe("平成31年4月30日");
  });

  it("rejects what is not a calendar date", () => {
    expect(() => formatEraDate("2026-02-30")).toThrow(RangeError);
    expect(() => formatEraDate("2026/11/26")).toThrow(RangeError);
  });
});

describe("formatEraAndWesternDate", () => {
  it("prints both forms", () => {
    expect(formatEraAndWesternDate("2026-11-26")).toBe("令和8年11月26日（2026/11/26）");
    expect(formatEraAndWesternDate("2019-05-01")).toBe("令和元年5月1日（2019/05/01）");
  });
});
