import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";
import { japaneseRequestError } from "./japanese-request-errors";

/** The error codes the gateway promises to GraphQL clients (docs/CONTRACTS.md, "GraphQL conventions"). */
export type GatewayErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "CONFLICT"
  | "UPSTREAM_UNAVAILABLE"
  | "UPSTREAM_TIMEOUT"
  | "SERVER_BUSY"
  | "UNREGISTERED_DOCUMENT"
  | "LIVE_NOT_CONFIGURED"
  | "TOO_MANY_STREAMS";

/** One field's validation messages, in the order the REST API gave them. */
export type FieldError = { field: string; messages: string[] };

export const messages = {
  UNAUTHENTICATED: "認証エラーです。再度サインインしてください。",
  FORBIDDEN: "この操作を行う権限がありません",
  NOT_FOUND: "該当するデータが見つかりません",
  BAD_USER_INPUT: "入力内容に誤りがあります",
  CONFLICT: "他のユーザーが更新しました。再読み込みしてください",
  UPSTREAM_UNAVAILABLE: "サーバーに接続できません。しばらくしてから再度お試しください",
  UPSTREAM_TIMEOUT: "サーバーの応答がありません。しばらくしてから再度お試しください",
  SERVER_BUSY: "混み合っています。しばらくしてから再度お試しください",
  UNREGISTERED_DOCUMENT: "登録されていない操作は実行できません",
  LIVE_NOT_CONFIGURED: "ライブ更新は設定されていません",
  TOO_MANY_STREAMS: "同時に開けるライブ更新の数を超えました。使っていない画面を閉じてください",
  INTERNAL: "サーバーエラーが発生しました",
  INTROSPECTION_DISABLED: "この環境ではスキーマの照会（イントロスペクション）は利用できません",
} as const;

/** The HTTP status each code reports in `extensions.http.status`. */
const statusOf: Record<GatewayErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  CONFLICT: 409,
  // The gateway's own answer about its upstream: 502 Bad Gateway / 504 Gateway Timeout.
  UPSTREAM_UNAVAILABLE: 502,
  UPSTREAM_TIMEOUT: 504,
  SERVER_BUSY: 503,
  // security/trusted-documents.ts: refused before anything runs, like a malformed request.
  UNREGISTERED_DOCUMENT: 400,
  // live/: the gateway has no relay to listen to (LIVE_EVENTS_KEY unset).
  LIVE_NOT_CONFIGURED: 503,
  // live/streams.ts: the user's open streams are at LIVE_MAX_STREAMS_PER_USER.
  TOO_MANY_STREAMS: 429,
};

/**
 * An error the client may see as it is. The status lives on the instance, not in
 * `extensions.http`: Apollo would otherwise turn one failed field into an HTTP error
 * for the whole response; `formatError` copies it into `extensions.http.status`.
 */
export class GatewayError extends GraphQLError {
  readonly status: number;
  constructor(
    readonly code: GatewayErrorCode,
    options: {
      message?: string;
      fieldErrors?: FieldError[];
      status?: number;
      /**
       * The error refuses the whole request before execution (e.g. a list argument over its
       * bound): then, and only then, the status is also the HTTP status of the response.
       */
      wholeRequest?: boolean;
    } = {},
  ) {
    const status = options.status ?? statusOf[code];
    super(options.message ?? messages[code], {
      extensions: {
        code,
        ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
        ...(options.wholeRequest ? { http: { status } } : {}),
      },
    });
    this.name = "GatewayError";
    this.status = status;
  }
}

/** The codes of the query limits (security/query-limits.ts), each refused with HTTP 400. */
export type QueryLimitCode =
  | "QUERY_TOO_DEEP"
  | "TOO_MANY_ALIASES"
  | "TOO_MANY_TOKENS"
  | "TOO_MANY_DIRECTIVES"
  | "QUERY_TOO_COMPLEX";

/**
 * A request refused by a query limit before anything runs. Apollo wraps validation errors in its
 * own GRAPHQL_VALIDATION_FAILED error (keeping this one as `originalError`), so formatError looks
 * for this class to give the client the specific code.
 */
export class QueryLimitError extends GraphQLError {
  constructor(
    readonly code: QueryLimitCode,
    message: string,
    readonly limit: number,
  ) {
    super(message, { extensions: { code, http: { status: 400 } } });
    this.name = "QueryLimitError";
  }
}

function queryLimitErrorOf(error: unknown): QueryLimitError | undefined {
  if (error instanceof QueryLimitError) return error;
  if (error instanceof GraphQLError && error.originalError instanceof QueryLimitError)
    return error.originalError;
  return undefined;
}

// graphql-js's own parse limit (`parse(source, { maxTokens })`, which Apollo calls with its
// `parseOptions`): its message is the only mark it leaves, so the test of the limit pins it.
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more th[ae][nt] (\d+) tokens/;

/** TOO_MANY_TOKENS for the parse error of graphql-js's token limit, else undefined. */
export function tokenLimitError(message: string): QueryLimitError | undefined {
  const match = TOKEN_LIMIT_MESSAGE.exec(message);
  if (!match) return undefined;
  const limit = Number(match[1]);
  return new QueryLimitError(
    "TOO_MANY_TOKENS",
    `クエリが長すぎます（トークン数の上限は${limit}です）。変数を使うか、クエリを分けてください`,
    limit,
  );
}

// graphql-js appends "Did you mean …?" to unknown fields, arguments, types and enum values, and
// to bad variable values: a map of the schema for anyone guessing. Apollo's
// hideSchemaDetailsFromClientErrors only rewrites validation errors, so this covers every message.
const SUGGESTION = /\s*Did you mean\b[^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, "");
}

/** Thrown by the context function: `extensions.http` here DOES set the response status (401). */
export function unauthenticatedRequest(): GraphQLError {
  return new GraphQLError(messages.UNAUTHENTICATED, {
    extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
  });
}

export function badInput(fieldErrors: FieldError[]): GatewayError {
  return new GatewayError("BAD_USER_INPUT", {
    message: fieldErrors[0]?.messages[0] ?? messages.BAD_USER_INPUT,
    fieldErrors,
  });
}

/**
 * `{ "email": ["…"], "name": ["…", "…"] }` → `[{ field: "email", messages: [...] }, …]`, keeping the
 * key order (the web shows the first key). Anything that is not a list of strings is dropped, so an
 * unexpected upstream body can never leak through.
 */
export function toFieldErrors(body: unknown): FieldError[] {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return [];
  const out: FieldError[] = [];
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    const list = typeof value === "string" ? [value] : value;
    if (!Array.isArray(list)) continue;
    const strings = list.filter((m): m is string => typeof m === "string");
    if (strings.length > 0) out.push({ field, messages: strings });
  }
  return out;
}

// Codes Apollo and graphql-js produce for a bad request; their (English) messages are safe and
// useful, and are given in Japanese with the original beside them.
const requestErrorStatus: Record<string, number> = {
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  BAD_USER_INPUT: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
};

/**
 * Apollo's `formatError`: known errors keep their message and code and always carry
 * `extensions.http.status`; anything else becomes 「サーバーエラーが発生しました」 with no detail
 * (upstream bodies and stack traces stay in the log).
 */
export function createFormatError(
  log: (error: unknown) => void,
  options: {
    /** Production: "Did you mean …?" is removed from every message. */
    hideSuggestions?: boolean;
  } = {},
) {
  const format = (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = {
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
    };
    const limit =
      queryLimitErrorOf(original) ??
      (formatted.extensions?.code === "GRAPHQL_PARSE_FAILED"
        ? tokenLimitError(formatted.message)
        : undefined);
    if (limit) {
      return {
        message: limit.message,
        ...base,
        extensions: { code: limit.code, http: { status: 400 }, limit: limit.limit },
      };
    }
    if (original instanceof GatewayError) {
      return {
        message: original.message,
        ...base,
        extensions: {
          code: original.code,
          http: { status: original.status },
          ...(original.extensions.fieldErrors
            ? { fieldErrors: original.extensions.fieldErrors }
            : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (formatted.extensions?.validationErrorCode === "INTROSPECTION_DISABLED") {
      // Apollo's text tells how to turn it back on; the client only needs to know it is off.
      return {
        message: messages.INTROSPECTION_DISABLED,
        ...base,
        extensions: { code: "INTROSPECTION_DISABLED", http: { status: 400 } },
      };
    }
    if (code === "UNAUTHENTICATED") {
      return {
        message: messages.UNAUTHENTICATED,
        ...base,
        extensions: { code, http: { status: 401 } },
      };
    }
    // A resolver's own error is never a request error, whatever code it claims.
    const fromResolver = formatted.path !== undefined;
    if (typeof code === "string" && code in requestErrorStatus && !fromResolver) {
      // graphql-js and Apollo write these in English: Japanese for the reader, their own words
      // for integrators in `detail` (see japanese-request-errors.ts).
      const japanese = japaneseRequestError(code, formatted.message);
      const at = formatted.locations?.[0];
      const position =
        japanese && code === "GRAPHQL_PARSE_FAILED" && at
          ? `（${at.line}行目 ${at.column}文字目）`
          : "";
      return {
        message: japanese ? japanese.message + position : formatted.message,
        ...base,
        extensions: {
          code,
          http: { status: requestErrorStatus[code] },
          ...(japanese?.rule ? { rule: japanese.rule } : {}),
          ...(japanese ? { detail: formatted.message } : {}),
        },
      };
    }
    log(original);
    return {
      message: messages.INTERNAL,
      ...base,
      extensions: { code: "INTERNAL_SERVER_ERROR", http: { status: 500 } },
    };
  };
  if (!options.hideSuggestions) return format;
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const answer = format(formatted, error);
    const detail = answer.extensions?.detail;
    return {
      ...answer,
      message: withoutSuggestions(answer.message),
      ...(typeof detail === "string"
        ? { extensions: { ...answer.extensions, detail: withoutSuggestions(detail) } }
        : {}),
    };
  };
}
