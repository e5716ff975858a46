// The REST error bodies of docs/CONTRACTS.md: `{ "<field>": ["<日本語メッセージ>", …] }`.
// Throw these anywhere (route, repository, inside a transaction): the error handler turns them
// into the response, and a throw inside `db.transaction` rolls the transaction back.

export type FieldErrors = Record<string, string[]>;

export const messages = {
  required: "必須項目です",
  invalid: "形式が正しくありません",
  auth: "認証エラーです。再度サインインしてください。",
  permission: "この操作を行う権限がありません",
  notFound: "該当するデータが見つかりません",
  userNotFound: "該当ユーザが見つかりません",
  stale: "他のユーザーが更新しました。再読み込みしてください",
  duplicate: "既に登録されています",
  server: "サーバーでエラーが発生しました。しばらくしてから再度お試しください",
  unavailable: "外部サービスに接続できませんでした。しばらくしてから再度お試しください",
  databaseDown: "データベースに接続できません。しばらくしてから再度お試しください",
  busy: "混み合っています。しばらくしてから再度お試しください",
} as const;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors,
  ) {
    super(`${statusCode} ${JSON.stringify(body)}`);
    this.name = "HttpError";
  }
}

/** 400 with field errors, e.g. `badRequest({ email: ['このメールアドレスは既に登録されています'] })`. */
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors);
/** 400 for one field. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, { [field]: [message] });
export const unauthorized = () => new HttpError(401, { auth: [messages.auth] });
export const forbidden = () => new HttpError(403, { permission: [messages.permission] });
export const notFound = (field = "id", message: string = messages.notFound) =>
  new HttpError(404, { [field]: [message] });
export const conflict = () => new HttpError(409, { version: [messages.stale] });
/** 502: a service we depend on (identity) failed; nothing was saved. */
export const upstreamError = (field = "identity", message: string = messages.unavailable) =>
  new HttpError(502, { [field]: [message] });

/** SQLSTATE of a database error from either driver (Drizzle may wrap it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Constraint name of a database error (unique / foreign-key violations). */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === "23505";
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === "23503";

// SQLSTATE classes 08 (connection exception) and 57P01–57P03 (the server is shutting down or
// starting), and the socket errors of node-postgres: the database is not there, which says
// nothing about the request — 503 with Retry-After, not 500.
const DOWN_SQLSTATES = /^(08...|57P0[123])$/;
const DOWN_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
const DOWN_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

/** True when `error` (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (DOWN_SQLSTATES.test(code) || DOWN_SOCKET_CODES.has(code)))
      return true;
    if (typeof message === "string" && DOWN_MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
