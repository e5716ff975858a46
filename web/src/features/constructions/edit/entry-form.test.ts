import { describe, expect, it } from "vitest";
import { entryFormSchema, entryFormValues, modelsFor } from "./entry-form";
import { entryItemsOf } from "./entry-items";

const exchange = entryItemsOf(2)[0]!;

describe("entry form", () => {
  it("starts a new entry with the default item and one piece", () => {
    expect(entryFormValues(null, exchange)).toEqual({
      item: exchange,
      removedDeviceModelId: "",
      removedSerial: "",
      installedDeviceModelId: "",
      installedSerial: "",
      quantity: "1",
      notes: "",
    });
  });

  it("sends blanks as null and the quantity as a number (full-width digits too)", () => {
    const out = entryFormSchema.parse({
      ...entryFormValues(null, exchange),
      removedDeviceModelId: "3",
      installedDeviceModelId: "4",
      installedSerial: " SN-1 ",
      quantity: "２",
    });
    expect(out).toEqual({
      item: exchange,
      removedDeviceModelId: 3,
      removedSerial: null,
      installedDeviceModelId: 4,
      installedSerial: "SN-1",
      quantity: 2,
      notes: null,
    });
  });

  it("installs nothing for a removal", () => {
    const out = entryFormSchema.parse({
      ...entryFormValues(null, "撤去"),
      installedDeviceModelId: "4",
      installedSerial: "SN",
    });
    expect([out.installedDeviceModelId, out.installedSerial]).toEqual([null, null]);
  });

  it("refuses a missing item and a quantity that is no whole number from 1", () => {
    const result = entryFormSchema.safeParse({ ...entryFormValues(null, ""), quantity: "0" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain("品目を選択してください");
    expect(messages).toContain("数量は1〜999の整数で入力してください");
  });
});

describe("modelsFor", () => {
  const models = [
    { id: 1, name: "V1", deviceLineType: 1 },
    { id: 2, name: "R1", deviceLineType: 2 },
  ];
  it("keeps one line type's models and the one chosen now", () => {
    expect(modelsFor(models, 2, "").map((m) => m.id)).toEqual([2]);
    expect(modelsFor(models, 2, "1").map((m) => m.id)).toEqual([1, 2]);
    expect(modelsFor(models, undefined, "").map((m) => m.id)).toEqual([1, 2]);
  });
});
