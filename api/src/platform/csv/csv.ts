// CSV decoding for the imports (targets, drop lines) and external sources: UTF-8 (with or without BOM) or
// Shift_JIS/CP932, detected from the bytes because Excel in Japan still saves CP932 by default.
// Every problem of the file is told in Japanese with the row and column it sits in; the parser's
// own (English) text never reaches the user.
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";
import { Type } from "typebox";

export type RowError = { row: number; field: string; message: string };

/** A RowError in the answers of the CSV imports (the OpenAPI document's one schema of it). */
export const RowErrorSchema = Type.Object({
  row: Type.Integer({ description: "データ行の番号（ヘッダーの次の行が1）" }),
  field: Type.String({ description: "項目名" }),
  message: Type.String({ description: "日本語のエラーメッセージ" }),
});

/** The parsed file, or the file-level problems (Japanese, each naming its row and column). */
export type CsvParsed = { header: string[]; rows: Record<string, string>[] } | { errors: string[] };

/** File-level problems listed at most (like the row errors of the import). */
const MAX_FILE_ERRORS = 100;

export function detectEncoding(buf: Uint8Array): "utf-8" | "cp932" {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return "utf-8";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(buf);
    return "utf-8";
  } catch {
    return "cp932";
  }
}

const encodingOf = (buf: Uint8Array, encoding?: string): "utf-8" | "cp932" =>
  encoding ? (/shift|sjis|932/i.test(encoding) ? "cp932" : "utf-8") : detectEncoding(buf);

/** The text, with U+FFFD where a byte sequence is not of the encoding. */
export function decodeCsv(buf: Uint8Array, encoding?: string): string {
  const text =
    encodingOf(buf, encoding) === "cp932"
      ? iconv.decode(Buffer.from(buf), "cp932")
      : new TextDecoder("utf-8").decode(buf);
  return text.replace(/^\uFEFF/, "");
}

/**
 * The text as decodeCsv gives it, its encoding, and whether the bytes decode without a
 * replacement character (CP932 has no U+FFFD of its own). Decodes once where it can: a 1 MB file
 * decoded three times (detect, decode, check) cost a tenth of a 10,000-row import's JavaScript.
 */
function decodeChecked(
  buf: Uint8Array,
  encoding: string | undefined,
): { encoding: "utf-8" | "cp932"; text: string; clean: boolean } {
  const hasBom = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
  const enc = encoding ? encodingOf(buf, encoding) : hasBom ? "utf-8" : undefined;
  if (enc !== "cp932") {
    try {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(buf).replace(/^\uFEFF/, "");
      return { encoding: "utf-8", text, clean: true };
    } catch {
      // Not UTF-8: told as such when it had to be, else Shift_JIS is tried.
      if (enc === "utf-8") return { encoding: enc, text: decodeCsv(buf, "utf-8"), clean: false };
    }
  }
  const text = decodeCsv(buf, "cp932");
  return { encoding: "cp932", text, clean: !text.includes("\uFFFD") };
}

/**
 * Decodes and parses a CSV file. With `encoding` (an external source's setting) the bytes must be
 * of that encoding; without, UTF-8 or Shift_JIS is detected. Bytes that are not of the encoding
 * are an error at the row and column where they sit, not silently replaced.
 */
export function readCsv(buf: Uint8Array, encoding?: string): CsvParsed {
  const { encoding: enc, text, clean } = decodeChecked(buf, encoding);
  if (clean) return parseCsv(text);
  const what = encoding
    ? `${enc === "cp932" ? "Shift_JIS" : "UTF-8"} として読めない文字があります`
    : "UTF-8 でも Shift_JIS でも読めない文字があります";
  const message = `文字コードが正しくありません（${what}）`;
  const parsed = parseRecords(text);
  if ("errors" in parsed) return { errors: [message] };
  const at = findInRecords(parsed.records, "\uFFFD");
  return { errors: [at ? `${where(at.row, at.column)}: ${message}` : message] };
}

/**
 * Header row + records. Row numbers count data rows from 1 (the header is row 0), as in the row
 * errors of the import, which is what a user sees when the spreadsheet has one header line; a
 * value spanning several lines (quoted line breaks) is still one row.
 */
export function parseCsv(text: string): CsvParsed {
  const parsed = parseRecords(text);
  if ("errors" in parsed) return parsed;
  const [header, ...data] = parsed.records;
  if (!header) return { errors: ["CSVにヘッダー行がありません"] };
  // PostgreSQL text cannot hold NUL: refuse it here, where the row and column are known.
  const nul = text.includes("\u0000") ? findInRecords(parsed.records, "\u0000") : undefined;
  if (nul)
    return { errors: [`${where(nul.row, nul.column)}: 使用できない文字（NUL）が含まれています`] };
  // A row with more or fewer values than the header has its values under the wrong columns.
  const errors: string[] = [];
  data.forEach((r, i) => {
    if (r.length === header.length) return;
    const column = Math.min(r.length, header.length) + 1;
    errors.push(
      `${where(i + 1, column)}: 列の数が見出し行と一致しません（見出し行 ${header.length}列、この行 ${r.length}列）`,
    );
  });
  if (errors.length) return { errors: errors.slice(0, MAX_FILE_ERRORS) };
  const h = header.map((c) => c.trim());
  return {
    header: h,
    // Plain loops: this runs for every cell of a 20,000-row import.
    rows: data.map((r) => {
      const row: Record<string, string> = {};
      for (let i = 0; i < h.length; i++) row[h[i]!] = (r[i] ?? "").trim();
      return row;
    }),
  };
}

function parseRecords(text: string): { records: string[][] } | { errors: string[] } {
  try {
    return {
      records: parse(text, {
        // Counted by parseCsv itself, so that every short or long row is listed, not the first.
        relax_column_count: true,
        skip_empty_lines: true,
        bom: true,
      }),
    };
  } catch (e) {
    return { errors: [csvErrorMessage(e)] };
  }
}

/** "3行目 2列目" (data rows from 1; the header is 見出し行). */
function where(row: number | undefined, column: number | undefined): string {
  const r = row === undefined ? "" : row === 0 ? "見出し行" : `${row}行目`;
  const c = column === undefined ? "" : `${column}列目`;
  return [r, c].filter(Boolean).join(" ");
}

function findInRecords(records: string[][], needle: string) {
  for (const [row, record] of records.entries()) {
    const column = record.findIndex((value) => value.includes(needle));
    if (column >= 0) return { row, column: column + 1 };
  }
  return undefined;
}

/** Japanese text of csv-parse's error codes (csv-parse 5–7). */
const PARSE_MESSAGES: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: '引用符（"）が閉じられていません',
  CSV_INVALID_CLOSING_QUOTE:
    '閉じる引用符（"）の後に区切り文字以外の文字があります（値の中の引用符は "" と2つ重ねてください）',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE:
    '閉じる引用符（"）の後に区切り文字以外の文字があります（値の中の引用符は "" と2つ重ねてください）',
  INVALID_OPENING_QUOTE:
    '値の途中に引用符（"）があります（値全体を引用符で囲み、値の中の引用符は "" と2つ重ねてください）',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: "列の数が見出し行と一致しません",
  CSV_RECORD_INCONSISTENT_COLUMNS: "列の数が見出し行と一致しません",
  CSV_MAX_RECORD_SIZE: "1行が長すぎます",
  CSV_INVALID_OPTION_ENCODING: "文字コードが正しくありません",
  CSV_INVALID_OPTION_BOM: "文字コードが正しくありません",
};

/**
 * A csv-parse error → one Japanese message with the row and column when the parser knows them
 * (`records`: rows finished before the bad one, the header included, i.e. the data-row number;
 * `index`: values finished in the bad row). Unknown codes get a general message: the library's
 * English text is never passed on.
 */
export function csvErrorMessage(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; records?: unknown; index?: unknown };
  const text =
    (typeof e.code === "string" ? PARSE_MESSAGES[e.code] : undefined) ??
    "CSVの形式が正しくありません";
  const row = typeof e.records === "number" && Number.isInteger(e.records) ? e.records : undefined;
  const column = typeof e.index === "number" && Number.isInteger(e.index) ? e.index + 1 : undefined;
  const at = where(row, row === undefined ? undefined : column);
  return at ? `${at}: ${text}` : text;
}
