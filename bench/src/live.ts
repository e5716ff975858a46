// Section 11 (issue #40): the live subscriptions' cost. Memory per 1,000 idle streams: a gateway
// of its own, RSS before and after 1,000 `subscription { liveOk }` streams are open and idle
// (each its own HTTP/1.1 connection, as browsers hold them), the growth per 1,000. Event latency:
// a write through REST, the time until the subscriber's `constructionChanged` event carries the new
// version (API relay → gateway feed → re-read with the subscriber's token → SSE), p50/p95. The
// latency needs the API's change relay (GET /api/v1/live/events, LIVE_EVENTS_KEY); without it the
// row says so. Figures, not assertions.
import { Agent, request } from "undici";
import { BenchError } from "./http";
import { rssKiB, startService, type Service } from "./services";
import { stats, type Stats } from "./stats";

/** The relay's shared secret in the bench: the API and the gateways get the same. */
export const BENCH_LIVE_KEY = "bench-live-events-key-of-24-characters-or-more";

export type LiveFigures = {
  streams: number;
  /** KiB of gateway RSS per 1,000 idle streams. */
  rssPerThousandKiB: number | undefined;
  latency: Stats | undefined;
  /** Why the latency was not measured. */
  latencySkipped?: string;
};

type Stream = { firstEvent: Promise<string>; events: AsyncIterator<string>; close(): void };

/** One SSE stream of /graphql/stream; `events` yields each `event: next` data line. */
async function openStream(
  dispatcher: Agent,
  gatewayUrl: string,
  token: string,
  body: unknown,
): Promise<Stream> {
  const res = await request(`${gatewayUrl}/graphql/stream`, {
    method: "POST",
    dispatcher,
    headers: {
      authorization: `Bearer ${token}`,
      accept: "text/event-stream",
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
  if (res.statusCode !== 200)
    throw new BenchError(`/graphql/stream answered ${res.statusCode}: ${await res.body.text()}`);
  const events = (async function* () {
    let buffer = "";
    try {
      for await (const chunk of res.body) {
        buffer += (chunk as Buffer).toString("utf8");
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith("event: next")) continue;
          yield block.slice(block.indexOf("data: ") + 6);
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  const firstEvent = events.next().then((r) => (r.done ? "" : r.value));
  // Ending the reader (suspended at a yield) lets for-await close the body: no error is left
  // unread, as an abort of a body nobody reads would leave one.
  return { firstEvent, events, close: () => void events.return(undefined) };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function liveFigures(ctx: {
  api: Service;
  gatewayEnv: NodeJS.ProcessEnv;
  token: string;
  streams: number;
}): Promise<LiveFigures> {
  const gateway = await startService(
    "gateway (live)",
    "gateway/src/main.ts",
    {
      ...ctx.gatewayEnv,
      API_URL: ctx.api.url,
      LOG_LEVEL: "warn",
      LIVE_EVENTS_KEY: BENCH_LIVE_KEY,
      LIVE_MAX_STREAMS_PER_USER: String(ctx.streams + 10),
    },
    "/readyz",
  );
  const dispatcher = new Agent({ connections: ctx.streams + 20, keepAliveTimeout: 60_000 });
  const open: Stream[] = [];
  try {
    // Warm: the first stream compiles the path; RSS is read once it has settled.
    const warm = await openStream(dispatcher, gateway.url, ctx.token, {
      query: "subscription { liveOk }",
    });
    await warm.firstEvent;
    await settle(2_000);
    const before = rssKiB(gateway.pid);
    // In batches: a stream counts as in flight while it is set up (SHED_MAX_IN_FLIGHT).
    for (let i = 0; i < ctx.streams; i += 32) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(32, ctx.streams - i) }, () =>
          openStream(dispatcher, gateway.url, ctx.token, { query: "subscription { liveOk }" }),
        ),
      );
      await Promise.all(batch.map((s) => s.firstEvent));
      open.push(...batch);
    }
    // The gateway collects the set-up's garbage once quiet (idle-gc: 3 s, then twice 1 s apart).
    await settle(6_000);
    const after = rssKiB(gateway.pid);
    const rssPerThousandKiB =
      before !== undefined && after !== undefined
        ? ((after - before) / ctx.streams) * 1000
        : undefined;
    for (const s of open) s.close();
    open.length = 0;
    warm.close();

    const latency = await eventLatency(dispatcher, gateway.url, ctx.api.url, ctx.token, {
      writes: 50,
    });
    return { streams: ctx.streams, rssPerThousandKiB, ...latency };
  } finally {
    for (const s of open) s.close();
    await dispatcher.close().catch(() => undefined);
    await gateway.stop();
  }
}

/**
 * The event latency while the load run (section 8) goes on: one write every `pauseMs` for the
 * run's `seconds`, through the load's own gateway (which has the relay's key), on a connection
 * pool of its own so the writes don't queue behind the load's.
 */
export async function eventLatencyUnderLoad(ctx: {
  gatewayUrl: string;
  apiUrl: string;
  token: string;
  seconds: number;
}): Promise<{ latency: Stats | undefined; latencySkipped?: string }> {
  const dispatcher = new Agent({ connections: 4, keepAliveTimeout: 60_000 });
  try {
    return await eventLatency(dispatcher, ctx.gatewayUrl, ctx.apiUrl, ctx.token, {
      until: performance.now() + ctx.seconds * 1000,
      pauseMs: 200,
    });
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
}

/** `writes` in a row, or writes `pauseMs` apart `until` a time (performance.now()). */
type Pace = { writes: number } | { until: number; pauseMs: number };

async function eventLatency(
  dispatcher: Agent,
  gatewayUrl: string,
  apiUrl: string,
  token: string,
  pace: Pace,
): Promise<{ latency: Stats | undefined; latencySkipped?: string }> {
  const relay = await request(`${apiUrl}/api/v1/live/events`, {
    dispatcher,
    headers: { "x-live-key": BENCH_LIVE_KEY, accept: "text/event-stream" },
  });
  const status = relay.statusCode;
  // Only the status is wanted; the relay's stream never ends, so it is cut (its abort ignored).
  relay.body.on("error", () => undefined);
  relay.body.destroy();
  if (status !== 200)
    return {
      latency: undefined,
      latencySkipped: `the API has no change relay (GET /api/v1/live/events answered ${status})`,
    };
  const list = await request(`${apiUrl}/api/v1/basis/constructions?pageSize=1&count=false`, {
    dispatcher,
    headers: { authorization: `Bearer ${token}` },
  });
  const [row] = (await list.body.json()) as { id: number; version: number }[];
  if (!row) return { latency: undefined, latencySkipped: "no construction to write" };
  const stream = await openStream(dispatcher, gatewayUrl, token, {
    query: "subscription($ids: [ID!]) { constructionChanged(ids: $ids) { id version } }",
    variables: { ids: [String(row.id)] },
  });
  const samples: number[] = [];
  let version = row.version;
  try {
    const more = (i: number) =>
      "writes" in pace ? i < pace.writes : performance.now() < pace.until;
    for (let i = 0; more(i); i++) {
      if (i > 0 && "pauseMs" in pace) await settle(pace.pauseMs);
      const started = performance.now();
      const write = await request(`${apiUrl}/api/v1/basis/constructions/${row.id}`, {
        method: "PATCH",
        dispatcher,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ version, resultNotes: `bench ${i}` }),
      });
      const written = (await write.body.json()) as { version: number };
      if (write.statusCode !== 200) throw new BenchError(`PATCH answered ${write.statusCode}`);
      version = written.version;
      // The event of this write (an earlier one's may still be on its way).
      for (;;) {
        const next = await (i === 0
          ? stream.firstEvent.then((value) => ({ value, done: false }))
          : stream.events.next());
        if (next.done) throw new BenchError("the live stream ended");
        const change = (
          JSON.parse(next.value) as { data?: { constructionChanged?: { version: number } } }
        ).data?.constructionChanged;
        if (change && change.version >= version) break;
        if (i === 0) break;
      }
      samples.push(performance.now() - started);
    }
  } finally {
    stream.close();
  }
  return { latency: stats(samples) };
}
