import { describe, expect, it } from "vitest";
import { checkCompletable, judge } from "./domain";
import { allowedEntryItems, workTypeDefaults } from "../projects/domain";
import { displayCode, toKatakana } from "../targets/domain";

describe("measurement thresholds", () => {
  it("judges inclusively at two decimals", () => {
    expect(judge(-12, -12, 2)).toBe("合格");
    expect(judge(2.0, -12, 2)).toBe("合格");
    expect(judge(2.01, -12, 2)).toBe("不合格");
    expect(judge(-27.5, -27, -8)).toBe("不合格");
    expect(judge(-7.99, -27, -8)).toBe("不合格");
  });
  it("needs all passing or an override reason to complete", () => {
    expect(checkCompletable(["合格", "合格"], null).ok).toBe(true);
    expect(checkCompletable(["合格", "不合格"], null).ok).toBe(false);
    expect(checkCompletable([], "").ok).toBe(false);
    expect(checkCompletable(["不合格"], "再測定不可のため").ok).toBe(true);
  });
});

describe("work type defaults and codes", () => {
  it("maps work types to pairs and labels of the spec", () => {
    expect(workTypeDefaults[1]).toEqual({
      type: 1,
      pairs: [
        [1, 3],
        [3, 3],
      ],
      label: "V-ONU交換",
      fixed: 2,
    });
    expect(workTypeDefaults[3].label).toBe("R-ONU交換");
    expect(workTypeDefaults[4].pairs).toEqual([[4, 2]]);
    expect(allowedEntryItems(1)).toEqual(["V-ONU交換"]);
    expect(allowedEntryItems(3)).toEqual(["R-ONU交換", "V-ONU交換"]);
    expect(allowedEntryItems(4)).toEqual(["撤去"]);
  });
  it("formats display codes and kana", () => {
    expect(displayCode("target", 42)).toBe("TA-00000042");
    expect(displayCode("construction", 123456789)).toBe("CN-123456789");
    expect(toKatakana("やまだ ﾀﾛｳ")).toBe("ヤマダ　タロウ");
  });
});

describe("entry items", () => {
  it("are the labels whose pairs name the work type (docs/spec.md §3), its own label first", () => {
    for (const workType of [1, 2, 3, 4] as const) {
      const fromPairs = new Set([
        workTypeDefaults[workType].label,
        ...([1, 2, 3, 4] as const)
          .filter((t) => workTypeDefaults[t].pairs.some(([wt]) => wt === workType))
          .map((t) => workTypeDefaults[t].label),
      ]);
      expect(allowedEntryItems(workType)).toEqual([...fromPairs]);
    }
  });
});
