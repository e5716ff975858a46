import { describe, expect, it } from "vitest";
import { agreedNegotiation, scheduleBlockedReason } from "./agreed-negotiation";

describe("agreedNegotiation", () => {
  it("is the latest one completed 合意", () => {
    const found = agreedNegotiation([
      { id: "1", completeReason: 1, completedAt: "2026-10-01T00:00:00Z" },
      { id: "2", completeReason: 2, completedAt: "2026-11-01T00:00:00Z" },
      { id: "3", completeReason: 1, completedAt: "2026-10-20T00:00:00Z" },
      { id: "4", completeReason: 0, completedAt: null },
    ]);
    expect(found?.id).toBe("3");
  });

  it("is none without an agreement", () => {
    expect(agreedNegotiation([{ id: "1", completeReason: 2, completedAt: null }])).toBeUndefined();
  });
});

describe("scheduleBlockedReason", () => {
  it("is nothing when a slot can be booked", () => {
    expect(
      scheduleBlockedReason({ status: 1, statusLabel: "指示待ち", can: { schedule: true } }),
    ).toBeNull();
  });
  it("names a settled status, else the missing permission", () => {
    expect(
      scheduleBlockedReason({ status: 5, statusLabel: "完了", can: { schedule: false } }),
    ).toBe("この工事は完了のため、日程を予約できません。");
    expect(
      scheduleBlockedReason({ status: 1, statusLabel: "指示待ち", can: { schedule: false } }),
    ).toMatch(/権限がありません/);
  });
});
