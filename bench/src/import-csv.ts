// A 10,000-row import file like an operator's: UTF-8 CSV with the Japanese headers of
// api/src/targets/import/target-rows.ts, the same mix of 戸建/集合住宅/電柱 as the seeded data.
import { APARTMENT_PREFIXES, APARTMENT_SUFFIXES, PLACES, SURNAMES } from "./names";

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

export function importCsv(rows: number, run: number): string {
  const lines = [
    "物件種別,物件名,物件名カナ,郵便番号,都道府県,市区町村,町域,番地,建物名,電柱番号,総戸数,備考",
  ];
  for (let i = 0; i < rows; i++) {
    const h = Number((BigInt(i + run * rows + 1) * 2654435761n) % 4294967296n);
    const [pref, city, town, townKana, postal, line] = pick(PLACES, Math.floor(h / 101));
    const street = `${1 + (h % 5)}丁目${1 + (Math.floor(h / 5) % 30)}-${1 + (Math.floor(h / 150) % 20)}`;
    const kind = i % 10;
    if (kind < 6) {
      const [name, kana] = pick(SURNAMES, h);
      lines.push(
        `戸建,${name}邸,${kana}テイ,${postal},${pref},${city},${town},${street},,,1,取込${run}`,
      );
    } else if (kind < 9) {
      const [pre, preKana] = pick(APARTMENT_PREFIXES, Math.floor(h / 13));
      const [suf, sufKana] = pick(APARTMENT_SUFFIXES, Math.floor(h / 17));
      const units = 4 + (Math.floor(h / 11) % 17);
      lines.push(
        `集合住宅,${pre}${town}${suf},${preKana}${townKana}${sufKana},${postal},${pref},${city},${town},${street},${pre}${town}${suf},,${units},取込${run}`,
      );
    } else {
      const pole = `${line}幹${1 + (Math.floor(h / 3) % 400)}-${1 + (Math.floor(h / 7) % 30)}`;
      lines.push(
        `電柱,電柱 ${pole},,${postal},${pref},${city},${town},${street},,${pole},,取込${run}`,
      );
    }
  }
  return lines.join("\r\n") + "\r\n";
}
