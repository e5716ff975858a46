import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

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
