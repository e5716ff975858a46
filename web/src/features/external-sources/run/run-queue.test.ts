import { describe, expect, it } from "vitest";
import { outcomeText, runInTurn, type RunOutcome, type RunProgress } from "./run-queue";

const done = (failed = 0): RunOutcome => ({
  kind: "done",
  status: failed ? "失敗" : "成功",
  total: 10,
  created: failed ? 0 : 4,
  updated: failed ? 0 : 6,
  failed,
});

describe("runInTurn", () => {
  it("runs one after another, reporting each step, and keeps going after a failure", async () => {
    const order: string[] = [];
    const steps: RunProgress[] = [];
    const outcomes = await runInTurn(
      ["1", "2", "3"],
      async (id) => {
        order.push(id);
        if (id === "2") throw new Error("network");
        return done(id === "3" ? 2 : 0);
      },
      (progress) => steps.push(progress),
    );
    expect(order).toEqual(["1", "2", "3"]);
    expect(steps.map((s) => [s.done, s.current])).toEqual([
      [0, "1"],
      [1, "2"],
      [2, "3"],
      [3, undefined],
    ]);
    expect(outcomes.get("2")).toEqual({ kind: "refused", message: "実行できませんでした" });
    expect(outcomes.get("3")).toMatchObject({ kind: "done", status: "失敗", failed: 2 });
  });
});

describe("outcomeText", () => {
  it("says the result and the counts of a run", () => {
    expect(outcomeText(done())).toBe("成功（10件中 登録4件・更新6件・エラー0件）");
  });
  it("says why a source did not run", () => {
    expect(outcomeText({ kind: "skipped", message: "ファイルを選択してください" })).toBe(
      "ファイルを選択してください",
    );
  });
});
