import { describe, expect, it } from "vitest";
import iconv from "iconv-lite";
import { decodeCsv, detectEncoding, parseCsv } from "./csv";
import { toTargetInput } from "./target-rows";

const csv = "物件種別,物件名,物件名カナ,郵便番号\n戸建,大森西ハイツ,おおもりにしﾊｲﾂ,143-0015\n";

describe("CSV decoding", () => {
  it("detects UTF-8 with and without BOM and Shift_JIS", () => {
    const utf8 = Buffer.from(csv, "utf-8");
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    const sjis = iconv.encode(csv, "cp932");
    expect(detectEncoding(utf8)).toBe("utf-8");
    expect(detectEncoding(bom)).toBe("utf-8");
    expect(detectEncoding(sjis)).toBe("cp932");
    for (const b of [utf8, bom, sjis]) expect(decodeCsv(b)).toBe(csv);
  });
  it("parses rows by header and normalises a target row", () => {
    const parsed = parseCsv(csv);
    if ("error" in parsed) throw new Error(parsed.error);
    expect(parsed.header[0]).toBe("物件種別");
    const rec = {
      targetType: parsed.rows[0]!["物件種別"],
      name: parsed.rows[0]!["物件名"],
      nameKana: parsed.rows[0]!["物件名カナ"],
      postalCode: parsed.rows[0]!["郵便番号"],
    };
    const r = toTargetInput(rec, 1, new Set());
    expect(r.errors).toEqual([]);
    expect(r.value).toMatchObject({
      targetType: 2,
      name: "大森西ハイツ",
      nameKana: "オオモリニシハイツ",
      postalCode: "1430015",
    });
  });
  it("reports row errors in Japanese", () => {
    const r = toTargetInput({ name: "", postalCode: "12-34", clientId: "99" }, 7, new Set([1]));
    expect(r.value).toBeUndefined();
    expect(r.errors.map((e) => [e.row, e.field])).toEqual([
      [7, "name"],
      [7, "postalCode"],
      [7, "clientId"],
    ]);
    expect(r.errors[0]!.message).toBe("物件名は必須入力です");
  });
});
