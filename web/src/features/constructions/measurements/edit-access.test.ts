import { describe, expect, it } from "vitest";
import { measurementLock, NO_PERMISSION } from "./edit-access";

describe("measurementLock", () => {
  it("opens 日程確定 and 施工中 to CONSTRUCTION_EDIT only", () => {
    expect(measurementLock(true, { status: 3, statusLabel: "日程確定" })).toBeNull();
    expect(measurementLock(true, { status: 4, statusLabel: "施工中" })).toBeNull();
    expect(measurementLock(false, { status: 4, statusLabel: "施工中" })).toBe(NO_PERMISSION);
  });

  it("names the status that locks it", () => {
    for (const [status, label] of [
      [1, "指示待ち"],
      [2, "指示済"],
      [5, "完了"],
      [6, "延期"],
      [7, "中止"],
    ] as const)
      expect(measurementLock(true, { status, statusLabel: label })).toContain(`「${label}」`);
  });
});
