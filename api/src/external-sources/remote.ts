// Fetching an HTTP JSON external source, as a client that cannot be turned into a port scanner:
// only allow-listed hosts (also after each redirect, which is followed by hand), a size and a
// time limit, and ONE failure for every way it can go wrong. Refused, DNS, timeout, TLS, a 404 or
// a 500, too big, a redirect elsewhere, not JSON: the caller learns only "could not fetch", so
// comparing answers tells nothing about what listens where. The real reason goes to the log.
import { redactUrl } from "@cfx/domain/redact-url";
import { isAllowedUrl, type AllowedHost } from "./allowed-hosts";

export const FETCH_FAILED_MESSAGE = "外部連携先からデータを取得できませんでした";

export interface RemoteLimits {
  /** Body bytes after decompression, counted while streaming (a gzip bomb stops here too). */
  maxBytes: number;
  /** Whole exchange: connect, every redirect hop, headers and body. */
  timeoutMs: number;
  /** Redirects followed (each to an allowed host) before giving up. */
  maxRedirects: number;
}

export const DEFAULT_REMOTE_LIMITS: RemoteLimits = {
  maxBytes: 10 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 3,
};

/** Any failure of fetchJson. `reason` is for the server log only, never for the client. */
export class RemoteFetchError extends Error {
  constructor(readonly reason: string) {
    super(FETCH_FAILED_MESSAGE);
    this.name = "RemoteFetchError";
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GETs `start` and parses the body as JSON, within the allow-list and the limits. */
export async function fetchJson(
  start: string,
  allowed: readonly AllowedHost[],
  limits: RemoteLimits = DEFAULT_REMOTE_LIMITS,
  /** The source's Authorization header: sent to the URL's own origin only, never after a redirect elsewhere. */
  secrets: { authorization?: string } = {},
): Promise<unknown> {
  const origin = new URL(start).origin;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new RemoteFetchError(`no answer within ${limits.timeoutMs} ms`)),
    limits.timeoutMs,
  );
  try {
    let url = new URL(start);
    for (let hop = 0; ; hop++) {
      if (!isAllowedUrl(url, allowed))
        throw new RemoteFetchError(`${hop === 0 ? "URL" : "redirect"} to ${url.host} not allowed`);
      const response = await fetch(url, {
        redirect: "manual",
        signal: controller.signal,
        headers: {
          accept: "application/json",
          ...(secrets.authorization && url.origin === origin
            ? { authorization: secrets.authorization }
            : {}),
        },
      });
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel();
        const location = response.headers.get("location");
        if (!location) throw new RemoteFetchError(`HTTP ${response.status} without Location`);
        if (hop >= limits.maxRedirects)
          throw new RemoteFetchError(`more than ${limits.maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RemoteFetchError(`HTTP ${response.status}`);
      }
      const bytes = await readLimited(response, limits.maxBytes);
      // fatal: a body that is not UTF-8 is a bad answer, not text with replacement characters.
      return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    }
  } catch (error) {
    if (error instanceof RemoteFetchError) throw error;
    // An abort rejects with the signal's reason (our RemoteFetchError) or an AbortError.
    const reason = controller.signal.reason;
    if (controller.signal.aborted && reason instanceof RemoteFetchError) throw reason;
    throw new RemoteFetchError(describe(error));
  } finally {
    clearTimeout(timer);
  }
}

/** The body, refusing it as soon as it grows past `maxBytes` (Content-Length is only a hint). */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new RemoteFetchError(`Content-Length ${declared} over ${maxBytes} bytes`);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new RemoteFetchError(`body over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** A log line for a low-level failure: undici puts the socket error (ECONNREFUSED…) in `cause`. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  // undici quotes the URL in some messages (a URL with credentials, a bad one): never its secrets.
  return redactUrl(`${error.name}: ${error.message}${cause}`);
}
