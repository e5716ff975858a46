import { documentTypeLabels } from "@cfx/domain/enumerations";
import { afterAll, describe, expect, it } from "vitest";
import type { DocumentType } from "../document-data";
import { TITLE_BAND } from "./form-header";
import { A4, MARGIN } from "./page-flow";
import { renderDocument } from "./render";
import { documentFixture } from "./test-fixtures";
import { darkPixels, pageTexts, rasterise, removeTempPdfs, writeTempPdf } from "./test-pdf-tools";

const documentTypes: DocumentType[] = [1, 2, 3, 4, 5, 6, 7, 8];
const noSpace = (text: string) => text.replace(/\s+/g, "");

afterAll(removeTempPdfs);

describe.each(documentTypes)("document type %i", (documentType) => {
  const title = documentTypeLabels[documentType];
  const data = documentFixture(documentType);

  it("prints its title and addressee with glyphs that are really drawn", async () => {
    const bytes = await renderDocument(data);
    const file = await writeTempPdf(bytes);
    const text = noSpace((await pageTexts(file)).join(""));
    expect(text).toContain(noSpace(title));
    expect(text).toContain(noSpace(`${data.addressee.name}様`));

    // Text extraction passes even when a broken subset draws blank glyphs: look for the ink.
    const page = await rasterise(file);
    const band = { top: TITLE_BAND.top, bottom: TITLE_BAND.bottom };
    const titleInk = darkPixels(page, {
      ...band,
      left: MARGIN.left,
      right: A4.width - MARGIN.right,
    });
    const marginInk = darkPixels(page, { ...band, left: 0, right: MARGIN.left - 5 });
    expect(marginInk).toBe(0);
    expect(titleInk).toBeGreaterThan(100);
  });

  it("stays small", async () => {
    const bytes = await renderDocument(data);
    expect(bytes.byteLength).toBeLessThanOrEqual(300 * 1024);
  });
});

describe("the addressee's honorific (#37.4)", () => {
  it.each([
    ["山田 太郎 様", "山田 太郎　様"],
    ["山田 太郎様　様", "山田 太郎　様"],
    ["株式会社東都通信工業 御中", "株式会社東都通信工業　御中"],
  ])("prints 「%s」 with one honorific", async (name, printed) => {
    const data = documentFixture(3, { addressee: { name, address: null } });
    const text = noSpace(
      (await pageTexts(await writeTempPdf(await renderDocument(data)))).join(""),
    );
    expect(text).toContain(noSpace(printed));
    expect(text).not.toMatch(/様様|御中様/);
  });
});

describe("long text", () => {
  // Numbered sentences, so a lost or repeated stretch cannot go unnoticed.
  const longRemark = Array.from(
    { length: 120 },
    (_, i) => `${i + 1}件目：共用部の配管経路と宅内の機器設置場所を確認済み。`,
  )
    .join("")
    .slice(0, 2000);

  it("flows a 2,000-character remark onto a second page without losing a character", async () => {
    const file = await writeTempPdf(
      await renderDocument(documentFixture(3, { remarks: longRemark })),
    );
    const pages = (await pageTexts(file)).map(noSpace);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // Each page holds the next stretch of the remark, unbroken: consume it page by page.
    let rest = noSpace(longRemark);
    const pagesHolding: number[] = [];
    pages.forEach((page, i) => {
      const held = longestPrefixIn(page, rest);
      if (held > 0) pagesHolding.push(i + 1);
      rest = rest.slice(held);
    });
    expect(rest).toBe("");
    expect(pagesHolding.length).toBeGreaterThanOrEqual(2);
    expect(pagesHolding.at(-1)).toBeGreaterThanOrEqual(2);
  });

  it("wraps long names and addresses in their boxes instead of cutting them", async () => {
    const longName =
      "屋外用光ファイバーケーブル（SMF 8心、自己支持型、黒色、難燃性、引込用クロージャ付属）".repeat(
        3,
      );
    const longAddress = "東京都世田谷区北沢三丁目21番5号 北沢ハイツ管理棟".repeat(4);
    const data = documentFixture(1, {
      items: [{ name: longName, quantity: 120, unit: "m", note: longAddress }],
      addressee: { name: "株式会社北沢電設工業 工事部 施工管理課", address: longAddress },
    });
    const text = noSpace(
      (await pageTexts(await writeTempPdf(await renderDocument(data)))).join(""),
    );
    expect(text).toContain(noSpace(longName));
    expect(text).toContain(noSpace(longAddress));
  });
});

describe("sparse and long data", () => {
  it("prints a document whose optional fields are all empty", async () => {
    const data = documentFixture(8, {
      customer: null,
      construction: { date: null, slot: null },
      items: [],
      remarks: null,
      addressee: { name: "佐藤 一郎", address: null },
      target: { ...documentFixture(8).target, roomNumber: null, poleNumber: null },
      issuer: { ...documentFixture(8).issuer, postalCode: null },
    });
    const text = noSpace(
      (await pageTexts(await writeTempPdf(await renderDocument(data)))).join(""),
    );
    expect(text).toContain("佐藤一郎様");
    expect(text).toContain("未定");
    expect(text).toContain("（明細なし）");
    expect(text).not.toContain("〒");
  });

  it("continues a long item table on the next page under a repeated header", async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({
      name: `分配器 ${i + 1} 番（${i + 1}階共用部）`,
      quantity: i + 1,
      unit: "個",
      note: null,
    }));
    const file = await writeTempPdf(await renderDocument(documentFixture(1, { items })));
    const pages = (await pageTexts(file)).map(noSpace);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const last = pages.at(-1)!;
    expect(last).toContain("分配器60番（60階共用部）");
    expect(last).toContain("品目数量単位");
    expect(last).toContain(`${pages.length}/${pages.length}`);
    expect(noSpace(pages.join(""))).toContain("分配器1番（1階共用部）");
  });
});

/** Length of the longest start of `text` that `page` contains. */
function longestPrefixIn(page: string, text: string): number {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (page.includes(text.slice(0, middle))) low = middle;
    else high = middle - 1;
  }
  return low;
}
