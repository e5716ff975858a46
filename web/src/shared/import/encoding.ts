// The encodings an import file may have, detected the way the API detects them
// (api/src/platform/csv/csv.ts: a BOM or valid UTF-8 is UTF-8, anything else Shift_JIS/CP932), so the
// page shows what the server will read. The WHATWG `shift_jis` decoder is CP932 (Windows-31J):
// NEC and IBM extensions such as 髙 decode as in Excel.

export type FileEncoding = "utf-8" | "utf-8-bom" | "shift_jis";

export const ENCODING_LABELS: Readonly<Record<FileEncoding, string>> = {
  "utf-8": "UTF-8",
  "utf-8-bom": "UTF-8（BOM付き）",
  shift_jis: "Shift_JIS（CP932）",
};

export const ENCODINGS = Object.keys(ENCODING_LABELS) as FileEncoding[];

const hasBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file's encoding as the API will detect it. */
export function detectEncoding(bytes: Uint8Array): FileEncoding {
  if (hasBom(bytes)) return "utf-8-bom";
  return isUtf8(bytes) ? "utf-8" : "shift_jis";
}

/** Both UTF-8 choices read the same bytes; the API sees no difference between them. */
export const sameReading = (a: FileEncoding, b: FileEncoding) =>
  a === b || (a !== "shift_jis" && b !== "shift_jis");

export type Decoded = {
  /** The text without a BOM; U+FFFD where a byte sequence is not of the encoding. */
  text: string;
  /** False when some bytes are not of the encoding (the text then holds U+FFFD). */
  clean: boolean;
};

/** The file's text read in `encoding`. */
export function decodeFile(bytes: Uint8Array, encoding: FileEncoding): Decoded {
  const label = encoding === "shift_jis" ? "shift_jis" : "utf-8";
  let clean = true;
  try {
    new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    clean = false;
  }
  // ignoreBOM false (default) drops a UTF-8 BOM; a BOM read as Shift_JIS is not one.
  const text = new TextDecoder(label).decode(bytes).replace(/^\uFEFF/, "");
  return { text, clean };
}
