import { describe, expect, it } from "vitest";
import iconv from "iconv-lite";
import { csvErrorMessage, decodeCsv, detectEncoding, parseCsv, readCsv } from "./csv";
import { clientLookupOf } from "../../targets/import/client-lookup";
import { CLIENT_UNKNOWN_MESSAGE, toTargetInput } from "../../targets/import/target-rows";

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
    if ("errors" in parsed) throw new Error(parsed.errors.join("\n"));
    expect(parsed.header[0]).toBe("物件種別");
    const rec = {
      targetType: parsed.rows[0]!["物件種別"],
      name: parsed.rows[0]!["物件名"],
      nameKana: parsed.rows[0]!["物件名カナ"],
      postalCode: parsed.rows[0]!["郵便番号"],
    };
    const r = toTargetInput(rec, 1, clientLookupOf([]));
    expect(r.errors).toEqual([]);
    expect(r.value).toMatchObject({
      targetType: 2,
      name: "大森西ハイツ",
      nameKana: "オオモリニシハイツ",
      postalCode: "1430015",
    });
  });
  it("reports row errors in Japanese", () => {
    const r = toTargetInput(
      { name: "", postalCode: "12-34", clientId: "99" },
      7,
      clientLookupOf([{ id: 1, name: "城南ケーブルテレビ株式会社" }]),
    );
    expect(r.value).toBeUndefined();
    expect(r.errors.map((e) => [e.row, e.field])).toEqual([
      [7, "name"],
      [7, "postalCode"],
      [7, "clientId"],
    ]);
    expect(r.errors[0]!.message).toBe("物件名は必須入力です");
  });

  it("finds the 発注元 by its id or its name, full-width or spaced as typed (#37.14)", () => {
    const clients = clientLookupOf([
      { id: 1, name: "城南ケーブルテレビ株式会社" },
      { id: 2, name: "多摩川ケーブルネットワーク株式会社" },
    ]);
    const clientOf = (cell: string) =>
      toTargetInput({ name: "髙橋様邸", clientId: cell }, 1, clients);
    expect(clientOf("2").value?.clientId).toBe(2);
    expect(clientOf("２").value?.clientId).toBe(2);
    expect(clientOf(" 城南ケーブルテレビ株式会社 ").value?.clientId).toBe(1);
    expect(clientOf("湘南ケーブル").errors).toEqual([
      { row: 1, field: "clientId", message: CLIENT_UNKNOWN_MESSAGE },
    ]);
    expect(clientOf("3").errors).toHaveLength(1);
  });

  it("names a pole row without a name by its pole number, as the form does (#37.16)", () => {
    const none = clientLookupOf([]);
    const pole = toTargetInput({ targetType: "電柱", name: "", poleNumber: "東電 12-34" }, 1, none);
    expect(pole.value).toMatchObject({ name: "東電 12-34", poleNumber: "東電 12-34" });
    const house = toTargetInput(
      { targetType: "戸建", name: "", poleNumber: "東電 12-34" },
      1,
      none,
    );
    expect(house.errors.map((e) => e.field)).toEqual(["name"]);
  });
});

// What a user (or someone poking at the import) can send that the parser refuses: every answer is
// Japanese, names the data row (header = 見出し行) and the column, and never carries the parser's
// English text.
describe("CSV errors in Japanese with row and column", () => {
  const errorsOf = (text: string | Buffer, encoding?: string) => {
    const parsed = readCsv(typeof text === "string" ? Buffer.from(text) : text, encoding);
    if (!("errors" in parsed)) throw new Error("expected errors");
    return parsed.errors;
  };
  // The parser's English ("Quote Not Closed: … at line 4") must not leak through.
  const noEnglish = (messages: string[]) => {
    for (const m of messages)
      expect(m, m).not.toMatch(/quote|line|record|field|invalid|expect|got/i);
  };

  it("an unclosed quote: the row and column where it opened", () => {
    const errors = errorsOf('名称,郵便番号,戸数\nA,1430015,1\nB,"1430015,2\nC,1430015,3\n');
    expect(errors).toEqual(['2行目 2列目: 引用符（"）が閉じられていません']);
    noEnglish(errors);
  });

  it("a quote in the middle of a value and text after a closing quote", () => {
    expect(errorsOf('名称,郵便番号\nA,1430015\nB,14"30015\n')).toEqual([
      '2行目 2列目: 値の途中に引用符（"）があります（値全体を引用符で囲み、値の中の引用符は "" と2つ重ねてください）',
    ]);
    expect(errorsOf('名称,郵便番号\n"A"x,1430015\n')).toEqual([
      '1行目 1列目: 閉じる引用符（"）の後に区切り文字以外の文字があります（値の中の引用符は "" と2つ重ねてください）',
    ]);
    expect(errorsOf('"名称,郵便番号\n')).toEqual([
      '見出し行 1列目: 引用符（"）が閉じられていません',
    ]);
  });

  it("every row with more or fewer values than the header, at its first extra or missing column", () => {
    const errors = errorsOf(
      "名称,郵便番号,戸数\nA,1430015,1\nB,1430015\nC,1430015,3,余分\nD,1,2\n",
    );
    expect(errors).toEqual([
      "2行目 3列目: 列の数が見出し行と一致しません（見出し行 3列、この行 2列）",
      "3行目 4列目: 列の数が見出し行と一致しません（見出し行 3列、この行 4列）",
    ]);
    noEnglish(errors);
  });

  it("a quoted line break keeps the row number of its row", () => {
    expect(errorsOf('名称,備考\nA,"1行目\n2行目"\nB\n')).toEqual([
      "2行目 2列目: 列の数が見出し行と一致しません（見出し行 2列、この行 1列）",
    ]);
  });

  it("bytes that are not of the source's encoding, at the row and column where they sit", () => {
    const sjis = iconv.encode("名称,郵便番号\n大森,1430015\n", "cp932");
    expect(errorsOf(sjis, "UTF-8")).toEqual([
      "見出し行 1列目: 文字コードが正しくありません（UTF-8 として読めない文字があります）",
    ]);
    const badSjis = Buffer.concat([
      Buffer.from("name,postalCode\nA,"),
      Buffer.from([0x81, 0x20]), // a lead byte without its trail byte
      Buffer.from("\n"),
    ]);
    expect(errorsOf(badSjis, "Shift_JIS")).toEqual([
      "1行目 2列目: 文字コードが正しくありません（Shift_JIS として読めない文字があります）",
    ]);
    // Auto-detected (the import): neither UTF-8 nor CP932.
    expect(errorsOf(badSjis)).toEqual([
      "1行目 2列目: 文字コードが正しくありません（UTF-8 でも Shift_JIS でも読めない文字があります）",
    ]);
  });

  it("a NUL character (PostgreSQL text cannot hold it) is refused where it is", () => {
    expect(errorsOf("名称,郵便番号\nA\u0000B,1430015\n")).toEqual([
      "1行目 1列目: 使用できない文字（NUL）が含まれています",
    ]);
  });

  it("no header, and parser errors of unknown codes, still in Japanese", () => {
    expect(parseCsv("")).toEqual({ errors: ["CSVにヘッダー行がありません"] });
    expect(
      csvErrorMessage(
        Object.assign(new Error("Something English"), {
          code: "CSV_NEW_THING",
          records: 4,
          index: 0,
        }),
      ),
    ).toBe("4行目 1列目: CSVの形式が正しくありません");
    expect(csvErrorMessage(new Error("boom"))).toBe("CSVの形式が正しくありません");
  });
});

describe("decoding once", () => {
  it("reads UTF-8, UTF-8 with BOM and Shift_JIS with or without an encoding named", () => {
    const utf8 = Buffer.from(csv, "utf-8");
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]);
    const sjis = iconv.encode(csv, "cp932");
    const expected = parseCsv(csv);
    for (const [bytes, encoding] of [
      [utf8, undefined],
      [bom, undefined],
      [sjis, undefined],
      [utf8, "UTF-8"],
      [bom, "utf-8"],
      [sjis, "Shift_JIS"],
    ] as const)
      expect(readCsv(bytes, encoding)).toEqual(expected);
    // Bytes of the other encoding than the one named are an error, not a silent replacement.
    expect("errors" in readCsv(sjis, "UTF-8")).toBe(true);
  });
});
