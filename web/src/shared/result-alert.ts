import { sharedFieldLabels } from "@cfx/domain/fields/labels";
import { isQueuedOffline } from "./mutation/queued-offline";
import type { CombinedError } from "urql";
import type { AlertType } from "./information";

// The spec's result handling (§8) and docs/DOMAIN.md "Errors from the REST API": one place that turns
// an answer (HTTP status + body, or a GraphQL error carrying them) into the alert the user sees.

export interface ResultAlert {
  /** warning: not done yet, nothing lost (a write kept in the offline queue). */
  type: Extract<AlertType, "success" | "error" | "warning">;
  message: string;
}

export const SUCCESS_MESSAGE = "登録しました。";
export const GENERIC_ERROR_MESSAGE = "エラーが発生しました。しばらくしてから再度お試しください。";
/** The gateway's FORBIDDEN, as the REST API words it. */
export const FORBIDDEN_MESSAGE = "この操作を行う権限がありません";

/** Success is any status 200–206 (docs/spec.md §9). */
export function isSuccessStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 206;
}

/**
 * The alert's own labels: query and kit keys (auth, permission, network, server) and fields whose
 * label differs between entities (`name`, `status`, `userId`…) or whose catalogue label is not the
 * word the form beside the error shows (`slot`: 工事枠 in the dispatch dialog and the document
 * settings). Every other field takes the catalogue's label (@cfx/domain/fields), which is the
 * form's word.
 */
const OWN_LABELS: Readonly<Record<string, string>> = {
  id: "データ",
  ids: "表示順",
  name: "氏名",
  username: "メールアドレス",
  password: "パスワード",
  temporaryPassword: "仮パスワード",
  roleType: "権限種別",
  flag: "権限",
  clientId: "発注元",
  notInProjectId: "プロジェクト",
  targetIds: "対象物件",
  matterIds: "案件",
  matterStatus: "案件状態",
  items: "案件",
  item: "工事明細",
  status: "状態",
  userId: "ユーザー",
  // 担当者 of a matter, 交渉担当者 of a negotiation: the key alone names neither.
  assigneeUserId: "担当者",
  ownerId: "担当者",
  ownerType: "担当者の種別",
  dueFrom: "期限（から）",
  dueTo: "期限（まで）",
  overdue: "期限切れ",
  scheduledFrom: "予定日（から）",
  scheduledTo: "予定日（まで）",
  visitFrom: "訪問期間（開始日）",
  visitTo: "訪問期間（終了日）",
  version: "更新",
  // The change feed and the machine clients (#39).
  updatedSince: "変更カーソル",
  disabled: "停止",
  body: "入力内容",
  // 対象物件・対象詳細・顧客.
  code: "コード",
  area: "地区",
  unit: "住戸",
  roomNumbers: "部屋番号",
  customerName: "顧客名",
  nameKana: "フリガナ",
  namePrefix: "名前の頭文字",
  hasOpenMatter: "未完了案件",
  instructable: "指示可能",
  // プロジェクト・案件・交渉.
  periodFrom: "期間（から）",
  periodTo: "期間（まで）",
  resumeFromHold: "保留解除",
  note: "備考",
  // 帳票設定 (saveDocumentSettings, documentPreview, generateDocuments).
  documentTypes: "帳票種別",
  settings: "設定",
  // 工事・工事指示・空き枠・測定.
  constructionIds: "工事",
  slot: "工事枠",
  dateFrom: "日付（から）",
  dateTo: "日付（まで）",
  thisWeek: "今週",
  today: "今日",
  completedFrom: "完了日（から）",
  completedTo: "完了日（まで）",
  failedMeasurement: "測定不合格",
  failedSince: "測定不合格（から）",
  minDbm: "下限",
  maxDbm: "上限",
  // 引込線.
  hasRemovalConsent: "撤去承諾",
  removalConsentFrom: "撤去承諾日（から）",
  removalConsentTo: "撤去承諾日（まで）",
  // マスタ管理 (master lists and measurement thresholds).
  kind: "マスタ",
  sortOrder: "表示順",
  retired: "使用停止",
  withRetired: "使用停止を含む",
  // 外部データ連携・取込・添付.
  entity: "対象",
  entityId: "対象",
  implementation: "取込方式",
  dryRun: "確認のみ",
  file: "ファイル",
  contentBase64: "ファイル",
  type: "種別",
  // 一覧の検索・並べ替え・ページ.
  keyword: "キーワード",
  open: "未完了のみ",
  createdFrom: "登録日（から）",
  createdTo: "登録日（まで）",
  from: "期間（から）",
  to: "期間（まで）",
  excludeId: "除外するデータ",
  after: "続き",
  count: "件数",
  page: "ページ",
  pageSize: "表示件数",
  sort: "並び順",
  order: "並び順",
  // The kit's own keys.
  auth: "認証",
  permission: "権限",
  network: "通信",
  server: "サーバー",
};

/**
 * Japanese labels of the keys an error body can carry: every property of the REST API's request
 * bodies and queries (api/openapi.json; a test keeps the two in step) and the kit's own keys.
 * A key without a label is never shown raw (issue #37.9): the alert then carries the message
 * alone. The catalogue's labels (@cfx/domain/fields) first, the alert's own over them.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...sharedFieldLabels,
  ...OWN_LABELS,
};

/**
 * The label of an error key: the key itself, or a path's last named part (`rows.3.name`,
 * `items[0].slot`); undefined when none is known (the alert then shows the message alone).
 */
export function fieldLabel(key: string): string | undefined {
  if (Object.hasOwn(FIELD_LABELS, key)) return FIELD_LABELS[key];
  const named = key.split(/[.[\]/]+/).filter((part) => part && !/^\d+$/.test(part));
  const last = named[named.length - 1];
  return last && Object.hasOwn(FIELD_LABELS, last) ? FIELD_LABELS[last] : undefined;
}

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

/**
 * `【メールアドレス】…`: first key (labelled), then its message without ASCII letters, digits,
 * brackets. A key with no label is never shown: the message alone.
 */
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
  const label = fieldLabel(key);
  const text = stripMessage(messageText(value)) || GENERIC_ERROR_MESSAGE;
  return label ? `【${label}】${text}` : text;
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
  FORBIDDEN: { permission: [FORBIDDEN_MESSAGE] },
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

/** The error is the gateway's refusal of the caller (FORBIDDEN), not a missing record. */
export function isForbidden(error: CombinedError | undefined): boolean {
  return !!error?.graphQLErrors.some(
    (e) => (e.extensions as ErrorExtensions | undefined)?.code === "FORBIDDEN",
  );
}

/** The alert for an urql CombinedError (a failed query or mutation). */
export function alertFromCombinedError(error: CombinedError): ResultAlert {
  if (isQueuedOffline(error)) return { type: "warning", message: error.networkError!.message };
  const alert = resultAlert(statusOf(error), errorBodyOf(error));
  // A GraphQL error never means success, whatever status it carries.
  return alert.type === "error"
    ? alert
    : { type: "error", message: errorAlertMessage(errorBodyOf(error)) };
}
