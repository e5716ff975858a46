// How far an upload has got, for the bar under 写真を追加 on a slow signal. fetch() cannot tell
// (its request body gives no progress events), so an operation that asks for it
// (`uploadProgress` in its context) is sent with XMLHttpRequest behind fetch's own signature.

/** Bytes sent of the request body so far, and its whole size. */
export type UploadProgress = (sent: number, total: number) => void;

/** The context key of an operation whose upload reports its progress. */
export const UPLOAD_PROGRESS = "uploadProgress";

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A fetch that reports the request body's progress to `onProgress`. */
export function fetchWithUploadProgress(onProgress: UploadProgress): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const url = input instanceof Request ? input.url : String(input);
      xhr.open(init?.method ?? "GET", url);
      new Headers(init?.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      // As fetch fails: a TypeError when the network is gone (the offline queue looks for it).
      xhr.onerror = () => reject(new TypeError("Failed to fetch"));
      xhr.onabort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
      init?.signal?.addEventListener("abort", () => xhr.abort());
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
