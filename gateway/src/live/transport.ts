// POST /graphql/stream: GraphQL subscriptions over Server-Sent Events, graphql-sse's protocol in
// its "distinct connections" mode (one HTTP response per subscription: HTTP/1-safe, through any
// proxy that does not buffer). The request is /graphql's: the same bearer token, verifier, viewer
// and context (auth/authenticate.ts), the same trusted-documents rule and query limits
// (operation.ts), the permission directives on the subscription fields (permissions/). Then the
// answer stays open: graphql-sse writes `event: next` per result and `event: complete` at the end.
//
// The adapter is ours rather than graphql-sse/lib/use/fastify because the stream's life is the
// gateway's business: its own heartbeat (LIVE_HEARTBEAT_MS) instead of the library's fixed 12 s
// pings, the in-flight slot of load shedding given back once it streams, the user's stream count,
// the end at the token's expiry and at shutdown (streams.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  GraphQLError,
  subscribe,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import { createHandler, type RequestParams } from "graphql-sse";
import type { IdTokenVerifier } from "@cfx/identity/verifier";
import { contextOf, verifyRequest } from "../auth/authenticate";
import type { ViewerCache } from "../auth/viewer-cache";
import type { GatewayContext } from "../context";
import { GatewayError } from "../errors";
import type { RateLimiter } from "../rate-limit/limiter";
import { callerKey } from "../rate-limit/plugin";
import type { RestClient } from "../rest/client";
import { releaseInFlight } from "../security/load-shedding";
import {
  refuseUnregisteredDocument,
  type TrustedDocuments,
  type TrustedDocumentsMode,
} from "../security/trusted-documents";
import { admitSubscription, checkedSubscription, documentText, StreamRefusal } from "./operation";
import type { LiveService } from "./service";

export const STREAM_PATH = "/graphql/stream";

/** graphql-sse's own keep-alive comment, replaced by ours (see above). */
const LIBRARY_PING = ":\n\n";

/**
 * Bytes a stream may have waiting for a client that does not read: beyond it the stream is cut
 * (the client reconnects and reads again) rather than buffering its events without end.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;

export type LiveRouteOptions = {
  live: LiveService;
  schema: GraphQLSchema;
  verifier: Pick<IdTokenVerifier, "verify">;
  rest: RestClient;
  viewerCache: ViewerCache;
  trusted: TrustedDocuments;
  mode: TrustedDocumentsMode;
  limiter: RateLimiter | undefined;
  heartbeatMs: number;
  /**
   * A stream's set-up is done (idle-gc: its garbage is a request's, collected once the gateway is
   * quiet; the answer's own end, which a stream may never reach, would be too late).
   */
  onStreaming?: () => void;
  /** /graphql's formatError: the same Japanese messages and masking. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
};

/** What the adapter hands graphql-sse's callbacks for one request. */
type StreamRequest = {
  reply: FastifyReply;
  context: GatewayContext;
  /** The user's stream slot, taken in onSubscribe; given back when the stream ends. */
  release?: () => void;
};

export async function registerLiveRoute(app: FastifyInstance, options: LiveRouteOptions) {
  const { live, schema, trusted, formatError } = options;
  const format = (error: GraphQLError) => formatError(error.toJSON(), error);

  const handler = createHandler<FastifyRequest, StreamRequest, GatewayContext>({
    schema,
    // Distinct connections only: no stream reservations (PUT/DELETE) to keep between requests.
    authenticate: () => null,
    // The whole operation is run here, so that its results can be bounded (streams.ts); what
    // graphql-sse would otherwise do (parse, validate) is /graphql's checks instead (operation.ts).
    onSubscribe: async (request, params: RequestParams) => {
      const { context } = request.context;
      const text = documentText(params, trusted);
      const { document, cost } = checkedSubscription(schema, text, params);
      admitSubscription(options.limiter, callerKey(context.identity), cost);
      const release = live.streams.reserve(context.identity.sub);
      if (!release) throw new StreamRefusal(new GatewayError("TOO_MANY_STREAMS"), 429);
      request.context.release = release;
      const result = await subscribe({
        schema,
        document,
        operationName: params.operationName ?? null,
        variableValues: params.variables ?? {},
        contextValue: context,
      });
      if (isAsyncIterable(result))
        return live.streams.bound(result, context.identity.expiresAtMs, release);
      // Refused at subscription (a permission, LIVE_NOT_CONFIGURED): one `next` with the errors,
      // then `complete`. graphql-sse recognises a result by its `data` key.
      release();
      return { data: null, ...result };
    },
    onNext: (_context, _request, result) =>
      result.errors
        ? ({ ...result, errors: result.errors.map(format) } as unknown as ExecutionResult)
        : undefined,
  });

  app.addHook("preClose", async () => {
    // Before the server waits for its connections: open streams end now, not at the deadline.
    await live.close();
  });

  app.post(STREAM_PATH, async (request, reply) => {
    let context: GatewayContext;
    try {
      const verified = await verifyRequest(request, options.verifier);
      const renewed = () =>
        contextOf(verified, { request, rest: options.rest, viewerCache: options.viewerCache });
      context = renewed();
      context.live = live.access(context, () => {
        const fresh = renewed();
        context.loaders = fresh.loaders;
        context.viewer = fresh.viewer;
        context.freshViewer = fresh.freshViewer;
      });
      refuseUnregisteredDocument(request, context, trusted, options.mode);
    } catch (error) {
      if (error instanceof GraphQLError) return refuse(reply, error);
      throw error;
    }
    const state: StreamRequest = { reply, context };
    let answer;
    try {
      answer = await handler({
        method: request.method,
        url: request.url,
        headers: { get: (key) => headerOf(request, key) },
        body: request.body as Record<string, unknown> | null,
        raw: request,
        context: state,
      });
    } catch (error) {
      state.release?.();
      if (error instanceof StreamRefusal)
        return refuse(reply, error.error, error.status, error.headers, error.formatted);
      if (error instanceof GraphQLError) return refuse(reply, error);
      throw error;
    }
    const [body, init] = answer;
    if (body === null || typeof body === "string") {
      // graphql-sse's own refusals (no `Accept: text/event-stream`, a body it cannot read): its
      // English words kept as the detail of a Japanese error.
      state.release?.();
      return refuse(
        reply,
        new GraphQLError(BAD_STREAM_REQUEST, {
          extensions: { code: "BAD_REQUEST", detail: libraryMessage(body) ?? init.statusText },
        }),
        init.status,
      );
    }
    options.onStreaming?.();
    const written = stream(request, reply, body, init.headers ?? {}, options.heartbeatMs);
    live.track(written);
    return written;
  });

  function refuse(
    reply: FastifyReply,
    error: GraphQLError,
    status = statusOf(error),
    headers: Record<string, string> = {},
    formatted?: GraphQLFormattedError,
  ) {
    return reply
      .code(status)
      .headers({ "cache-control": "no-store", ...headers })
      .type("application/json; charset=utf-8")
      .send({ errors: [formatted ?? format(error)] });
  }
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<ExecutionResult> =>
  typeof (value as { [Symbol.asyncIterator]?: unknown } | null)?.[Symbol.asyncIterator] ===
  "function";

const BAD_STREAM_REQUEST =
  "購読の要求が正しくありません（POST、Accept: text/event-stream、JSON の本文 { query, variables, extensions }）";

function libraryMessage(body: string | null): string | undefined {
  try {
    return (JSON.parse(body ?? "") as { errors?: { message?: string }[] }).errors?.[0]?.message;
  } catch {
    return undefined;
  }
}

function statusOf(error: GraphQLError): number {
  if (error instanceof GatewayError) return error.status;
  const http = (error.extensions?.http as { status?: unknown } | undefined)?.status;
  return typeof http === "number" ? http : 400;
}

function headerOf(request: FastifyRequest, key: string): string | undefined {
  const value = request.headers[key.toLowerCase()];
  return Array.isArray(value) ? value.join(",") : value;
}

/** Writes the event stream until it ends or the client goes away; heartbeats in between. */
async function stream(
  request: FastifyRequest,
  reply: FastifyReply,
  body: AsyncGenerator<string, void, undefined>,
  headers: Record<string, string>,
  heartbeatMs: number,
): Promise<FastifyReply> {
  // An open stream waits on nobody: it no longer counts as a request in flight.
  releaseInFlight(request);
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    ...headers,
    // nginx: do not buffer this answer (also set on the location: scripts/replicas/nginx.ts).
    "x-accel-buffering": "no",
  });
  // Written without waiting for the client: what it has not read yet waits in the answer's buffer,
  // which is bounded, so a client that stops reading is cut instead of costing memory without end.
  const write = (text: string): boolean => {
    if (!raw.writable) return false;
    if (raw.writableLength > MAX_UNSENT_BYTES) {
      request.log.warn({ unsent: raw.writableLength }, "live stream cut: its client does not read");
      raw.destroy();
      return false;
    }
    raw.write(text);
    return true;
  };
  // A first comment flushes the headers through proxies; then one per heartbeat.
  write(": ok\n\n");
  const heartbeat = setInterval(() => write(": ping\n\n"), heartbeatMs);
  const gone = () => void body.return(undefined);
  raw.once("close", gone);
  // The client may have left while the subscription was being set up: 'close' is behind us.
  // (A request is "destroyed" once its body was read: the socket tells whether the client is gone.)
  if (raw.destroyed || !raw.socket || raw.socket.destroyed) gone();
  try {
    for await (const chunk of body) {
      if (chunk === LIBRARY_PING) continue;
      if (!write(chunk)) break;
    }
  } catch (error) {
    request.log.warn({ err: error }, "live stream failed");
  } finally {
    clearInterval(heartbeat);
    raw.off("close", gone);
    if (!raw.writableEnded && !raw.destroyed) raw.end();
  }
  return reply;
}
