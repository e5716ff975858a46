// Beyond capacity the API answers at once instead of queueing requests until their callers time
// out (issue #20). Its clients are the gateway (which does its own shedding first, see
// gateway/src/security/load-shedding.ts) and integrators calling REST directly.
import underPressure from "@fastify/under-pressure";
import { isMeasuredDelay } from "@cfx/domain/http-server";
import type { FastifyInstance } from "fastify";
import { LIVE_EVENTS_PATH } from "../live/wire";
import { HttpError, messages } from "./errors";

/** How often the count of shed requests is logged (one line, not one per shed request). */
const SHED_LOG_INTERVAL_MS = 10_000;

/** Seconds a shed client is told to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * 503 + Retry-After + `{ server: ["混み合っています…"] }` for every request while the event loop
 * lags more than `maxEventLoopDelayMs` (0: never). The health check is never shed: a busy API is
 * alive, and the gateway's readiness should not flap under load. Nor is the gateways' live event
 * stream (live/routes.ts): one cheap request per gateway, and the changes of the time it spent
 * refused would be missed.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: { maxEventLoopDelayMs: number },
) {
  if (options.maxEventLoopDelayMs <= 0) return;
  // Counted, and logged at most once per interval (as the gateway does, issue #42): a warn line
  // per refused request was a write per request exactly when the API has no time for one.
  let shed = 0;
  const report = setInterval(() => {
    if (shed === 0) return;
    app.log.warn({ shed }, "shedding load");
    shed = 0;
  }, SHED_LOG_INTERVAL_MS);
  report.unref();
  app.addHook("onClose", async () => clearInterval(report));
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: BUSY_RETRY_AFTER_SECONDS,
    // Resolving lets the request through; rejecting hands the error to the error handler,
    // which answers it in the contract's shape.
    pressureHandler: async (request, reply, _type, value) => {
      const path = request.url.split("?")[0]!;
      if (path.endsWith("/healthz") || path.endsWith(LIVE_EVENTS_PATH) || !isMeasuredDelay(value))
        return;
      shed++;
      void reply.header("retry-after", String(BUSY_RETRY_AFTER_SECONDS));
      throw new HttpError(503, { server: [messages.busy] });
    },
  });
}
