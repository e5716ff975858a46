import { describe, expect, it } from "vitest";
import { NEW_SOURCE_VALUES, sourceFormSchema, sourceFormValues } from "./source-form";

const valid = {
  ...NEW_SOURCE_VALUES,
  name: " 基幹システム ",
  keyField: "name",
  mapping: [{ sourceColumn: " 物件名 ", field: "name" }],
};

describe("sourceFormSchema", () => {
  it("turns the form into the API's input (trimmed, no URL for a CSV source)", () => {
    const out = sourceFormSchema.parse({ ...valid, url: "https://old.example.jp/a.json" });
    expect(out).toEqual({
      name: "基幹システム",
      kind: "CSVファイル",
      url: null,
      encoding: "UTF-8",
      targetEntity: "targets",
      enabled: true,
      keyField: "name",
      notes: null,
      columnMapping: [{ sourceColumn: "物件名", field: "name" }],
    });
  });

  it("asks an HTTP JSON source for a web address", () => {
    const missing = sourceFormSchema.safeParse({ ...valid, kind: "HTTP JSON", url: "" });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["url"],
      message: "HTTP JSON の連携はURLを入力してください",
    });
    const ftp = sourceFormSchema.safeParse({ ...valid, kind: "HTTP JSON", url: "ftp://x.jp/a" });
    expect(ftp.error?.issues[0]?.message).toBe(
      "URLの形式が正しくありません（http:// または https://）",
    );
    const ok = sourceFormSchema.parse({ ...valid, kind: "HTTP JSON", url: "https://x.jp/a" });
    expect(ok.url).toBe("https://x.jp/a");
  });

  it("refuses an empty or repeated source column, an unchosen field and a missing key", () => {
    const result = sourceFormSchema.safeParse({
      ...valid,
      keyField: "",
      mapping: [
        { sourceColumn: "A", field: "name" },
        { sourceColumn: "A ", field: "" },
        { sourceColumn: "", field: "city" },
      ],
    });
    const issues = result.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["keyField", "更新キーを選択してください"],
        ["mapping.1.field", "項目を選択してください"],
        ["mapping.2.sourceColumn", "連携元の列名を入力してください"],
        ["mapping.1.sourceColumn", "同じ列名が2回あります"],
      ]),
    );
  });
});

describe("sourceFormValues", () => {
  it("reads a saved source into the form", () => {
    expect(
      sourceFormValues({
        name: "S",
        kind: "HTTP JSON",
        url: "https://x.jp/a",
        encoding: "UTF-8",
        targetEntity: "matters",
        enabled: false,
        keyField: "targetId",
        notes: null,
        columnMapping: [{ sourceColumn: "tid", field: "targetId" }],
      }),
    ).toEqual({
      name: "S",
      kind: "HTTP JSON",
      url: "https://x.jp/a",
      encoding: "UTF-8",
      targetEntity: "matters",
      enabled: "false",
      keyField: "targetId",
      notes: "",
      mapping: [{ sourceColumn: "tid", field: "targetId" }],
      // The secret is write-only: the form starts empty and only says whether one is saved.
      authHeader: "",
      removeAuthHeader: "false",
      hasAuthHeader: false,
    });
  });
});

describe("the write-only Authorization header and credentials in the URL", () => {
  const json = { ...valid, kind: "HTTP JSON" as const, url: "https://x.jp/a" };
  it("refuses a URL with a user or password, pointing to 認証ヘッダー", () => {
    const result = sourceFormSchema.safeParse({ ...json, url: "https://u:p@x.jp/a" });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["url"],
      message:
        "URLにユーザー名やパスワードを含めることはできません。認証が必要な場合は「認証ヘッダー」に入力してください",
    });
  });
  it("sends a typed header, null to remove it, nothing to keep it", () => {
    expect(sourceFormSchema.parse({ ...json, authHeader: " Bearer t " }).authHeader).toBe(
      "Bearer t",
    );
    expect(sourceFormSchema.parse({ ...json, removeAuthHeader: "true" }).authHeader).toBeNull();
    expect(sourceFormSchema.parse(json)).not.toHaveProperty("authHeader");
  });
  it("refuses a line break in the header", () => {
    const result = sourceFormSchema.safeParse({ ...json, authHeader: "Bearer a\r\nX: 1" });
    expect(result.error?.issues[0]?.message).toBe("認証ヘッダーに改行や制御文字は使えません");
  });
});
