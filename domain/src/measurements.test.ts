import { describe, expect, it } from "vitest";
import { hundredthsOf, hundredthsText, judge, toHundredths } from "./measurements";

describe("a reading rounded once", () => {
  it("rounds half away from zero on the decimal value, as numeric(6,2) does", () => {
    // 2.005 × 100 is 200.49999… and 1.005 × 100 is 100.49999… in doubles: the digits decide.
    expect(hundredthsOf(2.005)).toBe(201);
    expect(hundredthsOf(1.005)).toBe(101);
    expect(hundredthsOf(-12.005)).toBe(-1201);
    expect(hundredthsOf(-27.005)).toBe(-2701);
    expect(hundredthsOf(-12.004)).toBe(-1200);
    expect(hundredthsOf(29.995)).toBe(3000);
    expect(hundredthsOf(1e-7)).toBe(0);
    expect(Object.is(toHundredths(-0.001), 0)).toBe(true);
  });

  it("writes the stored text from the same rounding", () => {
    expect(hundredthsText(2.005)).toBe("2.01");
    expect(hundredthsText(-12.005)).toBe("-12.01");
    expect(hundredthsText(-0.05)).toBe("-0.05");
    expect(hundredthsText(-70)).toBe("-70.00");
    expect(hundredthsText(-0.004)).toBe("0.00");
  });

  it("judges the value it stores, at the boundaries of −12…+2", () => {
    // Stored −12.01 and 2.01: both outside the range, both 不合格.
    expect(judge(-12.005, -12, 2)).toBe("不合格");
    expect(judge(Number(hundredthsText(-12.005)), -12, 2)).toBe("不合格");
    expect(judge(2.005, -12, 2)).toBe("不合格");
    expect(judge(Number(hundredthsText(2.005)), -12, 2)).toBe("不合格");
    // Stored −12.00 and 2.00: on the bounds, which are inclusive.
    expect(judge(-12.004, -12, 2)).toBe("合格");
    expect(judge(2.004, -12, 2)).toBe("合格");
  });

  it("has no rounding of a non-finite number", () => {
    expect(() => hundredthsOf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => hundredthsOf(Number.NaN)).toThrow(RangeError);
  });
});
