// How the gateway and the API hold their HTTP server under slow clients and stop without losing
// work (issue #20): the same timeouts, read from the same variables, and the same bounded
// shutdown. Node only (the web never imports this).
import type { Socket } from "node:net";
import {
  createServer,
  STATUS_CODES,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import { integer, type ConfigSource } from "./config";

export interface ServerTimeouts {
  /** REQUEST_TIMEOUT_MS: the whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS: the request line and headers must arrive within this. */
  headersTimeoutMs: number;
  /**
   * KEEP_ALIVE_TIMEOUT_MS: an idle keep-alive connection is closed after this. Longer than a load
   * balancer's idle timeout (60 s on nginx and AWS ALB): then the balancer is always the side that
   * closes, and never sends a request on a connection this server is closing at that instant.
   */
  keepAliveTimeoutMs: number;
  /** SHUTDOWN_TIMEOUT_MS: after SIGTERM, in-flight requests get this long, then the rest is cut. */
  shutdownTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 65_000,
  shutdownTimeoutMs: 8_000,
};

/** The four variables above; the error names the variable. */
export function serverTimeoutsFromEnv(source: ConfigSource): ServerTimeouts {
  const ms = (name: string, fallback: number, max: number) =>
    integer(source, name, { default: fallback, min: 1, max });
  const headersTimeoutMs = ms("HEADERS_TIMEOUT_MS", DEFAULT_TIMEOUTS.headersTimeoutMs, 600_000);
  return {
    headersTimeoutMs,
    // Node refuses a request timeout below the headers timeout; the larger one wins.
    requestTimeoutMs: Math.max(
      headersTimeoutMs,
      ms("REQUEST_TIMEOUT_MS", DEFAULT_TIMEOUTS.requestTimeoutMs, 3_600_000),
    ),
    keepAliveTimeoutMs: ms("KEEP_ALIVE_TIMEOUT_MS", DEFAULT_TIMEOUTS.keepAliveTimeoutMs, 600_000),
    // Orchestrators kill after 10 s (Kubernetes' default grace is 30 s, ECS 30 s, systemd 90 s):
    // 8 s of draining leaves room for the process to flush its log and exit.
    shutdownTimeoutMs: ms("SHUTDOWN_TIMEOUT_MS", DEFAULT_TIMEOUTS.shutdownTimeoutMs, 60_000),
  };
}

/**
 * Fastify's `serverFactory`: a Node HTTP server with these timeouts. Node only checks the request
 * and headers timeouts every `connectionsCheckingInterval` (30 s by default), so a 10 s headers
 * timeout could take 40 s to fire; here the check runs every second (or faster for tiny test
 * timeouts).
 */
export function timedServerFactory(timeouts: ServerTimeouts) {
  return (handler: RequestListener): Server => {
    const options: ServerOptions = {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(50, timeouts.headersTimeoutMs / 4)),
    };
    // The answers being written, so that a drain can tell each to close its connection after it.
    const open = new Set<ServerResponse>();
    let draining = false;
    const server: DrainableServer = createServer(options, (request, response) => {
      if (draining) response.shouldKeepAlive = false;
      open.add(response);
      response.once("close", () => open.delete(response));
      handler(request, response);
    });
    server.drain = () => {
      draining = true;
      for (const response of open) {
        // Not yet begun: it says `Connection: close` and closes after itself. Already streaming:
        // its connection is closed once the answer is complete.
        if (!response.headersSent) response.shouldKeepAlive = false;
        else response.once("finish", () => response.socket?.end());
      }
    };
    return server;
  };
}

/**
 * A server that can be told to stop reusing connections: every answer from now on closes its
 * connection after itself. Without it the connections busy at SIGTERM stay open (idle, keep-alive)
 * after their answers, and the shutdown waits for its deadline instead of ending with the last
 * answer.
 */
export type DrainableServer = Server & { drain?: () => void };

/** The part of a Fastify instance `closeWithDeadline` needs. */
export interface Closable {
  close(): Promise<unknown>;
  server: Server;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * Stops accepting, lets in-flight requests finish (Fastify answers new requests on open
 * connections 503 with `Connection: close` meanwhile and closes idle keep-alive connections), and
 * after `deadlineMs` cuts whatever is still open — a client trickling its body must not hold the
 * process. Resolves "drained" or "cut"; never rejects.
 */
export async function closeWithDeadline(
  app: Closable,
  deadlineMs: number,
): Promise<"drained" | "cut"> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"cut">((resolve) => {
    timer = setTimeout(() => resolve("cut"), deadlineMs);
  });
  (app.server as DrainableServer).drain?.();
  const drained = app.close().then(
    () => "drained" as const,
    () => "drained" as const,
  );
  const outcome = await Promise.race([drained, deadline]);
  clearTimeout(timer);
  if (outcome === "cut") {
    app.log.warn({ deadlineMs }, "shutdown deadline reached: closing the connections still open");
    app.server.closeAllConnections();
    // close() resolves once the last connection is gone; give it a moment, not another deadline.
    await Promise.race([drained, new Promise((r) => setTimeout(r, 500).unref())]);
  }
  app.log.info({ outcome, ms: Date.now() - started }, "server closed");
  return outcome;
}

/**
 * Runs `stop` once on the first SIGINT or SIGTERM (a second signal is ignored: the deadline is
 * already running), then exits with its code.
 */
export function onTerminationSignals(stop: (signal: string) => Promise<number>): void {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal).then(
        (code) => process.exit(code),
        () => process.exit(1),
      );
    });
  }
}

/**
 * A Fastify `clientErrorHandler` for requests Node refuses before Fastify sees them — headers or
 * URL too long (431), too slow (408), malformed (400) — answered with `bodyOf(status)` as JSON
 * instead of Node's or Fastify's English defaults, then the connection is closed.
 */
export function clientErrorResponder(bodyOf: (status: 400 | 408 | 431) => unknown) {
  return function clientErrorHandler(
    this: { log: { debug(obj: object, msg: string): void } },
    error: Error & { code?: string },
    socket: Socket,
  ) {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const status =
      error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? 408
          : 400;
    this.log.debug({ err: error }, "client error");
    if (socket.writable) {
      const text = JSON.stringify(bodyOf(status));
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  };
}

/**
 * Whether an event-loop delay reported by @fastify/under-pressure was measured. It reports a
 * sample interval without any sample (the loop was blocked through all of it: start-up, a large
 * parse) as an infinite delay, and would refuse every request until the next sample although the
 * loop is free again now: only a measured delay sheds.
 */
export const isMeasuredDelay = (value: number | undefined) =>
  value === undefined || Number.isFinite(value);
