import { describe, expect, it } from "vitest";
import { holidayName, holidaysBetween, isWorkingDay } from "./holidays";

describe("Japanese holidays", () => {
  it("names the holidays of a week and skips ordinary days", () => {
    expect(holidaysBetween("2026-11-01", "2026-11-30")).toEqual([
      { date: "2026-11-03", name: "文化の日" },
      { date: "2026-11-23", name: "勤労感謝の日" },
    ]);
    expect(holidayName("2026-11-24")).toBeUndefined();
  });

  it("knows substitute holidays and that weekends and holidays are not working days", () => {
    // 2026-05-03 (憲法記念日) is a Sunday: 05-06 is the substitute holiday.
    expect(holidayName("2026-05-06")).toBe("こどもの日 振替休日");
    expect(isWorkingDay("2026-05-06")).toBe(false);
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-11-23")).toBe(false); // 勤労感謝の日 (Monday)
    expect(isWorkingDay("2026-11-24")).toBe(true);
  });
});
