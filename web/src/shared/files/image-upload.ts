import { formatBytes } from "../list/ExportButton";

// Photos taken on site and sent as an attachment (base64 in the GraphQL mutation). Checked before
// anything is read, so a phone does not encode a 40 MB panorama only to have it refused.

/**
 * The largest photo accepted: 7 MB. Base64 makes it a third larger, and the API takes request
 * bodies up to 10 MB: a larger photo would be refused only after the whole upload.
 */
export const MAX_PHOTO_BYTES = 7 * 1024 * 1024;

/** Why `file` cannot be sent as a photo, in Japanese; null when it can. */
export function photoProblem(file: { name: string; size: number; type: string }): string | null {
  if (!file.type.startsWith("image/"))
    return `${file.name} は画像ではありません。写真を選択してください`;
  if (file.size > MAX_PHOTO_BYTES)
    return `${file.name}（${formatBytes(file.size)}）は大きすぎます。7 MB以下の写真を選択してください`;
  if (file.size === 0) return `${file.name} は空のファイルです`;
  return null;
}

/** The bytes of a Blob in base64 (without the `data:…;base64,` prefix the reader puts first). */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(blob);
  });
}
