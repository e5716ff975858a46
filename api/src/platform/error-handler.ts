import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { HttpError, isForeignKeyViolation, messages, type FieldErrors } from "./errors";
import { toFieldErrors, type SchemaError } from "./validation";

/**
 * Every failure becomes `{ "<field>": ["<日本語メッセージ>"] }` with the right status; never a stack.
 * HttpError (errors.ts) → its body; schema validation → 400 per field; anything else → logged, 500.
 */
export function errorHandler(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500)
      request.log.error({ err: (error as { cause?: unknown }).cause ?? error }, "upstream failure");
    return reply.status(error.statusCode).send(error.body);
  }
  const fastifyError = error as FastifyError & {
    validation?: SchemaError[];
    validationContext?: string;
  };
  if (fastifyError.validation) {
    return reply
      .status(400)
      .send(toFieldErrors(fastifyError.validation, fastifyError.validationContext));
  }
  if (isForeignKeyViolation(error)) {
    // A referenced master row does not exist (or the row is still referenced).
    return reply
      .status(400)
      .send({ id: ["関連するデータが存在しないか、使用中です"] } satisfies FieldErrors);
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const body: FieldErrors =
      status === 413
        ? { body: ["データのサイズが大きすぎます"] }
        : status === 415
          ? { body: ["Content-Type が正しくありません"] }
          : status === 404
            ? { path: ["該当するURLが見つかりません"] }
            : { body: ["リクエストの形式が正しくありません"] };
    return reply.status(status).send(body);
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.status(500).send({ server: [messages.server] } satisfies FieldErrors);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ path: ["該当するURLが見つかりません"] } satisfies FieldErrors);
}

/** docs/CONTRACTS.md: empty query values are ignored (`?name=&roleTypeId=` is no filter, not 0). */
export async function dropEmptyQueryValues(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== "object") return;
  for (const [key, value] of Object.entries(query)) {
    if (value === "" || (Array.isArray(value) && value.every((v) => v === ""))) delete query[key];
  }
}
