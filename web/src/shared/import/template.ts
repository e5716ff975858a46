import Encoding from "encoding-japanese";
import type { ImportColumn } from "./columns";

// An import template: the header row of the import's columns and one example row, as Excel in
// Japan opens it (CRLF; UTF-8 with a BOM, or Shift_JIS/CP932 without one).

export type TemplateEncoding = "utf-8-bom" | "shift_jis";

const quote = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The template's text (header + one example row). */
export function templateText(columns: readonly ImportColumn[]): string {
  const header = columns.map((c) => quote(c.header)).join(",");
  const example = columns.map((c) => quote(c.example)).join(",");
  return `${header}\r\n${example}\r\n`;
}

/** The template's bytes in `encoding`. */
export function templateBytes(
  columns: readonly ImportColumn[],
  encoding: TemplateEncoding,
): Uint8Array {
  const text = templateText(columns);
  if (encoding === "utf-8-bom") return new TextEncoder().encode(`\uFEFF${text}`);
  const codes = Encoding.convert(Encoding.stringToCode(text), { to: "SJIS", from: "UNICODE" });
  return Uint8Array.from(codes);
}
