// The type of a photo by its leading bytes, as the API checks it (api/src/attachments/
// content-type.ts). The app makes a blob: URL only with one of these types: a blob of another
// type (text/html, image/svg+xml) opened in a tab of its own runs its script in the app's origin,
// where the session's tokens are (#36).

export type CheckedImageType = "image/jpeg" | "image/png" | "image/webp" | "image/heic";

const HEIF_BRANDS = [
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
];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** JPEG, PNG, WebP or HEIC by the first 12 bytes; undefined for anything else. */
export function checkedImageType(bytes: Uint8Array): CheckedImageType | undefined {
  const starts = (prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  if (bytes.length >= 3 && starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (bytes.length >= 8 && starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return "image/png";
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.includes(ascii(bytes, 8, 12)))
    return "image/heic";
  return undefined;
}

/** The bytes as a Blob of their checked image type, or undefined when they are no photo. */
export function checkedImageBlob(bytes: ArrayBuffer): Blob | undefined {
  const type = checkedImageType(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 12)));
  return type ? new Blob([bytes], { type }) : undefined;
}
