// Failures before GraphQL runs — a body too large, not JSON, a wrong content type, headers too
// long, a client too slow — answered in the GraphQL error shape with a Japanese message, like
// every other answer of /graphql (issue #20), instead of Fastify's or Node's English defaults.
import type { FastifyReply, FastifyRequest } from "fastify";
import { clientErrorResponder } from "@cfx/domain/http-server";
import { messages } from "./errors";

const byStatus: Record<number, { code: string; message: string }> = {
  400: { code: "BAD_REQUEST", message: "リクエストの形式が正しくありません" },
  404: { code: "NOT_FOUND", message: "該当するURLが見つかりません" },
  408: { code: "REQUEST_TIMEOUT", message: "リクエストがタイムアウトしました" },
  413: {
    code: "PAYLOAD_TOO_LARGE",
    message: "送信データが大きすぎます。件数を減らして再度お試しください",
  },
  414: { code: "URI_TOO_LONG", message: "URLが長すぎます" },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Content-Type が正しくありません" },
  431: { code: "HEADERS_TOO_LARGE", message: "URLまたはヘッダーが長すぎます" },
};

/** `{ errors: [{ message, extensions: { code } }] }` for an HTTP status. */
export function transportErrorBody(status: number) {
  const known =
    byStatus[status] ??
    (status >= 500
      ? { code: "INTERNAL_SERVER_ERROR", message: messages.INTERNAL }
      : { code: "BAD_REQUEST", message: byStatus[400]!.message });
  return { errors: [{ message: known.message, extensions: { code: known.code } }] };
}

/** Fastify's error handler: the status it chose, our body; a 5xx says no more (it is logged). */
export function transportErrorHandler(
  error: { statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status >= 500) request.log.error({ err: error }, "request failed");
  else request.log.info({ err: error }, "request refused");
  return reply.code(status).send(transportErrorBody(status));
}

/**
 * Fastify's clientErrorHandler: requests Node refuses before Fastify sees them (headers too long
 * → 431, too slow → 408, malformed → 400).
 */
export const transportClientErrorHandler = clientErrorResponder(transportErrorBody);
