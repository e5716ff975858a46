import type { IncomingHttpHeaders } from "node:http";
import { Pool } from "undici";
import { GatewayError, messages, toFieldErrors } from "../errors";
import { IDEMPOTENCY_HEADER } from "./idempotency";
import { SharedReads } from "./shared-reads";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export type RestCall = {
  method: HttpMethod;
  /** Path below `/api/v1`, starting with a slash, e.g. `/basis/users/3`. */
  path: string;
  /** The caller's ID token, forwarded as is (the API verifies it again). */
  token: string;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  /** Correlates gateway and API logs. */
  requestId?: string | undefined;
  /** A write's own `Idempotency-Key` (rest/idempotency.ts): the API runs it once. */
  idempotencyKey?: string | undefined;
  /**
   * A GET whose answer every signed-in user gets alike, read by a request whose user was checked:
   * shared by all requests for a short time (shared-reads.ts says when that is safe).
   */
  shared?: boolean | undefined;
};

export type RestAnswer<T> = { status: number; headers: IncomingHttpHeaders; body: T };

export type RestClientOptions = {
  /** REST base without `/api/v1`, e.g. `http://127.0.0.1:4010`. */
  apiUrl: string;
  /** undici headers and body timeout, per attempt. */
  timeoutMs: number;
  /** Extra attempts for idempotent GETs after a transient failure. */
  retries?: number;
  /** First backoff step; doubles per attempt, plus jitter. */
  retryBaseMs?: number;
  /** Keep-alive connections to the API. */
  connections?: number;
  log?: { warn(obj: object, msg: string): void };
  /** Shared answers (`RestCall.shared`); every write forgets them. Absent: nothing is shared. */
  sharedReads?: SharedReads;
};

// Transport failures where the request never reached a handler (or the connection died under a
// keep-alive race): safe to repeat for a GET. They, and any other failure without an HTTP answer
// (DNS, TLS…), mean the API cannot be reached: UPSTREAM_UNAVAILABLE.
const retryableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
]);
const timeoutCodes = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);
// The statuses by which HTTP says "no answer from the service": a load balancer or proxy in front
// of the API that cannot reach it (502, 504), or the API not ready or overloaded (503). A GET is
// retried on them. Any other 5xx (500 above all) is the API failing at this very request — a bug
// or bad input it did not catch — so repeating it would only fail again (and log twice).
const retryableStatuses = new Set([502, 503, 504]);

function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  // undici wraps some socket errors; AggregateError (happy eyeballs) carries several.
  const cause = (error as { cause?: unknown }).cause;
  if (cause) return errorCode(cause);
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) return errorCode(errors[0]);
  return undefined;
}

/** A transport failure (no HTTP answer) as the client-facing error. */
export function transportError(error: unknown): GatewayError {
  const code = errorCode(error);
  if (code && timeoutCodes.has(code)) return new GatewayError("UPSTREAM_TIMEOUT");
  return new GatewayError("UPSTREAM_UNAVAILABLE");
}

// 4xx statuses the API's own routes never answer on purpose, but its HTTP server or a proxy does
// when a request is too big (a 5,000-item filter becomes a 20 KB URL): the client sent too much,
// so the client is told, in Japanese, instead of seeing a server error.
const tooLargeMessages: Record<number, string> = {
  413: "送信データが大きすぎます。件数を減らして再度お試しください",
  414: "検索条件が長すぎます。条件を減らして再度お試しください",
  431: "検索条件が長すぎます。条件を減らして再度お試しください",
};
const TOO_MANY_REQUESTS = "リクエストが多すぎます。しばらくしてから再度お試しください";

/** An API 5xx other than "unavailable": the API failed on this request; its body is not shown. */
export class UpstreamServerError extends Error {
  constructor(readonly status: number) {
    super(`REST API answered HTTP ${status}`);
    this.name = "UpstreamServerError";
  }
}

/**
 * A non-2xx REST answer as the client-facing error; the body only contributes field messages.
 *
 * | API status               | GraphQL error                                                    |
 * | ------------------------ | ---------------------------------------------------------------- |
 * | 400, 422                 | BAD_USER_INPUT + fieldErrors (the API's Japanese field messages) |
 * | 401 / 403 / 404 / 409    | UNAUTHENTICATED / FORBIDDEN / NOT_FOUND / CONFLICT (+ fieldErrors) |
 * | any other 4xx            | BAD_USER_INPUT with a Japanese message (413, 414, 431, 429…)     |
 * |                          | and no field errors: such bodies are not the API's own          |
 * | 502, 503                 | UPSTREAM_UNAVAILABLE (after the GET retries)                      |
 * | 504                      | UPSTREAM_TIMEOUT (after the GET retries)                          |
 * | any other 5xx            | INTERNAL_SERVER_ERROR 「サーバーエラーが発生しました」, not retried |
 */
export function statusError(status: number, body: unknown): Error {
  switch (status) {
    case 400:
    case 422: {
      const fieldErrors = toFieldErrors(body);
      return new GatewayError("BAD_USER_INPUT", {
        message: fieldErrors[0]?.messages[0] ?? messages.BAD_USER_INPUT,
        fieldErrors,
        status: 400,
      });
    }
    case 401:
      return new GatewayError("UNAUTHENTICATED");
    case 403:
      return new GatewayError("FORBIDDEN");
    case 404:
      return new GatewayError("NOT_FOUND");
    case 409: {
      const fieldErrors = toFieldErrors(body);
      return new GatewayError("CONFLICT", {
        message: fieldErrors[0]?.messages[0] ?? messages.CONFLICT,
        fieldErrors,
      });
    }
    case 502:
    case 503:
      return new GatewayError("UPSTREAM_UNAVAILABLE");
    case 504:
      return new GatewayError("UPSTREAM_TIMEOUT");
    default:
      if (status >= 400 && status < 500) {
        // Not the API's `{ field: [messages] }`: these come from its HTTP server or framework
        // (`{"error":"Payload Too Large","message":"Request body is too large"}`) or a proxy, in
        // English. Only our Japanese text is shown; the body is ignored.
        return new GatewayError("BAD_USER_INPUT", {
          message:
            tooLargeMessages[status] ??
            (status === 429 ? TOO_MANY_REQUESTS : messages.BAD_USER_INPUT),
          status: 400,
        });
      }
      // 500 and the rest (and a 1xx/3xx the client does not follow): formatError answers
      // 「サーバーエラーが発生しました」 and logs it; the body stays out of the answer.
      return new UpstreamServerError(status);
  }
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// The API answers 409 `{ idempotencyKey: [...] }` while the first send of a write's key still runs
// (a resend after an answer was lost). Asking again with the same key is safe — the API runs it
// once — and soon gives the first send's answer, so the client does not see a conflict it did
// not cause (the web app's queue would hold the write for the user's choice).
const IN_FLIGHT_RETRIES = 3;
const IN_FLIGHT_WAIT_MS = 1_000;
function inFlight(status: number, text: string): boolean {
  if (status !== 409) return false;
  const body = parseJson(text);
  return typeof body === "object" && body !== null && "idempotencyKey" in body;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The gateway's only connection to the REST API: one keep-alive undici Pool with connect,
 * headers and body timeouts. GETs are retried with backoff on transient failures; writes never
 * are (a write whose answer was lost may have been applied), except one with an Idempotency-Key
 * that the API says is still running (the API applies it once).
 */
export class RestClient {
  readonly pool: Pool;
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryBaseMs: number;
  private readonly log: RestClientOptions["log"];
  readonly sharedReads: SharedReads;

  constructor(options: RestClientOptions) {
    const url = new URL(options.apiUrl);
    this.basePath = `${url.pathname.replace(/\/+$/, "")}/api/v1`;
    this.timeoutMs = options.timeoutMs;
    this.retries = options.retries ?? 2;
    this.retryBaseMs = options.retryBaseMs ?? 50;
    this.log = options.log;
    this.sharedReads = options.sharedReads ?? new SharedReads({ ttlMs: 0 });
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 64,
      connect: { timeout: Math.min(options.timeoutMs, 5_000) },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      // Below Node's default server keep-alive (5 s) so we rarely reuse a socket the API is closing;
      // the server's `Keep-Alive: timeout=` hint wins when it sends one.
      keepAliveTimeout: 4_000,
      keepAliveMaxTimeout: 60_000,
    });
  }

  url(path: string, query?: Record<string, QueryValue>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      // Empty filters are dropped (docs/spec.md §5); values go as strings (docs/spec.md §7).
      if (value === undefined || value === null || value === "") continue;
      params.append(key, String(value));
    }
    const search = params.toString();
    return `${this.basePath}${path}${search ? `?${search}` : ""}`;
  }

  call<T>(call: RestCall): Promise<RestAnswer<T>> {
    if (call.method !== "GET") return this.written(this.send<T>(call));
    if (!call.shared) return this.send<T>(call);
    return this.sharedReads.read(this.url(call.path, call.query), () => this.send<T>(call));
  }

  /** A write's answer (or failure), after which no shared answer read before it is used. */
  async written<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      this.sharedReads.clear();
    }
  }

  private async send<T>(call: RestCall): Promise<RestAnswer<T>> {
    const path = this.url(call.path, call.query);
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `Bearer ${call.token}`,
    };
    if (call.requestId) headers["x-request-id"] = call.requestId;
    if (call.idempotencyKey) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
    let body: string | undefined;
    if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      headers["content-type"] = "application/json";
    }
    const idempotent = call.method === "GET";
    for (let attempt = 0; ; attempt++) {
      const canRetry = idempotent && attempt < this.retries;
      let status: number;
      let answerHeaders: IncomingHttpHeaders;
      let text: string;
      try {
        const res = await this.pool.request({ method: call.method, path, headers, body });
        status = res.statusCode;
        answerHeaders = res.headers;
        text = await res.body.text();
      } catch (error) {
        const code = errorCode(error);
        if (canRetry && code && retryableCodes.has(code)) {
          this.log?.warn({ path, code, attempt }, "REST call failed; retrying");
          await this.backoff(attempt);
          continue;
        }
        this.log?.warn({ path, code, err: error }, "REST call failed");
        throw transportError(error);
      }
      if (status >= 200 && status < 300) {
        const parsed = parseJson(text);
        // A success without a readable body is a broken API, not "no rows": a server error.
        if (parsed === undefined && text !== "")
          throw new Error(`REST API answered invalid JSON for ${path}`);
        return { status, headers: answerHeaders, body: parsed as T };
      }
      // An answer that says when to come back (the API's database is down: Retry-After 5) is not
      // asked again within milliseconds: the client hears "unavailable" at once instead.
      if (canRetry && retryableStatuses.has(status) && !answerHeaders["retry-after"]) {
        this.log?.warn({ path, status, attempt }, "REST call answered a transient error; retrying");
        await this.backoff(attempt);
        continue;
      }
      if (call.idempotencyKey && attempt < IN_FLIGHT_RETRIES && inFlight(status, text)) {
        await sleep(IN_FLIGHT_WAIT_MS);
        continue;
      }
      if (status >= 500) this.log?.warn({ path, status }, "REST call answered a server error");
      throw statusError(status, parseJson(text));
    }
  }

  /** Status of an unauthenticated GET (health checks); 0 when there is no answer. Never retried. */
  async probe(path: string, timeoutMs = Math.min(this.timeoutMs, 2_000)): Promise<number> {
    try {
      const res = await this.pool.request({
        method: "GET",
        path: this.url(path),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      await res.body.dump();
      return res.statusCode;
    } catch {
      return 0;
    }
  }

  private backoff(attempt: number): Promise<void> {
    const step = this.retryBaseMs * 2 ** attempt;
    return sleep(step + Math.random() * step);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
