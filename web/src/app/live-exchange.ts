import { createClient, type ExecutionResult } from "graphql-sse";
import { subscriptionExchange, type Exchange } from "urql";
import { LIVE_RECONNECTED } from "../shared/live/live-reconnected";

// Live updates (issue #40): GraphQL subscriptions over Server-Sent Events (graphql-sse, distinct
// connections mode: one stream per subscription) at POST /graphql/stream, authorised like
// /graphql. A live stream never ends on its own: the network drops, the gateway restarts, or it
// ends the stream with UNAUTHENTICATED when the token expires. In each case the subscription is
// opened again after a short wait, with a fresh token, and the first answer of the new stream
// carries `extensions.liveReconnected` so the page reads again what it shows (events sent while
// no stream was open are not replayed).

export interface LiveAuth {
  idToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
}

export interface LiveOptions {
  url?: string;
  /** The transport (tests give a fake one). */
  fetchFn?: typeof fetch;
  /** Milliseconds before the n-th attempt (0-based) to open a dropped stream again. */
  backoff?: (attempt: number) => number;
  /** Whether the network is there; without it nothing is opened until the `online` event. */
  online?: () => boolean;
}

/** 0.5 s, 1 s, 2 s … up to 30 s, with jitter so that a restarted gateway is not hit at once by all. */
export const defaultBackoff = (attempt: number) =>
  Math.min(30_000, 500 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

const isUnauthenticated = (result: ExecutionResult<unknown, unknown>) =>
  (result.errors ?? []).some(
    (e) => (e as { extensions?: { code?: unknown } }).extensions?.code === "UNAUTHENTICATED",
  );

interface Sink {
  next(value: ExecutionResult<unknown, unknown>): void;
  error(error: unknown): void;
  complete(): void;
}

/** The urql exchange that sends subscriptions to the gateway's stream endpoint. */
export function liveExchange(auth: LiveAuth, options: LiveOptions = {}): Exchange {
  const backoff = options.backoff ?? defaultBackoff;
  // Only a browser that says it is offline counts as such (Node's navigator has no onLine).
  const online = options.online ?? (() => globalThis.navigator?.onLine !== false);
  // After an UNAUTHENTICATED end the stored token is not to be trusted: the next stream asks the
  // identity library for a new one even if it thinks the old one is still valid.
  let forceRefresh = false;
  const sse = createClient({
    url: options.url ?? "/graphql/stream",
    // Looked up at each call, not once here (a test may put its own in place later).
    fetchFn:
      options.fetchFn ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    // Retries are ours (below): the library's would reuse the request without the new token.
    retryAttempts: 0,
    headers: async (): Promise<Record<string, string>> => {
      const force = forceRefresh;
      forceRefresh = false;
      let token: string | null = null;
      try {
        token = await auth.idToken(force ? { forceRefresh: true } : undefined);
      } catch {
        // No token now (identity unreachable): the gateway refuses, and the next attempt asks again.
      }
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });

  const keepOpen = (request: Parameters<typeof sse.subscribe>[0], sink: Sink) => {
    let stopped = false;
    let attempt = 0;
    let reopened = false;
    let dispose: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waitOnline = () => {
      const up = () => {
        window.removeEventListener("online", up);
        open();
      };
      window.addEventListener("online", up);
      return () => window.removeEventListener("online", up);
    };
    let stopWaiting: (() => void) | undefined;

    const again = () => {
      dispose?.();
      dispose = undefined;
      if (stopped) return;
      reopened = true;
      timer = setTimeout(open, backoff(attempt++));
    };

    function open() {
      if (stopped) return;
      // A crew's phone without signal: no stream (it would only fail); the page shows its copy.
      if (!online()) {
        stopWaiting = waitOnline();
        return;
      }
      let ended = false;
      let refused = false;
      const end = () => {
        if (ended) return false;
        ended = true;
        return true;
      };
      dispose = sse.subscribe(
        request,
        {
          next(result) {
            if (ended) return;
            if (isUnauthenticated(result)) {
              forceRefresh = true;
              if (end()) again();
              return;
            }
            // Refused at the start (a permission, live updates not set up): no data, only errors.
            if (result.errors?.length && result.data == null) refused = true;
            sink.next(result);
          },
          error(error) {
            const status = (error as { response?: { status?: number } } | null)?.response?.status;
            if (status === 401) forceRefresh = true;
            // A request the gateway refuses as such (unknown document, bad variables) would be
            // refused again: the page gets the error. Anything else (no network, a gateway
            // restarting, busy, an expired token) is worth another try.
            const refused =
              status !== undefined &&
              status >= 400 &&
              status < 500 &&
              ![401, 408, 429].includes(status);
            if (!end()) return;
            if (refused) sink.error(error);
            else again();
          },
          complete() {
            if (!end()) return;
            // A refusal would be the same next time: the page has its error, the stream ends.
            if (refused) return sink.complete();
            // The server ended a stream that lives as long as the page: a restart's drain.
            again();
          },
        },
        {
          connected() {
            attempt = 0;
            if (!reopened || ended) return;
            reopened = false;
            // `data: undefined`: urql keeps the data a page shows and passes the flag on.
            sink.next({ data: undefined, extensions: { [LIVE_RECONNECTED]: true } });
          },
        },
      );
    }

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopWaiting?.();
      dispose?.();
    };
  };

  return subscriptionExchange({
    forwardSubscription: (request) => ({
      subscribe: (observer) => {
        // Sent by hash (persisted-documents.ts) the text is left out, but graphql-sse's handler
        // on the gateway wants a string there: empty, the gateway runs the registered document.
        const params = { ...request, query: request.query ?? "" };
        const stop = keepOpen(params as Parameters<typeof sse.subscribe>[0], {
          next: (value) => observer.next(value as never),
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        });
        return { unsubscribe: stop };
      },
    }),
  });
}
