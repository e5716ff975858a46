// The gateway sheds load beyond its capacity: it answers at once with HTTP 503, `Retry-After` and a
// SERVER_BUSY GraphQL error (issue #20). A read asked again after that delay usually succeeds, so
// the user sees the list instead of an alert; a write is never sent twice, because the first one
// may have been refused for a reason the browser cannot see (or, behind a proxy, even applied).

/** Delay when the header is missing or unreadable: long enough not to hammer a busy gateway. */
export const BUSY_RETRY_DEFAULT_MS = 1_000;
/** Longest wait honoured: past this the user is better served by the message than by a spinner. */
export const BUSY_RETRY_MAX_MS = 10_000;

const DELAY_SECONDS = /^\d+$/;
// Every HTTP-date form (IMF-fixdate and both obsolete ones) starts with the day name; without this
// check Date.parse would read garbage such as "-1" or "1.5" as a year.
const HTTP_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/;

/**
 * The wait a `Retry-After` header asks for (RFC 9110 §10.2.3: delay-seconds or an HTTP-date),
 * bounded to 0…BUSY_RETRY_MAX_MS; missing or garbled → BUSY_RETRY_DEFAULT_MS.
 */
export function retryAfterMs(header: string | null | undefined, now: number = Date.now()): number {
  const value = header?.trim() ?? "";
  if (value === "") return BUSY_RETRY_DEFAULT_MS;
  let ms: number;
  if (DELAY_SECONDS.test(value)) {
    ms = Number(value) * 1_000;
  } else {
    const at = HTTP_DATE.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(at)) return BUSY_RETRY_DEFAULT_MS;
    ms = at - now;
  }
  return Math.min(Math.max(ms, 0), BUSY_RETRY_MAX_MS);
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // urql aborts the request when nobody wants its result any more (the page was left, the
    // filters changed): then the retry must not be sent at all.
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Wraps the fetch of READ operations (queries): a 503 is asked again once, after its `Retry-After`;
 * a second 503 is returned as it is, so the caller shows the gateway's SERVER_BUSY error.
 */
export function retryReadWhenBusy(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    const first = await send(input, init);
    if (first.status !== 503) return first;
    const delay = retryAfterMs(first.headers.get("retry-after"));
    // Release the connection the unread body holds while we wait.
    await first.body?.cancel().catch(() => undefined);
    await wait(delay, init?.signal);
    return send(input, init);
  };
}
