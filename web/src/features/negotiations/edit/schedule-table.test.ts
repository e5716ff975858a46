import { describe, expect, it } from "vitest";
import { timeRange } from "./ScheduleTable";

describe("timeRange", () => {
  it("writes the end's day only when it differs (Tokyo)", () => {
    expect(timeRange("2026-11-25T01:00:00Z", "2026-11-25T02:30:00Z")).toBe(
      "2026/11/25 10:00 – 11:30",
    );
    expect(timeRange("2026-11-25T14:00:00Z", "2026-11-25T16:00:00Z")).toBe(
      "2026/11/25 23:00 – 2026/11/26 01:00",
    );
  });
});
