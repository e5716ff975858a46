import Encoding from "encoding-japanese";
import { IMPORT_COLUMNS } from "./columns";

// The import template: the header row of the import's columns and one example row, as Excel in
// Japan opens it (CRLF; UTF-8 with a BOM, or Shift_JIS/CP932 without one).

export type TemplateEncoding = "utf-8-bom" | "shift_jis";

export const TEMPLATE_FILE_NAME = "対象物件取込テンプレート.csv";

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The template's text (header + one example row). */
export function templateText(): string {
  const header = IMPORT_COLUMNS.map((c) => quote(c.header)).join(",");
  const example = IMPORT_COLUMNS.map((c) => quote(c.example)).join(",");
  return `${header}\r\n${example}\r\n`;
}

/** The template's bytes in `encoding`. */
export function templateBytes(encoding: TemplateEncoding): Uint8Array {
  const text = templateText();
  if (encoding === "utf-8-bom") return new TextEncoder().encode(`\uFEFF${text}`);
  const codes = Encoding.convert(Encoding.stringToCode(text), { to: "SJIS", from: "UNICODE" });
  return Uint8Array.from(codes);
}
