import { describe, expect, it } from "vitest";
import { EMPTY_TARGET_CREATE, targetCreateSchema, TARGET_TYPES } from "./target-create-form";

const parse = (values: Partial<typeof EMPTY_TARGET_CREATE>) =>
  targetCreateSchema.safeParse({ ...EMPTY_TARGET_CREATE, ...values });

const messages = (values: Partial<typeof EMPTY_TARGET_CREATE>) => {
  const result = parse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("targetCreateSchema", () => {
  it("asks for a type first, and a name (not for a pole)", () => {
    expect(messages({})).toMatchObject({ targetType: "種別を選択してください" });
    expect(messages({ targetType: TARGET_TYPES.house })).toEqual({ name: "物件名は必須入力です" });
    expect(messages({ targetType: TARGET_TYPES.pole })).toEqual({
      poleNumber: "電柱番号は必須入力です",
    });
  });

  it("a house: one unit, kana and postal code normalised", () => {
    const result = parse({
      targetType: TARGET_TYPES.house,
      name: "山田邸",
      nameKana: "やまだてい",
      postalCode: "１４３－００１３",
      prefecture: "東京都",
      clientId: "2",
      targetInstallationTypeId: "1",
    });
    expect(result.success && result.data).toMatchObject({
      targetType: 2,
      name: "山田邸",
      nameKana: "ヤマダテイ",
      postalCode: "1430013",
      prefecture: "東京都",
      city: null,
      clientId: 2,
      targetInstallationTypeId: 1,
      totalUnits: 1,
      poleNumber: null,
    });
    expect(result.success && "roomNumbers" in result.data).toBe(false);
  });

  it("an apartment: the room numbers, their count as the units", () => {
    const result = parse({
      targetType: TARGET_TYPES.apartment,
      name: "コーポ森",
      roomNumbers: "101\n102\n201\n202",
    });
    expect(result.success && result.data).toMatchObject({
      totalUnits: 4,
      roomNumbers: ["101", "102", "201", "202"],
    });
  });

  it("an apartment: repeated rooms and a count that does not match are refused", () => {
    expect(
      messages({ targetType: TARGET_TYPES.apartment, name: "A", roomNumbers: "101\n101" }),
    ).toEqual({
      roomNumbers: "部屋番号が重複しています：101",
    });
    expect(
      messages({
        targetType: TARGET_TYPES.apartment,
        name: "A",
        totalUnits: "3",
        roomNumbers: "1\n2",
      }),
    ).toEqual({ roomNumbers: "部屋番号の数（2）が総戸数（3）と一致しません" });
    expect(messages({ targetType: TARGET_TYPES.apartment, name: "A", totalUnits: "x" })).toEqual({
      totalUnits: "総戸数は0以上の整数で入力してください",
    });
  });

  it("a pole: named by its number unless named, no units", () => {
    const result = parse({
      targetType: TARGET_TYPES.pole,
      poleNumber: "森ケ崎 190",
      poleOwner: "東京電力",
      building: "ignored",
    });
    expect(result.success && result.data).toMatchObject({
      targetType: 4,
      name: "森ケ崎 190",
      poleNumber: "森ケ崎 190",
      poleOwner: "東京電力",
      building: null,
      totalUnits: null,
    });
  });

  it("refuses kana that is not katakana and a short postal code", () => {
    expect(
      messages({ targetType: TARGET_TYPES.house, name: "A", nameKana: "山田", postalCode: "143" }),
    ).toEqual({
      nameKana: "物件名カナは全角カタカナで入力してください",
      postalCode: "郵便番号は7桁の数字で入力してください",
    });
  });
});
