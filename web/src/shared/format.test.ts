import { describe, expect, it } from "vitest";
import {
  displayCode,
  formatDate,
  formatDateTime,
  labelWithCode,
  padId,
  shortAddress,
} from "./format";

describe("padId", () => {
  it("pads to 8 digits", () => {
    expect(padId(42)).toBe("00000042");
    expect(padId("7")).toBe("00000007");
    expect(padId(12345678)).toBe("12345678");
  });
  it("keeps longer ids whole", () => {
    expect(padId(123456789)).toBe("123456789");
  });
  it("refuses non-numeric ids", () => {
    expect(() => padId("abc")).toThrow(RangeError);
    expect(() => padId(-1)).toThrow(RangeError);
  });
});

describe("displayCode", () => {
  it("joins prefix and padded id", () => {
    expect(displayCode("TA", 42)).toBe("TA-00000042");
    expect(displayCode("CN", "1")).toBe("CN-00000001");
  });
  it("labels with full-width brackets", () => {
    expect(labelWithCode("対象物件", "TA", 42)).toBe("対象物件（TA-00000042）");
  });
});

describe("formatDate", () => {
  it("shows calendar dates as they are", () => {
    expect(formatDate("2024-05-01")).toBe("2024/05/01");
  });
  it("converts instants to Asia/Tokyo", () => {
    // 15:30 UTC on 31 Dec is already 1 Jan in Tokyo (UTC+9).
    expect(formatDate("2023-12-31T15:30:00Z")).toBe("2024/01/01");
    expect(formatDate(new Date("2024-03-10T14:59:59Z"))).toBe("2024/03/10");
    expect(formatDate(new Date("2024-03-10T15:00:00Z"))).toBe("2024/03/11");
  });
  it("returns empty text for missing or invalid input", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
  it("formats date and time in Tokyo", () => {
    expect(formatDateTime("2024-01-01T00:05:00Z")).toBe("2024/01/01 09:05");
    expect(formatDateTime("2024-01-01T15:00:00Z")).toBe("2024/01/02 00:00");
    expect(formatDateTime(null)).toBe("");
  });
});

describe("shortAddress", () => {
  it("joins city, town and street that are there", () => {
    expect(shortAddress({ city: "大田区", town: "大森西", street: null })).toBe("大田区 大森西");
    expect(shortAddress(null)).toBe("");
  });
});
