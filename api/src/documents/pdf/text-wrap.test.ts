import { describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { embedFormFonts } from "./fonts";
import { longRemark } from "./test-fixtures";
import { charWidthOf, wrapText } from "./text-wrap";

// Every character is 10 wide: a 50-wide box holds 5 of them.
const tenEach = () => 10;

describe("wrapText", () => {
  it("breaks Japanese between any two characters and loses nothing", () => {
    const text = "東京都千代田区丸の内一丁目";
    const lines = wrapText(text, 50, tenEach);
    expect(lines).toEqual(["東京都千代", "田区丸の内", "一丁目"]);
    expect(lines.join("")).toBe(text);
  });

  it("keeps every line within the width", () => {
    const widthOf = (c: string) => (/[A-Za-z0-9 ]/.test(c) ? 6 : 12);
    const text = "工事は午前9時から開始します。Building A 3F の共用部を経由して配線します。".repeat(
      5,
    );
    const lines = wrapText(text, 100, widthOf);
    for (const line of lines) {
      expect([...line].reduce((sum, c) => sum + widthOf(c), 0)).toBeLessThanOrEqual(100);
    }
    expect(lines.join("").replaceAll(" ", "")).toBe(text.replaceAll(" ", ""));
  });

  it("does not start a line with closing punctuation", () => {
    expect(wrapText("あいうえお。かき", 50, tenEach)).toEqual(["あいうえ", "お。かき"]);
  });

  it("moves a short Latin word whole to the next line", () => {
    expect(wrapText("AB CDEF", 50, tenEach)).toEqual(["AB", "CDEF"]);
  });

  it("keeps the text's own line breaks", () => {
    expect(wrapText("一行目\n二行目", 100, tenEach)).toEqual(["一行目", "二行目"]);
  });

  it("puts a character wider than the box on a line of its own rather than dropping it", () => {
    expect(wrapText("あい", 5, tenEach)).toEqual(["あ", "い"]);
  });
});

describe("wrapText with Noto Sans JP", () => {
  it("never makes a line wider than the box as pdf-lib measures it", async () => {
    const doc = await PDFDocument.create();
    const { regular } = await embedFormFonts(doc);
    const text = `${longRemark} Fiber To The Home (FTTH) 1Gbps／ｶﾅ混在、「括弧」と句読点。`.repeat(
      3,
    );
    for (const width of [60, 143.5, 300]) {
      const lines = wrapText(text, width, charWidthOf(regular, 9));
      for (const line of lines)
        expect(regular.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(width);
      expect(lines.join("").replaceAll(" ", "")).toBe(text.replaceAll(" ", ""));
    }
  });
});
