// Failures before GraphQL runs — a body too large, not JSON, a wrong content type, headers too
// long, a client too slow — answered in the GraphQL error shape with a Japanese message, like
// every other answer of /graphql (issue #20), instead of Fastify's or Node's English defaults.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
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

/** A 400 of its own: the router's refusal of a URL that is not valid percent-encoding. */
const BAD_URL = { code: "BAD_URL", message: "URLの形式が正しくありません" };

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

/**
 * Fastify's frameworkErrors: URLs its router refuses before any route or hook runs — a path that is
 * not valid percent-encoded UTF-8 (`/graphql%ff`) or a path parameter over 100 characters. Fastify's
 * own answer is English and repeats the URL; ours says neither (the API answers the same way,
 * api/src/platform/error-handler.ts). No onRequest hook runs for these, so the security headers
 * are set here.
 */
export function transportFrameworkErrors(
  securityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    securityHeaders(request, reply);
    if (error.code === "FST_ERR_BAD_URL") {
      request.log.info({ code: error.code }, "request refused");
      return reply
        .code(400)
        .send({ errors: [{ message: BAD_URL.message, extensions: { code: BAD_URL.code } }] });
    }
    if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
      request.log.info({ code: error.code }, "request refused");
      return reply.code(414).send(transportErrorBody(414));
    }
    request.log.error({ err: error }, "framework error");
    return reply.code(500).send(transportErrorBody(500));
  };
}
