import { describe, expect, it } from "vitest";
import { addMattersMessage } from "./add-matters-result";

describe("addMattersMessage", () => {
  it("names what was created and what was skipped", () => {
    expect(addMattersMessage("A計画", 2, 0)).toBe("「A計画」に2件の案件を作成しました。");
    expect(addMattersMessage("A計画", 1, 3)).toBe(
      "「A計画」に1件の案件を作成しました。3件は登録済みのためスキップしました。",
    );
    expect(addMattersMessage("A計画", 0, 2)).toBe(
      "「A計画」に2件は登録済みのためスキップしました。",
    );
    expect(addMattersMessage("A計画", 0, 0)).toBe(
      "「A計画」に追加する対象物件はありませんでした。",
    );
  });
});
