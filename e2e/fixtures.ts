// Test data the browser tests make through the product's own import (as an office would).

/** The target import's header (対象物件CSV取込), in the order the importer expects. */
export const TARGET_CSV_HEADER =
  "物件種別,物件名,物件名カナ,郵便番号,都道府県,市区町村,町域,番地,建物名,緯度,経度,電柱番号,電柱所有者,発注元ID,総戸数,備考";

/**
 * `count` houses (戸建) of client `clientId` in 大田区 大森南, each named by `name(i)` (i from 1)
 * with its own street number `<block>-i-1`: the CSV for `importTargets`.
 */
export function housesCsv(options: {
  clientId: number;
  count: number;
  name: (i: number) => string;
  kana: string;
  block: number;
}): string {
  const lines = Array.from({ length: options.count }, (_, index) => {
    const i = index + 1;
    return [
      "戸建",
      options.name(i),
      options.kana,
      "1430013",
      "東京都",
      "大田区",
      "大森南",
      `${options.block}-${i}-1`,
      "",
      "",
      "",
      "",
      "",
      String(options.clientId),
      "1",
      "",
    ].join(",");
  });
  return `${TARGET_CSV_HEADER}\r\n${lines.join("\r\n")}\r\n`;
}

/** The Tokyo calendar day `offset` days from now, YYYY-MM-DD (the app's "today"). */
export const tokyoDay = (offset = 0) =>
  new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The Monday of `day`'s week: the dispatch calendar's weeks start on Monday. */
export const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** 11月30日(月), as the dispatch calendar writes a day. */
export const dayLabel = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${"日月火水木金土"[d.getUTCDay()]})`;
};
