import { describe, expect, it } from "vitest";
import {
  emptyItem,
  initialTypes,
  MAX_ITEMS,
  settingsFormSchema,
  settingsFormValues,
  type SettingsFormValues,
} from "./settings-form";

const SOURCE = {
  issueDate: "2026-11-26",
  addresseeName: "山田 太郎",
  addresseeAddress: null,
  constructionDate: "2026-12-03",
  constructionSlot: "午前",
  items: [{ name: "V-ONU交換", quantity: 1, unit: "台", note: null }],
  remarks: null,
};

const values = (over: Partial<SettingsFormValues> = {}): SettingsFormValues => ({
  ...settingsFormValues(SOURCE),
  ...over,
});

const messages = (v: SettingsFormValues) => {
  const r = settingsFormSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("settings form", () => {
  it("turns the answer into text inputs and back into DocumentSettingsInput", () => {
    const v = values();
    expect(v.items[0]).toEqual({ name: "V-ONU交換", quantity: "1", unit: "台", note: "" });
    expect(v.addresseeAddress).toBe("");
    expect(settingsFormSchema.parse({ ...v, constructionSlot: "", remarks: "  " })).toEqual({
      issueDate: "2026-11-26",
      addresseeName: "山田 太郎",
      addresseeAddress: null,
      constructionDate: "2026-12-03",
      constructionSlot: null,
      items: [{ name: "V-ONU交換", quantity: 1, unit: "台", note: null }],
      remarks: null,
    });
  });

  it("asks for 発行日 and 宛名, and real dates", () => {
    expect(messages(values({ issueDate: "", addresseeName: "  " }))).toEqual([
      "issueDate: 発行日を入力してください",
      "addresseeName: 宛名を入力してください",
    ]);
    expect(messages(values({ constructionDate: "2026/13/01" }))).toEqual([
      "constructionDate: 工事予定日はYYYY/MM/DDの形式で入力してください",
    ]);
    expect(messages(values({ constructionDate: "" }))).toEqual([]);
  });

  it("#37.10 refuses a 工事予定日 before 発行日", () => {
    expect(messages(values({ issueDate: "2026-11-26", constructionDate: "2025-01-01" }))).toEqual([
      "constructionDate: 工事予定日は発行日以降の日付を入力してください",
    ]);
    expect(messages(values({ issueDate: "2026-11-26", constructionDate: "2026-11-26" }))).toEqual(
      [],
    );
  });

  it("checks each line: 品目 required, 数量 a whole number 1–9999", () => {
    const bad = (quantity: string) =>
      messages(values({ items: [{ ...emptyItem(), name: "調査", quantity }] }));
    for (const q of ["0", "10000", "1.5", "", "abc"])
      expect(bad(q)).toEqual(["items.0.quantity: 数量は1〜9999の整数で入力してください"]);
    expect(bad("9999")).toEqual([]);
    expect(bad(" 12 ")).toEqual([]);
    expect(messages(values({ items: [emptyItem()] }))).toEqual([
      "items.0.name: 品目を入力してください",
    ]);
  });

  it(`allows at most ${MAX_ITEMS} lines`, () => {
    const line = { ...emptyItem(), name: "部材" };
    expect(messages(values({ items: Array(MAX_ITEMS).fill(line) }))).toEqual([]);
    expect(messages(values({ items: Array(MAX_ITEMS + 1).fill(line) }))).toEqual([
      `items: 品目は${MAX_ITEMS}行までです`,
    ]);
  });

  it("checks the types generated last, or all of the page's when there are none", () => {
    expect(initialTypes([2, 3, 5, 6, 7], [3, 6])).toEqual([3, 6]);
    expect(initialTypes([2, 3, 5, 6, 7], [])).toEqual([2, 3, 5, 6, 7]);
    // A type of another page never counts.
    expect(initialTypes([1, 4], [8])).toEqual([1, 4]);
  });
  it("#37.13 ticks only the types that apply when nothing was generated yet", () => {
    expect(initialTypes([2, 3, 5, 6, 7], [], [2, 3, 5])).toEqual([2, 3, 5]);
    expect(initialTypes([2, 3, 5, 6, 7], [7], [2, 3, 5])).toEqual([7]);
  });
});
