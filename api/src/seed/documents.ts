// The documents the demo negotiations have issued: small A4 PDFs put in the file store the
// attachments route reads them from (by storageKey). Not the product's generator (api/src/documents/): it
// embeds a font subset, ~50 KB and ~50 ms a file, and the story issues a few hundred documents,
// which would slow every fresh seed (tests seed many times). The seed writes a plain one-page
// sheet instead; its Japanese text uses a standard Japanese CID font (HeiseiKakuGo-W5,
// Adobe-Japan1) that PDF viewers provide, so no font file has to be embedded. Everything a user
// generates comes from the real generator.
import { createHash } from "node:crypto";
import type { FileStore } from "../files/store";

const A4 = { width: 595, height: 842 };
const FONT = "HeiseiKakuGo-W5";

/** UTF-16BE hex string for the UniJIS-UCS2-H encoding (the story's texts are all in the BMP). */
function hex(text: string): string {
  return `<${Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase()}>`;
}

/** A one-page A4 PDF: a title, then one line per entry. Deterministic for the same input. */
export function documentPdf(title: string, lines: readonly string[]): Buffer {
  const body = [
    "BT",
    `/F1 18 Tf 56 ${A4.height - 80} Td ${hex(title)} Tj`,
    "ET",
    "BT",
    `/F1 10.5 Tf 18 TL 56 ${A4.height - 130} Td`,
    ...lines.map((line) => `${hex(line)} Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`,
    `<< /Type /Font /Subtype /Type0 /BaseFont /${FONT} /Encoding /UniJIS-UCS2-H /DescendantFonts [6 0 R] >>`,
    // CIDs 1–95 are the proportional Latin glyphs UniJIS-UCS2-H maps ASCII to: half width.
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${FONT} /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>`,
    `<< /Type /FontDescriptor /FontName /${FONT} /Flags 4 /FontBBox [-92 -250 1010 922] /ItalicAngle 0 /Ascent 752 /Descent -221 /CapHeight 737 /StemV 114 >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/**
 * Stores a PDF as the attachments route stores uploads (attachments/xx/…), with a key made from
 * the content instead of a random one so that a seed is repeatable (a second seed into the same
 * store writes the same bytes under the same key).
 */
export async function storeSeedFile(store: FileStore, bytes: Buffer) {
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storageKey = `attachments/${sha256.slice(0, 2)}/seed-${sha256}`;
  await store.put(storageKey, bytes, { contentType: "application/pdf" });
  return { sha256, size: bytes.length, storageKey };
}
