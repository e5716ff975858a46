// Partial-match search through a table's search keys (migration 0006): a folded text and the
// GIN-indexed array of its 1- and 2-character grams, both kept by a trigger. A term's grams narrow
// the rows through the index; LIKE on the folded text then checks the exact substring. Works
// alike on PostgreSQL and PGlite (no extension), for terms of any length — pg_trgm can't use its
// index below 3 characters, and Japanese names are searched by 2.
import { and, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { likePattern } from "./list";

/**
 * A text as the search keys store it; equal to the SQL function cfx_fold (a test compares them):
 * NFKC (ｶﾅ → カナ, ＡＢ → AB, U+3000 → space), runs of ASCII whitespace → one space, A–Z → a–z, hiragana →
 * katakana. Only ASCII is lower-cased: the database's lower() differs between collations.
 */
export function foldForSearch(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[ \t\n\r\f\v]+/g, " ")
    .replace(/[A-Z]/g, (c) => c.toLowerCase())
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
}

/** The folded words of a user's input (AND-ed: 「世田谷 三軒茶屋」 needs both), duplicates dropped. */
export function searchTerms(input: string): string[] {
  return [...new Set(foldForSearch(input).split(" ").filter(Boolean))];
}

/**
 * The grams a matching text must hold for a folded term without spaces: its 2-character grams,
 * or the term itself when it is one character (code points, as SQL's substr counts them).
 */
export function gramsOf(term: string): string[] {
  const chars = Array.from(term);
  if (chars.length === 1) return chars;
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return [...grams];
}

/**
 * The grams a stored key holds for a folded text; equal to the SQL function cfx_grams (a test
 * compares them), duplicates and order included: its characters but spaces, then each pair of
 * neighbours without a space. The CSV import computes the keys with it rather than the trigger.
 */
export function textGrams(folded: string): string[] {
  // regexp_split_to_array('', '') is {""}: the empty text has the one empty gram.
  if (folded === "") return [""];
  const chars = Array.from(folded);
  const grams = chars.filter((c) => c !== " ");
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i]!;
    const b = chars[i + 1]!;
    if (a !== " " && b !== " ") grams.push(a + b);
  }
  return grams;
}

/** A text[] parameter (drizzle would spread a JS array into a row constructor). */
function textArray(values: string[]): SQL {
  return sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`}::text[]`;
}

/**
 * Rows whose search keys contain every word of `input`: `grams` (the indexed text[] column) has
 * each word's grams and `text` (its folded text) contains the word. Undefined for blank input
 * (no filter).
 */
export function searchMatch(
  input: unknown,
  keys: { grams: SQLWrapper; text: SQLWrapper },
): SQL | undefined {
  if (typeof input !== "string") return undefined;
  const terms = searchTerms(input);
  if (!terms.length) return undefined;
  return and(
    ...terms.map(
      (term) =>
        sql`(${keys.grams} @> ${textArray(gramsOf(term))} and ${keys.text} like ${likePattern(term)})`,
    ),
  );
}
