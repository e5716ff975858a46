// Databases: both (the SQL half of the search keys on each engine)
// The search keys' JavaScript half (the user's input) must fold exactly as the database's half
// (cfx_fold/cfx_grams of migration 0006, the stored rows), on PGlite and on PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { emptyDatabase } from "../test/templates";
import { foldForSearch, gramsOf, searchMatch, searchTerms, textGrams } from "./search-keys";

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

  it("make the stored grams as cfx_grams does, order and duplicates included", async () => {
    for (const text of [...samples, "", " ", "  a  ", "ああ ああ", "x"]) {
      const folded = foldForSearch(text);
      const [row] = await rows<{ grams: string[] }>(sql`select cfx_grams(${folded}) as grams`);
      expect(textGrams(folded), JSON.stringify(folded)).toEqual(row!.grams);
    }
  });

  it("are kept by the trigger: computed unless an insert brings them, recomputed on a change", async () => {
    const keys = async (id: number) =>
      (
        await rows<{ search_text: string; search_grams: string[]; address_text: string }>(
          sql`select search_text, search_grams, address_text from targets where id = ${id}`,
        )
      )[0]!;
    const [plain] = await rows<{ id: number }>(
      sql`insert into targets (name, name_kana, city) values ('山田邸', 'やまだ', '大田区') returning id`,
    );
    expect(await keys(plain!.id)).toEqual({
      search_text: "山田邸 ヤマダ ",
      search_grams: textGrams("山田邸 ヤマダ "),
      address_text: "大田区 ",
    });
    // The import's keys pass through as given (it computes what the trigger would).
    const [given] = await rows<{ id: number }>(sql`
      insert into targets (name, city, search_text, search_grams, address_text, address_grams)
      values ('佐藤邸', '港区', 'given', '{gi,iv}', 'addr', '{ad}') returning id`);
    expect(await keys(given!.id)).toEqual({
      search_text: "given",
      search_grams: ["gi", "iv"],
      address_text: "addr",
    });
    // A key missing from an insert is computed.
    const [half] = await rows<{ id: number }>(sql`
      insert into targets (name, city, search_text, search_grams) values ('鈴木邸', '港区', 'x', '{x}')
      returning id`);
    expect((await keys(half!.id)).address_text).toBe("港区 ");
    // Any change of a searched field recomputes its key, even when the statement sets the key.
    await database.db.execute(
      sql`update targets set name = '佐藤荘', search_text = 'stale' where id = ${given!.id}`,
    );
    expect(await keys(given!.id)).toMatchObject({
      search_text: "佐藤荘 ",
      search_grams: textGrams("佐藤荘 "),
      address_text: "addr",
    });
    await database.db.execute(sql`update targets set town = '芝' where id = ${given!.id}`);
    expect((await keys(given!.id)).address_text).toBe("港区芝 ");
    // A write that leaves the searched fields alone leaves the keys alone.
    await database.db.execute(sql`update targets set notes = 'メモ' where id = ${plain!.id}`);
    expect((await keys(plain!.id)).search_text).toBe("山田邸 ヤマダ ");
  });
});
