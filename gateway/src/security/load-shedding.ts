// Beyond capacity the gateway says so at once (issue #20): 503 + Retry-After and a GraphQL error
// `SERVER_BUSY` in Japanese, instead of queueing every request until the API's 10 s timeout. Which
// requests run, wait or are refused is concurrency-limit.ts's adaptive limit with a queue that has
// a deadline (issue #42: a fixed in-flight bound shed 95 % of 200 users' requests while serving
// 90 pages a second). The event loop's delay (the gateway's own CPU) is a second signal. The web
// app shows the message and asks again once after Retry-After.
import underPressure from "@fastify/under-pressure";
import { isMeasuredDelay } from "@cfx/domain/http-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../errors";
import { ConcurrencyLimit, type Release } from "./concurrency-limit";

/** The routes that cost the API work; health, the web app's files and sign-in are never shed. */
export function isSheddable(url: string): boolean {
  return url.startsWith("/graphql") || url.startsWith("/export/") || url.startsWith("/files/");
}

// Serialised once: a shed answer must cost next to nothing, or shedding itself eats the capacity
// it protects (#42 measured shed answers at 73 ms median behind the work they were refused for).
const BUSY_BODY = JSON.stringify({
  errors: [{ message: messages.SERVER_BUSY, extensions: { code: "SERVER_BUSY" } }],
});

/** The busy answer, in the GraphQL error shape (also for downloads: one shape for clients). */
export function sendBusy(reply: FastifyReply) {
  // 1–3 s, spread so that the clients shed together do not all come back in the same second.
  const retryAfter = 1 + Math.floor(Math.random() * 3);
  return reply
    .code(503)
    .header("retry-after", String(retryAfter))
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(BUSY_BODY);
}

/** The in-flight slot each counted request holds until its exchange ends (or it lets go early). */
const slots = new WeakMap<FastifyRequest, () => void>();

/**
 * Gives the request's in-flight slot back before its answer ends: a live stream (live/transport.ts)
 * is counted while it is being set up (its first reads wait on the API like any request) and let
 * go once it streams, or 64 idle streams would shed every other request for as long as they stay.
 */
export function releaseInFlight(request: FastifyRequest): void {
  slots.get(request)?.();
}

export type LoadSheddingOptions = {
  /** The ceiling of the adaptive limit (SHED_MAX_IN_FLIGHT), where it starts. */
  maxInFlight: number;
  maxEventLoopDelayMs: number;
  /** Longest predicted wait for a slot (SHED_QUEUE_DEADLINE_MS); 0/absent: refused at once. */
  queueDeadlineMs?: number;
};

/** How often the count of shed requests is logged (one line, not one per shed request). */
const SHED_LOG_INTERVAL_MS = 10_000;

export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  const limit = new ConcurrencyLimit({
    maxLimit: options.maxInFlight,
    queueDeadlineMs: options.queueDeadlineMs ?? 0,
  });
  // Tests and the bench read the limit, its queue and the shed count.
  const shed = { count: 0, byPressure: 0 };
  app.decorate("shedding", { limit, shed });
  // Counted, and logged at most once per interval: a warn line per refused request was a write
  // per request exactly when the gateway has no time for one.
  let logged = { count: 0, byPressure: 0 };
  const report = setInterval(() => {
    const count = shed.count - logged.count;
    const byPressure = shed.byPressure - logged.byPressure;
    if (count + byPressure === 0) return;
    logged = { ...shed };
    app.log.warn(
      { shed: count, shedByEventLoopDelay: byPressure, limit: limit.limit, waiting: limit.waiting },
      "shedding load",
    );
  }, SHED_LOG_INTERVAL_MS);
  report.unref();
  app.addHook("onClose", async () => clearInterval(report));

  const hold = (request: FastifyRequest, reply: FastifyReply, release: Release) => {
    const started = performance.now();
    let held = true;
    const letGo = (served: boolean) => {
      if (!held) return;
      held = false;
      // The latency to learn from is the served exchange's; a stream let go early teaches nothing.
      release(served ? performance.now() - started : undefined);
    };
    slots.set(request, () => letGo(false));
    // 'close' fires once however the exchange ends (answered, failed, or the client went away).
    // A 503 (shed for the event loop's delay below, after taking a slot) is not a latency sample.
    reply.raw.once("close", () => letGo(reply.raw.statusCode !== 503));
  };

  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!isSheddable(request.url)) return done();
    const admission = limit.acquire();
    if (admission.kind === "run") {
      hold(request, reply, admission.release);
      return done();
    }
    if (admission.kind === "shed") {
      shed.count++;
      // Answered here, before the body is read; `done` is not called, so nothing else runs.
      void sendBusy(reply);
      return;
    }
    // Waits for a slot (within the deadline, as predicted when it came); gives its place up if
    // the client goes away meanwhile. The socket's 'close', not the reply's: a reply not yet
    // begun does not report its connection's end.
    const socket = request.raw.socket;
    const gone = () => admission.cancel();
    socket.once("close", gone);
    void admission.slot.then((release) => {
      socket.off("close", gone);
      if (!release) return;
      if (socket.destroyed) return release();
      hold(request, reply, release);
      done();
    });
  });
  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      // Resolving lets the request through; the busy answer is sent here and the rejection only
      // stops the chain (the reply is already on its way).
      pressureHandler: async (request, reply, _type, value) => {
        if (!isSheddable(request.url) || !isMeasuredDelay(value)) return;
        shed.byPressure++;
        await sendBusy(reply);
      },
    });
  }
}

declare module "fastify" {
  interface FastifyInstance {
    shedding: {
      limit: ConcurrencyLimit;
      shed: { count: number; byPressure: number };
    };
  }
}
