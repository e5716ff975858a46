// Test support for the live subscriptions: a stand-in for the API's change relay speaking exactly
// its wire format (live/upstream.ts) on a real HTTP port, and a raw SSE reader of the gateway's
// /graphql/stream (the tests also use graphql-sse's own client).
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SseParser, type SseMessage } from "./sse-parser";
import { LIVE_EVENTS_PATH } from "./upstream";

export type RelayChange = {
  entity: string;
  id: number;
  version: number | null;
  deleted?: boolean;
  updatedBy?: number | null;
};

export type TestRelay = {
  url: string;
  /** Streams opened so far (the gateway's feed opens one per process). */
  connections: number;
  /** Sends one change to every open stream. */
  send(change: RelayChange): void;
  /** Cuts every open stream (an API restart). */
  cut(): void;
  /** Resolves once `n` streams have been opened in all. */
  opened(n: number): Promise<void>;
  close(): Promise<void>;
};

export async function startTestRelay(key: string): Promise<TestRelay> {
  const open = new Set<ServerResponse>();
  const waiters: { n: number; done: () => void }[] = [];
  const relay = {
    url: "",
    connections: 0,
    send(change: RelayChange) {
      const body = { deleted: false, updatedBy: null, ...change };
      for (const response of open)
        response.write(`event: change\ndata: ${JSON.stringify(body)}\n\n`);
    },
    cut() {
      for (const response of open) response.destroy();
      open.clear();
    },
    opened(n: number) {
      if (relay.connections >= n) return Promise.resolve();
      return new Promise<void>((done) => waiters.push({ n, done }));
    },
    close: (): Promise<void> => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    if (request.url !== LIVE_EVENTS_PATH || request.headers["x-live-key"] !== key) {
      response.writeHead(request.url === LIVE_EVENTS_PATH ? 401 : 404).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    response.write(": ping\n\n");
    open.add(response);
    response.on("close", () => open.delete(response));
    relay.connections++;
    for (const waiter of waiters.filter((w) => relay.connections >= w.n)) waiter.done();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  relay.close = () =>
    new Promise<void>((resolve) => {
      relay.cut();
      server.close(() => resolve());
    });
  return relay;
}

export type RawStream = {
  status: number;
  headers: Headers;
  /** The answer's text so far (comments included). */
  text(): string;
  /** Resolves with the next `event: next` payload, or undefined when the stream ended. */
  next(timeoutMs?: number): Promise<Record<string, unknown> | undefined>;
  /** Resolves once the stream has ended (the server closed it). */
  ended: Promise<void>;
  close(): void;
};

/** POST /graphql/stream as graphql-sse's distinct-connections client sends it, read raw. */
export async function openStream(
  gatewayUrl: string,
  token: string | undefined,
  body: Record<string, unknown>,
): Promise<RawStream> {
  const abort = new AbortController();
  const response = await fetch(`${gatewayUrl}/graphql/stream`, {
    method: "POST",
    headers: {
      accept: "text/event-stream",
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  let raw = "";
  const events: SseMessage[] = [];
  let wake: (() => void) | undefined;
  const parser = new SseParser((message) => {
    events.push(message);
    wake?.();
  });
  let finished = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        raw += decoder.decode(chunk as Uint8Array, { stream: true });
        parser.push(chunk as Uint8Array);
      }
    } catch {
      // aborted by close()
    } finally {
      finished = true;
      wake?.();
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    text: () => raw,
    ended,
    close: () => abort.abort(),
    async next(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e) => e.event === "next" || e.event === "complete");
        if (index >= 0) {
          const [event] = events.splice(index, 1);
          if (event!.event === "complete") return undefined;
          return JSON.parse(event!.data) as Record<string, unknown>;
        }
        if (finished) return undefined;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms; got: ${raw.slice(-500)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
  };
}
