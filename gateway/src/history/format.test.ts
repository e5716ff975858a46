import { describe, expect, it } from "vitest";
import { shown } from "./format";

describe("shown (a history row worth showing)", () => {
  it("drops a change whose two sides read the same, as old 「（未設定）→（未設定）」 rows (issue #37.19)", () => {
    expect(shown({ from: null, to: null, masked: false })).toBe(false);
    expect(shown({ from: "戸建", to: "戸建", masked: false })).toBe(false);
  });

  it("keeps a real change and a masked one", () => {
    expect(shown({ from: null, to: "メモ", masked: false })).toBe(true);
    expect(shown({ from: "旧", to: "新", masked: false })).toBe(true);
    expect(shown({ from: null, to: null, masked: true })).toBe(true);
  });
});
