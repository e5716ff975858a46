import { currentIdToken } from "../id-token";
import { errorAlertMessage, GENERIC_ERROR_MESSAGE } from "../result-alert";

// Files from the gateway's own origin (/export/<list>.csv, /files/attachments/<id>): fetched with
// the session's ID token in the Authorization header (never in the URL, where it would land in
// logs and history) and saved as a blob under the server's Japanese file name.

export const UNAUTHENTICATED_MESSAGE = "認証エラーです。再度サインインしてください。";

/** A download the server refused or that broke off; `message` is the alert text. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "DownloadError";
  }
}

/** The file name of a Content-Disposition header: RFC 6266 `filename*` first, then `filename`. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

async function refusal(response: Response): Promise<DownloadError> {
  if (response.status === 401) return new DownloadError(UNAUTHENTICATED_MESSAGE, 401);
  let body: unknown;
  try {
    body = (await response.json()) as unknown;
  } catch {
    body = undefined;
  }
  return new DownloadError(
    body === undefined ? GENERIC_ERROR_MESSAGE : errorAlertMessage(body),
    response.status,
  );
}

/** Reads the body piece by piece, telling `onProgress` the bytes received so far. */
async function readBlob(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  // Saved, never shown: the blob is octet-stream whatever the server said, so its blob: URL
  // opened in a tab is a download too, never a page of this origin (#36).
  const type = "application/octet-stream";
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress?.(received);
  }
  return new Blob(parts, { type });
}

/** Offers `blob` to the user as a saved file named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface DownloadOptions {
  /** Name when the server sends none. */
  fallbackName: string;
  onProgress?: (bytes: number) => void;
  signal?: AbortSignal;
}

/** Fetches `url` (same origin) with the session's token and saves it; DownloadError on failure. */
export async function downloadFile(url: string, options: DownloadOptions): Promise<string> {
  const token = await currentIdToken().catch(() => null);
  if (!token) throw new DownloadError(UNAUTHENTICATED_MESSAGE, 401);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: options.signal,
    });
  } catch {
    throw new DownloadError(GENERIC_ERROR_MESSAGE);
  }
  if (!response.ok) throw await refusal(response);
  const fileName =
    fileNameFromDisposition(response.headers.get("content-disposition")) ?? options.fallbackName;
  const blob = await readBlob(response, options.onProgress).catch(() => {
    throw new DownloadError(GENERIC_ERROR_MESSAGE);
  });
  saveBlob(blob, fileName);
  return fileName;
}

/** `/files/attachments/<id>`: an attachment from the gateway's origin. */
export function attachmentUrl(id: string | number): string {
  return `/files/attachments/${encodeURIComponent(String(id))}`;
}
