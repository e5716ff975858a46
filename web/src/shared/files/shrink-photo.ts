// A photo from a phone's camera (4,000 × 3,000, 3–8 MB) is shrunk in the browser before it is
// sent: long side at most 1,600 px, JPEG, at most 600 KB — a basement's weak signal carries that,
// and it is enough to see a connector's label. The picture is drawn upright: the camera's EXIF
// orientation is applied while decoding (createImageBitmap's imageOrientation "from-image"), and
// the new JPEG carries no EXIF, so no viewer can turn it a second time. Done with the platform's
// canvas rather than a library: decoding, orientation and JPEG encoding are all built in.

/** The longest side of a photo as sent. */
export const PHOTO_LONG_SIDE_PX = 1600;
/** What a shrunk photo may weigh at most; the quality steps down until it fits. */
export const PHOTO_MAX_BYTES = 600 * 1024;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45];

/** The size to draw at: the long side brought down to `longSide`, never enlarged. */
export function fittedSize(
  width: number,
  height: number,
  longSide = PHOTO_LONG_SIDE_PX,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** `現場.heic` → `現場.jpg`: the name of the JPEG sent for it. */
export const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, "") || "photo"}.jpg`;

/**
 * The photo to send for `file`: the file itself when it is already small (long side and weight
 * within the limits), else a JPEG drawn upright at the fitted size. The file itself, too, when
 * the browser cannot decode it (the caller's checks then judge the original).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const small =
      Math.max(bitmap.width, bitmap.height) <= PHOTO_LONG_SIDE_PX && file.size <= PHOTO_MAX_BYTES;
    if (small) return file;
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, width, height);
    let blob: Blob | undefined;
    for (const quality of QUALITIES) {
      blob = await canvas.convertToBlob({ type: "image/jpeg", quality });
      if (blob.size <= PHOTO_MAX_BYTES) break;
    }
    return new File([blob!], jpegName(file.name), {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } finally {
    bitmap.close();
  }
}
