// CSV decoding for target import and external sources: UTF-8 (with or without BOM) or
// Shift_JIS/CP932, detected from the bytes because Excel in Japan still saves CP932 by default.
import iconv from "iconv-lite";
import { parse } from "csv-parse/sync";

export type RowError = { row: number; field: string; message: string };

export function detectEncoding(buf: Uint8Array): "utf-8" | "cp932" {
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return "utf-8";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(buf);
    return "utf-8";
  } catch {
    return "cp932";
  }
}

export function decodeCsv(buf: Uint8Array, encoding?: string): string {
  const enc = encoding
    ? /shift|sjis|932/i.test(encoding)
      ? "cp932"
      : "utf-8"
    : detectEncoding(buf);
  const text =
    enc === "cp932"
      ? iconv.decode(Buffer.from(buf), "cp932")
      : new TextDecoder("utf-8").decode(buf);
  return text.replace(/^\uFEFF/, "");
}

/**
 * Header row + records. Row numbers in errors count data rows from 1 (the header is row 0),
 * which is what a user sees when the spreadsheet has one header line.
 */
export function parseCsv(
  text: string,
): { header: string[]; rows: Record<string, string>[] } | { error: string } {
  let records: string[][];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
    }) as string[][];
  } catch (e) {
    return {
      error: `CSVの形式が正しくありません: ${(e as Error).message.replace(/[A-Za-z_]+:/g, "").trim()}`,
    };
  }
  const [header, ...data] = records;
  if (!header) return { error: "CSVにヘッダー行がありません" };
  const h = header.map((c) => c.trim());
  return {
    header: h,
    rows: data.map((r) => Object.fromEntries(h.map((name, i) => [name, (r[i] ?? "").trim()]))),
  };
}
