import { describe, expect, it } from "vitest";
import { diffChanges } from "./audit";

describe("diffChanges", () => {
  it("lists the fields whose value changed, without bookkeeping columns", () => {
    expect(
      diffChanges(
        { name: "旧", notes: null, version: 1, updatedAt: new Date(0) },
        { name: "新", notes: null, version: 2, updatedAt: new Date(1) },
      ),
    ).toEqual({ name: { from: "旧", to: "新" } });
  });

  it('takes "" and null as the same 未設定 (issue #37.19)', () => {
    expect(diffChanges({ name: "甲", notes: "" }, { name: "乙", notes: null })).toEqual({
      name: { from: "甲", to: "乙" },
    });
    expect(diffChanges({ notes: null }, { notes: "" })).toEqual({});
    expect(diffChanges({ notes: "" }, { notes: "メモ" })).toEqual({
      notes: { from: "", to: "メモ" },
    });
  });

  it("lists what a create set, leaving out blank fields", () => {
    expect(diffChanges(null, { name: "新規", notes: "", clientId: null })).toEqual({
      name: { from: null, to: "新規" },
    });
  });
});
