// What a stored file really is, read from its leading bytes ("magic numbers"), never from its
// name or the type the uploader declared: a browser that is told image/jpeg for an HTML page, or
// that meets an SVG, runs its script in whatever origin shows it (#36). Only the types below are
// ever sent back with their own Content-Type; every other file is application/octet-stream.
import { Readable } from "node:stream";

/** The photo formats a phone produces and the spec allows: JPEG, PNG, WebP and HEIC/HEIF. */
export const photoTypes = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export type PhotoType = (typeof photoTypes)[number];

/** Bytes needed to tell every type below apart (HEIC's brand ends at byte 12). */
export const SNIFF_BYTES = 12;

// ISO-BMFF brands of HEIF images (ISO/IEC 23008-12): HEVC-coded ones and the generic image ones.
// AVIF (`avif`, `avis`) is not among them: it is not one of the allowed formats.
const HEIF_BRANDS = new Set([
  "heic",
  "heix",
  "heim",
  "heis",
  "hevc",
  "hevx",
  "hevm",
  "hevs",
  "mif1",
  "msf1",
]);

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...head.subarray(from, to));

/** The photo type of these leading bytes, or undefined when they are not one. */
export function sniffPhotoType(head: Uint8Array): PhotoType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP")
    return "image/webp";
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12)))
    return "image/heic";
  return undefined;
}

/** A PDF (the generated documents): `%PDF-` at the start. */
export const isPdf = (head: Uint8Array) => startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]);

/**
 * The Content-Type a file is served with: a photo type or PDF when its bytes are one, else
 * application/octet-stream (which the server also sandboxes: see `sandboxed`).
 */
export function servedContentType(head: Uint8Array): string {
  return sniffPhotoType(head) ?? (isPdf(head) ? "application/pdf" : "application/octet-stream");
}

/** The type stored with an upload: what its bytes are, or the declared type of an unchecked file. */
export function storedContentType(head: Uint8Array, declared: string): string {
  const sniffed = servedContentType(head);
  if (sniffed !== "application/octet-stream") return sniffed;
  // Never a type a browser would render (an image or a PDF) that the bytes did not prove.
  return /^(image|application\/pdf|text\/html|application\/xhtml)/i.test(declared)
    ? "application/octet-stream"
    : declared;
}

/**
 * The first `n` bytes of a stream and the whole stream again (those bytes first), so a file can
 * be checked before it is sent without holding it in memory. Destroying the returned stream
 * destroys `source`.
 */
export async function peekStream(
  source: Readable,
  n = SNIFF_BYTES,
): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    if (head.length) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  const body = Readable.from(replay(), { objectMode: false });
  body.once("close", () => {
    if (!source.destroyed) source.destroy();
  });
  return { head: head.subarray(0, n), body };
}
