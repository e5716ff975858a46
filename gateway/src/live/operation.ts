// What /graphql does before an operation runs, for a subscription of /graphql/stream: the
// registered document of a hash (trusted documents, the same read-only list and the same rule:
// in production a browser session runs only the web app's documents), the query limits (tokens,
// depth, aliases, directives, cost, list sizes) and the caller's rate budget, counted once for
// the whole stream. Each refusal is an error before any resolver or REST call.
import { createHash } from "node:crypto";
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import { GatewayError, QueryLimitError, tokenLimitError } from "../errors";
import { PERSISTED_QUERY_UNKNOWN } from "../japanese-http-messages";
import type { RateLimiter } from "../rate-limit/limiter";
import { RATE_LIMITED_MESSAGE, rateLimitedResponse } from "../rate-limit/plugin";
import { measureOperation } from "../security/query-cost";
import { measureError, queryLimitRules, QUERY_LIMITS } from "../security/query-limits";
import type { TrustedDocuments } from "../security/trusted-documents";

/** The body of a subscribe request (graphql-sse's RequestParams). */
export type StreamParams = {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
  extensions?: Record<string, unknown> | null | undefined;
};

/** A refusal: the error the client gets and the HTTP status of the answer. */
export class StreamRefusal extends Error {
  constructor(
    readonly error: GraphQLError,
    readonly status: number,
    readonly headers: Record<string, string> = {},
    /** Sent as is, past formatError (the rate limit's own answer, rate-limit/plugin.ts). */
    readonly formatted?: GraphQLFormattedError,
  ) {
    super(error.message);
  }
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The document text to run: the registered one of `extensions.persistedQuery.sha256Hash` (the
 * query may then be empty), else the query as sent. Whether a text may run at all is
 * `refuseUnregisteredDocument`'s decision, made before this on the request body.
 */
export function documentText(params: StreamParams, trusted: TrustedDocuments): string {
  const persisted = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | null)
    ?.persistedQuery;
  if (persisted && typeof persisted.sha256Hash === "string") {
    const hash = persisted.sha256Hash;
    if (params.query !== "" && sha256(params.query) === hash) return params.query;
    const registered = trusted.runnable(hash);
    if (registered === undefined)
      throw new StreamRefusal(
        new GraphQLError(PERSISTED_QUERY_UNKNOWN, {
          extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
        }),
        400,
      );
    return registered;
  }
  if (params.query === "")
    throw new StreamRefusal(
      new GatewayError("BAD_USER_INPUT", { message: "query または登録済みのハッシュが必要です" }),
      400,
    );
  return params.query;
}

/** graphql-js's own errors carry no code: the one Apollo gives them, for the same formatting. */
const requestError = (error: GraphQLError, code: string) =>
  error instanceof QueryLimitError
    ? error
    : new GraphQLError(error.message, {
        ...(error.nodes ? { nodes: error.nodes } : {}),
        extensions: { code },
      });

/**
 * The parsed subscription within the query limits, and its cost. Refuses a query or mutation:
 * they belong to /graphql, with its own plugins.
 */
export function checkedSubscription(
  schema: GraphQLSchema,
  text: string,
  params: StreamParams,
): { document: DocumentNode; cost: number } {
  let document: DocumentNode;
  try {
    document = parse(text, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new StreamRefusal(
      tokenLimitError(message) ??
        new GraphQLError(message, { extensions: { code: "GRAPHQL_PARSE_FAILED" } }),
      400,
    );
  }
  const errors = validate(schema, document, [...specifiedRules, ...queryLimitRules(QUERY_LIMITS)]);
  if (errors.length > 0) {
    const first = errors[0]!;
    const limit = first.originalError instanceof QueryLimitError ? first.originalError : first;
    throw new StreamRefusal(requestError(limit, "GRAPHQL_VALIDATION_FAILED"), 400);
  }
  const operation = getOperationAST(document, params.operationName ?? undefined);
  if (!operation)
    throw new StreamRefusal(
      new GraphQLError("operation", { extensions: { code: "OPERATION_RESOLUTION_FAILURE" } }),
      400,
    );
  if (operation.operation !== "subscription")
    throw new StreamRefusal(
      new GatewayError("BAD_USER_INPUT", {
        message:
          "/graphql/stream では購読 (subscription) だけを実行できます。クエリと更新は /graphql へ",
      }),
      400,
    );
  const measure = measureOperation(schema, document, {
    variables: params.variables ?? {},
    ...(params.operationName ? { operationName: params.operationName } : {}),
  });
  const refusal = measure && measureError(measure, QUERY_LIMITS);
  if (refusal) throw new StreamRefusal(refusal, 400);
  return { document, cost: measure && Number.isFinite(measure.cost) ? measure.cost : 0 };
}

/** The caller's budget: a subscription is one request of its cost, counted when it is set up. */
export function admitSubscription(
  limiter: RateLimiter | undefined,
  caller: string,
  cost: number,
): void {
  if (!limiter) return;
  const decision = limiter.admit(caller, cost);
  if (decision.ok) return;
  // /graphql's answer to the same refusal, word for word.
  const answer = rateLimitedResponse(decision.retryAfter);
  const formatted =
    answer.body.kind === "single" ? answer.body.singleResult.errors?.[0] : undefined;
  throw new StreamRefusal(
    new GraphQLError(RATE_LIMITED_MESSAGE),
    429,
    { "retry-after": String(decision.retryAfter) },
    formatted,
  );
}
