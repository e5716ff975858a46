// How each audited record's fields are shown in its change history: the Japanese label and what
// kind of value the field holds. The one table for every entity, so an edit page's history and
// its form can be checked against each other in one place. Dates and instants need no entry:
// their JSON shape says what they are (format.ts).
import type { CodeKind } from "@cfx/domain/codes";
import {
  completeReasonLabels,
  constructionStatusLabels,
  contactMethodLabels,
  historyMethodLabels,
  customerTypeLabels,
  deviceLineTypeLabels,
  documentTypeLabels,
  genderLabels,
  implementationLabels,
  matterStatusLabels,
  ownershipLabels,
  projectStatusLabels,
  scheduleKindLabels,
  targetTypeLabels,
  workTypeLabels,
} from "@cfx/domain/enumerations";
import type { HistoryEntity } from "../generated/resolvers-types";
import type { PairPath } from "../rest/pair-lists";

/** What a field's value is, when it is more than text, a number, a date or an instant. */
export type FieldValue =
  /** A code of an enumeration, shown as its Japanese label. */
  | { kind: "enum"; labels: Readonly<Record<string | number, string>> }
  /** The id of a master list entry (`/pair/<list>`), shown as its name. */
  | { kind: "pair"; list: PairPath }
  /** A list of master ids (a user's memberships), shown as their names. */
  | { kind: "pairs"; list: PairPath }
  /** A user id, shown as the user's name. */
  | { kind: "user" }
  /** The id of a business record, shown as its display code (TA-00000042). */
  | { kind: "code"; code: CodeKind }
  /** Seven digits, shown 123-4567. */
  | { kind: "postal" }
  /** A document's item lines, shown 「V-ONU交換 2台、撤去 1式」. */
  | { kind: "documentItems" };

export type FieldSpec = { label: string; value?: FieldValue };
type FieldTable = Readonly<Record<string, FieldSpec>>;

const enumOf = (labels: Readonly<Record<string | number, string>>): FieldValue => ({
  kind: "enum",
  labels,
});
const pair = (list: PairPath): FieldValue => ({ kind: "pair", list });
const user: FieldValue = { kind: "user" };
const code = (kind: CodeKind): FieldValue => ({ kind: "code", code: kind });
const postal: FieldValue = { kind: "postal" };

const notes: FieldSpec = { label: "備考" };
const slot: FieldSpec = { label: "時間帯" };

const targetFields: FieldTable = {
  targetType: { label: "種別", value: enumOf(targetTypeLabels) },
  name: { label: "名称" },
  nameKana: { label: "名称カナ" },
  postalCode: { label: "郵便番号", value: postal },
  prefecture: { label: "都道府県" },
  city: { label: "市区町村" },
  town: { label: "町域・丁目" },
  street: { label: "番地" },
  building: { label: "建物名" },
  latitude: { label: "緯度" },
  longitude: { label: "経度" },
  poleNumber: { label: "電柱番号" },
  poleOwner: { label: "電柱所有者" },
  targetInstallationTypeId: { label: "設置場所種別", value: pair("target-installation-types") },
  clientId: { label: "発注元", value: pair("clients") },
  totalUnits: { label: "総戸数" },
  notes,
};

const targetDetailFields: FieldTable = {
  targetId: { label: "対象物件", value: code("target") },
  roomNumber: { label: "部屋番号" },
  floor: { label: "階" },
  deviceLineType: { label: "機器回線種別", value: enumOf(deviceLineTypeLabels) },
  deviceInstallationTypeId: { label: "機器設置種別", value: pair("device-installation-types") },
  deviceModelId: { label: "機器型番", value: pair("device-models") },
  notes,
};

const customerFields: FieldTable = {
  targetDetailId: { label: "対象詳細", value: code("targetDetail") },
  customerType: { label: "顧客種別", value: enumOf(customerTypeLabels) },
  name: { label: "氏名" },
  nameKana: { label: "氏名カナ" },
  gender: { label: "性別", value: enumOf(genderLabels) },
  phone: { label: "電話番号" },
  mobile: { label: "携帯電話番号" },
  email: { label: "メールアドレス" },
  postalCode: { label: "郵便番号", value: postal },
  address: { label: "住所" },
  contactMethod: { label: "受信方法", value: enumOf(contactMethodLabels) },
  ownership: { label: "所有形態", value: enumOf(ownershipLabels) },
  notes,
};

const customerServiceFields: FieldTable = {
  customerId: { label: "顧客", value: code("customer") },
  contractTypeId: { label: "契約種別", value: pair("contract-types") },
  contractDetailTypeId: { label: "契約詳細種別", value: pair("contract-detail-types") },
  contractReceiverId: { label: "契約受付者", value: pair("contract-receivers") },
  customerServiceItemId: { label: "顧客サービス品目", value: pair("customer-service-items") },
  implementation: { label: "実施", value: enumOf(implementationLabels) },
  operatorCustomerNo: { label: "事業者顧客番号" },
  startDate: { label: "開始日" },
  endDate: { label: "終了日" },
  notes,
};

const projectFields: FieldTable = {
  name: { label: "プロジェクト名" },
  clientId: { label: "発注元", value: pair("clients") },
  jobCategoryId: { label: "業務区分", value: pair("job-categories") },
  workType: { label: "工事種別", value: enumOf(workTypeLabels) },
  startDate: { label: "開始日" },
  endDate: { label: "終了日" },
  managerUserId: { label: "責任者", value: user },
  status: { label: "ステータス", value: enumOf(projectStatusLabels) },
  notes,
};

const matterFields: FieldTable = {
  projectId: { label: "プロジェクト", value: code("project") },
  targetId: { label: "対象物件", value: code("target") },
  targetDetailId: { label: "対象詳細", value: code("targetDetail") },
  workType: { label: "工事種別", value: enumOf(workTypeLabels) },
  status: { label: "ステータス", value: enumOf(matterStatusLabels) },
  statusBeforeHold: { label: "保留前の状態", value: enumOf(matterStatusLabels) },
  assigneeUserId: { label: "担当者", value: user },
  dueDate: { label: "期日" },
  notes,
};

const negotiationFields: FieldTable = {
  matterId: { label: "案件", value: code("matter") },
  customerId: { label: "顧客", value: code("customer") },
  assigneeUserId: { label: "担当者", value: user },
  negotiationStatusId: { label: "交渉ステータス", value: pair("negotiation-statuses") },
  scheduledAt: { label: "予定日時" },
  completeReason: { label: "完了理由", value: enumOf(completeReasonLabels) },
  completedAt: { label: "完了日時" },
  notes,
};

const negotiationHistoryFields: FieldTable = {
  negotiationId: { label: "交渉", value: code("negotiation") },
  contactedAt: { label: "対応日時" },
  method: { label: "接触方法", value: enumOf(historyMethodLabels) },
  counterpart: { label: "対応相手" },
  outcome: { label: "結果" },
  memo: { label: "メモ" },
  nextContactAt: { label: "次回連絡日時" },
  userId: { label: "対応者", value: user },
};

const scheduleFields: FieldTable = {
  kind: { label: "種別", value: enumOf(scheduleKindLabels) },
  userId: { label: "担当者", value: user },
  teamId: { label: "班", value: pair("teams") },
  startAt: { label: "開始日時" },
  endAt: { label: "終了日時" },
  title: { label: "件名" },
  negotiationId: { label: "交渉", value: code("negotiation") },
  constructionId: { label: "工事", value: code("construction") },
};

const constructionFields: FieldTable = {
  matterId: { label: "案件", value: code("matter") },
  workType: { label: "工事種別", value: enumOf(workTypeLabels) },
  associateCompanyId: { label: "協力会社", value: pair("associate-companies") },
  teamId: { label: "班", value: pair("teams") },
  status: { label: "ステータス", value: enumOf(constructionStatusLabels) },
  scheduledDate: { label: "工事予定日" },
  slot,
  instructedAt: { label: "指示日時" },
  instructedBy: { label: "指示者", value: user },
  completedAt: { label: "完了日時" },
  overrideReason: { label: "測定不合格での完了理由" },
  resultNotes: { label: "結果メモ" },
};

const constructionEntryFields: FieldTable = {
  constructionId: { label: "工事", value: code("construction") },
  item: { label: "品目" },
  removedDeviceModelId: { label: "撤去機器型番", value: pair("device-models") },
  removedSerial: { label: "撤去機器シリアル" },
  installedDeviceModelId: { label: "設置機器型番", value: pair("device-models") },
  installedSerial: { label: "設置機器シリアル" },
  quantity: { label: "数量" },
  notes,
};

const measurementFields: FieldTable = {
  constructionId: { label: "工事", value: code("construction") },
  point: { label: "測定箇所" },
  wavelengthNm: { label: "波長(nm)" },
  powerDbm: { label: "測定値(dBm)" },
  thresholdMin: { label: "下限値(dBm)" },
  thresholdMax: { label: "上限値(dBm)" },
  judgement: { label: "判定" },
  measuredAt: { label: "測定日時" },
  measuredBy: { label: "測定者", value: user },
};

const freeScheduleFields: FieldTable = {
  teamId: { label: "班", value: pair("teams") },
  date: { label: "日付" },
  slot,
  capacity: { label: "枠数" },
};

const lineCodeFields: FieldTable = {
  lineCode: { label: "引込線コード" },
  targetId: { label: "対象物件", value: code("target") },
  targetDetailId: { label: "対象詳細", value: code("targetDetail") },
  poleNumber: { label: "電柱番号" },
  poleOwner: { label: "電柱所有者" },
  cableType: { label: "ケーブル種別" },
  lineKind: { label: "回線種別" },
  status: { label: "ステータス" },
  removalConsentAt: { label: "撤去承諾日時" },
  removedAt: { label: "撤去日時" },
  constructionId: { label: "工事", value: code("construction") },
  notes,
};

const externalSourceFields: FieldTable = {
  name: { label: "名称" },
  kind: { label: "種類" },
  url: { label: "URL" },
  encoding: { label: "文字コード" },
  targetEntity: {
    label: "取込先",
    value: enumOf({ targets: "対象物件", matters: "案件" }),
  },
  columnMapping: { label: "列の対応" },
  keyField: { label: "キー項目" },
  enabled: { label: "有効" },
  lastRunAt: { label: "最終実行日時" },
  lastStatus: { label: "最終実行結果" },
  notes,
  // Its value is never in the history: the API writes ******** for "set" (external-sources/routes.ts).
  authHeader: { label: "認証ヘッダー" },
};

const externalSourceDetailFields: FieldTable = {
  externalSourceId: { label: "外部連携ID" },
  startedAt: { label: "開始日時" },
  finishedAt: { label: "終了日時" },
  status: { label: "結果" },
  rowsTotal: { label: "読込行数" },
  rowsCreated: { label: "登録行数" },
  rowsUpdated: { label: "更新行数" },
  rowsFailed: { label: "失敗行数" },
  errors: { label: "エラー" },
};

const attachmentFields: FieldTable = {
  ownerType: {
    label: "添付先の種類",
    value: enumOf({
      target: "対象物件",
      targetDetail: "対象詳細",
      customer: "顧客",
      matter: "案件",
      negotiation: "交渉",
      construction: "工事",
    }),
  },
  ownerId: { label: "添付先ID" },
  kind: { label: "種類", value: enumOf({ document: "帳票", photo: "写真", other: "その他" }) },
  documentType: { label: "帳票種別", value: enumOf(documentTypeLabels) },
  fileName: { label: "ファイル名" },
  mimeType: { label: "MIMEタイプ" },
  size: { label: "サイズ(バイト)" },
  sha256: { label: "SHA-256" },
  storageKey: { label: "保存先" },
};

const userFields: FieldTable = {
  name: { label: "氏名" },
  // The user form's label (「氏名カナ」 would also match the e2e lookups of 「氏名」).
  nameKana: { label: "フリガナ" },
  email: { label: "メールアドレス" },
  roleTypeId: { label: "権限種別", value: pair("role-types") },
  associateCompanyIds: { label: "協力会社", value: { kind: "pairs", list: "associate-companies" } },
  teamIds: { label: "班", value: { kind: "pairs", list: "teams" } },
  clientIds: { label: "発注元", value: { kind: "pairs", list: "clients" } },
  passwordReset: { label: "仮パスワードの再発行" },
};

const machineClientFields: FieldTable = {
  clientId: { label: "クライアントID" },
  name: { label: "名称" },
  scopes: { label: "スコープ" },
  associateCompanyId: { label: "協力会社", value: pair("associate-companies") },
  disabledAt: { label: "停止日時" },
  secret: { label: "シークレット" },
};

const documentSettingsFields: FieldTable = {
  negotiationId: { label: "交渉", value: code("negotiation") },
  kind: {
    label: "設定画面",
    value: enumOf({
      contract: "契約書類設定",
      request: "工事依頼書類設定",
      removal: "撤去承諾書設定",
    }),
  },
  issueDate: { label: "発行日" },
  addresseeName: { label: "宛名" },
  addresseeAddress: { label: "宛先住所" },
  constructionDate: { label: "工事予定日" },
  constructionSlot: { label: "工事枠" },
  items: { label: "品目", value: { kind: "documentItems" } },
  remarks: { label: "備考" },
};

/** Each history entity: its REST audit name (the API's table name) and its fields. */
export const historyEntities: Readonly<
  Record<HistoryEntity, { restEntity: string; fields: FieldTable }>
> = {
  TARGET: { restEntity: "targets", fields: targetFields },
  TARGET_DETAIL: { restEntity: "target_details", fields: targetDetailFields },
  CUSTOMER: { restEntity: "customers", fields: customerFields },
  CUSTOMER_SERVICE: { restEntity: "customer_services", fields: customerServiceFields },
  PROJECT: { restEntity: "projects", fields: projectFields },
  MATTER: { restEntity: "matters", fields: matterFields },
  NEGOTIATION: { restEntity: "negotiations", fields: negotiationFields },
  NEGOTIATION_HISTORY: { restEntity: "negotiation_histories", fields: negotiationHistoryFields },
  SCHEDULE: { restEntity: "schedules", fields: scheduleFields },
  CONSTRUCTION: { restEntity: "constructions", fields: constructionFields },
  CONSTRUCTION_ENTRY: { restEntity: "construction_entries", fields: constructionEntryFields },
  MEASUREMENT: { restEntity: "measurements", fields: measurementFields },
  CONSTRUCTION_FREE_SCHEDULE: {
    restEntity: "construction_free_schedules",
    fields: freeScheduleFields,
  },
  LINE_CODE: { restEntity: "line_codes", fields: lineCodeFields },
  EXTERNAL_SOURCE: { restEntity: "external_sources", fields: externalSourceFields },
  EXTERNAL_SOURCE_DETAIL: {
    restEntity: "external_source_details",
    fields: externalSourceDetailFields,
  },
  ATTACHMENT: { restEntity: "attachments", fields: attachmentFields },
  DOCUMENT_SETTINGS: { restEntity: "document_settings", fields: documentSettingsFields },
  USER: { restEntity: "users", fields: userFields },
  MACHINE_CLIENT: { restEntity: "machine_clients", fields: machineClientFields },
};
