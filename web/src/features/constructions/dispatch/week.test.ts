import { describe, expect, it } from "vitest";
import { addDays, dayLabel, mondayOf, visibleWeek, weekDays, weekLabel } from "./week";

describe("week arithmetic", () => {
  it("finds the Monday of any day, Sunday belonging to the week before it", () => {
    expect(mondayOf("2026-11-26")).toBe("2026-11-23"); // Thursday
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(mondayOf("2027-01-01")).toBe("2026-12-28"); // across the year
  });

  it("lists Monday to Sunday across a month end", () => {
    expect(weekDays("2026-11-30")).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("writes days and weeks in Japanese", () => {
    expect(dayLabel("2026-11-30")).toBe("11月30日(月)");
    expect(dayLabel("2026-12-06")).toBe("12月6日(日)");
    expect(weekLabel("2026-11-30")).toBe("2026年11月30日(月)〜12月6日(日)");
  });
});

describe("visibleWeek", () => {
  const today = "2026-11-26";
  it("starts at this week", () => {
    expect(visibleWeek(undefined, today)).toBe("2026-11-23");
  });
  it("snaps a day to its Monday and never goes before this week", () => {
    expect(visibleWeek("2026-12-03", today)).toBe("2026-11-30");
    expect(visibleWeek("2026-11-01", today)).toBe("2026-11-23");
  });
});
