import { describe, expect, it } from "vitest";
import {
  displayToIsoDate,
  formatPostalCode,
  isIsoDate,
  isoToDisplayDate,
  jstIsoDate,
  KATAKANA_RULE,
  normalizePhone,
  normalizePostalCode,
  toFullWidthKatakana,
} from "./normalize";

describe("toFullWidthKatakana", () => {
  it.each([
    ["ﾔﾏﾀﾞ ﾀﾛｳ", "ヤマダ タロウ"],
    ["やまだ たろう", "ヤマダ タロウ"],
    ["ｶﾞｯｺｳ", "ガッコウ"],
    ["ぱぴぷぺぽ", "パピプペポ"],
    ["ゔぁ", "ヴァ"],
    ["コーヒー", "コーヒー"],
    ["ﾊﾟｰﾙ･ﾊｰﾊﾞｰ", "パール・ハーバー"],
  ])("%s → %s", (input, output) => {
    expect(toFullWidthKatakana(input)).toBe(output);
    expect(KATAKANA_RULE.test(output)).toBe(true);
  });
  it("leaves kanji for the schema to refuse", () => {
    expect(KATAKANA_RULE.test(toFullWidthKatakana("山田"))).toBe(false);
  });
});

describe("postal code", () => {
  it("keeps 7 half-width digits from whatever was typed", () => {
    expect(normalizePostalCode("１２３－４５６７")).toBe("1234567");
    expect(normalizePostalCode("〒123-4567")).toBe("1234567");
    expect(normalizePostalCode("12345678")).toBe("1234567");
  });
  it("shows 123-4567", () => {
    expect(formatPostalCode("1234567")).toBe("123-4567");
    expect(formatPostalCode("1234")).toBe("123-4");
    expect(formatPostalCode("123")).toBe("123");
  });
});

describe("normalizePhone", () => {
  it("turns full-width digits and dashes into ASCII", () => {
    expect(normalizePhone(" ０３－１２３４－５６７８ ")).toBe("03-1234-5678");
    expect(normalizePhone("090ー1234ー5678")).toBe("090-1234-5678");
  });
});

describe("dates", () => {
  it("reads what people type as a real day", () => {
    expect(displayToIsoDate("2026/4/1")).toBe("2026-04-01");
    expect(displayToIsoDate("２０２６／０４／０１")).toBe("2026-04-01");
    expect(displayToIsoDate("20260401")).toBe("2026-04-01");
    expect(displayToIsoDate("2026-04-01")).toBe("2026-04-01");
    expect(displayToIsoDate("2026/02/30")).toBeNull();
    expect(displayToIsoDate("明日")).toBeNull();
  });
  it("shows YYYY/MM/DD", () => {
    expect(isoToDisplayDate("2026-04-01")).toBe("2026/04/01");
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
  });
  it("takes the day in Tokyo, not in the browser's zone", () => {
    // 15:30 UTC on 31 March is 00:30 on 1 April in Japan.
    expect(jstIsoDate("2026-03-31T15:30:00Z")).toBe("2026-04-01");
    expect(jstIsoDate(new Date("2026-03-31T14:59:59Z"))).toBe("2026-03-31");
  });
});
