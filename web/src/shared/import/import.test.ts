import Encoding from "encoding-japanese";
import { describe, expect, it } from "vitest";
import { importContent, MAX_REQUEST_BYTES } from "./content";
import { parseCsv, parseRecords } from "./csv";
import { decodeFile, detectEncoding } from "./encoding";
import { importColumns } from "./columns";
import { rowProblems } from "./problems";
import { templateBytes, templateText } from "./template";

const COLUMNS = importColumns([
  { header: "物件種別", field: "targetType", example: "戸建" },
  { header: "物件名", field: "name", example: "髙橋様邸" },
  { header: "物件名カナ", field: "nameKana", example: "タカハシ" },
  { header: "郵便番号", field: "postalCode", example: "1430013" },
  { header: "備考", field: "notes", example: 'a,"b"' },
]);

const sjis = (text: string) =>
  Uint8Array.from(Encoding.convert(Encoding.stringToCode(text), { to: "SJIS", from: "UNICODE" }));
const utf8 = (text: string) => new TextEncoder().encode(text);

describe("encoding", () => {
  it("detects UTF-8, UTF-8 with BOM and Shift_JIS (CP932 extensions included)", () => {
    expect(detectEncoding(utf8("物件名\r\n髙橋\r\n"))).toBe("utf-8");
    expect(detectEncoding(utf8("\uFEFF物件名\r\n"))).toBe("utf-8-bom");
    expect(detectEncoding(sjis("物件名\r\n髙橋,齋藤,ｶﾅ\r\n"))).toBe("shift_jis");
    expect(detectEncoding(utf8("name\r\nabc\r\n"))).toBe("utf-8");
  });

  it("decodes CP932 (髙 is an extension) and says when bytes are not of the chosen encoding", () => {
    const bytes = sjis("髙橋,齋藤,ﾀｶﾊｼ,タカハシ");
    expect(decodeFile(bytes, "shift_jis")).toEqual({
      text: "髙橋,齋藤,ﾀｶﾊｼ,タカハシ",
      clean: true,
    });
    expect(decodeFile(bytes, "utf-8").clean).toBe(false);
    expect(decodeFile(utf8("\uFEFFa,b"), "utf-8-bom").text).toBe("a,b");
  });
});

describe("csv", () => {
  it("reads quotes, doubled quotes, quoted line breaks, CRLF; skips empty lines like the API", () => {
    expect(parseRecords('a,b\r\n"x,1","say ""hi"""\n\r\n"two\nlines",\n')).toEqual([
      ["a", "b"],
      ["x,1", 'say "hi"'],
      ["two\nlines", ""],
    ]);
    expect(parseCsv(" 物件名 ,郵便番号\n 髙橋 ,1430013\n")).toEqual({
      header: ["物件名", "郵便番号"],
      rows: [["髙橋", "1430013"]],
    });
  });

  it("puts the file's column and value beside each row error", () => {
    const table = parseCsv("物件種別,物件名,postalCode\n戸建,A,1430013\n長屋,B,12\n");
    expect(
      rowProblems(
        [
          { row: 2, field: "targetType", message: "物件種別は…" },
          { row: 2, field: "postalCode", message: "郵便番号は7桁…" },
          { row: 2, field: "nameKana", message: "カナ" },
        ],
        table,
        COLUMNS,
      ),
    ).toEqual([
      { row: 2, column: "物件種別（1列目）", value: "長屋", message: "物件種別は…" },
      { row: 2, column: "郵便番号（3列目）", value: "12", message: "郵便番号は7桁…" },
      { row: 2, column: "物件名カナ", value: "", message: "カナ" },
    ]);
  });
});

describe("template", () => {
  it("is the import's header row and one example row, in UTF-8 with BOM or Shift_JIS", () => {
    const text = templateText(COLUMNS.list);
    const [header, example, rest] = text.split("\r\n");
    expect(header).toBe("物件種別,物件名,物件名カナ,郵便番号,備考");
    // Values with commas or quotes are quoted as Excel writes them.
    expect(example).toBe('戸建,髙橋様邸,タカハシ,1430013,"a,""b"""');
    expect(rest).toBe("");
    const bom = templateBytes(COLUMNS.list, "utf-8-bom");
    expect([...bom.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const sj = templateBytes(COLUMNS.list, "shift_jis");
    expect(detectEncoding(sj)).toBe("shift_jis");
    expect(new TextDecoder("shift_jis", { fatal: true }).decode(sj)).toBe(text);
  });

  it("maps headers (Japanese or English) to fields and fields to Japanese labels", () => {
    expect(COLUMNS.headerField("物件名")).toBe("name");
    expect(COLUMNS.headerField("postalCode")).toBe("postalCode");
    expect(COLUMNS.headerField("住所")).toBeUndefined();
    expect(COLUMNS.columnLabel("nameKana")).toBe("物件名カナ");
    expect(COLUMNS.columnLabel("unknown")).toBe("unknown");
  });
});

describe("request content", () => {
  const text = "物件名\r\n髙橋\r\n";
  it("sends the file's own bytes when the API reads them as chosen", () => {
    const bytes = sjis(text);
    const c = importContent(bytes, text, "shift_jis", "shift_jis");
    expect(c.contentEncoding).toBe("BASE64");
    expect(Uint8Array.from(atob(c.content), (ch) => ch.charCodeAt(0))).toEqual(bytes);
    expect(importContent(utf8(text), text, "utf-8-bom", "utf-8").contentEncoding).toBe("BASE64");
  });

  it("sends the decoded text when the user overrode the detection", () => {
    // Valid UTF-8 read as Shift_JIS by the user's choice: the API would read it as UTF-8.
    const c = importContent(utf8("abc"), "decoded", "shift_jis", "utf-8");
    expect(c).toMatchObject({ content: "decoded", contentEncoding: "TEXT", fits: true });
  });

  it("falls back to the text when only it fits, and says when nothing fits", () => {
    const big = "a".repeat(Math.floor(MAX_REQUEST_BYTES * 0.9));
    expect(importContent(utf8(big), big, "utf-8", "utf-8")).toMatchObject({
      contentEncoding: "TEXT",
      fits: true,
    });
    const huge = "髙".repeat(MAX_REQUEST_BYTES / 2);
    expect(importContent(sjis(huge), huge, "shift_jis", "shift_jis").fits).toBe(false);
    // Tens of MB of text to encode: slow on a busy two-core machine.
  }, 60_000);
});
