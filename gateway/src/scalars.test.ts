import { describe, expect, it } from "vitest";
import { DateTime } from "./scalars";

describe("DateTime", () => {
  it("passes the API's toISOString() form on as it is and normalises any other instant", () => {
    expect(DateTime.serialize("2026-11-26T01:02:03.456Z")).toBe("2026-11-26T01:02:03.456Z");
    expect(DateTime.serialize("2026-11-26T10:00:00+09:00")).toBe("2026-11-26T01:00:00.000Z");
    expect(DateTime.serialize(new Date(Date.UTC(2026, 10, 26)))).toBe("2026-11-26T00:00:00.000Z");
  });

  it("refuses what is not an instant", () => {
    expect(() => DateTime.serialize("tomorrow")).toThrow("DateTime must be an ISO 8601 instant");
    expect(() => DateTime.parseValue("2026-13-45T01:02:03.456Z")).toThrow();
  });
});
