// The gateway's stream endpoint as the unit tests fake it: graphql-sse's protocol in distinct
// connections mode (one text/event-stream answer per subscription), for the app's real client,
// exchange and hooks. Only the transport is fake.

/** The stream endpoint: every request it got, and a way to send on the latest open stream. */
export class FakeStreams {
  requests: { authorization: string | null; body: Record<string, unknown> }[] = [];
  private streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  private encoder = new TextEncoder();

  /** HTTP statuses to refuse the next requests with (a JSON answer, no stream), in order. */
  refusals: number[] = [];

  fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    this.requests.push({
      authorization: headers.get("authorization"),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    });
    const refusal = this.refusals.shift();
    if (refusal)
      return new Response(JSON.stringify({ errors: [{ message: "拒否しました。" }] }), {
        status: refusal,
        headers: { "content-type": "application/json" },
      });
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.streams.push(controller);
        init?.signal?.addEventListener("abort", () => {
          try {
            controller.close();
          } catch {
            // Already closed or errored.
          }
        });
      },
    });
    return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
  }) as typeof fetch;

  private get latest() {
    const stream = this.streams[this.streams.length - 1];
    if (!stream) throw new Error("no stream open");
    return stream;
  }

  next(result: object) {
    this.latest.enqueue(this.encoder.encode(`event: next\ndata: ${JSON.stringify(result)}\n\n`));
  }

  /** A LiveChange of record `id` saved by user `updatedBy`. */
  change(id: string, updatedBy: string, field = "constructionChanged") {
    this.next({
      data: { [field]: { id, version: 2, deleted: false, updatedBy: { id: updatedBy } } },
    });
  }

  /** The server ends the stream (a gateway's shutdown, or after a refusal). */
  complete() {
    this.latest.enqueue(this.encoder.encode("event: complete\ndata:\n\n"));
  }

  /** The connection drops (a gateway restart, the network gone). */
  drop() {
    this.latest.error(new TypeError("network error"));
  }
}
