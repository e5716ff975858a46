import { describe, expect, it } from "vitest";
import { CANCELLED, COMPLETED, offeredStatuses, POSTPONED, STARTED } from "./StatusActions";

const none = { start: false, complete: false, postpone: false, cancel: false };

describe("offeredStatuses", () => {
  it("offers what both the flags and the allowed statuses permit", () => {
    expect(
      offeredStatuses({ ...none, start: true, postpone: true, cancel: true }, [4, 6, 7]),
    ).toEqual([STARTED, POSTPONED, CANCELLED]);
    expect(offeredStatuses({ ...none, start: true }, [6])).toEqual([]);
  });

  it("offers 完了 when allowed even if a failing reading makes `can` say no (a reason completes it)", () => {
    expect(offeredStatuses(none, [5, 6])).toEqual([COMPLETED]);
  });

  it("offers nothing without the edit flag (no allowed statuses)", () => {
    expect(
      offeredStatuses({ start: true, complete: true, postpone: true, cancel: true }, []),
    ).toEqual([]);
  });
});
