import { describe, expect, it } from "vitest";
import {
  DBM_NOT_A_NUMBER,
  DBM_OUT_OF_RANGE,
  formatDbm,
  inputText,
  judge,
  normalizeDbmText,
  parseDbm,
  rangeLabel,
} from "./dbm";

describe("parseDbm", () => {
  it("accepts the minus look-alikes and full-width digits a Japanese keyboard gives", () => {
    for (const typed of ["-12.5", "ー12.5", "−12.5", "－１２．５", "ー１２.５０", " -12.50 "])
      expect(parseDbm(typed)).toEqual({ kind: "value", value: -12.5 });
    expect(normalizeDbmText("＋２．００")).toBe("+2.00");
    expect(parseDbm("+2")).toEqual({ kind: "value", value: 2 });
    expect(parseDbm(".5")).toEqual({ kind: "value", value: 0.5 });
  });

  it("rounds to two decimals as the API stores it, and never gives -0", () => {
    expect(parseDbm("-12.346")).toEqual({ kind: "value", value: -12.35 });
    expect(parseDbm("-0.001")).toEqual({ kind: "value", value: 0 });
    expect(Object.is((parseDbm("-0") as { value: number }).value, 0)).toBe(true);
  });

  it("says what is wrong: empty, not a number, out of the API's range", () => {
    expect(parseDbm("")).toEqual({ kind: "empty" });
    expect(parseDbm("  ")).toEqual({ kind: "empty" });
    expect(parseDbm("abc")).toEqual({ kind: "invalid", message: DBM_NOT_A_NUMBER });
    expect(parseDbm("-1-2")).toEqual({ kind: "invalid", message: DBM_NOT_A_NUMBER });
    expect(parseDbm("-70.01")).toEqual({ kind: "invalid", message: DBM_OUT_OF_RANGE });
    expect(parseDbm("30.01")).toEqual({ kind: "invalid", message: DBM_OUT_OF_RANGE });
    expect(parseDbm("-70")).toEqual({ kind: "value", value: -70 });
    expect(DBM_OUT_OF_RANGE).toBe("−70.00〜+30.00 の範囲で入力してください");
  });
});

describe("formats", () => {
  it("prints signed two-decimal readings and the range", () => {
    expect(formatDbm(2)).toBe("+2.00");
    expect(formatDbm(-12)).toBe("−12.00");
    expect(formatDbm(0)).toBe("0.00");
    expect(rangeLabel(-12, 2)).toBe("範囲 −12.00〜+2.00");
    expect(rangeLabel(null, 2)).toBe("しきい値未登録");
    expect(inputText(-12.5)).toBe("-12.50");
  });
});

describe("judge (as the API)", () => {
  it("is inclusive at both bounds, compared at two decimals", () => {
    expect(judge(-12, -12, 2)).toBe("合格");
    expect(judge(2, -12, 2)).toBe("合格");
    expect(judge(2.004, -12, 2)).toBe("合格");
    expect(judge(2.01, -12, 2)).toBe("不合格");
    expect(judge(-12.01, -12, 2)).toBe("不合格");
    expect(judge(-27.3, -27, -8)).toBe("不合格");
  });
});
