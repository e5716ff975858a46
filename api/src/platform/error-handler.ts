import { clientErrorResponder } from "@cfx/domain/http-server";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  HttpError,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  messages,
  pgErrorCode,
  type FieldErrors,
} from "./errors";
import { toFieldErrors, type SchemaError } from "./validation";

/** What a client is told to wait when the database is down (a restart or failover takes seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

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
    if (error.statusCode >= 500 && error.statusCode !== 503)
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
  const dataError = databaseInputError(error, request);
  if (dataError) {
    // The schemas (input-schemas.ts) should have refused this value: log it so the schema that
    // let it through gets its bound.
    request.log.warn(
      { sqlState: pgErrorCode(error), err: error },
      "database refused an input value the schema accepted",
    );
    return reply.status(400).send(dataError);
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
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, "database unavailable");
    return reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ server: [messages.databaseDown] } satisfies FieldErrors);
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.status(500).send({ server: [messages.server] } satisfies FieldErrors);
}

// SQLSTATE class 22 (data exception) and 54000 (program limit: e.g. a text too long for its
// btree index) are the database refusing a value, not a server fault.
const DATA_ERROR_MESSAGES: Record<string, string> = {
  "22001": "文字数が多すぎます",
  "22003": "数値が範囲外です",
  "22007": "日付・日時の形式が正しくありません",
  "22008": "日付・日時が範囲外です",
  "22021": "使用できない文字が含まれています",
  "22P02": "形式が正しくありません",
  "22P05": "使用できない文字が含まれています",
  "54000": "入力値が大きすぎます",
};

/**
 * 400 body for a database refusal of an input value, or undefined. PostgreSQL does not name the
 * column, so the field is the part of the request the value came from.
 */
export function databaseInputError(
  error: unknown,
  request: Pick<FastifyRequest, "body">,
): FieldErrors | undefined {
  const code = pgErrorCode(error);
  if (!code || !(code.startsWith("22") || code === "54000")) return undefined;
  const field = request.body === undefined || request.body === null ? "query" : "body";
  return { [field]: [DATA_ERROR_MESSAGES[code] ?? "値が正しくありません"] };
}

const CLIENT_ERROR_MESSAGES = {
  400: "リクエストの形式が正しくありません",
  408: "リクエストがタイムアウトしました",
  431: "URLまたはヘッダーが長すぎます",
} as const;

/**
 * Fastify's clientErrorHandler: requests Node refuses before Fastify sees them (headers or URL
 * over 16 KB → 431, a malformed request → 400, a slow one → 408) get our `{field: [日本語]}` body
 * instead of Fastify's English one.
 */
export const clientErrorHandler = clientErrorResponder(
  (status) => ({ request: [CLIENT_ERROR_MESSAGES[status]] }) satisfies FieldErrors,
);

/**
 * Fastify's frameworkErrors: URLs its router refuses before any route runs — a path that is not
 * valid percent-encoded UTF-8 (`/targets/%ED%A0%80`, a lone surrogate) or a path parameter over
 * maxParamLength (100) — answer in our error format instead of Fastify's English one.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return reply.status(414).send({ path: ["URLが長すぎます"] } satisfies FieldErrors);
  if (error.code === "FST_ERR_BAD_URL")
    return reply.status(400).send({ path: ["URLの形式が正しくありません"] } satisfies FieldErrors);
  request.log.error({ err: error }, "framework error");
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
