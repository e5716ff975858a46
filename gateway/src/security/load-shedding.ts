// Beyond capacity the gateway says so at once (issue #20): 503 + Retry-After and a GraphQL error
// `SERVER_BUSY` in Japanese, instead of queueing every request until the API's 10 s timeout. Two
// signals: requests in flight (what waits on the API) and the event loop's delay (the gateway's
// own CPU). The web app shows the message and asks again once after Retry-After.
import underPressure from "@fastify/under-pressure";
import { isMeasuredDelay } from "@cfx/domain/http-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messages } from "../errors";

/** The routes that cost the API work; health, the web app's files and sign-in are never shed. */
export function isSheddable(url: string): boolean {
  return url.startsWith("/graphql") || url.startsWith("/export/") || url.startsWith("/files/");
}

/** The busy answer, in the GraphQL error shape (also for downloads: one shape for clients). */
export function sendBusy(reply: FastifyReply) {
  // 1–3 s, spread so that the clients shed together do not all come back in the same second.
  const retryAfter = 1 + Math.floor(Math.random() * 3);
  return reply
    .code(503)
    .header("retry-after", String(retryAfter))
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send({ errors: [{ message: messages.SERVER_BUSY, extensions: { code: "SERVER_BUSY" } }] });
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

export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxInFlight: number; maxEventLoopDelayMs: number },
) {
  let inFlight = 0;
  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done) => {
    if (!isSheddable(request.url)) return done();
    if (inFlight >= options.maxInFlight) {
      request.log.warn({ inFlight }, "shedding load: too many requests in flight");
      // Answered here; `done` is not called, so nothing else runs for this request.
      void sendBusy(reply);
      return;
    }
    inFlight++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      inFlight--;
    };
    slots.set(request, release);
    // 'close' fires once however the exchange ends (answered, failed, or the client went away).
    reply.raw.once("close", release);
    done();
  });
  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      // Resolving lets the request through; the busy answer is sent here and the rejection only
      // stops the chain (the reply is already on its way).
      pressureHandler: async (request, reply, type, value) => {
        if (!isSheddable(request.url) || !isMeasuredDelay(value)) return;
        request.log.warn({ type, value }, "shedding load");
        await sendBusy(reply);
      },
    });
  }
}
