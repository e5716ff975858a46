import type { FileContentEncoding } from "../../gql/graphql";
import { fileVariable, MAX_UPLOAD_BYTES } from "../files/upload";
import { sameReading, type FileEncoding } from "./encoding";

// What an import page sends as `content` and `contentEncoding` (importTargets, importLineCodes). The API detects the encoding
// from the bytes; when the user chose another reading than that detection, the page decodes the
// file itself and sends the text (UTF-8), so the chosen encoding is the one that counts.

/**
 * What the gateway's upload route reads (UPLOAD_BODY_LIMIT_BYTES): the file goes there, never in
 * the 1 MB JSON body of /graphql (asUpload below).
 */
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES;
/** What the rest of the request (query, other variables) takes at most. */
const REQUEST_OVERHEAD = 2 * 1024;
/** The API's row limit (api/src/platform/csv/sheet.ts MAX_IMPORT_ROWS). */
export const MAX_IMPORT_ROWS = 20_000;

export type ImportContent = { content: string; contentEncoding: FileContentEncoding };

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Bytes of `text` as a JSON string value (escapes counted). */
export function jsonBytes(text: string): number {
  return new TextEncoder().encode(JSON.stringify(text)).length;
}

/**
 * The file as the request's content: its own bytes (base64) when the API reads them as the user
 * chose; else, or when only the text fits the gateway's limit, the decoded text. `size` is what
 * the content takes in the request body; `fits` whether the request stays within the limit.
 */
export function importContent(
  bytes: Uint8Array,
  text: string,
  chosen: FileEncoding,
  detected: FileEncoding,
): ImportContent & { size: number; fits: boolean } {
  const limit = MAX_REQUEST_BYTES - REQUEST_OVERHEAD;
  const asText = () => {
    const size = jsonBytes(text);
    return { content: text, contentEncoding: "TEXT" as const, size, fits: size <= limit };
  };
  if (!sameReading(chosen, detected)) return asText();
  const size = Math.ceil(bytes.length / 3) * 4 + 2;
  if (size <= limit)
    return { content: toBase64(bytes), contentEncoding: "BASE64", size, fits: true };
  return asText();
}

/**
 * The request with its content as a file part for the upload route (files/upload.ts): the file's
 * own bytes, or the chosen reading's text as UTF-8 (which the API detects as such).
 */
export function asUpload<T extends ImportContent>(request: T): T {
  const bytes =
    request.contentEncoding === "BASE64"
      ? Uint8Array.from(atob(request.content), (c) => c.charCodeAt(0))
      : new TextEncoder().encode(request.content);
  return {
    ...request,
    content: fileVariable(new Blob([bytes], { type: "text/csv" })),
    contentEncoding: "BASE64",
  };
}
