import { describe, expect, it } from "vitest";
import { isJstLocal, isoToJstLocal, jstLocalToIso, sameMinute } from "./datetime";

describe("Tokyo date-times of the inputs", () => {
  it("shows an instant in Tokyo and reads it back", () => {
    expect(isoToJstLocal("2026-11-25T01:30:00.000Z")).toBe("2026-11-25T10:30");
    expect(isoToJstLocal("2026-11-25T15:10:00Z")).toBe("2026-11-26T00:10");
    expect(isoToJstLocal(null)).toBe("");
    expect(jstLocalToIso("2026-11-26T00:10")).toBe("2026-11-25T15:10:00.000Z");
  });

  it("refuses what is no real minute", () => {
    expect(jstLocalToIso("2026-02-30T10:00")).toBeNull();
    expect(jstLocalToIso("2026-11-25 10:00")).toBeNull();
    expect(jstLocalToIso("")).toBeNull();
    expect(isJstLocal("2026-11-25T24:00")).toBe(false);
    expect(isJstLocal("2026-11-25T23:59")).toBe(true);
  });

  it("compares at the minute the form shows", () => {
    expect(sameMinute("2026-11-25T01:30:42Z", "2026-11-25T01:30:00.000Z")).toBe(true);
    expect(sameMinute("2026-11-25T01:31:00Z", "2026-11-25T01:30:00Z")).toBe(false);
    expect(sameMinute(null, undefined)).toBe(true);
    expect(sameMinute(null, "2026-11-25T01:30:00Z")).toBe(false);
  });
});
