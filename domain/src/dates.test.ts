import { describe, expect, it } from "vitest";
import { addWorkingDays, formatDate, formatDateTime } from "./dates";

describe("dates shown in Asia/Tokyo", () => {
  it("shows an instant in JST, crossing the date line", () => {
    expect(formatDateTime("2026-11-23T16:53:00Z")).toBe("2026/11/24 01:53");
    expect(formatDateTime(new Date("2026-01-01T00:00:00Z"))).toBe("2026/01/01 09:00");
    expect(formatDate("2026-11-23T16:53:00Z")).toBe("2026/11/24");
  });

  it("never shifts a calendar date", () => {
    expect(formatDate("2024-05-01")).toBe("2024/05/01");
  });

  it("answers empty for empty or invalid input", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDateTime("")).toBe("");
    expect(formatDateTime("not a date")).toBe("");
  });
});

describe("working days", () => {
  it("steps over weekends, and 0 steps stays", () => {
    expect(addWorkingDays("2026-11-25")).toBe("2026-11-26"); // Wed → Thu
    expect(addWorkingDays("2026-11-27")).toBe("2026-11-30"); // Fri → Mon
    expect(addWorkingDays("2026-11-28")).toBe("2026-11-30"); // Sat → Mon
    expect(addWorkingDays("2026-12-31")).toBe("2027-01-01");
    expect(addWorkingDays("2026-11-25", 4)).toBe("2026-12-01");
    expect(addWorkingDays("2026-11-26", 0)).toBe("2026-11-26");
  });
});
