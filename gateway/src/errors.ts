import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { unwrapResolverError } from "@apollo/server/errors";

/** The error codes the gateway promises to GraphQL clients (docs/CONTRACTS.md, "GraphQL conventions"). */
export type GatewayErrorCode =
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "BAD_USER_INPUT"
  | "CONFLICT"
  | "UPSTREAM_UNAVAILABLE"
  | "UPSTREAM_TIMEOUT";

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
  INTERNAL: "サーバーエラーが発生しました",
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
    options: { message?: string; fieldErrors?: FieldError[]; status?: number } = {},
  ) {
    super(options.message ?? messages[code], {
      extensions: {
        code,
        ...(options.fieldErrors ? { fieldErrors: options.fieldErrors } : {}),
      },
    });
    this.name = "GatewayError";
    this.status = options.status ?? statusOf[code];
  }
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

// Codes Apollo and graphql-js produce for a bad request; their messages are safe and useful.
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
export function createFormatError(log: (error: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = {
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
    };
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
      return {
        message: formatted.message,
        ...base,
        extensions: { code, http: { status: requestErrorStatus[code] } },
      };
    }
    log(original);
    return {
      message: messages.INTERNAL,
      ...base,
      extensions: { code: "INTERNAL_SERVER_ERROR", http: { status: 500 } },
    };
  };
}
