import { describe, expect, it } from "vitest";
import { targetFieldsOf, targetFormSchema, targetFormValues } from "./target-form";

const apartment = targetFormValues({
  targetType: 3,
  name: "森ケ崎ハイツ",
  nameKana: "モリガサキハイツ",
  postalCode: "1430013",
  prefecture: "東京都",
  city: "大田区",
  town: "大森南",
  street: "1-2-3",
  building: "森ケ崎ハイツ",
  poleNumber: "森ケ崎 190",
  poleOwner: "東京電力",
  targetInstallationTypeId: 2,
  clientId: 1,
  totalUnits: 20,
  notes: null,
});

describe("target form", () => {
  it("shows the fields that fit the type", () => {
    expect(targetFieldsOf(2)).toEqual({ pole: false, totalUnits: false, building: true });
    expect(targetFieldsOf(3)).toEqual({ pole: false, totalUnits: true, building: true });
    expect(targetFieldsOf(4)).toEqual({ pole: true, totalUnits: false, building: false });
  });

  it("sends an apartment's fields, not the pole's; empty inputs clear", () => {
    const out = targetFormSchema.parse({ ...apartment, street: "  " });
    expect(out).toMatchObject({
      targetType: 3,
      totalUnits: 20,
      building: "森ケ崎ハイツ",
      street: null,
    });
    expect(out).not.toHaveProperty("poleNumber");
    expect(out.clientId).toBe(1);
    expect(out.notes).toBeNull();
  });

  it("sends a pole's number and owner, not the building or unit count", () => {
    const out = targetFormSchema.parse({ ...apartment, targetType: "4" });
    expect(out).toMatchObject({ poleNumber: "森ケ崎 190", poleOwner: "東京電力" });
    expect(out).not.toHaveProperty("totalUnits");
    expect(out).not.toHaveProperty("building");
  });

  it("normalises the kana and refuses what the API would refuse", () => {
    expect(targetFormSchema.parse({ ...apartment, nameKana: "もりがさき" }).nameKana).toBe(
      "モリガサキ",
    );
    const bad = targetFormSchema.safeParse({
      ...apartment,
      name: " ",
      nameKana: "Mori",
      totalUnits: "-1",
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(messages).toContain("name: 物件名は必須入力です");
    expect(messages).toContain("nameKana: 物件名カナは全角カタカナで入力してください");
    expect(messages).toContain("totalUnits: 総戸数は0以上の整数で入力してください");
  });
});
