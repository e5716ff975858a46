// Where the demo's documents are put: the file store the attachments route reads them from (by
// storageKey). They are drawn by the product's own generator (paperwork.ts `fileDocuments`).
import { createHash } from "node:crypto";
import type { FileStore } from "../files/store";

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
