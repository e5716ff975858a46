import { describe, expect, it } from "vitest";
import { templateText } from "@/shared/import/template";
import { TARGET_IMPORT_COLUMNS } from "./columns";

describe("target import columns", () => {
  it("make a template of the API's 16 columns, 物件種別 first", () => {
    const [header, example] = templateText(TARGET_IMPORT_COLUMNS.list).split("\r\n");
    expect(header?.split(",").slice(0, 4)).toEqual([
      "物件種別",
      "物件名",
      "物件名カナ",
      "郵便番号",
    ]);
    expect(header?.split(",")).toHaveLength(16);
    expect(example?.split(",")).toHaveLength(16);
    expect(TARGET_IMPORT_COLUMNS.headerField("総戸数")).toBe("totalUnits");
  });

  it("read the 発注元 column under its name and under the earlier 発注元ID (#37.14)", () => {
    expect(TARGET_IMPORT_COLUMNS.headerField("発注元")).toBe("clientId");
    expect(TARGET_IMPORT_COLUMNS.headerField("発注元ID")).toBe("clientId");
    expect(TARGET_IMPORT_COLUMNS.columnLabel("clientId")).toBe("発注元");
  });
});
