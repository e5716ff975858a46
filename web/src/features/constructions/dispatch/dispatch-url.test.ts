import { describe, expect, it } from "vitest";
import { calendarSearch, chosenCompany, parseCalendarState } from "./dispatch-url";

const today = "2026-11-26"; // a Thursday; this week starts 2026-11-23

describe("calendar URL state", () => {
  it("opens this week without parameters", () => {
    expect(parseCalendarState("", today)).toEqual({ week: "2026-11-23" });
    expect(calendarSearch({ week: "2026-11-23" }, today)).toBe("");
  });

  it("round-trips a company and a later week", () => {
    const search = calendarSearch({ company: 3, week: "2026-12-07" }, today);
    expect(search).toBe("?company=3&week=2026-12-07");
    expect(parseCalendarState(search, today)).toEqual({ company: 3, week: "2026-12-07" });
  });

  it("snaps a day to its Monday and a past or bad week to this one", () => {
    expect(parseCalendarState("?week=2026-12-10", today).week).toBe("2026-12-07");
    expect(parseCalendarState("?week=2026-10-01", today).week).toBe("2026-11-23");
    expect(parseCalendarState("?week=2026-02-30&company=x", today)).toEqual({
      week: "2026-11-23",
    });
  });
});

describe("chosenCompany", () => {
  const companies = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it("prefers the asked company, then the construction's, then the first", () => {
    expect(chosenCompany(3, 2, companies)).toBe(3);
    expect(chosenCompany(undefined, 2, companies)).toBe(2);
    expect(chosenCompany(undefined, null, companies)).toBe(1);
    expect(chosenCompany(99, 98, companies)).toBe(1);
    expect(chosenCompany(undefined, undefined, [])).toBeUndefined();
  });
});
