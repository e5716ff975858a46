import { pipeline, Readable } from "node:stream";
import iconv from "iconv-lite";
import { formatDateTime } from "@cfx/domain/dates";

// The CSV text of an export: RFC 4180 with CRLF (what Excel writes), cells safe to open in a
// spreadsheet, and the bytes in UTF-8 with a BOM (Excel reads UTF-8 only with it) or in CP932,
// which older Japanese tools expect.

export type ExportEncoding = "utf-8" | "cp932";
export const EXPORT_ENCODINGS: readonly ExportEncoding[] = ["utf-8", "cp932"];

// OWASP "CSV injection": a text cell that a spreadsheet would read as a formula (= + - @, and tab
// or CR that some import dialogs strip before looking) gets a leading single quote, and the cell
// is always quoted. Numbers are written as numbers: -12.5 is a reading, not a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: null/undefined → empty, Date → JST, text neutralised and quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "はい" : "いいえ";
  if (value instanceof Date) return formatDateTime(value);
  let text = typeof value === "string" ? value : JSON.stringify(value);
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  if (formula || /[",\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** One CSV line with its CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

const BOM = "\uFEFF";

/**
 * The bytes of the export as a pull stream: `lines` is only asked for its next chunk when the
 * reader wants more, so a slow download does not make the server read ahead. CP932 goes through
 * iconv-lite's encodeStream (characters CP932 lacks become `?`).
 */
export function encodeCsv(lines: AsyncIterable<string>, encoding: ExportEncoding): Readable {
  if (encoding === "cp932") {
    // Object mode: the encoder wants the strings themselves, not their UTF-8 bytes. pipeline, not
    // pipe: a failed query aborts the download (not ends it short), and a closed download stops
    // the reading.
    const encoder = iconv.encodeStream("cp932") as unknown as Readable & NodeJS.WritableStream;
    pipeline(Readable.from(lines), encoder, () => {});
    return encoder;
  }
  async function* utf8() {
    yield Buffer.from(BOM, "utf8");
    for await (const text of lines) yield Buffer.from(text, "utf8");
  }
  return Readable.from(utf8(), { objectMode: false });
}

export function csvContentType(encoding: ExportEncoding): string {
  return encoding === "cp932" ? "text/csv; charset=Shift_JIS" : "text/csv; charset=utf-8";
}

/**
 * `attachment` with the Japanese name as RFC 6266/8187 `filename*` (every byte outside attr-char
 * percent-encoded; encodeURIComponent leaves ' ( ) * alone) and an ASCII `filename` for old clients.
 */
export function attachmentDisposition(fileName: string, asciiFallback = "download"): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = asciiFallback.replace(/[^A-Za-z0-9._-]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
