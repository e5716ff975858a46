import type { CombinedError } from "urql";
import type { AlertType } from "../app/information";

// The spec's result handling (§8) and DOMAIN.md "Errors from the REST API": one place that turns
// an answer (HTTP status + body, or a GraphQL error carrying them) into the alert the user sees.

export interface ResultAlert {
  type: Extract<AlertType, "success" | "error">;
  message: string;
}

export const SUCCESS_MESSAGE = "登録しました。";
export const GENERIC_ERROR_MESSAGE = "エラーが発生しました。しばらくしてから再度お試しください。";

/** Success is any status 200–206 (spec §9). */
export function isSuccessStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 206;
}

/**
 * Japanese labels of the keys an error body can carry. Unknown keys are shown as they come:
 * an API key without a label is a bug to fix here, not something to hide.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: "データ",
  name: "氏名",
  email: "メールアドレス",
  username: "メールアドレス",
  password: "パスワード",
  temporaryPassword: "仮パスワード",
  roleTypeId: "権限種別",
  roleType: "権限種別",
  associateCompanyId: "協力会社",
  associateCompanyIds: "協力会社",
  teamId: "班",
  teamIds: "班",
  clientId: "発注元",
  clientIds: "発注元",
  projectId: "プロジェクト",
  targetId: "対象物件",
  targetIds: "対象物件",
  matterId: "案件",
  matterIds: "案件",
  items: "案件",
  status: "状態",
  assigneeUserId: "担当者",
  dueDate: "期限",
  negotiationStatusId: "交渉状態",
  completeReason: "完了理由",
  scheduledAt: "訪問日時",
  visitFrom: "訪問期間（開始日）",
  visitTo: "訪問期間（終了日）",
  version: "更新",
  // 帳票設定 (saveDocumentSettings, documentPreview, generateDocuments).
  negotiationId: "交渉",
  issueDate: "発行日",
  addresseeName: "宛名",
  addresseeAddress: "宛先住所",
  constructionDate: "工事予定日",
  constructionSlot: "工事枠",
  remarks: "備考",
  documentType: "帳票種別",
  documentTypes: "帳票種別",
  // マスタ管理 (master lists and measurement thresholds).
  kind: "マスタ",
  ids: "表示順",
  sortOrder: "表示順",
  deviceLineType: "回線種別",
  point: "測定点",
  wavelengthNm: "波長",
  minDbm: "下限",
  maxDbm: "上限",
  auth: "認証",
  permission: "権限",
  file: "ファイル",
  network: "通信",
  server: "サーバー",
};

/** The spec removes ASCII letters, digits and brackets from the message text. */
const STRIPPED = /[A-Za-z0-9[\]{}()<>]/g;

export function stripMessage(text: string): string {
  return text.replace(STRIPPED, "").replace(/\s+/g, " ").trim();
}

function messageText(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(messageText).filter(Boolean).join(" ");
  if (typeof value === "object")
    return Object.values(value).map(messageText).filter(Boolean).join(" ");
  return String(value);
}

/** `【メールアドレス】…`: first key (labelled), then its message without ASCII letters, digits, brackets. */
export function errorAlertMessage(body: unknown): string {
  if (typeof body === "string") {
    const text = stripMessage(body);
    return text || GENERIC_ERROR_MESSAGE;
  }
  if (body == null || typeof body !== "object" || Array.isArray(body)) return GENERIC_ERROR_MESSAGE;
  const entries = Object.entries(body as Record<string, unknown>);
  const first = entries[0];
  if (!first) return GENERIC_ERROR_MESSAGE;
  const [key, value] = first;
  const label = FIELD_LABELS[key] ?? key;
  const text = stripMessage(messageText(value));
  return `【${label}】${text || GENERIC_ERROR_MESSAGE}`;
}

/**
 * The alert for an HTTP answer: on 200–206 the plain-string body, else `successMessage` (the spec's
 * 登録しました。, or the action's word: 更新しました。/削除しました。); otherwise the error alert.
 */
export function resultAlert(
  status: number,
  body: unknown,
  successMessage: string = SUCCESS_MESSAGE,
): ResultAlert {
  if (isSuccessStatus(status)) {
    return {
      type: "success",
      message: typeof body === "string" && body !== "" ? body : successMessage,
    };
  }
  // The spec logs the failing body so support can see what the server said.
  console.error("request failed", status, body);
  return { type: "error", message: errorAlertMessage(body) };
}

interface FieldError {
  field: string;
  messages: readonly string[];
}

interface ErrorExtensions {
  code?: string;
  http?: { status?: number };
  fieldErrors?: readonly FieldError[];
}

/** Messages for gateway error codes that come without field errors (docs/CONTRACTS.md, GraphQL conventions). */
const CODE_BODIES: Readonly<Record<string, Record<string, string[]>>> = {
  UNAUTHENTICATED: { auth: ["認証エラーです。再度サインインしてください。"] },
  FORBIDDEN: { permission: ["この操作を行う権限がありません"] },
  NOT_FOUND: { id: ["該当するデータが見つかりません"] },
  CONFLICT: { version: ["他のユーザーが更新しました。再読み込みしてください"] },
  UPSTREAM_UNAVAILABLE: {
    server: ["サーバーに接続できません。しばらくしてから再度お試しください。"],
  },
  UPSTREAM_TIMEOUT: {
    server: ["サーバーの応答がありません。しばらくしてから再度お試しください。"],
  },
  // The gateway's load shedding (HTTP 503 + Retry-After): reads have already been asked again once
  // by the client (app/busy-retry.ts), so this is shown when that did not help, or for a write.
  SERVER_BUSY: { server: ["混み合っています。しばらくしてから再度お試しください"] },
};

const NETWORK_BODY = { network: ["通信エラーが発生しました。接続を確認してください。"] };

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FieldError).field === "string" &&
    Array.isArray((value as FieldError).messages)
  );
}

/**
 * Rebuilds the REST error body `{ field: [messages] }` that a GraphQL error carries, so a GraphQL
 * failure shows exactly the alert the REST answer would have.
 */
export function errorBodyOf(error: CombinedError): Record<string, string[]> {
  if (error.networkError && error.graphQLErrors.length === 0) return NETWORK_BODY;
  for (const gqlError of error.graphQLErrors) {
    const ext = (gqlError.extensions ?? {}) as ErrorExtensions;
    const fieldErrors = Array.isArray(ext.fieldErrors) ? ext.fieldErrors.filter(isFieldError) : [];
    if (fieldErrors.length > 0) {
      return Object.fromEntries(fieldErrors.map((f) => [f.field, [...f.messages]]));
    }
    if (ext.code && CODE_BODIES[ext.code]) return CODE_BODIES[ext.code]!;
  }
  return { server: [GENERIC_ERROR_MESSAGE] };
}

/**
 * The HTTP status a GraphQL error carries; else the failed HTTP answer's own status (the gateway's
 * 503 SERVER_BUSY carries none in its extensions); else 0 for a network failure, 500 otherwise.
 */
export function statusOf(error: CombinedError): number {
  for (const gqlError of error.graphQLErrors) {
    const status = (gqlError.extensions as ErrorExtensions | undefined)?.http?.status;
    if (typeof status === "number") return status;
  }
  const httpStatus = (error.response as { status?: unknown } | undefined)?.status;
  if (typeof httpStatus === "number" && httpStatus > 0 && !isSuccessStatus(httpStatus)) {
    return httpStatus;
  }
  return error.networkError ? 0 : 500;
}

/** The alert for an urql CombinedError (a failed query or mutation). */
export function alertFromCombinedError(error: CombinedError): ResultAlert {
  const alert = resultAlert(statusOf(error), errorBodyOf(error));
  // A GraphQL error never means success, whatever status it carries.
  return alert.type === "error"
    ? alert
    : { type: "error", message: errorAlertMessage(errorBodyOf(error)) };
}
