import { describe, expect, it } from "vitest";
import { thresholdSchema, thresholdValues } from "./threshold-form";

describe("threshold form", () => {
  it("reads bounds typed the Japanese way and sends numbers", () => {
    const out = thresholdSchema.parse({
      point: "V-ONU入力",
      wavelengthNm: "1550",
      minDbm: "ー１２．５",
      maxDbm: "+2",
    });
    expect(out).toEqual({ point: "V-ONU入力", wavelengthNm: 1550, minDbm: -12.5, maxDbm: 2 });
  });

  it("shows a row's bounds with two decimals and reads them back", () => {
    const row = { point: "クロージャ", wavelengthNm: 1310, minDbm: -27, maxDbm: -8 };
    const values = thresholdValues(row);
    expect(values).toEqual({
      point: "クロージャ",
      wavelengthNm: "1310",
      minDbm: "-27.00",
      maxDbm: "-8.00",
    });
    expect(thresholdSchema.parse(values)).toEqual(row);
  });

  it("says what is missing or wrong, in Japanese", () => {
    const empty = thresholdSchema.safeParse(thresholdValues(null));
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      "測定点を選択してください",
      "波長を選択してください",
      "下限を入力してください",
      "上限を入力してください",
    ]);
    const bad = thresholdSchema.safeParse({
      point: "光コンセント",
      wavelengthNm: "1490",
      minDbm: "abc",
      maxDbm: "-99",
    });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(["minDbm", "maxDbm"]);
  });

  it("refuses an upper bound below the lower one", () => {
    const swapped = thresholdSchema.safeParse({
      point: "光コンセント",
      wavelengthNm: "1490",
      minDbm: "-8",
      maxDbm: "-27",
    });
    expect(swapped.error?.issues).toEqual([
      expect.objectContaining({
        path: ["maxDbm"],
        message: "上限は下限以上の値を入力してください",
      }),
    ]);
  });
});
