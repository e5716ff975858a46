// The search keys' JavaScript half (the user's input) must fold exactly as the database's half
// (cfx_fold/cfx_grams of migration 0006, the stored rows), on PGlite and on PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { emptyDatabase } from "../test/templates";
import { foldForSearch, gramsOf, searchMatch, searchTerms } from "./search-keys";

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await emptyDatabase());
}, 60_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const samples = [
  "ﾔﾏﾀﾞ　ﾀﾛｳ",
  "やまだ たろう",
  "ヤマダ　タロウ",
  "ＡＢＣマンション１０１",
  "Sun Heights  三軒茶屋\t2\n号",
  "ＡＢＣ",
  "東京都 世田谷区",
  "東電　１２３４ー５",
  "ゔぁ ゕゖ",
  "𠮷野家", // outside the BMP: one character for both sides
  "50% off_the \\ wall",
];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

describe("search keys", () => {
  it("fold the user's input as the database folds the stored text", async () => {
    for (const text of samples) {
      const [row] = await rows<{ folded: string }>(sql`select cfx_fold(${text}) as folded`);
      expect(row!.folded, text).toBe(foldForSearch(text));
    }
    expect(foldForSearch("ﾔﾏﾀﾞ　たろう")).toBe("ヤマダ タロウ");
    expect(foldForSearch("ＡＢＣ")).toBe("abc");
  });

  it("ask only for grams the stored text holds when it contains the term", async () => {
    const stored = "田中太郎 タナカ タロウ 東電1234";
    const [row] = await rows<{ grams: string[] }>(
      sql`select cfx_grams(cfx_fold(${stored})) as grams`,
    );
    const held = new Set(row!.grams);
    for (const term of ["田中", "中太郎", "田", "タロウ", "電12", "4"]) {
      for (const gram of gramsOf(term)) expect(held.has(gram), `${term}: ${gram}`).toBe(true);
    }
    expect([...held].filter((g) => g.includes(" "))).toEqual([]); // none spans a separator
    expect(gramsOf("佐藤")).toEqual(["佐藤"]);
    expect(gramsOf("𠮷野家")).toEqual(["𠮷野", "野家"]);
  });

  it("splits the input into words, every one required", async () => {
    expect(searchTerms("  世田谷　三軒茶屋 世田谷 ")).toEqual(["世田谷", "三軒茶屋"]);
    expect(searchMatch("   ", { grams: sql`g`, text: sql`t` })).toBeUndefined();
    const hits = async (input: string) =>
      rows<{ n: number }>(sql`
        select count(*)::int as n from (values (cfx_fold('田中太郎 タナカ タロウ'))) as v(t)
        where ${searchMatch(input, { grams: sql`cfx_grams(v.t)`, text: sql`v.t` })}`);
    expect((await hits("たなか"))[0]!.n).toBe(1);
    expect((await hits("田中 ﾀﾛｳ"))[0]!.n).toBe(1);
    expect((await hits("田中 花子"))[0]!.n).toBe(0);
    expect((await hits("中田"))[0]!.n).toBe(0);
    expect((await hits("%"))[0]!.n).toBe(0); // a LIKE wildcard typed by the user is a character
  });
});
