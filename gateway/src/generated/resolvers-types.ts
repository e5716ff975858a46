import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestLoginUser, ViewerPermissions } from '../auth/login-api';
import type { RestUser, RestUserRef } from '../users/users-api';
import type { RestMachineClient, RestMachineClientWithSecret } from '../machine-clients/machine-clients-api';
import type { RestNamedItem, RestMeasurementThreshold } from '../masters/masters-api';
import type { RestTarget, RestTargetDetail, RestCustomer, RestCustomerService, TargetImportAnswer } from '../targets/targets-api';
import type { RestProject, RestMatter, RestAddMattersResult } from '../projects/projects-api';
import type { RestNegotiation, RestNegotiationHistory, RestSchedule, RestAttachment } from '../negotiations/negotiations-api';
import type { RestDocumentSettings, RestDocumentPreview } from '../documents/documents-api';
import type { RestConstruction, RestConstructionEntry, RestMeasurement, RestFreeSchedule, RestGenerateResult } from '../constructions/constructions-api';
import type { RestLineCode } from '../linecodes/linecodes-api';
import type { RestExternalSource, RestExternalSourceDetail } from '../external-sources/external-sources-api';
import type { RestDashboard, RestStatusCount, RestProjectStatusCounts } from '../dashboard/dashboard-api';
import type { LiveChangeRecord } from '../live/record-changes';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** 日時 (date-time): ISO 8601 の UTC（クライアントが Asia/Tokyo で表示する）。 */
  DateTime: { input: string; output: string; }
};

/** プロジェクトに案件として追加する対象物件 (add matters input)。 */
export type AddMattersInput = {
  /** 新しい案件の担当者のユーザーID (assignee user id) */
  assigneeUserId?: InputMaybe<Scalars['Int']['input']>;
  /** 新しい案件の期日 (due date): YYYY-MM-DD */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** プロジェクトID (project id) */
  projectId: Scalars['ID']['input'];
  /** 対象物件ID (target ids): 1–5000件、重複不可 */
  targetIds: Array<Scalars['ID']['input']>;
  /** 新しい案件の工事種別コード (work type code): 省略時はプロジェクトのもの */
  workType?: InputMaybe<Scalars['Int']['input']>;
};

/** プロジェクトへの案件追加の結果 (add matters result)。 */
export type AddMattersResult = {
  __typename?: 'AddMattersResult';
  /** 作成した案件 (created) */
  created: Array<Matter>;
  /** 対象外の対象物件 (skipped target ids): プロジェクトにすでに含まれていたもの */
  skippedTargetIds: Array<Scalars['ID']['output']>;
};

/** 添付 (attachment): 保存したファイル。作成した帳票（PDF）または写真（REST /basis/attachments）。上書きはしない。 */
export type Attachment = {
  __typename?: 'Attachment';
  /** 登録日時 (created at): ファイルを保存した日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** その顧客 (customer) */
  customer?: Maybe<Customer>;
  /** 顧客ID (customer id): ファイルが属する顧客（交渉の顧客） */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** 帳票種別 (document type): 1–8、帳票のとき */
  documentType?: Maybe<Scalars['Int']['output']>;
  /** 帳票種別の表示名 (document type label): 例 工事依頼書 */
  documentTypeLabel?: Maybe<Scalars['String']['output']>;
  /** ダウンロードパス (download path): REST のベース以下のパス（同じ bearer トークンで GET） */
  downloadPath: Scalars['String']['output'];
  /** ダウンロードURL (download URL): ゲートウェイ自身のオリジン上のファイルの URL、どの GraphQL クライアントからも使える。同じ Authorization bearer トークンで GET する */
  downloadUrl: Scalars['String']['output'];
  /** ファイル名 (file name) */
  fileName: Scalars['String']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 種類 (kind): document 帳票, photo 写真, other その他 */
  kind: Scalars['String']['output'];
  /** その案件 (matter) */
  matter?: Maybe<Matter>;
  /** 案件ID (matter id): ファイルが属する案件。あるときだけ */
  matterId?: Maybe<Scalars['ID']['output']>;
  /** MIMEタイプ (MIME type) */
  mimeType: Scalars['String']['output'];
  /** その交渉 (negotiation) */
  negotiation?: Maybe<Negotiation>;
  /** 交渉ID (negotiation id): ファイルが属する交渉（添付先そのもの、または添付先の交渉）。あるときだけ */
  negotiationId?: Maybe<Scalars['ID']['output']>;
  /** 添付先ID (owner id) */
  ownerId: Scalars['ID']['output'];
  /** 添付先の種類 (owner type): target, targetDetail, customer, matter, negotiation, construction */
  ownerType: Scalars['String']['output'];
  /** そのプロジェクト (project) */
  project?: Maybe<Project>;
  /** プロジェクトID (project id): その案件のプロジェクト */
  projectId?: Maybe<Scalars['ID']['output']>;
  /** SHA-256 (sha256): 内容のハッシュ、16進 */
  sha256: Scalars['String']['output'];
  /** サイズ (size): バイト単位 */
  size: Scalars['Int']['output'];
  /** その対象物件 (target) */
  target?: Maybe<Target>;
  /** 対象物件ID (target id): ファイルが属する対象物件 */
  targetId?: Maybe<Scalars['ID']['output']>;
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 添付一覧の絞り込み条件 (attachment filter): 空の値は無視する。 */
export type AttachmentFilter = {
  /** 登録日の開始 (created from): この日以降（YYYY-MM-DD、東京時間） */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** 登録日の終了 (created to): この日以前（YYYY-MM-DD、東京時間） */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** 顧客の氏名またはカナ (customer name): 部分一致 */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** 帳票種別 (document types): いずれかに一致 */
  documentType?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 種類 (kind): document, photo, other */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** 添付先ID (owner ids): いずれかに一致 */
  ownerId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 添付先の種類 (owner type) */
  ownerType?: InputMaybe<Scalars['String']['input']>;
  /** プロジェクトID (project id) */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** 対象物件ID (target id) */
  targetId?: InputMaybe<Scalars['ID']['input']>;
};

/** 添付の1ページ分 (attachment page)。 */
export type AttachmentPage = {
  __typename?: 'AttachmentPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの添付 (items) */
  items: Array<Attachment>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 添付一覧の並べ替えの列 (attachment sort field)。 */
export type AttachmentSortField =
  /** 登録日時 (stored at) */
  | 'CREATED_AT'
  /** 帳票種別 (document type) */
  | 'DOCUMENT_TYPE'
  /** ファイル名 (file name) */
  | 'FILE_NAME'
  /** ID (id) */
  | 'ID';

/** 一括交渉指示 (bulk create negotiations input)。 */
export type BulkCreateNegotiationsInput = {
  /** 交渉担当者のユーザーID (assignee user id) */
  assigneeUserId: Scalars['Int']['input'];
  /** 案件 (matter ids): 1–500件、重複不可 */
  matterIds: Array<Scalars['ID']['input']>;
  /** 訪問期間の開始日 (visit from): YYYY-MM-DD */
  visitFrom: Scalars['String']['input'];
  /** 訪問期間の終了日 (visit to): YYYY-MM-DD */
  visitTo: Scalars['String']['input'];
};

/** 一括工事指示 (bulk dispatch constructions input): 複数の工事を1つの班にまとめて指示する（指示済。日程は後から1件ずつ確定する）。 */
export type BulkDispatchConstructionsInput = {
  /** 工事ID (construction ids): 1–200件、それぞれ 指示待ち か 延期 */
  constructionIds: Array<Scalars['ID']['input']>;
  /** 班ID (team id): 班の会社が工事の協力会社になる */
  teamId: Scalars['Int']['input'];
};

/** 案件の一括更新 (bulk update matters input): 一覧のすべての案件に同じ変更をする。すべて成功かすべて失敗。 */
export type BulkUpdateMattersInput = {
  /** 新しい担当者のユーザーID (assignee user id): null で空にする */
  assigneeUserId?: InputMaybe<Scalars['Int']['input']>;
  /** 新しい期日 (due date): YYYY-MM-DD、null で空にする */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** 案件とその版数 (items): 1–1000件 */
  items: Array<VersionedId>;
  /** 保留解除 (resume from hold): true なら各案件を保留前のそれぞれのステータスに戻す（status とは併用不可。保留中でない案件は拒否） */
  resumeFromHold?: InputMaybe<Scalars['Boolean']['input']>;
  /** 新しいステータスコード (status): 一覧のすべての案件に人が行える変更（保留、保留からの戻り、完了）。1件でも拒否されれば何も変わらない */
  status?: InputMaybe<Scalars['Int']['input']>;
};

/** 列の対応 (column mapping): 取込元の1列と取込先の1項目の対応。 */
export type ColumnMapping = {
  __typename?: 'ColumnMapping';
  /** 取込先の項目名 (field): 例 name, postalCode, projectId */
  field: Scalars['String']['output'];
  /** 取込元の列名 (source column): CSV の見出しまたは JSON のキー */
  sourceColumn: Scalars['String']['output'];
};

/** 列の対応 (column mapping input): 取込元の1列と1項目の対応。 */
export type ColumnMappingInput = {
  /** 取込先の項目名 (field) */
  field: Scalars['String']['input'];
  /** 取込元の列名 (source column) */
  sourceColumn: Scalars['String']['input'];
};

/** 工事 (construction): 案件の工事1件（REST /basis/constructions、コード CN-00000042）。工事担当のユーザーには自社の工事だけが見える。 */
export type Construction = {
  __typename?: 'Construction';
  /** 変更できるステータス (allowed statuses): 呼び出した人がいま設定できるステータスコード（docs/DOMAIN.md Workflows: 指示待ち → 指示済 → 日程確定 → 施工中 → 完了、延期とそこからの戻り、中止）。指示済と日程確定には INSTRUCTION_SEND も必要。CONSTRUCTION_EDIT がなければ空 */
  allowedStatuses: Array<Scalars['Int']['output']>;
  /** 協力会社 (partner company) */
  associateCompany?: Maybe<NamedItem>;
  /** 協力会社ID (partner company id) */
  associateCompanyId?: Maybe<Scalars['Int']['output']>;
  /** 添付ファイル (attachments): 工事に添付した写真と帳票。MATTER_READ があれば見える。指示先の会社の工事担当も見える（自社の写真）。それ以外は API が FORBIDDEN を返す。 */
  attachments?: Maybe<Array<Attachment>>;
  /** できる操作 (actions): 呼び出した人がいまこの工事にできること */
  can: ConstructionActions;
  /** 表示コード (display code): CN-00000042 */
  code: Scalars['String']['output'];
  /** 完了日時 (completed at) */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 顧客 (customer): 工事の相手。案件の最新の交渉のうち顧客を指定したものの相手と、その住戸（氏名・種別・住戸のみで連絡先は含まない。工事担当は協力会社の範囲でその住戸が見えるときに見える） */
  customer?: Maybe<ConstructionCustomer>;
  /** 工事明細 (entries): 工事の作業品目 */
  entries: Array<ConstructionEntry>;
  /** 必要な測定 (expected readings): 工事種別が求める測定（測定点 × 波長）と、しきい値マスタによる合格範囲。測定画面にあらかじめ入る行。引込線撤去では空 */
  expectedReadings: Array<ExpectedReading>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 指示日時 (dispatched at) */
  instructedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 指示者のユーザーID (dispatcher user id) */
  instructedBy?: Maybe<Scalars['Int']['output']>;
  /** 指示者 (dispatched by): 氏名 */
  instructedByUser?: Maybe<UserRef>;
  /** 引込線 (line codes): 工事で撤去した引込線 */
  lineCodes: Array<LineCode>;
  /** 案件 (matter) */
  matter?: Maybe<Matter>;
  /** 案件ID (matter id) */
  matterId: Scalars['ID']['output'];
  /** 測定値 (measurements): 工事の光測定 */
  measurements: Array<Measurement>;
  /** 測定不合格での完了理由 (override reason) */
  overrideReason?: Maybe<Scalars['String']['output']>;
  /** 施工結果メモ (result notes) */
  resultNotes?: Maybe<Scalars['String']['output']>;
  /** 工事予定日 (planned date): YYYY-MM-DD */
  scheduledDate?: Maybe<Scalars['String']['output']>;
  /** 時間帯 (time slot): 午前, 午後, 終日 */
  slot?: Maybe<Scalars['String']['output']>;
  /** ステータスコード (status code): 1 指示待ち, 2 指示済, 3 日程確定, 4 施工中, 5 完了, 6 延期, 7 中止 */
  status: Scalars['Int']['output'];
  /** ステータスの表示名 (status label): 例 指示待ち */
  statusLabel: Scalars['String']['output'];
  /** 班 (team) */
  team?: Maybe<NamedItem>;
  /** 班ID (team id) */
  teamId?: Maybe<Scalars['Int']['output']>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
  /** 工事種別コード (work type code): 1 放送, 2 通信, 3 放送+通信, 4 引込線撤去 */
  workType: Scalars['Int']['output'];
  /** 工事種別の表示名 (work type label) */
  workTypeLabel: Scalars['String']['output'];
};

/** できる操作 (construction actions): 呼び出した人がいま工事にできること。API がワークフロー・測定値・呼び出した人の権限フラグから決める。画面は実際に使えるボタンだけを表示する。 */
export type ConstructionActions = {
  __typename?: 'ConstructionActions';
  /** 中止 (cancel): 中止 にできる（最終。予約した枠は解放される） */
  cancel: Scalars['Boolean']['output'];
  /** 完了 (complete): 完了 にできる（すべての測定が合格、または overrideReason を指定） */
  complete: Scalars['Boolean']['output'];
  /** 削除 (delete): 削除できる（CONSTRUCTION_EDIT があり、測定値がない） */
  delete: Scalars['Boolean']['output'];
  /** 工事指示 (dispatch): 協力会社の班に指示して 指示済 にできる（CONSTRUCTION_EDIT と INSTRUCTION_SEND） */
  dispatch: Scalars['Boolean']['output'];
  /** 延期 (postpone): 延期 にできる（予約した枠は解放される） */
  postpone: Scalars['Boolean']['output'];
  /** 日程確定 (schedule): 空き枠を予約できる（CONSTRUCTION_EDIT と INSTRUCTION_SEND。今日以降で残りのある枠） */
  schedule: Scalars['Boolean']['output'];
  /** 施工開始 (start): 施工中 にできる */
  start: Scalars['Boolean']['output'];
};

/** 工事の顧客 (construction customer): 施工班に見せてよい範囲の顧客。訪問先で誰を呼ぶか、どこか。 */
export type ConstructionCustomer = {
  __typename?: 'ConstructionCustomer';
  /** 表示コード (display code): CU-00000042 */
  code: Scalars['String']['output'];
  /** 顧客ID (customer id) */
  id: Scalars['ID']['output'];
  /** 氏名 (full name) */
  name: Scalars['String']['output'];
  /** 部屋番号 (room number): 住戸の部屋番号 */
  roomNumber?: Maybe<Scalars['String']['output']>;
  /** 住戸ID (target detail id) */
  targetDetailId: Scalars['ID']['output'];
  /** 顧客種別の表示名 (customer type label): 不明, オーナー, 入居者 */
  typeLabel: Scalars['String']['output'];
  /** 住戸の表示コード (unit code): TD-00000042 */
  unitCode: Scalars['String']['output'];
};

/** 工事明細 (construction entry): 工事の作業品目1件（REST /basis/construction-entries）。 */
export type ConstructionEntry = {
  __typename?: 'ConstructionEntry';
  /** 工事 (construction) */
  construction?: Maybe<Construction>;
  /** 工事ID (construction id) */
  constructionId: Scalars['ID']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 設置機器の型番 (installed device model) */
  installedDeviceModel?: Maybe<NamedItem>;
  /** 設置機器の型番ID (installed device model id) */
  installedDeviceModelId?: Maybe<Scalars['Int']['output']>;
  /** 設置機器のシリアル番号 (installed serial) */
  installedSerial?: Maybe<Scalars['String']['output']>;
  /** 品目 (item): V-ONU交換, R-ONU交換, 撤去（工事種別で許されるもの） */
  item: Scalars['String']['output'];
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 数量 (quantity) */
  quantity: Scalars['Int']['output'];
  /** 撤去機器の型番 (removed device model) */
  removedDeviceModel?: Maybe<NamedItem>;
  /** 撤去機器の型番ID (removed device model id) */
  removedDeviceModelId?: Maybe<Scalars['Int']['output']>;
  /** 撤去機器のシリアル番号 (removed serial) */
  removedSerial?: Maybe<Scalars['String']['output']>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 工事明細一覧の絞り込み条件 (construction entry filter)。 */
export type ConstructionEntryFilter = {
  /** 工事ID (construction ids): いずれかに一致 */
  constructionId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** 工事明細の1ページ分 (construction entry page)。 */
export type ConstructionEntryPage = {
  __typename?: 'ConstructionEntryPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの工事明細 (items) */
  items: Array<ConstructionEntry>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 工事一覧の絞り込み条件 (construction filter): 空の値は無視する。 */
export type ConstructionFilter = {
  /** エリア (area): 対象物件の都道府県・市区町村・町域の一部（例 大田区） */
  area?: InputMaybe<Scalars['String']['input']>;
  /** 協力会社ID (partner company ids): いずれかに一致 */
  associateCompanyId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 工事予定日の開始 (date from): YYYY-MM-DD */
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  /** 工事予定日の終了 (date to): YYYY-MM-DD */
  dateTo?: InputMaybe<Scalars['String']['input']>;
  /** 案件の期日の開始 (due from): YYYY-MM-DD */
  dueFrom?: InputMaybe<Scalars['String']['input']>;
  /** 案件の期日の終了 (due to): YYYY-MM-DD */
  dueTo?: InputMaybe<Scalars['String']['input']>;
  /** 測定不合格ありのみ (failed measurement): 不合格 の測定がある工事 */
  failedMeasurement?: InputMaybe<Scalars['Boolean']['input']>;
  /** この日以降の測定不合格ありのみ (failed since): この日以降に測定した不合格の測定がある工事（YYYY-MM-DD、東京時間） */
  failedSince?: InputMaybe<Scalars['String']['input']>;
  /** キーワード (keyword): コード（CN-00000042 または 42）か物件名の一部 */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 案件ID (matter ids): いずれかに一致 */
  matterId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 案件ステータスコード (matter status codes): いずれかに一致 */
  matterStatus?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** プロジェクトID (project id): 案件のプロジェクト */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** ステータスコード (status codes): いずれかに一致 */
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 班ID (team ids): いずれかに一致 */
  teamId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 今週の工事のみ (this week): 月曜から日曜、東京時間 */
  thisWeek?: InputMaybe<Scalars['Boolean']['input']>;
  /** 工事種別コード (work type codes): いずれかに一致 */
  workType?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** 空き枠 (free schedule): 班のある日・時間帯に受けられる工事の数（REST /basis/construction-free-schedules）。 */
export type ConstructionFreeSchedule = {
  __typename?: 'ConstructionFreeSchedule';
  /** 予約数 (booked): 枠を使っている工事の数（その日時の 日程確定・施工中・完了 の工事） */
  booked: Scalars['Int']['output'];
  /** 枠数 (capacity): その時間帯に班が受けられる工事の数 */
  capacity: Scalars['Int']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 日付 (date): YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 残り枠 (remaining): capacity − booked（0 未満にはならない） */
  remaining: Scalars['Int']['output'];
  /** 時間帯 (slot): 午前, 午後, 終日 */
  slot: Scalars['String']['output'];
  /** 班 (team) */
  team?: Maybe<NamedItem>;
  /** 班ID (team id) */
  teamId: Scalars['Int']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 空き枠一覧の絞り込み条件 (free slot filter): 空の値は無視する。 */
export type ConstructionFreeScheduleFilter = {
  /** 協力会社ID (partner company ids): その会社の班の枠 */
  associateCompanyId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 日付の開始 (date from): YYYY-MM-DD */
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  /** 日付の終了 (date to): YYYY-MM-DD */
  dateTo?: InputMaybe<Scalars['String']['input']>;
  /** 時間帯 (slot): 完全一致 */
  slot?: InputMaybe<Scalars['String']['input']>;
  /** 班ID (team ids): いずれかに一致 */
  teamId?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** 空き枠の1ページ分 (free slot page)。 */
export type ConstructionFreeSchedulePage = {
  __typename?: 'ConstructionFreeSchedulePage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの空き枠 (items) */
  items: Array<ConstructionFreeSchedule>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 空き枠一覧の並べ替えの列 (free slot sort field)。 */
export type ConstructionFreeScheduleSortField =
  /** 日付 (date) */
  | 'DATE'
  /** ID (id) */
  | 'ID'
  /** 班 (team) */
  | 'TEAM_ID';

/** 工事の1ページ分 (construction page)。 */
export type ConstructionPage = {
  __typename?: 'ConstructionPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの工事 (items) */
  items: Array<Construction>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 工事一覧の並べ替えの列 (construction sort field)。 */
export type ConstructionSortField =
  /** 案件の期日 (due date) */
  | 'DUE_DATE'
  /** ID (id) */
  | 'ID'
  /** 指示日時 (dispatch time) */
  | 'INSTRUCTED_AT'
  /** 工事予定日 (planned date) */
  | 'SCHEDULED_DATE'
  /** ステータス (status) */
  | 'STATUS'
  /** 施工班の1日順 (today first): 今日の予定が先頭、次に今後の日付の順、次に過去の日付の新しい順、日付なしは最後 */
  | 'TODAY_FIRST'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** 添付として保存するファイル (create attachment input)。 */
export type CreateAttachmentInput = {
  /** ファイルの内容 (content): バイト列を base64 で */
  contentBase64: Scalars['String']['input'];
  /** 帳票種別 (document type): 1–8 */
  documentType?: InputMaybe<Scalars['Int']['input']>;
  /** ファイル名 (file name) */
  fileName: Scalars['String']['input'];
  /** 種類 (kind): document, photo, other（省略時は帳票種別があれば document） */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** MIMEタイプ (MIME type) */
  mimeType: Scalars['String']['input'];
  /** 添付先ID (owner id) */
  ownerId: Scalars['ID']['input'];
  /** 添付先の種類 (owner type): target, targetDetail, customer, matter, negotiation, construction */
  ownerType: Scalars['String']['input'];
};

/** 新しい工事明細の項目 (create construction entry input)。 */
export type CreateConstructionEntryInput = {
  /** 工事ID (construction id): 必須 */
  constructionId: Scalars['ID']['input'];
  /** 設置機器の型番ID (installed device model id) */
  installedDeviceModelId?: InputMaybe<Scalars['Int']['input']>;
  /** 設置機器のシリアル番号 (installed serial) */
  installedSerial?: InputMaybe<Scalars['String']['input']>;
  /** 品目 (item): 省略時は工事種別の既定の品目 */
  item?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 数量 (quantity): 省略時 1 */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** 撤去機器の型番ID (removed device model id) */
  removedDeviceModelId?: InputMaybe<Scalars['Int']['input']>;
  /** 撤去機器のシリアル番号 (removed serial) */
  removedSerial?: InputMaybe<Scalars['String']['input']>;
};

/** 新しい空き枠の項目 (create free slot input)。 */
export type CreateConstructionFreeScheduleInput = {
  /** 枠数 (capacity): 0–100 */
  capacity: Scalars['Int']['input'];
  /** 日付 (date): YYYY-MM-DD */
  date: Scalars['String']['input'];
  /** 時間帯 (slot): 午前, 午後, 終日 */
  slot: Scalars['String']['input'];
  /** 班ID (team id) */
  teamId: Scalars['Int']['input'];
};

/** 新しい工事の項目 (create construction input)。 */
export type CreateConstructionInput = {
  /** 協力会社ID (partner company id) */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 案件ID (matter id): 必須 */
  matterId: Scalars['ID']['input'];
  /** 測定不合格での完了理由 (override reason) */
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  /** 施工結果メモ (result notes) */
  resultNotes?: InputMaybe<Scalars['String']['input']>;
  /** 工事予定日 (planned date): YYYY-MM-DD */
  scheduledDate?: InputMaybe<Scalars['String']['input']>;
  /** 時間帯 (slot): 午前, 午後, 終日 */
  slot?: InputMaybe<Scalars['String']['input']>;
  /** ステータスコード (status code): 工事は 1 指示待ち で始まり（省略時の値。それ以外は拒否）、その後に指示する */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** 班ID (team id): 班・日付・時間帯を指定すると工事指示になる（INSTRUCTION_SEND と空き枠が必要） */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** 工事種別コード (work type code): 省略時は案件のもの */
  workType?: InputMaybe<Scalars['Int']['input']>;
};

/** 新しい顧客の項目 (create customer input)。 */
export type CreateCustomerInput = {
  /** 住所 (address) */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 受信方法コード (receiving method code) */
  contactMethod?: InputMaybe<Scalars['Int']['input']>;
  /** 顧客種別コード (customer type code): 省略時 0 不明 */
  customerType?: InputMaybe<Scalars['Int']['input']>;
  /** メールアドレス (e-mail address) */
  email?: InputMaybe<Scalars['String']['input']>;
  /** 性別コード (gender code) */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** 携帯電話番号 (mobile number) */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** 氏名 (full name): 必須 */
  name: Scalars['String']['input'];
  /** 氏名カナ (full name kana) */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 所有形態コード (ownership code) */
  ownership?: InputMaybe<Scalars['Int']['input']>;
  /** 電話番号 (telephone number) */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 郵便番号 (postal code) */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** 住戸ID (target detail id): 必須 */
  targetDetailId: Scalars['ID']['input'];
};

/** 新しい契約内容の項目 (create customer service input)。 */
export type CreateCustomerServiceInput = {
  /** 契約詳細種別ID (contract detail type id) */
  contractDetailTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 契約受付者ID (contract receiver id) */
  contractReceiverId?: InputMaybe<Scalars['Int']['input']>;
  /** 契約種別ID (contract type id) */
  contractTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 顧客ID (customer id): 必須 */
  customerId: Scalars['ID']['input'];
  /** サービス品目ID (service item id) */
  customerServiceItemId?: InputMaybe<Scalars['Int']['input']>;
  /** 終了日 (end date): YYYY-MM-DD、開始日より前は不可 */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** 実施コード (implementation code) */
  implementation?: InputMaybe<Scalars['Int']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 事業者顧客番号 (operator customer number) */
  operatorCustomerNo?: InputMaybe<Scalars['String']['input']>;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** 新しい外部連携の項目 (create external source input)。 */
export type CreateExternalSourceInput = {
  /** 認証ヘッダー (auth header): HTTP JSON の取込元に送る Authorization ヘッダー（例 Bearer …）。書き込み専用で暗号化して保存し、読み出せず変更履歴にも出ない。url に含めた認証情報は拒否するので、ここに入れる。 */
  authHeader?: InputMaybe<Scalars['String']['input']>;
  /** 列の対応 (column mapping): 取込元の列 → 項目 */
  columnMapping: Array<ColumnMappingInput>;
  /** 有効 (enabled): 実行してよいか（省略時 true） */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 文字コード (encoding): CSV の取込元の文字コード。UTF-8（省略時）または Shift_JIS */
  encoding?: InputMaybe<Scalars['String']['input']>;
  /** キー項目 (key field): 登録・更新のキー */
  keyField: Scalars['String']['input'];
  /** 種類 (kind): CSVファイル または HTTP JSON */
  kind: Scalars['String']['input'];
  /** 名称 (name) */
  name: Scalars['String']['input'];
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 取込先 (target entity): targets（省略時）または matters */
  targetEntity?: InputMaybe<Scalars['String']['input']>;
  /** URL (url): HTTP JSON では必須。ユーザー名・パスワードなしの http または https で、ホストは API の EXTERNAL_SOURCE_ALLOWED_HOSTS にあること（なければ 許可されていない接続先です） */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** 新しい引込線の項目 (create line code input)。 */
export type CreateLineCodeInput = {
  /** ケーブル種別 (cable type): 同軸5C, 同軸7C, 光ドロップ */
  cableType?: InputMaybe<Scalars['String']['input']>;
  /** 撤去工事ID (construction id): 引込線を撤去した工事 */
  constructionId?: InputMaybe<Scalars['ID']['input']>;
  /** 引込線コード (line code): 必須、重複不可 */
  lineCode: Scalars['String']['input'];
  /** 回線種別 (line kind): 放送, 通信, 共用 */
  lineKind?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 電柱番号 (pole number) */
  poleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 電柱所有者 (pole owner) */
  poleOwner?: InputMaybe<Scalars['String']['input']>;
  /** 撤去承諾日時 (removal consent at) */
  removalConsentAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 撤去日時 (removed at): 新しい引込線には指定しない（撤去済 になったときに入る） */
  removedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 状態 (status): 使用中（省略時）または 撤去予定。撤去済 では登録できない */
  status?: InputMaybe<Scalars['String']['input']>;
  /** 住戸ID (target detail id) */
  targetDetailId?: InputMaybe<Scalars['ID']['input']>;
  /** 対象物件ID (target id) */
  targetId?: InputMaybe<Scalars['ID']['input']>;
};

/** 新しい連携クライアントの項目 (create machine client input)。 */
export type CreateMachineClientInput = {
  /** 協力会社 (partner company id), or null for the office's own integration */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** アプリクライアントID (app client id): Cognito モードのみ。ユーザープールのアプリクライアントID */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** 名称 (name) */
  name: Scalars['String']['input'];
  /** スコープ (scopes) */
  scopes: Array<MachineScope>;
};

/** 新しいマスタの項目 (create master item input): deviceLineType は DEVICE_MODELS のみ、associateCompanyId は TEAMS のみ（そこでは必須）。 */
export type CreateMasterItemInput = {
  /** 協力会社ID (partner company id): TEAMS のみ */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 機器回線種別 (device line type): DEVICE_MODELS のみ。0 未選択, 1 V-ONU, 2 R-ONU */
  deviceLineType?: InputMaybe<Scalars['Int']['input']>;
  /** 表示名 (name): 1–100文字、マスタの中で重複不可 */
  name: Scalars['String']['input'];
  /** 表示順 (sort order): プルダウンでの位置、0–32767 */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** 新しい案件の項目 (create matter input)。 */
export type CreateMatterInput = {
  /** 担当者のユーザーID (assignee user id) */
  assigneeUserId?: InputMaybe<Scalars['Int']['input']>;
  /** 期日 (due date): YYYY-MM-DD */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** プロジェクトID (project id): 必須 */
  projectId: Scalars['ID']['input'];
  /** ステータスコード (status code): 案件は 1 未着手 で始まる（省略時の値。それ以外は拒否） */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** 住戸ID (target detail id) */
  targetDetailId?: InputMaybe<Scalars['ID']['input']>;
  /** 対象物件ID (target id): 必須、1つのプロジェクトに1回だけ */
  targetId: Scalars['ID']['input'];
  /** 工事種別コード (work type code): 省略時はプロジェクトのもの */
  workType?: InputMaybe<Scalars['Int']['input']>;
};

/** 新しい測定の項目 (create measurement input)。 */
export type CreateMeasurementInput = {
  /** 工事ID (construction id): 必須 */
  constructionId: Scalars['ID']['input'];
  /** 測定日時 (measured at): 省略時は現在 */
  measuredAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 測定者のユーザーID (measured by): 省略時は呼び出した人 */
  measuredBy?: InputMaybe<Scalars['Int']['input']>;
  /** 測定箇所 (measurement point) */
  point: Scalars['String']['input'];
  /** 測定値 (optical power): dBm */
  powerDbm: Scalars['Float']['input'];
  /** 波長 (wavelength): nm 単位、1310・1490・1550 */
  wavelengthNm: Scalars['Int']['input'];
};

/** 新しい測定しきい値 (create measurement threshold input): 測定点と波長ごとに1行。 */
export type CreateMeasurementThresholdInput = {
  /** 上限値 (upper bound): dBm、−70 から 30、下限値より下は不可 */
  maxDbm: Scalars['Float']['input'];
  /** 下限値 (lower bound): dBm、−70 から 30 */
  minDbm: Scalars['Float']['input'];
  /** 測定箇所 (measurement point): 光コンセント, V-ONU入力, R-ONU入力, クロージャ */
  point: Scalars['String']['input'];
  /** 波長 (wavelength): nm 単位、1310・1490・1550 */
  wavelengthNm: Scalars['Int']['input'];
};

/** 新しい交渉履歴の項目 (create negotiation history input)。 */
export type CreateNegotiationHistoryInput = {
  /** 接触日時 (contacted at): 必須 */
  contactedAt: Scalars['DateTime']['input'];
  /** 相手 (counterpart): 本人, 家族, 管理会社, その他 */
  counterpart?: InputMaybe<Scalars['String']['input']>;
  /** メモ (memo) */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** 接触方法コード (contact method code): 1 訪問, 2 郵送, 3 電話, 4 その他 */
  method?: InputMaybe<Scalars['Int']['input']>;
  /** 交渉ID (negotiation id): 必須 */
  negotiationId: Scalars['ID']['input'];
  /** 次回接触予定 (next contact) */
  nextContactAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 結果 (outcome): 不在, 説明済, 承諾, 拒否, 再訪問 */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** 対応者のユーザーID (staff user id): 省略時は呼び出した人 */
  userId?: InputMaybe<Scalars['Int']['input']>;
};

/** 新しい交渉の項目 (create negotiation input)。 */
export type CreateNegotiationInput = {
  /** 交渉担当者のユーザーID (assignee user id) */
  assigneeUserId?: InputMaybe<Scalars['Int']['input']>;
  /** 完了理由コード (completion reason code): 0 未選択 か省略（新しい交渉は完了していない） */
  completeReason?: InputMaybe<Scalars['Int']['input']>;
  /** 完了日時 (completion time): 省略時は完了したときの現在 */
  completedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 交渉相手の顧客ID (customer id) */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** 案件ID (matter id): 必須 */
  matterId: Scalars['ID']['input'];
  /** 交渉ステータスID (status id): 省略時 1 未交渉。6 完了 は不可（交渉は登録した後に完了する） */
  negotiationStatusId?: InputMaybe<Scalars['Int']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 訪問日時 (planned visit) */
  scheduledAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** 新しいプロジェクトの項目 (create project input)。 */
export type CreateProjectInput = {
  /** 発注元ID (client id) */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** 終了日 (end date): YYYY-MM-DD、開始日より前は不可 */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** 業務区分ID (job category id) */
  jobCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** 責任者のユーザーID (manager user id) */
  managerUserId?: InputMaybe<Scalars['Int']['input']>;
  /** プロジェクト名 (project name): 必須 */
  name: Scalars['String']['input'];
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** ステータスコード (status code): 省略時 1 準備中。完了 で始めることはできない */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** 工事種別コード (work type code): 必須 */
  workType: Scalars['Int']['input'];
};

/** 新しい予定の項目 (create schedule input)。 */
export type CreateScheduleInput = {
  /** 工事ID (construction id) */
  constructionId?: InputMaybe<Scalars['ID']['input']>;
  /** 終了日時 (end): 開始より前は不可 */
  endAt: Scalars['DateTime']['input'];
  /** 種別コード (kind code): 1 工事（CONSTRUCTION_EDIT が必要）, 2 交渉（NEGOTIATION_EDIT が必要） */
  kind: Scalars['Int']['input'];
  /** 交渉ID (negotiation id) */
  negotiationId?: InputMaybe<Scalars['ID']['input']>;
  /** 開始日時 (start) */
  startAt: Scalars['DateTime']['input'];
  /** 班ID (team id) */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** 件名 (title) */
  title: Scalars['String']['input'];
  /** ユーザーID (user id): ユーザーか班のどちらかが必要 */
  userId?: InputMaybe<Scalars['Int']['input']>;
};

/** 新しい住戸の項目 (create target detail input)。 */
export type CreateTargetDetailInput = {
  /** 機器設置種別ID (device installation type id) */
  deviceInstallationTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 機器回線種別コード (device line type code): 省略時 0 未選択 */
  deviceLineType?: InputMaybe<Scalars['Int']['input']>;
  /** 機器型番ID (device model id) */
  deviceModelId?: InputMaybe<Scalars['Int']['input']>;
  /** 階 (floor) */
  floor?: InputMaybe<Scalars['Int']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 部屋番号 (room number) */
  roomNumber?: InputMaybe<Scalars['String']['input']>;
  /** 対象物件ID (target id): 必須 */
  targetId: Scalars['ID']['input'];
};

/** 新しい対象物件の項目 (create target input)。 */
export type CreateTargetInput = {
  /** 建物名 (building name) */
  building?: InputMaybe<Scalars['String']['input']>;
  /** 市区町村 (city) */
  city?: InputMaybe<Scalars['String']['input']>;
  /** 発注元ID (client id) */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** 緯度 (latitude) */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** 経度 (longitude) */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** 物件名 (name): 必須 */
  name: Scalars['String']['input'];
  /** 物件名カナ (name kana): ひらがな・半角カナは全角カタカナに変換する */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 電柱番号 (pole number) */
  poleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 電柱所有者 (pole owner) */
  poleOwner?: InputMaybe<Scalars['String']['input']>;
  /** 郵便番号 (postal code): 123-4567 も可 */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** 都道府県 (prefecture) */
  prefecture?: InputMaybe<Scalars['String']['input']>;
  /** 集合住宅（種別 3）の部屋番号の一覧 (room numbers): 1つごとに住戸を1件登録する（1–500件、重複不可、各20文字以内。階は末尾2桁の前の数字から）。戸建（種別 2）には必ず住戸が1件できる。 */
  roomNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 番地 (block and lot number) */
  street?: InputMaybe<Scalars['String']['input']>;
  /** 設置場所種別ID (installation place type id) */
  targetInstallationTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 物件種別コード (target type code): 省略時 1 未選択 */
  targetType?: InputMaybe<Scalars['Int']['input']>;
  /** 総戸数 (total units): roomNumbers を付けて登録した集合住宅はその数になる */
  totalUnits?: InputMaybe<Scalars['Int']['input']>;
  /** 町域・丁目 (town and chōme) */
  town?: InputMaybe<Scalars['String']['input']>;
};

/** 新しいユーザーの項目 (create user input)。 */
export type CreateUserInput = {
  /** 協力会社ID (partner company id): ユーザーが所属するとき */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 発注元ID (client id): ユーザーが担当するとき */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** メールアドレス (e-mail address): 重複不可 */
  email: Scalars['String']['input'];
  /** 氏名 (full name) */
  name: Scalars['String']['input'];
  /** フリガナ (name kana): ひらがなと半角カナは全角カタカナで保存する */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** 権限種別ID (role type id) */
  roleTypeId: Scalars['Int']['input'];
  /** 班ID (team id): ユーザーが所属するとき */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** 仮パスワード (temporary password): 最初のサインインで変更が必要 */
  temporaryPassword: Scalars['String']['input'];
};

/** 顧客 (customer): 住戸のオーナーまたは入居者（REST /basis/customers、コード CU-00000042）。連絡先には MATTER_READ が必要。 */
export type Customer = {
  __typename?: 'Customer';
  /** 住所 (address): 物件と異なる場合。MATTER_READ が必要 */
  address?: Maybe<Scalars['String']['output']>;
  /** 表示コード (display code): CU-00000042 */
  code: Scalars['String']['output'];
  /** 受信方法コード (receiving method code): 0 未選択, 1 放送, 2 通信, 3 電話, 4 その他 */
  contactMethod: Scalars['Int']['output'];
  /** 受信方法の表示名 (receiving method label) */
  contactMethodLabel: Scalars['String']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 顧客種別コード (customer type code): 0 不明, 1 オーナー, 2 入居者 */
  customerType: Scalars['Int']['output'];
  /** 顧客種別の表示名 (customer type label) */
  customerTypeLabel: Scalars['String']['output'];
  /** メールアドレス (e-mail address): MATTER_READ が必要 */
  email?: Maybe<Scalars['String']['output']>;
  /** 性別コード (gender code): 0 不明, 1 男性, 2 女性 */
  gender: Scalars['Int']['output'];
  /** 性別の表示名 (gender label) */
  genderLabel: Scalars['String']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 携帯電話番号 (mobile number): MATTER_READ が必要 */
  mobile?: Maybe<Scalars['String']['output']>;
  /** 氏名 (full name) */
  name: Scalars['String']['output'];
  /** 氏名カナ (full name kana): 全角カタカナ */
  nameKana?: Maybe<Scalars['String']['output']>;
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 所有形態コード (ownership code): 0 未選択, 1 持ち家, 2 家主, 3 分譲, 4 賃貸, 5 その他 */
  ownership: Scalars['Int']['output'];
  /** 所有形態の表示名 (ownership label) */
  ownershipLabel: Scalars['String']['output'];
  /** 電話番号 (telephone number): MATTER_READ が必要 */
  phone?: Maybe<Scalars['String']['output']>;
  /** 郵便番号 (postal code): 物件と異なる場合、7桁。MATTER_READ が必要 */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** 契約内容 (customer services): 顧客の契約内容 */
  services: Array<CustomerService>;
  /** 住戸 (target detail): 顧客が住んでいるか所有している住戸 */
  targetDetail?: Maybe<TargetDetail>;
  /** 住戸ID (target detail id) */
  targetDetailId: Scalars['ID']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 顧客一覧の絞り込み条件 (customer filter): 空の値は無視する。 */
export type CustomerFilter = {
  /** 顧客種別コード (customer type codes): いずれかに一致 */
  customerType?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 氏名または氏名カナの一部 (name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 電話番号または携帯電話番号の一部 (phone): MATTER_READ が必要 */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 住戸ID (target detail ids): いずれかに一致 */
  targetDetailId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** 顧客の1ページ分 (customer page)。 */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの顧客 (items) */
  items: Array<Customer>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 契約内容 (customer service、顧客サービス): 顧客の契約内容1件（REST /basis/customer-services、コード CS-00000042）。 */
export type CustomerService = {
  __typename?: 'CustomerService';
  /** 表示コード (display code): CS-00000042 */
  code: Scalars['String']['output'];
  /** 契約詳細種別 (contract detail type) */
  contractDetailType?: Maybe<NamedItem>;
  /** 契約詳細種別ID (contract detail type id): /pair/contract-detail-types */
  contractDetailTypeId?: Maybe<Scalars['Int']['output']>;
  /** 契約受付者 (contract receiver) */
  contractReceiver?: Maybe<NamedItem>;
  /** 契約受付者ID (contract receiver id): /pair/contract-receivers */
  contractReceiverId?: Maybe<Scalars['Int']['output']>;
  /** 契約種別 (contract type) */
  contractType?: Maybe<NamedItem>;
  /** 契約種別ID (contract type id): /pair/contract-types */
  contractTypeId?: Maybe<Scalars['Int']['output']>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 顧客 (customer) */
  customer?: Maybe<Customer>;
  /** 顧客ID (customer id) */
  customerId: Scalars['ID']['output'];
  /** サービス品目 (service item、顧客サービス品目) */
  customerServiceItem?: Maybe<NamedItem>;
  /** サービス品目ID (service item id): /pair/customer-service-items */
  customerServiceItemId?: Maybe<Scalars['Int']['output']>;
  /** 終了日 (end date): YYYY-MM-DD */
  endDate?: Maybe<Scalars['String']['output']>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 実施コード (implementation code): 0 未選択, 1 実施する, 2 実施しない */
  implementation: Scalars['Int']['output'];
  /** 実施の表示名 (implementation label) */
  implementationLabel: Scalars['String']['output'];
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 事業者顧客番号 (operator customer number) */
  operatorCustomerNo?: Maybe<Scalars['String']['output']>;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: Maybe<Scalars['String']['output']>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 契約内容一覧の絞り込み条件 (customer service filter): 空の値は無視する。 */
export type CustomerServiceFilter = {
  /** 顧客ID (customer ids): いずれかに一致 */
  customerId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 実施コード (implementation codes): いずれかに一致 */
  implementation?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 事業者顧客番号の一部 (operator customer number) */
  operatorCustomerNo?: InputMaybe<Scalars['String']['input']>;
};

/** 契約内容の1ページ分 (customer service page)。 */
export type CustomerServicePage = {
  __typename?: 'CustomerServicePage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの契約内容 (items) */
  items: Array<CustomerService>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 契約内容一覧の並べ替えの列 (customer service sort field)。 */
export type CustomerServiceSortField =
  /** ID (id) */
  | 'ID'
  /** 開始日 (start date) */
  | 'START_DATE'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** 顧客一覧の並べ替えの列 (customer sort field)。 */
export type CustomerSortField =
  /** 顧客種別 (customer type) */
  | 'CUSTOMER_TYPE'
  /** ID (id) */
  | 'ID'
  /** 氏名 (name) */
  | 'NAME'
  /** 氏名カナ (name kana) */
  | 'NAME_KANA'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** ダッシュボード (dashboard): ホーム画面の件数（REST /dashboard）。工事担当のユーザーは自社の工事だけを数える。 */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** ステータス別の工事数 (constructions by status) */
  constructionsByStatus: Array<StatusCount>;
  /** 管理者向けの数値 (manager): MASTER_MANAGE。それ以外の人は null */
  manager?: Maybe<ManagerFigures>;
  /** ステータス別の案件数 (matters by status) */
  mattersByStatus: Array<StatusCount>;
  /** 自分の仕事 (my): サインインしたユーザーの未完了の仕事 */
  my: MyWork;
  /** 自分の未完了の交渉数 (my open negotiations): サインインしたユーザーが担当するもの */
  myOpenNegotiations: Scalars['Int']['output'];
  /** 今日の交渉訪問数 (negotiations today): Asia/Tokyo */
  negotiationsToday: Scalars['Int']['output'];
  /** 対象物件数 (targets): targetsIsEstimate のときはデータベースの推定値 */
  targets: Scalars['Int']['output'];
  /** 推定値か (targets is estimate): true なら targets は数えた値でなくデータベースの推定値（対象物件 50,000 件以上）。絞り込みなしの対象物件一覧と同じ */
  targetsIsEstimate: Scalars['Boolean']['output'];
  /** 今日 (today): YYYY-MM-DD（Asia/Tokyo）、数値を数えた日 */
  today: Scalars['String']['output'];
  /** 今週の日曜日 (week end): YYYY-MM-DD */
  weekEnd: Scalars['String']['output'];
  /** 今週の月曜日 (week start): YYYY-MM-DD */
  weekStart: Scalars['String']['output'];
};

/** 工事指示 (dispatch construction input): 班と、予約するときは日付と時間帯。 */
export type DispatchConstructionInput = {
  /** 工事予定日 (scheduled date): YYYY-MM-DD、日本時間で今日以降（時間帯も指定すると 日程確定 になる） */
  scheduledDate?: InputMaybe<Scalars['String']['input']>;
  /** 時間帯 (slot): 午前, 午後, 終日（その日の班の空き枠で残りがあるもの） */
  slot?: InputMaybe<Scalars['String']['input']>;
  /** 指示後のステータス (status): 既定と違うときだけ。日付と時間帯があれば 3 日程確定、なければ 2 指示済 */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** 班ID (team id): 班の会社が工事の協力会社になる */
  teamId: Scalars['Int']['input'];
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 発行元 (document issuer): 帳票を発行する会社（設定値。どの帳票でも同じ）。 */
export type DocumentIssuer = {
  __typename?: 'DocumentIssuer';
  /** 住所 */
  address: Scalars['String']['output'];
  /** 会社名 */
  companyName: Scalars['String']['output'];
  /** 電話番号 */
  phone: Scalars['String']['output'];
  /** 郵便番号 (postal code): 7桁 */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** 印影欄の文字 (seal text) */
  sealText: Scalars['String']['output'];
};

/** 品目 (document item): 帳票の品目表に印刷する1行。 */
export type DocumentItem = {
  __typename?: 'DocumentItem';
  /** 品目 (e.g. V-ONU交換) */
  name: Scalars['String']['output'];
  /** 備考 */
  note?: Maybe<Scalars['String']['output']>;
  /** 数量 */
  quantity: Scalars['Int']['output'];
  /** 単位 (e.g. 台, 式) */
  unit?: Maybe<Scalars['String']['output']>;
};

/** 品目 (document item): 帳票の品目表に印刷する1行。 */
export type DocumentItemInput = {
  /** 品目 (required) */
  name: Scalars['String']['input'];
  /** 備考 */
  note?: InputMaybe<Scalars['String']['input']>;
  /** 数量 (1–9999) */
  quantity: Scalars['Int']['input'];
  /** 単位 */
  unit?: InputMaybe<Scalars['String']['input']>;
};

/** プレビュー (document preview): プレビュー用に描いた帳票。保存はしない。 */
export type DocumentPreview = {
  __typename?: 'DocumentPreview';
  /** PDF の内容 (content): バイト列を base64 で */
  contentBase64: Scalars['String']['output'];
  /** ページ数 (pages) */
  pageCount: Scalars['Int']['output'];
  /** サイズ (size): バイト単位 */
  size: Scalars['Int']['output'];
};

/** 帳票設定 (document settings): 1つの交渉について、1つの設定画面の帳票が印刷する内容（REST /documents/settings）。最初に保存するまではレコードからの既定値（saved false、version 0）。 */
export type DocumentSettings = {
  __typename?: 'DocumentSettings';
  /** 宛先住所 */
  addresseeAddress?: Maybe<Scalars['String']['output']>;
  /** 宛名 (default: the negotiation's customer; the target's owner for types 2 and 8) */
  addresseeName: Scalars['String']['output'];
  /** 工事予定日 YYYY-MM-DD (default: the booked construction) */
  constructionDate?: Maybe<Scalars['String']['output']>;
  /** 工事枠: 午前, 午後 or 終日 */
  constructionSlot?: Maybe<Scalars['String']['output']>;
  /** この交渉に当てはまる帳票種別 (default types): まだ何も作成していないときに選ばれる。例 BS4K/8K工事確認書 は放送の工事のときだけ、解約のご案内 は契約が終わるときだけ */
  defaultTypes: Array<Scalars['Int']['output']>;
  /** この画面が作成する帳票種別 (document types) */
  documentTypes: Array<DocumentTypeOption>;
  /** 保存した設定のID (id): 最初の保存前は null。変更履歴のレコード（DOCUMENT_SETTINGS） */
  id?: Maybe<Scalars['ID']['output']>;
  /** 発行日 YYYY-MM-DD */
  issueDate: Scalars['String']['output'];
  /** 発行元 (issuer): どの帳票にも印刷する発行元の欄 */
  issuer: DocumentIssuer;
  /** 品目 (default: the work type's items; on the removal page the drop lines to remove) */
  items: Array<DocumentItem>;
  /** 設定画面 (kind) */
  kind: DocumentSettingsKind;
  /** 前回作成した帳票種別 (last types): この画面から最後に作成したもの（画面があらかじめ選ぶ） */
  lastTypes: Array<Scalars['Int']['output']>;
  /** 交渉 (negotiation) */
  negotiationId: Scalars['ID']['output'];
  /** 備考 */
  remarks?: Maybe<Scalars['String']['output']>;
  /** 保存済み (saved): 保存すると true、既定値のあいだは false */
  saved: Scalars['Boolean']['output'];
  /** 更新日時 (updated at): 最後に保存した日時。最初の保存前は null */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 更新者 (updated by): 最後に保存した人。最初の保存前またはシステムなら null */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 最初の保存前は 0。保存のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 1画面分の編集できる設定 (document settings input)。 */
export type DocumentSettingsInput = {
  /** 宛先住所 */
  addresseeAddress?: InputMaybe<Scalars['String']['input']>;
  /** 宛名 (required) */
  addresseeName: Scalars['String']['input'];
  /** 工事予定日 YYYY-MM-DD */
  constructionDate?: InputMaybe<Scalars['String']['input']>;
  /** 工事枠: 午前, 午後 or 終日 */
  constructionSlot?: InputMaybe<Scalars['String']['input']>;
  /** 発行日 YYYY-MM-DD (required) */
  issueDate: Scalars['String']['input'];
  /** 品目 (at most 30 lines) */
  items: Array<DocumentItemInput>;
  /** 備考 */
  remarks?: InputMaybe<Scalars['String']['input']>;
};

/** 帳票設定の3画面 (document settings kind): それぞれが印刷する帳票種別。 */
export type DocumentSettingsKind =
  /** 契約書類 (/negotiations/document/contract): types 2, 3, 5, 6, 7 */
  | 'CONTRACT'
  /** 撤去承諾書 (/negotiations/document/removal): type 8 */
  | 'REMOVAL'
  /** 工事依頼書類 (/negotiations/document/request): types 1, 4 */
  | 'REQUEST';

/** 設定画面で作成できる帳票種別 (document type option)。 */
export type DocumentTypeOption = {
  __typename?: 'DocumentTypeOption';
  /** 表示名 (label): 例 工事依頼書 */
  label: Scalars['String']['output'];
  /** 帳票種別 (document type): 1–8 */
  type: Scalars['Int']['output'];
};

/** 必要な測定 (expected reading): 工事種別が求める測定1件と、しきい値マスタによる合格範囲。 */
export type ExpectedReading = {
  __typename?: 'ExpectedReading';
  /** 上限値 (highest accepted power): dBm、その値を含む。マスタに行がなければ null */
  maxDbm?: Maybe<Scalars['Float']['output']>;
  /** 下限値 (lowest accepted power): dBm、その値を含む。マスタに行がなければ null */
  minDbm?: Maybe<Scalars['Float']['output']>;
  /** 測定点 (measured point): 光コンセント, V-ONU入力, R-ONU入力, クロージャ */
  point: Scalars['String']['output'];
  /** 波長 (wavelength): nm 単位、1310・1490・1550 */
  wavelengthNm: Scalars['Int']['output'];
};

/** 外部連携 (external source): ほかのシステムからの対象物件または案件の取込（REST /basis/external-sources）。MASTER_MANAGE が必要。 */
export type ExternalSource = {
  __typename?: 'ExternalSource';
  /** 列の対応 (column mapping): 取込元の列 → 項目 */
  columnMapping: Array<ColumnMapping>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 実行結果 (details): 取込元の実行、新しい順 */
  details: Array<ExternalSourceDetail>;
  /** 有効 (enabled): 実行してよいか */
  enabled: Scalars['Boolean']['output'];
  /** 文字コード (encoding): CSV の取込元の文字コード。UTF-8 または Shift_JIS */
  encoding: Scalars['String']['output'];
  /** 認証ヘッダーあり (has auth header): HTTP JSON の取込元に Authorization ヘッダーを設定しているか（値は書き込み専用で読み出せない） */
  hasAuthHeader: Scalars['Boolean']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** キー項目 (key field): 登録・更新のキーにする項目（一致する行は更新、それ以外は登録） */
  keyField: Scalars['String']['output'];
  /** 種類 (kind): CSVファイル または HTTP JSON */
  kind: Scalars['String']['output'];
  /** 最終実行日時 (last run at) */
  lastRunAt?: Maybe<Scalars['DateTime']['output']>;
  /** 最終実行結果 (last status): 実行中, 成功, 失敗（誤った行が1行でもある実行は何も残さない） */
  lastStatus?: Maybe<Scalars['String']['output']>;
  /** 名称 (name) */
  name: Scalars['String']['output'];
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 取込先 (target entity): targets または matters */
  targetEntity: Scalars['String']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** URL (url): HTTP JSON の取込元の URL（ホストは API の EXTERNAL_SOURCE_ALLOWED_HOSTS にあること） */
  url?: Maybe<Scalars['String']['output']>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 外部連携の実行結果 (external source detail): 外部連携の実行1回（REST /basis/external-sources/detail）。読み取り専用で、実行を記録するのは executeExternalSource だけ。 */
export type ExternalSourceDetail = {
  __typename?: 'ExternalSourceDetail';
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 行ごとのエラー (errors) */
  errors: Array<ExternalSourceRowError>;
  /** 外部連携 (external source) */
  externalSource?: Maybe<ExternalSource>;
  /** 外部連携ID (external source id) */
  externalSourceId: Scalars['ID']['output'];
  /** 終了日時 (finished at) */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 登録行数 (rows created) */
  rowsCreated: Scalars['Int']['output'];
  /** 失敗行数 (rows failed) */
  rowsFailed: Scalars['Int']['output'];
  /** 読込行数 (rows read) */
  rowsTotal: Scalars['Int']['output'];
  /** 更新行数 (rows updated) */
  rowsUpdated: Scalars['Int']['output'];
  /** 開始日時 (started at) */
  startedAt: Scalars['DateTime']['output'];
  /** 結果 (status): 実行中, 成功, 失敗（誤った行が1行でもある実行は何も残さない） */
  status: Scalars['String']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
};

/** 実行結果一覧の絞り込み条件 (external source detail filter): 空の値は無視する。 */
export type ExternalSourceDetailFilter = {
  /** 外部連携ID (external source ids): いずれかに一致 */
  externalSourceId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 結果 (status): 完全一致 */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** 実行結果の1ページ分 (external source detail page)。 */
export type ExternalSourceDetailPage = {
  __typename?: 'ExternalSourceDetailPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの実行結果 (items) */
  items: Array<ExternalSourceDetail>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 実行結果一覧の並べ替えの列 (external source detail sort field)。 */
export type ExternalSourceDetailSortField =
  /** ID (id) */
  | 'ID'
  /** 開始日時 (started at) */
  | 'STARTED_AT';

/** 試行結果 (external source dry run): 外部連携の試行でわかったこと。何も反映・記録していない。 */
export type ExternalSourceDryRun = {
  __typename?: 'ExternalSourceDryRun';
  /** 登録される行数 (created): 誤った行がないとき */
  created: Scalars['Int']['output'];
  /** すべての行エラー (errors): 行 0 は取込元自体を読めなかったもの */
  errors: Array<ExternalSourceRowError>;
  /** 誤った行数 (failed) */
  failed: Scalars['Int']['output'];
  /** 見本 (sample): 列を対応させた後の最初の50行、それぞれ項目の一覧で */
  sample: Array<Array<ExternalSourceMappedValue>>;
  /** 読込行数 (total): 取込元から読んだ行数 */
  total: Scalars['Int']['output'];
  /** 更新される行数 (updated): 誤った行がないとき */
  updated: Scalars['Int']['output'];
};

/** 取込できる項目 (external source field): 外部連携が埋められる項目。列の対応の編集で取込先ごとに出す選択肢。 */
export type ExternalSourceField = {
  __typename?: 'ExternalSourceField';
  /** 値の形式 (description): 日本語の説明 */
  description: Scalars['String']['output'];
  /** 項目名 (field): 列の対応とキー項目に書く名前 */
  field: Scalars['String']['output'];
  /** 表示名 (label) */
  label: Scalars['String']['output'];
  /** 必須 (required): ない行はエラー */
  required: Scalars['Boolean']['output'];
};

/** 外部連携一覧の絞り込み条件 (external source filter): 空の値は無視する。 */
export type ExternalSourceFilter = {
  /** 有効 (enabled): 有効かどうか */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** この日以降に失敗したもののみ (failed since): この日以降の最終実行が失敗（失敗 または 一部失敗）した取込元だけ（YYYY-MM-DD、東京時間） */
  failedSince?: InputMaybe<Scalars['String']['input']>;
  /** 種類 (kind): 完全一致。CSVファイル または HTTP JSON */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** 名称の一部 (name) */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** 対応後の値 (mapped value): 対応させた行の1項目。取込元の列の値をこちらの項目名で。 */
export type ExternalSourceMappedValue = {
  __typename?: 'ExternalSourceMappedValue';
  /** 項目名 (field name) */
  field: Scalars['String']['output'];
  /** 値 (value): 取込元から読んだまま */
  value: Scalars['String']['output'];
};

/** 外部連携の1ページ分 (external source page)。 */
export type ExternalSourcePage = {
  __typename?: 'ExternalSourcePage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの外部連携 (items) */
  items: Array<ExternalSource>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 取込エラー (external source row error): 実行の1行の問題1件。 */
export type ExternalSourceRowError = {
  __typename?: 'ExternalSourceRowError';
  /** 項目名 (field name) */
  field: Scalars['String']['output'];
  /** メッセージ (message): 日本語 */
  message: Scalars['String']['output'];
  /** 行番号 (row): データ行の番号（1 始まり）。取込元全体を読めなかったときは 0（項目 url） */
  row: Scalars['Int']['output'];
};

/** 外部連携一覧の並べ替えの列 (external source sort field)。 */
export type ExternalSourceSortField =
  /** ID (id) */
  | 'ID'
  /** 最終実行日時 (last run) */
  | 'LAST_RUN_AT'
  /** 名称 (name) */
  | 'NAME';

/** ファイル取込の content 引数の書き方 (file content encoding)。 */
export type FileContentEncoding =
  /** base64 (base64): ファイルのバイト列を base64 で（Shift_JIS/CP932 のファイルや、バイト単位で正確に送るとき） */
  | 'BASE64'
  /** テキスト (text): ファイルの文字列をそのまま（UTF-8） */
  | 'TEXT';

/** 工事の一括作成の対象 (generate constructions input): プロジェクト、または案件の一覧。 */
export type GenerateConstructionsInput = {
  /** 案件ID (matter ids) */
  matterIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** プロジェクトID (project id): そのすべての案件 */
  projectId?: InputMaybe<Scalars['ID']['input']>;
};

/** 工事の一括作成の結果 (generate constructions result)。 */
export type GenerateConstructionsResult = {
  __typename?: 'GenerateConstructionsResult';
  /** 作成した工事 (created): 指示待ち。削除されていない工事のない合意済みの案件ごとに1件。各案件は 工事手配中 になる */
  created: Array<Construction>;
  /** 対象外の案件 (skipped matter ids): 最新の交渉が 合意 で終わっていない、保留中、またはすでに削除されていない工事がある */
  skippedMatterIds: Array<Scalars['ID']['output']>;
};

/** 帳票の作成 (generate documents input): 画面の保存した設定から帳票を作成する。 */
export type GenerateDocumentsInput = {
  /** 作成する帳票種別 (document types): それぞれ画面の帳票種別のいずれか */
  documentTypes: Array<Scalars['Int']['input']>;
  /** 設定画面 (kind) */
  kind: DocumentSettingsKind;
  /** 交渉 (negotiation) */
  negotiationId: Scalars['ID']['input'];
};

/** 変更の種類 (history action): 変更がレコードにしたこと。 */
export type HistoryAction =
  /** 登録 */
  | 'CREATE'
  /** 削除 */
  | 'DELETE'
  /** 更新 */
  | 'UPDATE';

/** 変更した項目 (history change): 変更の1項目、画面の表示のまま。 */
export type HistoryChange = {
  __typename?: 'HistoryChange';
  /** 項目名 (field): レコードの項目名、例 targetType */
  field: Scalars['String']['output'];
  /** 変更前 (from): 表示用の変更前の値（区分の表示名、マスタの名前、日本時間の日時）。空なら null */
  from?: Maybe<Scalars['String']['output']>;
  /** 項目の表示名 (label): 例 種別 */
  label: Scalars['String']['output'];
  /** 伏せ字 (masked): 呼び出した人がこの項目を見られないとき true（matterRead のない人に対する顧客の連絡先） */
  masked: Scalars['Boolean']['output'];
  /** 変更後 (to): 表示用の変更後の値。空なら null */
  to?: Maybe<Scalars['String']['output']>;
};

/** 変更履歴のあるレコード (history entity): かっこ内は API の監査エンティティ。 */
export type HistoryEntity =
  /** 添付 (attachments) */
  | 'ATTACHMENT'
  /** 工事 (constructions) */
  | 'CONSTRUCTION'
  /** 工事明細 (construction_entries) */
  | 'CONSTRUCTION_ENTRY'
  /** 空き枠 (construction_free_schedules) */
  | 'CONSTRUCTION_FREE_SCHEDULE'
  /** 顧客 (customers) */
  | 'CUSTOMER'
  /** 顧客サービス (customer_services) */
  | 'CUSTOMER_SERVICE'
  /** 帳票設定 (document_settings) */
  | 'DOCUMENT_SETTINGS'
  /** 外部連携 (external_sources) */
  | 'EXTERNAL_SOURCE'
  /** 外部連携の実行 (external_source_details) */
  | 'EXTERNAL_SOURCE_DETAIL'
  /** 引込線 (line_codes) */
  | 'LINE_CODE'
  /** 連携クライアント (machine_clients) */
  | 'MACHINE_CLIENT'
  /** 案件 (matters) */
  | 'MATTER'
  /** 測定 (measurements) */
  | 'MEASUREMENT'
  /** 交渉 (negotiations) */
  | 'NEGOTIATION'
  /** 交渉履歴 (negotiation_histories) */
  | 'NEGOTIATION_HISTORY'
  /** プロジェクト (projects) */
  | 'PROJECT'
  /** 予定 (schedules) */
  | 'SCHEDULE'
  /** 対象物件 (targets) */
  | 'TARGET'
  /** 対象詳細 (target_details) */
  | 'TARGET_DETAIL'
  /** ユーザー (users; needs userManage) */
  | 'USER';

/** 変更履歴 (history entry): レコードの登録・更新・削除1件。 */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** 操作 (action) */
  action: HistoryAction;
  /** 登録, 更新 or 削除 */
  actionLabel: Scalars['String']['output'];
  /** 日時 (at) */
  at: Scalars['DateTime']['output'];
  /** 変更した項目 (changes): 管理用の列は出さない */
  changes: Array<HistoryChange>;
  /** 監査行ID (audit row id) */
  id: Scalars['ID']['output'];
  /** 操作者 (user): null はシステム（初期データ、取込ジョブ）か、その後削除されたユーザー */
  user?: Maybe<UserRef>;
};

/** 祝日 (holiday): 日本の祝日。 */
export type Holiday = {
  __typename?: 'Holiday';
  /** 日付 (date): YYYY-MM-DD */
  date: Scalars['String']['output'];
  /** 名称 (name): 例 勤労感謝の日 */
  name: Scalars['String']['output'];
};

/** 一致する全行のID (id selection): 一覧の絞り込みに一致するすべての行（画面の 一致するものをすべて選択）、一覧の順。 */
export type IdSelection = {
  __typename?: 'IdSelection';
  /** ID (ids): 最大5000件 */
  ids: Array<Scalars['ID']['output']>;
  /** 打ち切り (truncated): 5000 行を超えて一致した。ids には最初の 5000 件だけが入る */
  truncated: Scalars['Boolean']['output'];
};

/** 取込エラー (import row error): 取り込んだファイルの1行の問題1件。 */
export type ImportRowError = {
  __typename?: 'ImportRowError';
  /** 項目名 (field name) */
  field: Scalars['String']['output'];
  /** メッセージ (message): 日本語 */
  message: Scalars['String']['output'];
  /** 行番号 (row): データ行の番号、見出しの次の行が 1 */
  row: Scalars['Int']['output'];
};

/** 引込線 (drop line): 引込線1本（REST /basis/line-codes）。 */
export type LineCode = {
  __typename?: 'LineCode';
  /** 変更できる状態 (allowed statuses): 呼び出した人がいま設定できる状態（使用中 → 撤去予定 → 撤去済、撤去済 が最終）。LINE_CODE_EDIT がなければ空 */
  allowedStatuses: Array<Scalars['String']['output']>;
  /** ケーブル種別 (cable type): 同軸5C, 同軸7C, 光ドロップ */
  cableType?: Maybe<Scalars['String']['output']>;
  /** できる操作 (actions): 呼び出した人がいまこの引込線にできること */
  can: LineCodeActions;
  /** 撤去工事 (construction): 引込線を撤去した工事 */
  construction?: Maybe<Construction>;
  /** 撤去工事ID (construction id): 引込線を撤去した工事 */
  constructionId?: Maybe<Scalars['ID']['output']>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 引込線コード (line code): 重複不可 */
  lineCode: Scalars['String']['output'];
  /** 回線種別 (line kind): 放送, 通信, 共用 */
  lineKind?: Maybe<Scalars['String']['output']>;
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 電柱番号 (pole number): 例 森ケ崎 190 */
  poleNumber?: Maybe<Scalars['String']['output']>;
  /** 電柱所有者 (pole owner) */
  poleOwner?: Maybe<Scalars['String']['output']>;
  /** 撤去承諾日時 (removal consent at) */
  removalConsentAt?: Maybe<Scalars['DateTime']['output']>;
  /** 撤去日時 (removed at) */
  removedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 状態 (status): 使用中, 撤去予定, 撤去済 */
  status: Scalars['String']['output'];
  /** 対象物件 (target): 引込線がつながる対象物件 */
  target?: Maybe<Target>;
  /** 住戸 (target detail): 引込線がつながる住戸 */
  targetDetail?: Maybe<TargetDetail>;
  /** 住戸ID (target detail id) */
  targetDetailId?: Maybe<Scalars['ID']['output']>;
  /** 対象物件ID (target id) */
  targetId?: Maybe<Scalars['ID']['output']>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** できる操作 (line code actions): 呼び出した人がいま引込線にできること。API が呼び出した人の権限フラグから決める。 */
export type LineCodeActions = {
  __typename?: 'LineCodeActions';
  /** 削除 (delete): 削除できる（LINE_CODE_EDIT） */
  delete: Scalars['Boolean']['output'];
};

/** 引込線一覧の絞り込み条件 (line code filter): 空の値は無視する。 */
export type LineCodeFilter = {
  /** ケーブル種別 (cable types): いずれかに一致。同軸5C, 同軸7C, 光ドロップ。ほかの語は BAD_USER_INPUT で拒否 */
  cableType?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 撤去工事ID (construction ids): いずれかに一致 */
  constructionId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 撤去承諾あり (has removal consent): true なら撤去承諾日のある引込線だけ、false ならないものだけ */
  hasRemovalConsent?: InputMaybe<Scalars['Boolean']['input']>;
  /** 引込線コードの一部 (line code) */
  lineCode?: InputMaybe<Scalars['String']['input']>;
  /** 回線種別 (line kinds): いずれかに一致。放送, 通信, 共用 */
  lineKind?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 電柱番号の一部 (pole number) */
  poleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 撤去承諾日の開始 (removal consent from): この日以降（YYYY-MM-DD、東京時間） */
  removalConsentFrom?: InputMaybe<Scalars['String']['input']>;
  /** 撤去承諾日の終了 (removal consent to): この日以前（YYYY-MM-DD、東京時間、その日の終わりまで） */
  removalConsentTo?: InputMaybe<Scalars['String']['input']>;
  /** 状態 (statuses): いずれかに一致。使用中, 撤去予定, 撤去済 */
  status?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 対象物件ID (target ids): いずれかに一致 */
  targetId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** 引込線取込の結果 (line code import result)。 */
export type LineCodeImportResult = {
  __typename?: 'LineCodeImportResult';
  /** 登録した引込線の数 (created): 検証のみ（dry run）では登録される数 */
  created: Scalars['Int']['output'];
  /** 何も書き込まなかったとき true (dry run) */
  dryRun: Scalars['Boolean']['output'];
  /** 行ごとのエラー (row errors): 検証のみ（dry run）のとき。エラーのある本番実行は全体が拒否される */
  errors: Array<ImportRowError>;
  /** 書き込んだ引込線のID (line code ids): ファイルの順 */
  lineCodeIds: Array<Scalars['ID']['output']>;
  /** データ行数 (total): ファイルの行数。本番実行では書き込んだ行数 */
  total: Scalars['Int']['output'];
  /** 更新した既存の引込線の数 (updated): 検証のみ（dry run）では更新される数 */
  updated: Scalars['Int']['output'];
  /** エラーのない行数 (valid): 本番実行では書き込んだ行数 */
  valid: Scalars['Int']['output'];
};

/** 引込線の1ページ分 (line code page)。 */
export type LineCodePage = {
  __typename?: 'LineCodePage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの引込線 (items) */
  items: Array<LineCode>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 引込線一覧の並べ替えの列 (line code sort field)。 */
export type LineCodeSortField =
  /** ケーブル種別 (cable type) */
  | 'CABLE_TYPE'
  /** ID (id) */
  | 'ID'
  /** 引込線コード (line code) */
  | 'LINE_CODE'
  /** 回線種別 (line kind) */
  | 'LINE_KIND'
  /** 電柱番号 (pole number) */
  | 'POLE_NUMBER'
  /** 撤去承諾日時 (removal consent time) */
  | 'REMOVAL_CONSENT_AT'
  /** 撤去日時 (removal time) */
  | 'REMOVED_AT'
  /** 状態 (status) */
  | 'STATUS'
  /** 対象物件ID (target id) */
  | 'TARGET_ID'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** ライブ更新の1件 (live change): 変わった記録のIDと版数だけ。購読者に見える記録だけが届く。中身は改めて問い合わせる（Query の同じ記録）。 */
export type LiveChange = {
  __typename?: 'LiveChange';
  /** 削除されたか (deleted) */
  deleted: Scalars['Boolean']['output'];
  /** 記録のID (id) */
  id: Scalars['ID']['output'];
  /** 更新した人 (updated by): 自分の保存と他のユーザーの保存を見分ける。削除なら null */
  updatedBy?: Maybe<UserRef>;
  /** 更新後の版数 (version)。削除なら null */
  version?: Maybe<Scalars['Int']['output']>;
};

/** 連携クライアント (machine client): an integration's app client using the OAuth 2.0 client-credentials grant (REST /basis/machine-clients). */
export type MachineClient = {
  __typename?: 'MachineClient';
  /** 協力会社 (partner company): set, the client sees only that company's work */
  associateCompany?: Maybe<NamedItem>;
  /** アプリクライアントID (app client id): made by the product in local mode, Cognito's in production */
  clientId: Scalars['String']['output'];
  /** 登録日時 (created at) */
  createdAt: Scalars['DateTime']['output'];
  /** 停止中 (disabled): its tokens are refused and no new token is issued */
  disabled: Scalars['Boolean']['output'];
  /** シークレットあり (has a secret): the product keeps its secret's hash (local mode) */
  hasSecret: Scalars['Boolean']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 最終利用日時 (last used): when a token of the client was last accepted (to the minute) */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 名称 (name), also how the history names what the client wrote */
  name: Scalars['String']['output'];
  /** スコープ (scopes): read scopes and permission flags the client's tokens may carry */
  scopes: Array<MachineScope>;
  /** 更新日時 (updated at) */
  updatedAt: Scalars['DateTime']['output'];
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** シークレット付きの連携クライアント (machine client with secret): 作ったとき、またはシークレットを作り直したときに一度だけ返す。 */
export type MachineClientWithSecret = {
  __typename?: 'MachineClientWithSecret';
  /** 連携クライアント (client) */
  client: MachineClient;
  /** シークレット (client secret): shown this once; null for a Cognito app client */
  secret?: Maybe<Scalars['String']['output']>;
};

/** スコープ (scope) of a machine client: on its token as `cfx/<name>` (resource server `cfx`). */
export type MachineScope =
  /** 工事の編集 (constructionEdit) */
  | 'CONSTRUCTION_EDIT'
  /** 工事・測定の参照 (constructionRead): constructions, entries, measurements, schedules */
  | 'CONSTRUCTION_READ'
  /** 工事指示 (instructionSend) */
  | 'INSTRUCTION_SEND'
  /** 引込線の編集 (lineCodeEdit) */
  | 'LINE_CODE_EDIT'
  /** 引込線の参照 (lineCodeRead): drop-line records */
  | 'LINE_CODE_READ'
  /** マスタ管理 (masterManage) */
  | 'MASTER_MANAGE'
  /** マスタの参照 (masterRead): master lists */
  | 'MASTER_READ'
  /** 案件の参照 (matterRead): projects and matters */
  | 'MATTER_READ'
  /** 交渉の編集 (negotiationEdit) */
  | 'NEGOTIATION_EDIT'
  /** 交渉・帳票の参照 (negotiationRead): negotiations, their documents and files */
  | 'NEGOTIATION_READ'
  /** 対象物件の編集 (targetEdit) */
  | 'TARGET_EDIT'
  /** 対象物件の参照 (targetRead): targets, details, customers, services */
  | 'TARGET_READ'
  /** ユーザー管理 (userManage) */
  | 'USER_MANAGE';

/** 管理者向けの数値 (manager figures): プロジェクト、交渉の結果、班の空き枠、最近の失敗。 */
export type ManagerFigures = {
  __typename?: 'ManagerFigures';
  /** 測定不合格の工事 (failed measurements): 直近7日に測定した不合格の測定がある工事（constructions failedSince） */
  failedMeasurements: Scalars['Int']['output'];
  /** 失敗した外部連携 (failed runs): 直近7日の最終実行が失敗（失敗 または 一部失敗）した外部連携（externalSources failedSince） */
  failedRuns: Scalars['Int']['output'];
  /** プロジェクト別の案件数 (matters by project): 完了 でない全プロジェクトのステータス別の案件数 */
  mattersByProject: Array<ProjectStatusCounts>;
  /** 週ごとの交渉結果 (negotiations by week): 合意 と 不成立 で完了した交渉の週ごとの数、今週までの直近8週 */
  negotiationsByWeek: Array<WeekOutcome>;
  /** 直近7日の初日 (since): YYYY-MM-DD（failedMeasurements と failedRuns はこの日から数える） */
  since: Scalars['String']['output'];
  /** 班の空き枠 (team capacity): 今日から14日間の各班の枠数・予約数・残り枠 */
  teamCapacity: Array<TeamCapacity>;
};

/** マスタの項目 (master item): そのマスタにない項目は null。 */
export type MasterItem = {
  __typename?: 'MasterItem';
  /** 協力会社 (partner company): 班のみ。名前付き */
  associateCompany?: Maybe<NamedItem>;
  /** 協力会社ID (partner company id): 班のみ。班が属する協力会社 */
  associateCompanyId?: Maybe<Scalars['Int']['output']>;
  /** 機器回線種別 (device line type): 機器型番のみ。0 未選択, 1 V-ONU, 2 R-ONU */
  deviceLineType?: Maybe<Scalars['Int']['output']>;
  /** 機器回線種別の表示名 (device line type label): 機器型番のみ */
  deviceLineTypeLabel?: Maybe<Scalars['String']['output']>;
  /** ID (primary key): マスタの中で一意 */
  id: Scalars['Int']['output'];
  /** マスタの種類 (kind): 項目が属するマスタ。ID はマスタをまたいで重なるので、(kind, id) が項目のキー */
  kind: MasterKind;
  /** 表示名 (display name): 日本語 */
  name: Scalars['String']['output'];
  /** 廃止 (retired): プルダウンには出ないが、使っているレコードでは名前が出る（プロジェクトは常に false） */
  retired: Scalars['Boolean']['output'];
  /** 廃止日時 (retired at): null は使用中 */
  retiredAt?: Maybe<Scalars['DateTime']['output']>;
  /** 表示順 (sort order): プルダウンでの位置（プロジェクトは null） */
  sortOrder?: Maybe<Scalars['Int']['output']>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す（プロジェクトは null） */
  version?: Maybe<Scalars['Int']['output']>;
};

/** マスタ (master kind): docs/DOMAIN.md のマスタ一覧（REST `/pair/<kind in kebab case>`）。 */
export type MasterKind =
  /** 協力会社 (/pair/associate-companies) */
  | 'ASSOCIATE_COMPANIES'
  /** 発注元 (/pair/clients) */
  | 'CLIENTS'
  /** 契約詳細種別 (/pair/contract-detail-types) */
  | 'CONTRACT_DETAIL_TYPES'
  /** 契約受付者 (/pair/contract-receivers) */
  | 'CONTRACT_RECEIVERS'
  /** 契約種別 (/pair/contract-types) */
  | 'CONTRACT_TYPES'
  /** 顧客サービス品目 (/pair/customer-service-items) */
  | 'CUSTOMER_SERVICE_ITEMS'
  /** 機器設置種別 (/pair/device-installation-types) */
  | 'DEVICE_INSTALLATION_TYPES'
  /** 機器型番, each with its device line type (/pair/device-models) */
  | 'DEVICE_MODELS'
  /** 業務区分 (/pair/job-categories) */
  | 'JOB_CATEGORIES'
  /** 交渉完了理由; fixed by the spec, read-only (/pair/negotiation-complete-reasons) */
  | 'NEGOTIATION_COMPLETE_REASONS'
  /** 交渉ステータス; fixed by the spec, read-only (/pair/negotiation-statuses) */
  | 'NEGOTIATION_STATUSES'
  /** プロジェクト; read-only here, edited on the project screen (/pair/projects) */
  | 'PROJECTS'
  /** 権限種別; fixed by the spec, read-only (/pair/role-types) */
  | 'ROLE_TYPES'
  /** 予定種別; fixed by the spec, read-only (/pair/schedule-types) */
  | 'SCHEDULE_TYPES'
  /** 設置場所種別 (/pair/target-installation-types) */
  | 'TARGET_INSTALLATION_TYPES'
  /** 物件種別; fixed by the spec, read-only (/pair/target-types) */
  | 'TARGET_TYPES'
  /** 班, each of a partner company (/pair/teams) */
  | 'TEAMS';

/** 画面に出すマスタ (master kind info): 種類・表示名・編集できるか。 */
export type MasterKindInfo = {
  __typename?: 'MasterKindInfo';
  /** 編集できるか (editable): createMasterItem/updateMasterItem/deleteMasterItem が受け付けるか（固定のマスタは false） */
  editable: Scalars['Boolean']['output'];
  /** マスタの種類 (kind) */
  kind: MasterKind;
  /** マスタの表示名 (label): 協力会社… */
  label: Scalars['String']['output'];
};

/** 案件 (matter): 1つのプロジェクトの1つの対象物件（REST /basis/matters、コード MT-00000042）。 */
export type Matter = {
  __typename?: 'Matter';
  /** 変更できるステータス (allowed statuses): 呼び出した人がいま手で設定できるステータスコード。9 保留 とその前のステータスへの戻り、工事完了 か 不成立 からの 7 完了。ほかの変更は交渉と工事に従う。TARGET_EDIT がなければ空 */
  allowedStatuses: Array<Scalars['Int']['output']>;
  /** 担当者 (assignee) */
  assignee?: Maybe<UserRef>;
  /** 担当者のユーザーID (assignee user id) */
  assigneeUserId?: Maybe<Scalars['Int']['output']>;
  /** できる操作 (actions): 呼び出した人がいまこの案件にできること */
  can: MatterActions;
  /** 表示コード (display code): MT-00000042 */
  code: Scalars['String']['output'];
  /** 工事 (constructions): 案件の工事 */
  constructions: Array<Construction>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 期日 (due date): YYYY-MM-DD */
  dueDate?: Maybe<Scalars['String']['output']>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 交渉 (negotiations): 案件の交渉 */
  negotiations: Array<Negotiation>;
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** プロジェクト (project) */
  project?: Maybe<Project>;
  /** プロジェクトID (project id) */
  projectId: Scalars['ID']['output'];
  /** ステータスコード (status code): 1 未着手, 2 交渉中, 3 合意, 4 不成立, 5 工事手配中, 6 工事完了, 7 完了, 9 保留 */
  status: Scalars['Int']['output'];
  /** 保留前の状態 (status before hold): 保留（9 保留）中のとき、その前のステータス。保留を解除するとこれに戻る。それ以外は null */
  statusBeforeHold?: Maybe<Scalars['Int']['output']>;
  /** 保留前の状態の表示名 (status before hold label) */
  statusBeforeHoldLabel?: Maybe<Scalars['String']['output']>;
  /** ステータスの表示名 (status label): 例 交渉中 */
  statusLabel: Scalars['String']['output'];
  /** 対象物件 (target) */
  target?: Maybe<Target>;
  /** 住戸 (target detail): 案件が1つの住戸についてのとき */
  targetDetail?: Maybe<TargetDetail>;
  /** 住戸ID (target detail id): 案件が1つの住戸についてのとき */
  targetDetailId?: Maybe<Scalars['ID']['output']>;
  /** 対象物件ID (target id) */
  targetId: Scalars['ID']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
  /** 工事種別コード (work type code): 1 放送, 2 通信, 3 放送+通信, 4 引込線撤去 */
  workType: Scalars['Int']['output'];
  /** 工事種別の表示名 (work type label) */
  workTypeLabel: Scalars['String']['output'];
};

/** できる操作 (matter actions): 呼び出した人がいま案件にできること。API がワークフロー・レコード・呼び出した人の権限フラグから決める。 */
export type MatterActions = {
  __typename?: 'MatterActions';
  /** 工事の作成 (create construction): createConstruction か generateConstructions で工事を作れる（CONSTRUCTION_EDIT。最新の交渉が 合意 で終わり、削除されていない工事がない） */
  createConstruction: Scalars['Boolean']['output'];
  /** 削除 (delete): 削除できる（TARGET_EDIT があり、交渉も工事もない） */
  delete: Scalars['Boolean']['output'];
  /** 交渉指示 (instruct negotiation): createNegotiation で交渉を指示できる（NEGOTIATION_EDIT。案件が 未着手・交渉中・不成立 のいずれかで、未完了の交渉がない） */
  instructNegotiation: Scalars['Boolean']['output'];
};

/** 案件一覧の絞り込み条件 (matter filter): 空の値は無視する。 */
export type MatterFilter = {
  /** 担当者のユーザーID (assignee user ids): いずれかに一致 */
  assigneeUserId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 期日の開始 (due from): YYYY-MM-DD */
  dueFrom?: InputMaybe<Scalars['String']['input']>;
  /** 期日の終了 (due to): YYYY-MM-DD */
  dueTo?: InputMaybe<Scalars['String']['input']>;
  /** 交渉指示できる案件のみ (instructable): true なら交渉を指示できる案件だけ（未着手・交渉中・不成立 のいずれかで、未完了の交渉がない） */
  instructable?: InputMaybe<Scalars['Boolean']['input']>;
  /** 期限切れのみ (overdue): true なら期限切れの案件だけ（期日が東京時間で今日より前で、未完了） */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  /** プロジェクトID (project ids): いずれかに一致 */
  projectId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** ステータスコード (status codes): いずれかに一致 */
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 対象物件ID (target ids): いずれかに一致 */
  targetId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 工事種別コード (work type codes): いずれかに一致 */
  workType?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** 案件の1ページ分 (matter page)。 */
export type MatterPage = {
  __typename?: 'MatterPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの案件 (items) */
  items: Array<Matter>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 案件一覧の並べ替えの列 (matter sort field)。 */
export type MatterSortField =
  /** 担当者 (assignee) */
  | 'ASSIGNEE_USER_ID'
  /** 期日 (due date) */
  | 'DUE_DATE'
  /** ID (id) */
  | 'ID'
  /** プロジェクト (project) */
  | 'PROJECT_ID'
  /** ステータス (status) */
  | 'STATUS'
  /** 対象物件 (target) */
  | 'TARGET_ID'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** ステータス別の案件数 (matter status count): プロジェクトの案件のうち1つのステータスにあるものの数。 */
export type MatterStatusCount = {
  __typename?: 'MatterStatusCount';
  /** 案件数 (count) */
  count: Scalars['Int']['output'];
  /** 案件ステータスコード (matter status code) */
  status: Scalars['Int']['output'];
  /** ステータスの表示名 (status label) */
  statusLabel: Scalars['String']['output'];
};

/** 測定 (measurement): 光パワーの測定1件（REST /basis/measurements）。しきい値と判定は API が計算する。 */
export type Measurement = {
  __typename?: 'Measurement';
  /** 工事 (construction) */
  construction?: Maybe<Construction>;
  /** 工事ID (construction id) */
  constructionId: Scalars['ID']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 判定 (judgement): 合格 または 不合格（しきい値がないときは null） */
  judgement?: Maybe<Scalars['String']['output']>;
  /** 測定日時 (measured at) */
  measuredAt: Scalars['DateTime']['output'];
  /** 測定者のユーザーID (measured by) */
  measuredBy?: Maybe<Scalars['Int']['output']>;
  /** 測定者 (measured by): 氏名 */
  measuredByUser?: Maybe<UserRef>;
  /** 合格 (passed): 判定が 合格 のとき true */
  passed: Scalars['Boolean']['output'];
  /** 測定箇所 (measurement point): 光コンセント, V-ONU入力, R-ONU入力, クロージャ */
  point: Scalars['String']['output'];
  /** 測定値 (optical power): dBm、小数2桁 */
  powerDbm: Scalars['Float']['output'];
  /** 上限値 (upper threshold): dBm、測定時に写す */
  thresholdMax?: Maybe<Scalars['Float']['output']>;
  /** 下限値 (lower threshold): dBm、測定時に写す */
  thresholdMin?: Maybe<Scalars['Float']['output']>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
  /** 波長 (wavelength): nm 単位、1310・1490・1550 */
  wavelengthNm: Scalars['Int']['output'];
};

/** 測定値一覧の絞り込み条件 (measurement filter): 空の値は無視する。 */
export type MeasurementFilter = {
  /** 工事ID (construction ids): いずれかに一致 */
  constructionId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 判定 (judgement): 合格 または 不合格 */
  judgement?: InputMaybe<Scalars['String']['input']>;
};

/** 測定値の1ページ分 (measurement page)。 */
export type MeasurementPage = {
  __typename?: 'MeasurementPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの測定値 (items) */
  items: Array<Measurement>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 測定値一覧の並べ替えの列 (measurement sort field)。 */
export type MeasurementSortField =
  /** ID (id) */
  | 'ID'
  /** 測定日時 (measurement time) */
  | 'MEASURED_AT';

/** 測定しきい値 (measurement threshold): 1つの測定点・1つの波長で合格とする光パワー（REST /pair/measurement-thresholds）。測定はその測定点と波長の行で判定する（上下限の値を含む）。行のない測定は拒否する。 */
export type MeasurementThreshold = {
  __typename?: 'MeasurementThreshold';
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** ID (primary key) */
  id: Scalars['Int']['output'];
  /** 上限値 (upper bound): dBm、その値を含む、小数2桁 */
  maxDbm: Scalars['Float']['output'];
  /** 下限値 (lower bound): dBm、その値を含む、小数2桁 */
  minDbm: Scalars['Float']['output'];
  /** 測定箇所 (measurement point): 光コンセント, V-ONU入力, R-ONU入力, クロージャ */
  point: Scalars['String']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
  /** 波長 (wavelength): nm 単位、1310・1490・1550 */
  wavelengthNm: Scalars['Int']['output'];
};

/** 書き込みの入口 (mutation)。 */
export type Mutation = {
  __typename?: 'Mutation';
  /** 案件の一括追加 (add matters to project): 多数の対象物件をまとめてプロジェクトに案件として追加する（REST /relation/update/projects）。すでに含まれる対象物件は飛ばし、存在しない対象物件があれば呼び出し全体を拒否する。 */
  addMattersToProject: AddMattersResult;
  /** 一括交渉指示: a negotiation for every matter with one assignee, each visit in a free hour (weekdays 9:00–17:00, one hour, not overlapping the assignee's schedules) of the window, the target's owner as counterpart. All or nothing: any matter that can't be instructed refuses the call (BAD_USER_INPUT, every refused matter named by its code). */
  bulkCreateNegotiations: Array<Negotiation>;
  /** 一括工事指示 (bulk dispatch constructions): 複数の工事を1つのトランザクションで1つの班に指示する（指示済）。すべて成功かすべて失敗。拒否するときは拒否した工事をすべてコードで示す。 */
  bulkDispatchConstructions: Array<Construction>;
  /** 案件の一括更新 (bulk update matters): 多数の案件の担当者・ステータス・期日を1つのトランザクションで変更する（REST /bulk/update/matters）。古い版数やない案件が1件でもあれば何も変わらない（CONFLICT / NOT_FOUND）。 */
  bulkUpdateMatters: Array<Matter>;
  /** ファイルを添付として保存する (create attachment)。必要な権限フラグは添付先の編集フラグ（交渉: NEGOTIATION_EDIT、工事: CONSTRUCTION_EDIT、その他: TARGET_EDIT）で、API が確かめる。 */
  createAttachment: Attachment;
  /** 工事を登録する (create construction)。 */
  createConstruction: Construction;
  /** 工事明細を追加する (create construction entry)。 */
  createConstructionEntry: ConstructionEntry;
  /** 班の空き枠を開ける (create free schedule)。 */
  createConstructionFreeSchedule: ConstructionFreeSchedule;
  /** 顧客を登録する (create customer)。 */
  createCustomer: Customer;
  /** 契約内容を登録する (create customer service)。 */
  createCustomerService: CustomerService;
  /** 外部連携を登録する (create external source)。 */
  createExternalSource: ExternalSource;
  /** 引込線を登録する (create line code)。 */
  createLineCode: LineCode;
  /** 連携クライアントを登録する (create machine client): ローカルモードでは ID とシークレットを作り、シークレットを一度だけ返す。 */
  createMachineClient: MachineClientWithSecret;
  /** マスタに項目を追加する (create master item): 編集できるマスタのみ（固定のマスタは BAD_USER_INPUT）。 */
  createMasterItem: MasterItem;
  /** 案件を登録する (create matter): 1つのプロジェクトの1つの対象物件。 */
  createMatter: Matter;
  /** 測定を記録する (create measurement): API がしきい値を写して判定する。 */
  createMeasurement: Measurement;
  /** 測定しきい値を追加する (create measurement threshold): 測定点と波長ごとに1行。 */
  createMeasurementThreshold: MeasurementThreshold;
  /** 交渉を登録する (create negotiation): 案件への交渉指示。Matter.can.instructNegotiation を参照。未着手 または 不成立 の案件を 交渉中 にする。 */
  createNegotiation: Negotiation;
  /** 顧客との接触を記録する (create negotiation history)。 */
  createNegotiationHistory: NegotiationHistory;
  /** プロジェクトを登録する (create project)。 */
  createProject: Project;
  /** 予定を登録する (create schedule)。必要な権限フラグは種別による: 1 工事 は CONSTRUCTION_EDIT、2 交渉 は NEGOTIATION_EDIT（ここと API で確かめる）。 */
  createSchedule: Schedule;
  /** 対象物件を登録する (create target)。 */
  createTarget: Target;
  /** 住戸を登録する (create target detail)。 */
  createTargetDetail: TargetDetail;
  /** ユーザーを登録する (create user): 認証アカウントも作る（仮パスワード、最初のサインインで変更が必要）。 */
  createUser: User;
  /** 添付を削除する (delete attachment): 論理削除。添付先の編集フラグが必要で、API が確かめる。ID を返す。 */
  deleteAttachment: Scalars['ID']['output'];
  /** 工事を削除する (delete construction): 論理削除。ID を返す。 */
  deleteConstruction: Scalars['ID']['output'];
  /** 工事明細を削除する (delete construction entry): 論理削除。ID を返す。 */
  deleteConstructionEntry: Scalars['ID']['output'];
  /** 空き枠を削除する (delete free schedule): 論理削除。ID を返す。 */
  deleteConstructionFreeSchedule: Scalars['ID']['output'];
  /** 顧客を削除する (delete customer): 論理削除。ID を返す。 */
  deleteCustomer: Scalars['ID']['output'];
  /** 契約内容を削除する (delete customer service): 論理削除。ID を返す。 */
  deleteCustomerService: Scalars['ID']['output'];
  /** 外部連携を削除する (delete external source): 論理削除。ID を返す。 */
  deleteExternalSource: Scalars['ID']['output'];
  /** 引込線を削除する (delete line code): 論理削除。ID を返す。 */
  deleteLineCode: Scalars['ID']['output'];
  /** 連携クライアントを削除する (delete machine client): 以後そのトークンは拒否する。 */
  deleteMachineClient: Scalars['ID']['output'];
  /** マスタの項目を削除する (delete master item): 編集できるマスタのみ、論理削除。ID を返す。削除されていないレコードが使っている項目は拒否する（BAD_USER_INPUT 使用中のため削除できません。廃止にしてください）。代わりに廃止する。 */
  deleteMasterItem: Scalars['Int']['output'];
  /** 案件を削除する (delete matter): 論理削除。ID を返す。 */
  deleteMatter: Scalars['ID']['output'];
  /** 測定を削除する (delete measurement): 論理削除。ID を返す。 */
  deleteMeasurement: Scalars['ID']['output'];
  /** 測定しきい値を削除する (delete measurement threshold): 論理削除。以後その測定点と波長の測定は拒否する。ID を返す。 */
  deleteMeasurementThreshold: Scalars['Int']['output'];
  /** 交渉を削除する (delete negotiation): 論理削除。ID を返す。 */
  deleteNegotiation: Scalars['ID']['output'];
  /** 接触の記録を削除する (delete negotiation history): 論理削除。ID を返す。 */
  deleteNegotiationHistory: Scalars['ID']['output'];
  /** プロジェクトを削除する (delete project): 論理削除。ID を返す。 */
  deleteProject: Scalars['ID']['output'];
  /** 予定を削除する (delete schedule): API が予定の種別の権限フラグを確かめる。ID を返す。 */
  deleteSchedule: Scalars['ID']['output'];
  /** 対象物件を削除する (delete target): 論理削除。ID を返す。 */
  deleteTarget: Scalars['ID']['output'];
  /** 住戸を削除する (delete target detail): 論理削除。ID を返す。 */
  deleteTargetDetail: Scalars['ID']['output'];
  /** ユーザーを削除する (delete user): 論理削除し、認証アカウントを無効にする。ID を返す。 */
  deleteUser: Scalars['ID']['output'];
  /** 工事指示 (dispatch construction): Construction.can.dispatch / schedule を参照。班だけなら 指示済、班と日付・時間帯なら空き枠を予約して 日程確定 にする。 */
  dispatchConstruction: Construction;
  /** 外部連携を試行する (dry run external source、REST /bulk/execute/external-sources?dryRun=true): 行を対応させて確かめ、必ずロールバックするトランザクションの中で反映する。何も反映・記録せず、無効の取込元も試せる。CSV の取込元は content を読み（Shift_JIS のファイルは base64、取込元の文字コードに従う）、HTTP JSON の取込元は URL から取得する。 */
  dryRunExternalSource: ExternalSourceDryRun;
  /** 外部連携を実行する (execute external source、REST /bulk/execute/external-sources)。CSV の取込元は content を読み（テキスト、Shift_JIS のファイルは base64）、HTTP JSON の取込元は URL から取得する（許可したホストのみ、10 MB、10 秒。取得に失敗すると エラー 外部連携先からデータを取得できませんでした 1件の 失敗 の実行になる）。中途半端には反映しない: 誤った行が1行でもあれば何も反映せず、すべての誤った行とともに 失敗 として記録する。 */
  executeExternalSource: ExternalSourceDetail;
  /** 工事の一括作成 (generate constructions): 最新の交渉が 合意 で終わった案件に工事（指示待ち）を作る（REST /basis/construction-generate）。1つのトランザクションで行う。 */
  generateConstructions: GenerateConstructionsResult;
  /** 帳票を作成する (generate documents): 選んだ帳票を画面の保存した設定（保存したことがなければ既定値）から作る。各 PDF は交渉の新しい添付として保存する（REST POST /documents/generate）。頼んだ順に返す。 */
  generateDocuments: Array<Attachment>;
  /** 引込線のCSV取込 (import line codes、REST /import/line-codes): 事業者の引込線台帳を取り込む。ファイルは content 引数で渡す: 文字列（contentEncoding TEXT）か、バイト列を base64 で（BASE64。BOM あり・なしの UTF-8 と Shift_JIS/CP932 を判別する）。見出し: 引込線コード（必須）, 対象物件コード（TA-00000042 または番号）, 部屋番号（その対象物件の住戸）, 電柱番号, 電柱所有者, ケーブル種別, 回線種別, 状態, 撤去承諾日（YYYY-MM-DD または YYYY/MM/DD）, 備考（英語の項目名も可）。既存の引込線コードはその引込線を更新し（ファイルにある列だけ。空のセルは空にする）、新しいコードは登録する。1つのファイルに同じコードが2回あれば後の行をエラーにする。状態はワークフローに沿ってだけ進み、撤去済 は編集画面で撤去日時とともに設定する。dryRun が true なら行ごとのエラーを返し何も書き込まない。本番実行はすべての行を書き込むか、1行でも誤りがあれば何も書き込まない（BAD_USER_INPUT、メッセージは fieldErrors の file に入る）。 */
  importLineCodes: LineCodeImportResult;
  /** 対象物件のCSV取込 (import targets、REST /import/targets)。ファイルは content 引数で渡す: 文字列をそのまま（contentEncoding TEXT、UTF-8）か、バイト列を base64 で（BASE64。BOM あり・なしの UTF-8 と Shift_JIS/CP932 を判別する）。1行目は見出し: 物件種別, 物件名, 物件名カナ, 郵便番号, 都道府県, 市区町村, 町域, 番地, 建物名, 緯度, 経度, 電柱番号, 電柱所有者, 発注元ID, 総戸数, 備考（英語の項目名も可）。dryRun が true なら行ごとのエラーを返し何も書き込まない。本番実行はすべての行を書き込むか、1行でも誤りがあれば何も書き込まない（BAD_USER_INPUT、メッセージは fieldErrors の file に入る）。 */
  importTargets: TargetImportResult;
  /** 何もしない (noop): mutation の入口に届くことを示す。true を返す。 */
  noop: Scalars['Boolean']['output'];
  /** 項目を並べ替える (reorder master items): 編集できるマスタの全項目（廃止したものを含む）をこの順にする。表示順 1, 2, 3…、1つのトランザクションで。新しい順のマスタを返す。 */
  reorderMasterItems: Array<MasterItem>;
  /** 仮パスワードを再発行する (reset user password): 次のサインインで新しいパスワードを求める（変更履歴に残すがパスワードは残さない）。 */
  resetUserPassword: User;
  /** 廃止した項目を元に戻す (restore master item)。 */
  restoreMasterItem: MasterItem;
  /** 項目を廃止する (retire master item): プルダウンから外れ、使っているレコードは名前を保つ。 */
  retireMasterItem: MasterItem;
  /** シークレットを作り直す (rotate machine client secret): ローカルモードのみ。古いシークレットではすぐに新しいトークンが出なくなる。 */
  rotateMachineClientSecret: MachineClientWithSecret;
  /** 1画面分の設定を保存する (save document settings): NEGOTIATION_EDIT が必要。古い版数なら 409。 */
  saveDocumentSettings: DocumentSettings;
  /** 工事を変更する (update construction): 班・日付・時間帯の変更は工事指示で、INSTRUCTION_SEND も必要（API が確かめる）。 */
  updateConstruction: Construction;
  /** 工事明細を変更する (update construction entry)。 */
  updateConstructionEntry: ConstructionEntry;
  /** 空き枠を変更する (update free schedule)。 */
  updateConstructionFreeSchedule: ConstructionFreeSchedule;
  /** 顧客を変更する (update customer)。 */
  updateCustomer: Customer;
  /** 契約内容を変更する (update customer service)。 */
  updateCustomerService: CustomerService;
  /** 外部連携を変更する (update external source)。 */
  updateExternalSource: ExternalSource;
  /** 引込線を変更する (update line code)。 */
  updateLineCode: LineCode;
  /** 連携クライアントを変更する (update machine client): 名称・スコープ・協力会社・停止。 */
  updateMachineClient: MachineClient;
  /** マスタの項目を変更する (update master item): 編集できるマスタのみ。 */
  updateMasterItem: MasterItem;
  /** 案件を変更する (update matter)。 */
  updateMatter: Matter;
  /** 測定を変更する (update measurement): 判定しなおす。 */
  updateMeasurement: Measurement;
  /** 測定しきい値を変更する (update measurement threshold): 以後の測定は新しい上下限で判定する。 */
  updateMeasurementThreshold: MeasurementThreshold;
  /** 交渉を変更する (update negotiation)。合意 または 不成立 で完了（ステータス 6）すると、案件を 合意 または 不成立 にする。 */
  updateNegotiation: Negotiation;
  /** 接触の記録を変更する (update negotiation history)。 */
  updateNegotiationHistory: NegotiationHistory;
  /** プロジェクトを変更する (update project)。 */
  updateProject: Project;
  /** 予定を変更する (update schedule): API が予定の種別の権限フラグを確かめる。 */
  updateSchedule: Schedule;
  /** 対象物件を変更する (update target)。 */
  updateTarget: Target;
  /** 住戸を変更する (update target detail)。 */
  updateTargetDetail: TargetDetail;
  /** ユーザーを変更する (update user)。 */
  updateUser: User;
};


/** 書き込みの入口 (mutation)。 */
export type MutationAddMattersToProjectArgs = {
  input: AddMattersInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationBulkCreateNegotiationsArgs = {
  input: BulkCreateNegotiationsInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationBulkDispatchConstructionsArgs = {
  input: BulkDispatchConstructionsInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationBulkUpdateMattersArgs = {
  input: BulkUpdateMattersInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateAttachmentArgs = {
  input: CreateAttachmentInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateConstructionArgs = {
  input: CreateConstructionInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateConstructionEntryArgs = {
  input: CreateConstructionEntryInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateConstructionFreeScheduleArgs = {
  input: CreateConstructionFreeScheduleInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateCustomerArgs = {
  input: CreateCustomerInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateCustomerServiceArgs = {
  input: CreateCustomerServiceInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateExternalSourceArgs = {
  input: CreateExternalSourceInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateLineCodeArgs = {
  input: CreateLineCodeInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateMachineClientArgs = {
  input: CreateMachineClientInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateMasterItemArgs = {
  input: CreateMasterItemInput;
  kind: MasterKind;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateMatterArgs = {
  input: CreateMatterInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateMeasurementArgs = {
  input: CreateMeasurementInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateMeasurementThresholdArgs = {
  input: CreateMeasurementThresholdInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateNegotiationArgs = {
  input: CreateNegotiationInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateNegotiationHistoryArgs = {
  input: CreateNegotiationHistoryInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateProjectArgs = {
  input: CreateProjectInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateScheduleArgs = {
  input: CreateScheduleInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateTargetArgs = {
  input: CreateTargetInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateTargetDetailArgs = {
  input: CreateTargetDetailInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteAttachmentArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteConstructionArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteConstructionEntryArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteConstructionFreeScheduleArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteCustomerServiceArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteExternalSourceArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteLineCodeArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteMachineClientArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteMasterItemArgs = {
  id: Scalars['Int']['input'];
  kind: MasterKind;
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteMatterArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteMeasurementArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteMeasurementThresholdArgs = {
  id: Scalars['Int']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteNegotiationArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteNegotiationHistoryArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteProjectArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteScheduleArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteTargetArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteTargetDetailArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationDispatchConstructionArgs = {
  id: Scalars['ID']['input'];
  input: DispatchConstructionInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationDryRunExternalSourceArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
  contentEncoding?: InputMaybe<FileContentEncoding>;
  id: Scalars['ID']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationExecuteExternalSourceArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
  contentEncoding?: InputMaybe<FileContentEncoding>;
  id: Scalars['ID']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationGenerateConstructionsArgs = {
  input: GenerateConstructionsInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationGenerateDocumentsArgs = {
  input: GenerateDocumentsInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationImportLineCodesArgs = {
  content: Scalars['String']['input'];
  contentEncoding?: InputMaybe<FileContentEncoding>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
};


/** 書き込みの入口 (mutation)。 */
export type MutationImportTargetsArgs = {
  content: Scalars['String']['input'];
  contentEncoding?: InputMaybe<FileContentEncoding>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
};


/** 書き込みの入口 (mutation)。 */
export type MutationReorderMasterItemsArgs = {
  ids: Array<Scalars['Int']['input']>;
  kind: MasterKind;
};


/** 書き込みの入口 (mutation)。 */
export type MutationResetUserPasswordArgs = {
  id: Scalars['ID']['input'];
  temporaryPassword: Scalars['String']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationRestoreMasterItemArgs = {
  id: Scalars['Int']['input'];
  kind: MasterKind;
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationRetireMasterItemArgs = {
  id: Scalars['Int']['input'];
  kind: MasterKind;
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationRotateMachineClientSecretArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


/** 書き込みの入口 (mutation)。 */
export type MutationSaveDocumentSettingsArgs = {
  input: SaveDocumentSettingsInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateConstructionArgs = {
  id: Scalars['ID']['input'];
  input: UpdateConstructionInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateConstructionEntryArgs = {
  id: Scalars['ID']['input'];
  input: UpdateConstructionEntryInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateConstructionFreeScheduleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateConstructionFreeScheduleInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCustomerInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateCustomerServiceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateCustomerServiceInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateExternalSourceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateExternalSourceInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateLineCodeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateLineCodeInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateMachineClientArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMachineClientInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateMasterItemArgs = {
  id: Scalars['Int']['input'];
  input: UpdateMasterItemInput;
  kind: MasterKind;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateMatterArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMatterInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateMeasurementArgs = {
  id: Scalars['ID']['input'];
  input: UpdateMeasurementInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateMeasurementThresholdArgs = {
  id: Scalars['Int']['input'];
  input: UpdateMeasurementThresholdInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateNegotiationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateNegotiationInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateNegotiationHistoryArgs = {
  id: Scalars['ID']['input'];
  input: UpdateNegotiationHistoryInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateProjectArgs = {
  id: Scalars['ID']['input'];
  input: UpdateProjectInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateScheduleArgs = {
  id: Scalars['ID']['input'];
  input: UpdateScheduleInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateTargetArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTargetInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateTargetDetailArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTargetDetailInput;
};


/** 書き込みの入口 (mutation)。 */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/** 自分の仕事 (my work): サインインしたユーザーの未完了の仕事。各数値は同じ絞り込みでその一覧が表示するものを数える。 */
export type MyWork = {
  __typename?: 'MyWork';
  /** 今週の工事 (constructions this week): 今週予定の 日程確定 または 施工中 の工事（工事担当は自社のもの） */
  constructionsThisWeek: Scalars['Int']['output'];
  /** 今日の工事 (constructions today): 今日予定の 日程確定 または 施工中 の工事（工事担当は自社のもの） */
  constructionsToday: Scalars['Int']['output'];
  /** 測定不合格の工事 (failed measurements): 直近7日に不合格の測定がある工事（constructions failedSince）。施工班か constructionEdit がなければ null */
  failedMeasurements?: Maybe<Scalars['Int']['output']>;
  /** 撤去予定の引込線 (line codes to remove): 撤去予定 の引込線（linecode status=撤去予定）。lineCodeEdit がなければ null */
  lineCodesToRemove?: Maybe<Scalars['Int']['output']>;
  /** 自分の未完了の案件 (open matters): 完了 でない自分の案件、プロジェクトごと（担当 = 自分 のプロジェクト画面）。matterRead がなければ null */
  openMatters?: Maybe<Array<ProjectCount>>;
  /** 期限切れの案件 (overdue matters): 期日を過ぎた自分の未完了の案件、プロジェクトごと */
  overdueMatters: Array<ProjectCount>;
  /** 直近7日の初日 (since): YYYY-MM-DD（failedMeasurements はこの日から数える） */
  since: Scalars['String']['output'];
  /** 班の空き枠 (team capacity): 今日から14日間の各班の空き枠。instructionSend と constructionEdit がなければ null */
  teamCapacity?: Maybe<Array<TeamCapacity>>;
  /** 今週の訪問 (visits this week): 今週（月曜から日曜）訪問する自分の未完了の交渉 */
  visitsThisWeek: Scalars['Int']['output'];
  /** 今日の訪問 (visits today): 今日訪問する自分の未完了の交渉 */
  visitsToday: Scalars['Int']['output'];
  /** 指示待ちの工事 (waiting for dispatch): 指示待ち の工事（constructions status=1）。instructionSend と constructionEdit がなければ null */
  waitingForDispatch?: Maybe<Scalars['Int']['output']>;
};

/** マスタの項目 (named item): `/pair/...`。 */
export type NamedItem = {
  __typename?: 'NamedItem';
  /** ID (primary key) */
  id: Scalars['Int']['output'];
  /** 表示名 (display name): 日本語 */
  name: Scalars['String']['output'];
};

/** 交渉 (negotiation): 案件について顧客と行う交渉1件（REST /basis/negotiations、コード NE-00000042）。 */
export type Negotiation = {
  __typename?: 'Negotiation';
  /** 変更できるステータス (allowed statuses): 呼び出した人がいま設定できる交渉ステータスID。1–5 は互いに自由に、6 完了（completeReason を付けて）は案件が工事に進むまで。完了 になった後（最終。代わりに新しい交渉を指示する）や NEGOTIATION_EDIT がなければ空 */
  allowedStatuses: Array<Scalars['Int']['output']>;
  /** 交渉担当者 (assignee) */
  assignee?: Maybe<UserRef>;
  /** 交渉担当者のユーザーID (assignee user id) */
  assigneeUserId?: Maybe<Scalars['Int']['output']>;
  /** 添付ファイル (attachments): 交渉に添付した帳票とファイル（MATTER_READ が必要） */
  attachments?: Maybe<Array<Attachment>>;
  /** できる操作 (actions): 呼び出した人がいまこの交渉にできること */
  can: NegotiationActions;
  /** 表示コード (display code): NE-00000042 */
  code: Scalars['String']['output'];
  /** 完了理由コード (completion reason code): 0 未選択, 1 合意, 2 不成立, 3 引継ぎ（ステータス 6 完了 には必要） */
  completeReason: Scalars['Int']['output'];
  /** 完了理由の表示名 (completion reason label) */
  completeReasonLabel: Scalars['String']['output'];
  /** 完了日時 (completed at) */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 交渉相手 (customer) */
  customer?: Maybe<Customer>;
  /** 交渉相手の顧客ID (customer id) */
  customerId?: Maybe<Scalars['ID']['output']>;
  /** 接触履歴 (histories): 顧客との接触、古い順 */
  histories: Array<NegotiationHistory>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 案件 (matter) */
  matter?: Maybe<Matter>;
  /** 案件ID (matter id) */
  matterId: Scalars['ID']['output'];
  /** 交渉ステータス (status): マスタの項目 */
  negotiationStatus?: Maybe<NamedItem>;
  /** 交渉ステータスID (status id): /pair/negotiation-statuses。1 未交渉, 2 アポ調整中, 3 訪問予定, 4 交渉中, 5 再訪問, 6 完了 */
  negotiationStatusId: Scalars['Int']['output'];
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 訪問日時 (planned visit) */
  scheduledAt?: Maybe<Scalars['DateTime']['output']>;
  /** 予定 (schedules): 交渉の訪問予定 */
  schedules: Array<Schedule>;
  /** ステータスの表示名 (status label): 例 交渉中 */
  statusLabel: Scalars['String']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** できる操作 (negotiation actions): 呼び出した人がいま交渉にできること。API がワークフロー・案件・呼び出した人の権限フラグから決める。画面は実際に使えるボタンだけを表示する。 */
export type NegotiationActions = {
  __typename?: 'NegotiationActions';
  /** 完了 (complete): 完了理由を付けてステータス 6 完了 にできる（NEGOTIATION_EDIT。交渉が未完了で、案件が保留中でも工事に進んでもいない） */
  complete: Scalars['Boolean']['output'];
  /** 削除 (delete): 削除できる（NEGOTIATION_EDIT。交渉が未完了で、案件が工事に進んでいない） */
  delete: Scalars['Boolean']['output'];
  /** 担当変更 (reassign): 交渉担当者を変えられる（NEGOTIATION_EDIT。交渉が未完了で、案件が工事に進んでいない） */
  reassign: Scalars['Boolean']['output'];
};

/** 交渉一覧の絞り込み条件 (negotiation filter): 空の値は無視する。 */
export type NegotiationFilter = {
  /** 交渉担当者のユーザーID (assignee user ids): いずれかに一致 */
  assigneeUserId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 完了理由コード (completion reason codes): いずれかに一致 */
  completeReason?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 完了日時の開始 (completed from) */
  completedFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** 完了日時の終了 (completed to) */
  completedTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** 顧客ID (customer ids): いずれかに一致 */
  customerId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 案件ID (matter ids): いずれかに一致 */
  matterId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 物件名・氏名またはそのカナの一部 (name): ｶﾀｶﾅ・カタカナ・ひらがなを区別しない */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 交渉ステータスID (status ids): いずれかに一致 */
  negotiationStatusId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 未完了のみ (open): true なら完了していない交渉だけ */
  open?: InputMaybe<Scalars['Boolean']['input']>;
  /** 期限切れのみ (overdue): true なら現在より前に予定され、完了していない訪問だけ */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
  /** プロジェクトID (project ids): 案件を通じていずれかに一致 */
  projectId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 訪問日時の開始 (scheduled from) */
  scheduledFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** 訪問日時の終了 (scheduled to) */
  scheduledTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** 今日の訪問のみ (today): true なら今日（東京時間）予定の訪問だけ */
  today?: InputMaybe<Scalars['Boolean']['input']>;
};

/** 交渉履歴 (negotiation history): 顧客との接触1件（REST /basis/negotiation-histories）。 */
export type NegotiationHistory = {
  __typename?: 'NegotiationHistory';
  /** 接触日時 (contacted at) */
  contactedAt: Scalars['DateTime']['output'];
  /** 相手 (counterpart): 本人, 家族, 管理会社, その他 */
  counterpart?: Maybe<Scalars['String']['output']>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** メモ (memo) */
  memo?: Maybe<Scalars['String']['output']>;
  /** 接触方法コード (contact method code): 0 未選択, 1 訪問, 2 郵送, 3 電話, 4 その他 */
  method: Scalars['Int']['output'];
  /** 接触方法の表示名 (contact method label) */
  methodLabel: Scalars['String']['output'];
  /** 交渉 (negotiation) */
  negotiation?: Maybe<Negotiation>;
  /** 交渉ID (negotiation id) */
  negotiationId: Scalars['ID']['output'];
  /** 次回接触予定 (next contact) */
  nextContactAt?: Maybe<Scalars['DateTime']['output']>;
  /** 結果 (outcome): 不在, 説明済, 承諾, 拒否, 再訪問 */
  outcome?: Maybe<Scalars['String']['output']>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 対応者 (user) */
  user?: Maybe<UserRef>;
  /** 対応者のユーザーID (user id) */
  userId?: Maybe<Scalars['Int']['output']>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 交渉履歴一覧の絞り込み条件 (negotiation history filter): 空の値は無視する。 */
export type NegotiationHistoryFilter = {
  /** 交渉ID (negotiation ids): いずれかに一致 */
  negotiationId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 結果 (outcome): 完全一致 */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** 対応者のユーザーID (staff user ids): いずれかに一致 */
  userId?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** 交渉履歴の1ページ分 (negotiation history page)。 */
export type NegotiationHistoryPage = {
  __typename?: 'NegotiationHistoryPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの交渉履歴 (items) */
  items: Array<NegotiationHistory>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 交渉履歴一覧の並べ替えの列 (negotiation history sort field)。 */
export type NegotiationHistorySortField =
  /** 接触日時 (contact time) */
  | 'CONTACTED_AT'
  /** ID (id) */
  | 'ID'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** 交渉の1ページ分 (negotiation page)。 */
export type NegotiationPage = {
  __typename?: 'NegotiationPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの交渉 (items) */
  items: Array<Negotiation>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 交渉一覧の並べ替えの列 (negotiation sort field)。 */
export type NegotiationSortField =
  /** 完了日時 (completion) */
  | 'COMPLETED_AT'
  /** ID (id) */
  | 'ID'
  /** ステータス (status) */
  | 'NEGOTIATION_STATUS_ID'
  /** 訪問日時 (planned visit) */
  | 'SCHEDULED_AT'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** ページ情報 (page info): 一覧の答えのページ送りの情報。 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** ページ番号 (page): 1 始まり */
  page: Scalars['Int']['output'];
  /** 1ページの件数 (rows per page) */
  pageSize: Scalars['Int']['output'];
  /** 件数 (total count): 絞り込みに一致する全ページの行数（totalCountIsEstimate のときはデータベースの推定値） */
  totalCount: Scalars['Int']['output'];
  /** 推定値か (total count is estimate): true なら totalCount は数えた値でなくデータベースの推定値。絞り込みなしで 50,000 行以上の一覧のとき。約 として表示する。 */
  totalCountIsEstimate: Scalars['Boolean']['output'];
};

/** 権限フラグ (permission): ユーザーの権限種別が持つフラグ（docs/DOMAIN.md、Roles and permission flags）。 */
export type Permission =
  /** 工事の編集 (constructionEdit): 工事・工事明細・測定の登録・変更・削除 */
  | 'CONSTRUCTION_EDIT'
  /** 工事指示一覧 (construction instruction list) and dispatch */
  | 'INSTRUCTION_SEND'
  /** 引込線の編集 (lineCodeEdit): 引込線（line code）の登録・変更・削除 */
  | 'LINE_CODE_EDIT'
  /** 外部連携 (external integration) and master lists */
  | 'MASTER_MANAGE'
  /** 帳票一覧 (documents), attachments and customers' contact details */
  | 'MATTER_READ'
  /** 交渉の編集 (negotiationEdit): 交渉・交渉履歴・帳票の登録・変更・削除 */
  | 'NEGOTIATION_EDIT'
  /** 対象物件の編集 (targetEdit): 対象物件・住戸・顧客・プロジェクト・案件の登録・変更・削除 */
  | 'TARGET_EDIT'
  /** ユーザー管理 (user administration) */
  | 'USER_MANAGE';

/** 権限フラグ (permissions): サインインしたユーザーの権限種別のフラグを真偽値で。画面は権限種別から導き直さずにこれを読む。 */
export type Permissions = {
  __typename?: 'Permissions';
  /** 全レコードの参照 (all records): 事務所の全レコード（対象物件・プロジェクト・交渉）を読む。協力会社の工事担当は false で、どの一覧にも自社に指示された工事とそれに付くものだけが入る。メニューはそのユーザーにその仕事の画面だけを出す。 */
  allRecords: Scalars['Boolean']['output'];
  /** 工事の編集 (constructionEdit): 工事・工事明細・測定を編集できる */
  constructionEdit: Scalars['Boolean']['output'];
  /** 工事指示 (instructionSend): 工事指示一覧を開いて指示できる */
  instructionSend: Scalars['Boolean']['output'];
  /** 引込線の編集 (lineCodeEdit): 引込線を編集できる */
  lineCodeEdit: Scalars['Boolean']['output'];
  /** マスタ管理 (masterManage): 外部連携を開き、マスタを編集できる */
  masterManage: Scalars['Boolean']['output'];
  /** 案件の参照 (matterRead): 帳票一覧を開き、顧客の連絡先を読める */
  matterRead: Scalars['Boolean']['output'];
  /** 交渉の編集 (negotiationEdit): 交渉とその帳票を編集できる */
  negotiationEdit: Scalars['Boolean']['output'];
  /** 対象物件の編集 (targetEdit): 対象物件・住戸・顧客・プロジェクト・案件を編集できる */
  targetEdit: Scalars['Boolean']['output'];
  /** ユーザー管理 (userManage): ユーザーの一覧・登録・編集・削除ができる */
  userManage: Scalars['Boolean']['output'];
};

/** 郵便番号の住所 (postal address): 同梱の日本郵便データから引く（ネットワーク不要）。 */
export type PostalAddress = {
  __typename?: 'PostalAddress';
  /** 市区町村 (city) */
  city: Scalars['String']['output'];
  /** 郵便番号 (postal code): ハイフンなしの7桁 */
  postalCode: Scalars['String']['output'];
  /** 都道府県 (prefecture) */
  prefecture: Scalars['String']['output'];
  /** 町域 (town): 市区町村の残りの地域を指す郵便番号では空 */
  town: Scalars['String']['output'];
};

/** プロジェクト (project): 発注元の移行プロジェクト（REST /basis/projects、コード PR-00000042）。 */
export type Project = {
  __typename?: 'Project';
  /** 変更できるステータス (allowed statuses): 呼び出した人がいま設定できるステータスコード（docs/DOMAIN.md Workflows: 準備中 → 進行中 → 完了、完了 は未完了の案件がないときだけ）。TARGET_EDIT がなければ空 */
  allowedStatuses: Array<Scalars['Int']['output']>;
  /** できる操作 (actions): 呼び出した人がいまこのプロジェクトにできること */
  can: ProjectActions;
  /** 発注元 (client) */
  client?: Maybe<NamedItem>;
  /** 発注元ID (client id): /pair/clients */
  clientId?: Maybe<Scalars['Int']['output']>;
  /** 表示コード (display code): PR-00000042 */
  code: Scalars['String']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 終了日 (end date): YYYY-MM-DD */
  endDate?: Maybe<Scalars['String']['output']>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 業務区分 (job category) */
  jobCategory?: Maybe<NamedItem>;
  /** 業務区分ID (job category id): /pair/job-categories */
  jobCategoryId?: Maybe<Scalars['Int']['output']>;
  /** 責任者 (manager) */
  manager?: Maybe<UserRef>;
  /** 責任者のユーザーID (manager user id) */
  managerUserId?: Maybe<Scalars['Int']['output']>;
  /** ステータス別の案件数 (matter counts): 削除されていない案件をステータスごとに数えたもの（件数のあるステータスだけ、ステータス順）。1ページ分を1回の問い合わせで */
  matterCounts: Array<MatterStatusCount>;
  /** プロジェクト名 (project name) */
  name: Scalars['String']['output'];
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: Maybe<Scalars['String']['output']>;
  /** ステータスコード (status code): 1 準備中, 2 進行中, 3 完了 */
  status: Scalars['Int']['output'];
  /** ステータスの表示名 (status label) */
  statusLabel: Scalars['String']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
  /** 工事種別コード (work type code): 1 放送, 2 通信, 3 放送+通信, 4 引込線撤去 */
  workType: Scalars['Int']['output'];
  /** 工事種別の表示名 (work type label) */
  workTypeLabel: Scalars['String']['output'];
};

/** できる操作 (project actions): 呼び出した人がいまプロジェクトにできること。API がワークフロー・レコード・呼び出した人の権限フラグから決める。画面は実際に使えるボタンだけを表示する。 */
export type ProjectActions = {
  __typename?: 'ProjectActions';
  /** 案件の追加 (add matters): 案件を追加できる（TARGET_EDIT があり、完了 でない） */
  addMatters: Scalars['Boolean']['output'];
  /** 削除 (delete): 削除できる（TARGET_EDIT があり、案件がない） */
  delete: Scalars['Boolean']['output'];
};

/** プロジェクトの選択肢 (project choice): 一覧のプロジェクト絞り込み用。 */
export type ProjectChoice = {
  __typename?: 'ProjectChoice';
  /** 案件を追加できるか (can add matters): 閲覧者が対象物件を案件として追加できるか（TARGET_EDIT があり、プロジェクトが 完了 でない） */
  canAddMatters: Scalars['Boolean']['output'];
  /** 表示コード (display code): PR-00000042 */
  code: Scalars['String']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** プロジェクト名 (project name) */
  name: Scalars['String']['output'];
};

/** プロジェクト別の件数 (project count): 1つのプロジェクトが持つものの数。 */
export type ProjectCount = {
  __typename?: 'ProjectCount';
  /** 件数 (count) */
  count: Scalars['Int']['output'];
  /** プロジェクトID (project id) */
  projectId: Scalars['ID']['output'];
  /** プロジェクト名 (project name) */
  projectName: Scalars['String']['output'];
};

/** プロジェクト一覧の絞り込み条件 (project filter): 空の値は無視する。 */
export type ProjectFilter = {
  /** 発注元ID (client ids): いずれかに一致 */
  clientId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 業務区分ID (job category ids): いずれかに一致 */
  jobCategoryId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 責任者のユーザーID (manager user ids): いずれかに一致 */
  managerUserId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** プロジェクト名の一部 (name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** プロジェクト名の先頭 (name prefix): 登録画面の重複チェック用 */
  namePrefix?: InputMaybe<Scalars['String']['input']>;
  /** 期間の開始 (period from): YYYY-MM-DD、この日以降も続いているプロジェクト */
  periodFrom?: InputMaybe<Scalars['String']['input']>;
  /** 期間の終了 (period to): YYYY-MM-DD、この日以前に始まったプロジェクト */
  periodTo?: InputMaybe<Scalars['String']['input']>;
  /** ステータスコード (status codes): いずれかに一致 */
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 工事種別コード (work type codes): いずれかに一致 */
  workType?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** プロジェクトの1ページ分 (project page)。 */
export type ProjectPage = {
  __typename?: 'ProjectPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページのプロジェクト (items) */
  items: Array<Project>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** プロジェクト一覧の並べ替えの列 (project sort field)。 */
export type ProjectSortField =
  /** 終了日 (end date) */
  | 'END_DATE'
  /** ID (id) */
  | 'ID'
  /** プロジェクト名 (name) */
  | 'NAME'
  /** 開始日 (start date) */
  | 'START_DATE'
  /** ステータス (status) */
  | 'STATUS'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** プロジェクトのステータス別の案件数 (project status counts)。 */
export type ProjectStatusCounts = {
  __typename?: 'ProjectStatusCounts';
  /** ステータス別の案件数 (matters by status) */
  byStatus: Array<StatusCount>;
  /** プロジェクトID (project id) */
  projectId: Scalars['ID']['output'];
  /** プロジェクト名 (project name) */
  projectName: Scalars['String']['output'];
};

/** 読み取りの入口 (query)。 */
export type Query = {
  __typename?: 'Query';
  /** 担当者の選択肢 (assignable users): 削除されていない全ユーザーの名前、担当者・責任者の選択用（REST /pair/users。USER_MANAGE は不要）。 */
  assignableUsers: Array<UserRef>;
  /**
   * 協力会社 (partner companies): /pair/associate-companies。
   * @deprecated masterList(kind: ASSOCIATE_COMPANIES)
   */
  associateCompanies: Array<NamedItem>;
  /** 添付1件 (attachment): ないとき（または呼び出した人が見られないとき）は null。 */
  attachment?: Maybe<Attachment>;
  /** 添付の一覧 (attachments): 条件に一致する帳票・写真、ダウンロード一覧。MATTER_READ はすべてのファイル、工事担当は自社の工事のもの（自社の写真）だけが見え、それ以外は拒否される（FORBIDDEN）。API が決める。 */
  attachments: AttachmentPage;
  /** 一括ダウンロードURL (attachments ZIP URL): 複数の添付をまとめた ZIP 1つの、ゲートウェイのオリジン上の URL。同じ bearer トークンで GET する。ID は1–100件。呼び出した人がすべてのファイルを見られるか API が確かめる。 */
  attachmentsZipUrl: Scalars['String']['output'];
  /**
   * 発注元 (clients): /pair/clients。
   * @deprecated masterList(kind: CLIENTS)
   */
  clients: Array<NamedItem>;
  /** 工事1件 (construction): ないときは null。 */
  construction?: Maybe<Construction>;
  /** 工事明細の一覧 (construction entries): 絞り込んだ1ページ分。 */
  constructionEntries: ConstructionEntryPage;
  /** 工事明細1件 (construction entry): ないときは null。 */
  constructionEntry?: Maybe<ConstructionEntry>;
  /** 空き枠の一覧 (free schedules): 絞り込み・並べ替えた1ページ分。 */
  constructionFreeSchedules: ConstructionFreeSchedulePage;
  /** 条件に一致する全工事のID (construction ids): 一致するものをすべて選択、最大5000件。instructions が true なら工事指示一覧と同じ（ステータスの指定がなければ 指示待ち と 延期）。 */
  constructionIds: IdSelection;
  /** 工事指示一覧 (construction instructions): 指示または再指示する工事（既定のステータスは 1 指示待ち と 6 延期）。 */
  constructionInstructions: ConstructionPage;
  /** 工事の一覧 (constructions): 絞り込み・並べ替えた1ページ分（工事確認一覧）。 */
  constructions: ConstructionPage;
  /** 顧客1件 (customer): ないときは null。 */
  customer?: Maybe<Customer>;
  /** 契約内容1件 (customer service): ないときは null。 */
  customerService?: Maybe<CustomerService>;
  /** 契約内容の一覧 (customer services): 絞り込み・並べ替えた1ページ分。 */
  customerServices: CustomerServicePage;
  /** 顧客の一覧 (customers): 絞り込み・並べ替えた1ページ分。電話番号での絞り込みには MATTER_READ が必要。 */
  customers: CustomerPage;
  /** ダッシュボード (dashboard): ホーム画面の件数。 */
  dashboard: Dashboard;
  /** 帳票のプレビュー (document preview): 保存していない設定から描いた帳票1件、設定画面のその場のプレビュー用。何も保存しない。 */
  documentPreview: DocumentPreview;
  /** 帳票設定 (document settings): 交渉の1画面分の設定。保存したもの、またはレコードからの既定値。 */
  documentSettings?: Maybe<DocumentSettings>;
  /** 外部連携1件 (external source): ないときは null。 */
  externalSource?: Maybe<ExternalSource>;
  /** 実行結果1件 (external source detail): ないときは null。 */
  externalSourceDetail?: Maybe<ExternalSourceDetail>;
  /** 外部連携の実行結果の一覧 (external source details): 絞り込み・並べ替えた1ページ分。 */
  externalSourceDetails: ExternalSourceDetailPage;
  /** 取込できる項目 (external source fields): この取込先の取込元が埋められる項目（列の対応の編集の選択肢。REST /external-sources/fields）。 */
  externalSourceFields: Array<ExternalSourceField>;
  /** 外部連携の一覧 (external sources): 絞り込み・並べ替えた1ページ分。 */
  externalSources: ExternalSourcePage;
  /** 変更履歴 (history): 1つのレコードの変更履歴、新しい順。呼び出した人が読めないレコードは FORBIDDEN または NOT_FOUND。 */
  history: Array<HistoryEntry>;
  /** 祝日 (holidays): from から to まで（YYYY-MM-DD、最大1年）の日本の祝日。工事指示のカレンダーが印を付ける。 */
  holidays: Array<Holiday>;
  /** 引込線1本 (line code): ないときは null。 */
  lineCode?: Maybe<LineCode>;
  /** 条件に一致する全引込線のID (line code ids): 並べ替えた順（一致するものをすべて選択、最大5000件）。 */
  lineCodeIds: IdSelection;
  /** 引込線の一覧 (line codes): 絞り込み・並べ替えた1ページ分。 */
  lineCodes: LineCodePage;
  /** 連携クライアント1件 (one machine client), or null. */
  machineClient?: Maybe<MachineClient>;
  /** 連携クライアントの一覧 (machine clients), by name. */
  machineClients: Array<MachineClient>;
  /** マスタの一覧 (master kinds): それぞれの表示名と編集できるか。 */
  masterKinds: Array<MasterKindInfo>;
  /** マスタの項目一覧 (master list): 1つのマスタの削除されていない全項目、表示順。廃止したものは withRetired のときだけ（マスタ画面）で、プルダウンには出さない。 */
  masterList: Array<MasterItem>;
  /** 案件1件 (matter): ないときは null。 */
  matter?: Maybe<Matter>;
  /** 条件に一致する全案件のID (matter ids): 並べ替えた順（一致するものをすべて選択）。 */
  matterIds: IdSelection;
  /** 案件の一覧 (matters): 絞り込み・並べ替えた1ページ分。 */
  matters: MatterPage;
  /** 測定1件 (measurement): ないときは null。 */
  measurement?: Maybe<Measurement>;
  /** 測定しきい値の一覧 (measurement thresholds): 削除されていない全行、登録した順。 */
  measurementThresholds: Array<MeasurementThreshold>;
  /** 測定値の一覧 (measurements): 絞り込み・並べ替えた1ページ分。 */
  measurements: MeasurementPage;
  /** 交渉1件 (negotiation): ないときは null。 */
  negotiation?: Maybe<Negotiation>;
  /** 交渉履歴の一覧 (negotiation histories): 絞り込み・並べ替えた1ページ分。 */
  negotiationHistories: NegotiationHistoryPage;
  /** 交渉履歴1件 (negotiation history): ないときは null。 */
  negotiationHistory?: Maybe<NegotiationHistory>;
  /** 交渉の一覧 (negotiations): 絞り込み・並べ替えた1ページ分。 */
  negotiations: NegotiationPage;
  /** 死活確認 (ok): スキーマ自体の死活、常に true。 */
  ok: Scalars['Boolean']['output'];
  /** 郵便番号の住所 (postal address): 123-4567 や全角数字も可。不明なときは null。 */
  postalAddress?: Maybe<PostalAddress>;
  /** プロジェクト1件 (project): ないときは null。 */
  project?: Maybe<Project>;
  /** プロジェクトの選択肢 (project choices): 削除されていない全プロジェクトを一覧のプロジェクト絞り込みの選択肢として、新しい順（REST /pair/projects、数秒間すべてのリクエストで共有）。 */
  projectChoices: Array<ProjectChoice>;
  /** プロジェクトの一覧 (projects): 絞り込み・並べ替えた1ページ分。 */
  projects: ProjectPage;
  /**
   * 権限種別 (role types): /pair/role-types。
   * @deprecated masterList(kind: ROLE_TYPES)
   */
  roleTypes: Array<NamedItem>;
  /** 予定1件 (schedule): ないときは null。 */
  schedule?: Maybe<Schedule>;
  /** 予定の一覧 (schedules): 絞り込み・並べ替えた1ページ分。 */
  schedules: SchedulePage;
  /** 対象物件1件 (target): ないときは null。 */
  target?: Maybe<Target>;
  /** 住戸1件 (target detail): ないときは null。 */
  targetDetail?: Maybe<TargetDetail>;
  /** 住戸の一覧 (target details): 絞り込み・並べ替えた1ページ分。 */
  targetDetails: TargetDetailPage;
  /** 重複の候補 (target duplicates): 住所（都道府県・市区町村・町域・番地）か電柱番号が同じ、削除されていない対象物件。最大10件。 */
  targetDuplicates: Array<Target>;
  /** 条件に一致する全対象物件のID (target ids): 並べ替えた順（一致するものをすべて選択）。 */
  targetIds: IdSelection;
  /** 対象物件の一覧 (targets): 絞り込み・並べ替えた1ページ分。 */
  targets: TargetPage;
  /**
   * 班 (teams): /pair/teams。
   * @deprecated masterList(kind: TEAMS)
   */
  teams: Array<Team>;
  /** ユーザー1件 (user): ないときは null。 */
  user?: Maybe<User>;
  /** ユーザーの一覧 (users): 絞り込み・並べ替えた1ページ分。 */
  users: UserPage;
  /** サインインしたユーザー (viewer): 権限フラグを真偽値で。 */
  viewer: Viewer;
};


/** 読み取りの入口 (query)。 */
export type QueryAssignableUsersArgs = {
  permission?: InputMaybe<Permission>;
};


/** 読み取りの入口 (query)。 */
export type QueryAttachmentArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryAttachmentsArgs = {
  filter?: InputMaybe<AttachmentFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AttachmentSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryAttachmentsZipUrlArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryConstructionArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryConstructionEntriesArgs = {
  filter?: InputMaybe<ConstructionEntryFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryConstructionEntryArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryConstructionFreeSchedulesArgs = {
  filter?: InputMaybe<ConstructionFreeScheduleFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ConstructionFreeScheduleSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryConstructionIdsArgs = {
  filter?: InputMaybe<ConstructionFilter>;
  instructions?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<SortOrder>;
  sort?: InputMaybe<ConstructionSortField>;
};


/** 読み取りの入口 (query)。 */
export type QueryConstructionInstructionsArgs = {
  filter?: InputMaybe<ConstructionFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ConstructionSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryConstructionsArgs = {
  filter?: InputMaybe<ConstructionFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ConstructionSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryCustomerServiceArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryCustomerServicesArgs = {
  filter?: InputMaybe<CustomerServiceFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomerServiceSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryCustomersArgs = {
  filter?: InputMaybe<CustomerFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CustomerSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryDocumentPreviewArgs = {
  documentType: Scalars['Int']['input'];
  negotiationId: Scalars['ID']['input'];
  settings: DocumentSettingsInput;
};


/** 読み取りの入口 (query)。 */
export type QueryDocumentSettingsArgs = {
  kind: DocumentSettingsKind;
  negotiationId: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryExternalSourceArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryExternalSourceDetailArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryExternalSourceDetailsArgs = {
  filter?: InputMaybe<ExternalSourceDetailFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ExternalSourceDetailSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryExternalSourceFieldsArgs = {
  targetEntity: Scalars['String']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryExternalSourcesArgs = {
  filter?: InputMaybe<ExternalSourceFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ExternalSourceSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryHistoryArgs = {
  entity: HistoryEntity;
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryHolidaysArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryLineCodeArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryLineCodeIdsArgs = {
  filter?: InputMaybe<LineCodeFilter>;
  order?: InputMaybe<SortOrder>;
  sort?: InputMaybe<LineCodeSortField>;
};


/** 読み取りの入口 (query)。 */
export type QueryLineCodesArgs = {
  filter?: InputMaybe<LineCodeFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<LineCodeSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryMachineClientArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryMasterListArgs = {
  kind: MasterKind;
  withRetired?: InputMaybe<Scalars['Boolean']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryMatterArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryMatterIdsArgs = {
  filter?: InputMaybe<MatterFilter>;
  order?: InputMaybe<SortOrder>;
  sort?: InputMaybe<MatterSortField>;
};


/** 読み取りの入口 (query)。 */
export type QueryMattersArgs = {
  filter?: InputMaybe<MatterFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MatterSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryMeasurementArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryMeasurementThresholdsArgs = {
  point?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryMeasurementsArgs = {
  filter?: InputMaybe<MeasurementFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MeasurementSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryNegotiationArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryNegotiationHistoriesArgs = {
  filter?: InputMaybe<NegotiationHistoryFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<NegotiationHistorySortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryNegotiationHistoryArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryNegotiationsArgs = {
  filter?: InputMaybe<NegotiationFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<NegotiationSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryPostalAddressArgs = {
  postalCode: Scalars['String']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryProjectArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryProjectsArgs = {
  filter?: InputMaybe<ProjectFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProjectSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryScheduleArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QuerySchedulesArgs = {
  filter?: InputMaybe<ScheduleFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ScheduleSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryTargetArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryTargetDetailArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryTargetDetailsArgs = {
  filter?: InputMaybe<TargetDetailFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<TargetDetailSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryTargetDuplicatesArgs = {
  input: TargetDuplicateInput;
};


/** 読み取りの入口 (query)。 */
export type QueryTargetIdsArgs = {
  filter?: InputMaybe<TargetFilter>;
  order?: InputMaybe<SortOrder>;
  sort?: InputMaybe<TargetSortField>;
};


/** 読み取りの入口 (query)。 */
export type QueryTargetsArgs = {
  filter?: InputMaybe<TargetFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<TargetSortField>;
  updatedSince?: InputMaybe<Scalars['String']['input']>;
};


/** 読み取りの入口 (query)。 */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** 読み取りの入口 (query)。 */
export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  order?: InputMaybe<SortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<UserSortField>;
};

/** 1画面分の設定の保存 (save document settings input)。 */
export type SaveDocumentSettingsInput = {
  /** 設定画面 (kind) */
  kind: DocumentSettingsKind;
  /** 交渉 (negotiation) */
  negotiationId: Scalars['ID']['input'];
  /** 設定 (settings) */
  settings: DocumentSettingsInput;
  /** 読み込んだ版数 (version): 最初の保存は 0 */
  version: Scalars['Int']['input'];
};

/** 予定 (schedule): ユーザーまたは班の予約した時間（REST /basis/schedules）。 */
export type Schedule = {
  __typename?: 'Schedule';
  /** 工事 (construction): 工事のとき */
  construction?: Maybe<Construction>;
  /** 工事ID (construction id): 工事のとき */
  constructionId?: Maybe<Scalars['ID']['output']>;
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 終了日時 (end) */
  endAt: Scalars['DateTime']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 種別コード (kind code): 1 工事, 2 交渉 */
  kind: Scalars['Int']['output'];
  /** 種別の表示名 (kind label) */
  kindLabel: Scalars['String']['output'];
  /** 交渉 (negotiation): 交渉の訪問のとき */
  negotiation?: Maybe<Negotiation>;
  /** 交渉ID (negotiation id): 交渉の訪問のとき */
  negotiationId?: Maybe<Scalars['ID']['output']>;
  /** 開始日時 (start) */
  startAt: Scalars['DateTime']['output'];
  /** 班 (team) */
  team?: Maybe<NamedItem>;
  /** 班ID (team id) */
  teamId?: Maybe<Scalars['Int']['output']>;
  /** 件名 (title) */
  title: Scalars['String']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 担当者 (user) */
  user?: Maybe<UserRef>;
  /** 担当者のユーザーID (user id) */
  userId?: Maybe<Scalars['Int']['output']>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 予定一覧の絞り込み条件 (schedule filter): 空の値は無視する。 */
export type ScheduleFilter = {
  /** 工事ID (construction ids): いずれかに一致 */
  constructionId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 開始日時の開始 (start from) */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  /** 種別コード (kind codes): いずれかに一致 */
  kind?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 交渉ID (negotiation ids): いずれかに一致 */
  negotiationId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 班ID (team ids): いずれかに一致 */
  teamId?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 開始日時の終了 (start until) */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  /** ユーザーID (user ids): いずれかに一致 */
  userId?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** 予定の1ページ分 (schedule page)。 */
export type SchedulePage = {
  __typename?: 'SchedulePage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの予定 (items) */
  items: Array<Schedule>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 予定一覧の並べ替えの列 (schedule sort field)。 */
export type ScheduleSortField =
  /** ID (id) */
  | 'ID'
  /** 開始日時 (start) */
  | 'START_AT';

/** 並び順 (sort order): 一覧の並べ替えの向き。 */
export type SortOrder =
  /** 昇順 (ascending) */
  | 'ASC'
  /** 降順 (descending) */
  | 'DESC';

/** ステータス別の件数 (status count): 1つのステータスにあるレコードの数。 */
export type StatusCount = {
  __typename?: 'StatusCount';
  /** 件数 (count) */
  count: Scalars['Int']['output'];
  /** ステータスの表示名 (status label) */
  label: Scalars['String']['output'];
  /** ステータスコード (status code) */
  status: Scalars['Int']['output'];
};

/** 購読 (subscriptions): Server-Sent Events（graphql-sse プロトコル）で POST /graphql/stream に送る。クエリと同じトークン・権限・協力会社の範囲。トークンの期限が切れるとエラー（UNAUTHENTICATED）で終わり、クライアントは新しいトークンで購読し直す。 */
export type Subscription = {
  __typename?: 'Subscription';
  /** 工事の変更 (construction changed): 見える工事の作成・更新・削除。ids を渡すとその工事だけ（削除も届く）、省略すると見える工事すべて（削除は届かない）。 */
  constructionChanged: LiveChange;
  /** 空き枠の変更 (free schedules changed): 予約・空き枠の変更で、条件に合う空き枠（最大200件、日付順）が変わるたびにその全件を送る。購読直後にも1回送る。 */
  constructionFreeSchedulesChanged: Array<ConstructionFreeSchedule>;
  /** ダッシュボードの変更 (dashboard changed): 件数が変わるたびに新しい値を送る（最短1秒おき）。購読直後にも1回送る。 */
  dashboardChanged: Dashboard;
  /** 生存確認 (ok): 購読の入口に届くことを示す。購読直後に true を1回送る。 */
  liveOk: Scalars['Boolean']['output'];
  /** 交渉の変更 (negotiation changed): 見える交渉の作成・更新・削除。ids を渡すとその交渉だけ（削除も届く）、省略すると見える交渉すべて（削除は届かない）。 */
  negotiationChanged: LiveChange;
};


/** 購読 (subscriptions): Server-Sent Events（graphql-sse プロトコル）で POST /graphql/stream に送る。クエリと同じトークン・権限・協力会社の範囲。トークンの期限が切れるとエラー（UNAUTHENTICATED）で終わり、クライアントは新しいトークンで購読し直す。 */
export type SubscriptionConstructionChangedArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** 購読 (subscriptions): Server-Sent Events（graphql-sse プロトコル）で POST /graphql/stream に送る。クエリと同じトークン・権限・協力会社の範囲。トークンの期限が切れるとエラー（UNAUTHENTICATED）で終わり、クライアントは新しいトークンで購読し直す。 */
export type SubscriptionConstructionFreeSchedulesChangedArgs = {
  filter: ConstructionFreeScheduleFilter;
};


/** 購読 (subscriptions): Server-Sent Events（graphql-sse プロトコル）で POST /graphql/stream に送る。クエリと同じトークン・権限・協力会社の範囲。トークンの期限が切れるとエラー（UNAUTHENTICATED）で終わり、クライアントは新しいトークンで購読し直す。 */
export type SubscriptionNegotiationChangedArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** 対象物件 (target): 回線を移行する建物または電柱（REST /basis/targets、コード TA-00000042）。 */
export type Target = {
  __typename?: 'Target';
  /** 住所 (address): 都道府県・市区町村・町域・番地・建物名を空白でつないだもの（一覧用） */
  address: Scalars['String']['output'];
  /** 建物名 (building name) */
  building?: Maybe<Scalars['String']['output']>;
  /** 市区町村 (city) */
  city?: Maybe<Scalars['String']['output']>;
  /** 発注元 (client): CATV 事業者 */
  client?: Maybe<NamedItem>;
  /** 発注元ID (client id): /pair/clients */
  clientId?: Maybe<Scalars['Int']['output']>;
  /** 表示コード (display code): TA-00000042 */
  code: Scalars['String']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 住戸 (target details): 戸建は1件、集合住宅は1戸ごとに1件 */
  details: Array<TargetDetail>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 緯度 (latitude): WGS 84 */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** 引込線 (line codes): 対象物件の引込線 */
  lineCodes: Array<LineCode>;
  /** 経度 (longitude): WGS 84 */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** 案件 (matters): 対象物件の案件（含まれるプロジェクトごとに1件） */
  matters: Array<Matter>;
  /** 物件名 (name): 建物の名称（電柱ならその電柱番号、例 森ケ崎 190） */
  name: Scalars['String']['output'];
  /** 物件名カナ (name kana): 全角カタカナ */
  nameKana?: Maybe<Scalars['String']['output']>;
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 未完了の案件数 (open matter count): 削除されておらず 完了（ステータス 7）でない案件の数 */
  openMatterCount: Scalars['Int']['output'];
  /** 電柱番号 (pole number): 例 森ケ崎 190 */
  poleNumber?: Maybe<Scalars['String']['output']>;
  /** 電柱所有者 (pole owner) */
  poleOwner?: Maybe<Scalars['String']['output']>;
  /** 郵便番号 (postal code): ハイフンなしの7桁 */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** 都道府県 (prefecture) */
  prefecture?: Maybe<Scalars['String']['output']>;
  /** 番地 (block and lot number) */
  street?: Maybe<Scalars['String']['output']>;
  /** 設置場所種別 (installation place type) */
  targetInstallationType?: Maybe<NamedItem>;
  /** 設置場所種別ID (installation place type id): /pair/target-installation-types */
  targetInstallationTypeId?: Maybe<Scalars['Int']['output']>;
  /** 物件種別コード (target type code): 1 未選択, 2 戸建, 3 集合住宅, 4 電柱 */
  targetType: Scalars['Int']['output'];
  /** 物件種別の表示名 (target type label): 例 集合住宅 */
  targetTypeLabel: Scalars['String']['output'];
  /** 総戸数 (total units): 建物の戸数 */
  totalUnits?: Maybe<Scalars['Int']['output']>;
  /** 町域・丁目 (town and chōme) */
  town?: Maybe<Scalars['String']['output']>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 住戸 (target detail、対象詳細): 対象物件の1戸（REST /basis/target-details、コード TD-00000042）。 */
export type TargetDetail = {
  __typename?: 'TargetDetail';
  /** 表示コード (display code): TD-00000042 */
  code: Scalars['String']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** 登録者 (created by): null はシステム、またはその後削除されたユーザー */
  createdBy?: Maybe<UserRef>;
  /** 顧客 (customers): 住戸のオーナーと入居者 */
  customers: Array<Customer>;
  /** 機器設置種別 (device installation type) */
  deviceInstallationType?: Maybe<NamedItem>;
  /** 機器設置種別ID (device installation type id): /pair/device-installation-types */
  deviceInstallationTypeId?: Maybe<Scalars['Int']['output']>;
  /** 機器回線種別コード (device line type code): 0 未選択, 1 V-ONU, 2 R-ONU */
  deviceLineType: Scalars['Int']['output'];
  /** 機器回線種別の表示名 (device line type label) */
  deviceLineTypeLabel: Scalars['String']['output'];
  /** 機器型番 (device model) */
  deviceModel?: Maybe<NamedItem>;
  /** 機器型番ID (device model id): /pair/device-models */
  deviceModelId?: Maybe<Scalars['Int']['output']>;
  /** 階 (floor) */
  floor?: Maybe<Scalars['Int']['output']>;
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 備考 (notes): 自由記述 */
  notes?: Maybe<Scalars['String']['output']>;
  /** 部屋番号 (room number) */
  roomNumber?: Maybe<Scalars['String']['output']>;
  /** 対象物件 (target): 住戸が属する対象物件 */
  target?: Maybe<Target>;
  /** 対象物件ID (target id): 住戸が属する対象物件 */
  targetId: Scalars['ID']['output'];
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 更新者 (updated by): null はシステム、またはその後削除されたユーザー */
  updatedBy?: Maybe<UserRef>;
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** 住戸一覧の絞り込み条件 (target detail filter): 空の値は無視する。 */
export type TargetDetailFilter = {
  /** 機器回線種別コード (device line type codes): いずれかに一致 */
  deviceLineType?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 部屋番号の一部 (room number) */
  roomNumber?: InputMaybe<Scalars['String']['input']>;
  /** 対象物件ID (target ids): いずれかに一致 */
  targetId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** 住戸の1ページ分 (target detail page)。 */
export type TargetDetailPage = {
  __typename?: 'TargetDetailPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの住戸 (items) */
  items: Array<TargetDetail>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 住戸一覧の並べ替えの列 (target detail sort field)。 */
export type TargetDetailSortField =
  /** 階 (floor) */
  | 'FLOOR'
  /** ID (id) */
  | 'ID'
  /** 部屋番号 (room number) */
  | 'ROOM_NUMBER'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** 重複チェックの条件 (target duplicate input): 新規または編集中の対象物件と比べて重複を警告する。 */
export type TargetDuplicateInput = {
  /** 市区町村 (city) */
  city?: InputMaybe<Scalars['String']['input']>;
  /** 編集中の対象物件 (exclude id): 自分自身は重複に数えない */
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  /** 電柱番号 (pole number) */
  poleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 都道府県 (prefecture) */
  prefecture?: InputMaybe<Scalars['String']['input']>;
  /** 番地 (block and lot number): 指定したときだけ住所を比べる */
  street?: InputMaybe<Scalars['String']['input']>;
  /** 町域・丁目 (town and chōme) */
  town?: InputMaybe<Scalars['String']['input']>;
};

/** 対象物件一覧の絞り込み条件 (target filter): 空の値は無視する。 */
export type TargetFilter = {
  /** 住所の一部 (address): 都道府県・市区町村・町域・番地・建物名 */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 市区町村 (city): 完全一致 */
  city?: InputMaybe<Scalars['String']['input']>;
  /** 発注元ID (client id) */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** 表示コード (display code): TA-00000042 または ID（42、全角数字も可）で完全一致 */
  code?: InputMaybe<Scalars['String']['input']>;
  /** 未完了の案件あり (has open matter): true は削除されておらず 完了 でない案件がある対象物件、false はない対象物件 */
  hasOpenMatter?: InputMaybe<Scalars['Boolean']['input']>;
  /** 物件名・物件名カナ・電柱番号の一部 (name): ｶﾀｶﾅ・カタカナ・ひらがなは同じものを探す */
  name?: InputMaybe<Scalars['String']['input']>;
  /** このプロジェクトに含まれない対象物件のみ (not in project id): このプロジェクトに削除されていない案件がない対象物件 */
  notInProjectId?: InputMaybe<Scalars['ID']['input']>;
  /** 電柱番号の一部 (pole number): 全角・半角を区別しない */
  poleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 郵便番号の先頭 (postal code) */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** 都道府県 (prefecture): 完全一致 */
  prefecture?: InputMaybe<Scalars['String']['input']>;
  /** 物件種別コード (target type codes): いずれかに一致 */
  targetType?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** 町域の一部 (town) */
  town?: InputMaybe<Scalars['String']['input']>;
};

/** 対象物件取込の結果 (target import result)。 */
export type TargetImportResult = {
  __typename?: 'TargetImportResult';
  /** 登録した対象物件の数 (created): 検証のみ（dry run）では 0 */
  created: Scalars['Int']['output'];
  /** 何も書き込まなかったとき true (dry run) */
  dryRun: Scalars['Boolean']['output'];
  /** 行ごとのエラー (row errors): 検証のみ（dry run）のとき。エラーのある本番実行は全体が拒否される */
  errors: Array<ImportRowError>;
  /** 登録した対象物件のID (target ids) */
  targetIds: Array<Scalars['ID']['output']>;
  /** 登録した対象物件 (targets) */
  targets: Array<Target>;
  /** データ行数 (total): 検証のみ（dry run）のときファイルの行数、本番実行では登録した行数 */
  total: Scalars['Int']['output'];
  /** エラーのない行数 (valid): 検証のみ（dry run）のとき。本番実行では登録した行数 */
  valid: Scalars['Int']['output'];
};

/** 対象物件の1ページ分 (target page)。 */
export type TargetPage = {
  __typename?: 'TargetPage';
  /** 変更カーソル (change cursor): updatedSince を指定したとき、次の呼び出しの updatedSince に渡す値。指定しないときは null */
  changeCursor?: Maybe<Scalars['String']['output']>;
  /** 削除された行 (tombstones): updatedSince を指定したとき、削除されたか絞り込みに一致しなくなった行の id。同期側はこれを消す。指定しないときは空 */
  deletedIds: Array<Scalars['ID']['output']>;
  /** このページの対象物件 (items) */
  items: Array<Target>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** 対象物件一覧の並べ替えの列 (target sort field)。 */
export type TargetSortField =
  /** 住所 (address): 都道府県・市区町村・町域・番地 */
  | 'ADDRESS'
  /** 表示コード (display code): ID 順 */
  | 'CODE'
  /** ID (id) */
  | 'ID'
  /** 物件名 (name) */
  | 'NAME'
  /** 物件名カナ (name kana): 五十音順、カナのない対象物件は最後 */
  | 'NAME_KANA'
  /** 郵便番号 (postal code) */
  | 'POSTAL_CODE'
  /** 物件種別 (target type) */
  | 'TARGET_TYPE'
  /** 更新日時 (last change) */
  | 'UPDATED_AT';

/** 班 (team): 協力会社の班。名前は会社をまたいで重なる（第1班）。 */
export type Team = {
  __typename?: 'Team';
  /** 協力会社ID (partner company id): 班が属する協力会社 */
  associateCompanyId?: Maybe<Scalars['Int']['output']>;
  /** ID (primary key) */
  id: Scalars['Int']['output'];
  /** 表示名 (display name): 日本語 */
  name: Scalars['String']['output'];
};

/** 班の空き枠 (team capacity): これから2週間の班の空き枠。 */
export type TeamCapacity = {
  __typename?: 'TeamCapacity';
  /** 予約数 (booked): その枠に予約した工事の数 */
  booked: Scalars['Int']['output'];
  /** 枠数 (capacity): 班が受けられる工事の数（枠の合計） */
  capacity: Scalars['Int']['output'];
  /** 協力会社名 (partner company name) */
  companyName: Scalars['String']['output'];
  /** 残り枠 (remaining) */
  remaining: Scalars['Int']['output'];
  /** 班ID (team id) */
  teamId: Scalars['Int']['output'];
  /** 班名 (team name) */
  teamName: Scalars['String']['output'];
};

/** 工事明細の変更項目 (update construction entry input): 省略した項目はそのまま。 */
export type UpdateConstructionEntryInput = {
  /** 設置機器の型番ID (installed device model id) */
  installedDeviceModelId?: InputMaybe<Scalars['Int']['input']>;
  /** 設置機器のシリアル番号 (installed serial) */
  installedSerial?: InputMaybe<Scalars['String']['input']>;
  /** 品目 (item) */
  item?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 数量 (quantity) */
  quantity?: InputMaybe<Scalars['Int']['input']>;
  /** 撤去機器の型番ID (removed device model id) */
  removedDeviceModelId?: InputMaybe<Scalars['Int']['input']>;
  /** 撤去機器のシリアル番号 (removed serial) */
  removedSerial?: InputMaybe<Scalars['String']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 空き枠の変更項目 (update free slot input): 省略した項目はそのまま。 */
export type UpdateConstructionFreeScheduleInput = {
  /** 枠数 (capacity) */
  capacity?: InputMaybe<Scalars['Int']['input']>;
  /** 日付 (date): YYYY-MM-DD */
  date?: InputMaybe<Scalars['String']['input']>;
  /** 時間帯 (slot) */
  slot?: InputMaybe<Scalars['String']['input']>;
  /** 班ID (team id) */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 工事の変更項目 (update construction input): 省略した項目はそのまま。 */
export type UpdateConstructionInput = {
  /** 協力会社ID (partner company id) */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 測定不合格での完了理由 (override reason) */
  overrideReason?: InputMaybe<Scalars['String']['input']>;
  /** 施工結果メモ (result notes) */
  resultNotes?: InputMaybe<Scalars['String']['input']>;
  /** 工事予定日 (planned date): YYYY-MM-DD */
  scheduledDate?: InputMaybe<Scalars['String']['input']>;
  /** 時間帯 (slot) */
  slot?: InputMaybe<Scalars['String']['input']>;
  /** ステータスコード (status code): 工事の allowedStatuses のいずれか（5 完了 には合格の測定か完了理由が必要。6 延期 と 7 中止 は枠を解放する）。それ以外の変更は BAD_USER_INPUT で拒否 */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** 班ID (team id): 班・日付・時間帯の変更は工事指示になる（INSTRUCTION_SEND が必要）。ステータスを指定しないとき、班だけなら 指示済、班と日付・時間帯なら 日程確定 になる */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
  /** 工事種別コード (work type code) */
  workType?: InputMaybe<Scalars['Int']['input']>;
};

/** 顧客の変更項目 (update customer input): 省略した項目はそのまま。 */
export type UpdateCustomerInput = {
  /** 住所 (address) */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 受信方法コード (receiving method code) */
  contactMethod?: InputMaybe<Scalars['Int']['input']>;
  /** 顧客種別コード (customer type code) */
  customerType?: InputMaybe<Scalars['Int']['input']>;
  /** メールアドレス (e-mail address) */
  email?: InputMaybe<Scalars['String']['input']>;
  /** 性別コード (gender code) */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** 携帯電話番号 (mobile number) */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** 氏名 (full name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 氏名カナ (full name kana) */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 所有形態コード (ownership code) */
  ownership?: InputMaybe<Scalars['Int']['input']>;
  /** 電話番号 (telephone number) */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 郵便番号 (postal code) */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** 住戸ID (target detail id) */
  targetDetailId?: InputMaybe<Scalars['ID']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 契約内容の変更項目 (update customer service input): 省略した項目はそのまま。 */
export type UpdateCustomerServiceInput = {
  /** 契約詳細種別ID (contract detail type id) */
  contractDetailTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 契約受付者ID (contract receiver id) */
  contractReceiverId?: InputMaybe<Scalars['Int']['input']>;
  /** 契約種別ID (contract type id) */
  contractTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 顧客ID (customer id) */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** サービス品目ID (service item id) */
  customerServiceItemId?: InputMaybe<Scalars['Int']['input']>;
  /** 終了日 (end date): YYYY-MM-DD */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** 実施コード (implementation code) */
  implementation?: InputMaybe<Scalars['Int']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 事業者顧客番号 (operator customer number) */
  operatorCustomerNo?: InputMaybe<Scalars['String']['input']>;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 外部連携の変更項目 (update external source input): 省略した項目はそのまま。 */
export type UpdateExternalSourceInput = {
  /** 認証ヘッダー (auth header): 書き込み専用。新しい値で置き換え、null または空で消し、省略するとそのまま */
  authHeader?: InputMaybe<Scalars['String']['input']>;
  /** 列の対応 (column mapping): 取込元の列 → 項目（対応全体を置き換える） */
  columnMapping?: InputMaybe<Array<ColumnMappingInput>>;
  /** 有効 (enabled): 実行してよいか */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 文字コード (encoding) */
  encoding?: InputMaybe<Scalars['String']['input']>;
  /** キー項目 (key field): 登録・更新のキー */
  keyField?: InputMaybe<Scalars['String']['input']>;
  /** 種類 (kind) */
  kind?: InputMaybe<Scalars['String']['input']>;
  /** 名称 (name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 取込先 (target entity) */
  targetEntity?: InputMaybe<Scalars['String']['input']>;
  /** URL (url) */
  url?: InputMaybe<Scalars['String']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 引込線の変更項目 (update line code input): 省略した項目はそのまま。 */
export type UpdateLineCodeInput = {
  /** ケーブル種別 (cable type) */
  cableType?: InputMaybe<Scalars['String']['input']>;
  /** 撤去工事ID (construction id): 引込線を撤去した工事 */
  constructionId?: InputMaybe<Scalars['ID']['input']>;
  /** 引込線コード (line code): 重複不可 */
  lineCode?: InputMaybe<Scalars['String']['input']>;
  /** 回線種別 (line kind) */
  lineKind?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 電柱番号 (pole number) */
  poleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 電柱所有者 (pole owner) */
  poleOwner?: InputMaybe<Scalars['String']['input']>;
  /** 撤去承諾日時 (removal consent at) */
  removalConsentAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 撤去日時 (removed at): 手で状態を 撤去済 にするときにだけ指定する。撤去後はそのまま */
  removedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 状態 (status): 引込線の allowedStatuses のいずれか（手で 撤去済 にするには removedAt が必要）。それ以外の変更は BAD_USER_INPUT で拒否 */
  status?: InputMaybe<Scalars['String']['input']>;
  /** 住戸ID (target detail id) */
  targetDetailId?: InputMaybe<Scalars['ID']['input']>;
  /** 対象物件ID (target id) */
  targetId?: InputMaybe<Scalars['ID']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 連携クライアントの変更項目 (update machine client input): 省略した項目はそのまま。 */
export type UpdateMachineClientInput = {
  /** 協力会社 (partner company id); null removes it */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 停止 (disable) or 再開 (enable) */
  disabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** 名称 (name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** スコープ (scopes) */
  scopes?: InputMaybe<Array<MachineScope>>;
  /** 読み込んだ版数 (version) */
  version: Scalars['Int']['input'];
};

/** マスタの項目の変更 (update master item input): 省略または null の項目はそのまま。 */
export type UpdateMasterItemInput = {
  /** 協力会社ID (partner company id): TEAMS のみ */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 機器回線種別 (device line type): DEVICE_MODELS のみ。0 未選択, 1 V-ONU, 2 R-ONU */
  deviceLineType?: InputMaybe<Scalars['Int']['input']>;
  /** 表示名 (name): 1–100文字、マスタの中で重複不可 */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 表示順 (sort order): プルダウンでの位置、0–32767 */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** 読み込んだ版数 (version) */
  version: Scalars['Int']['input'];
};

/** 案件の変更項目 (update matter input): 省略した項目はそのまま。 */
export type UpdateMatterInput = {
  /** 担当者のユーザーID (assignee user id) */
  assigneeUserId?: InputMaybe<Scalars['Int']['input']>;
  /** 期日 (due date): YYYY-MM-DD */
  dueDate?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** プロジェクトID (project id) */
  projectId?: InputMaybe<Scalars['ID']['input']>;
  /** ステータスコード (status code): 案件の allowedStatuses のいずれか（保留、保留からの戻り、完了）。それ以外の変更は BAD_USER_INPUT で拒否 */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** 住戸ID (target detail id) */
  targetDetailId?: InputMaybe<Scalars['ID']['input']>;
  /** 対象物件ID (target id) */
  targetId?: InputMaybe<Scalars['ID']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
  /** 工事種別コード (work type code) */
  workType?: InputMaybe<Scalars['Int']['input']>;
};

/** 測定の変更項目 (update measurement input): 省略した項目はそのまま。 */
export type UpdateMeasurementInput = {
  /** 測定日時 (measured at) */
  measuredAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 測定者のユーザーID (measured by) */
  measuredBy?: InputMaybe<Scalars['Int']['input']>;
  /** 測定箇所 (measurement point) */
  point?: InputMaybe<Scalars['String']['input']>;
  /** 測定値 (optical power): dBm */
  powerDbm?: InputMaybe<Scalars['Float']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
  /** 波長 (wavelength): nm 単位 */
  wavelengthNm?: InputMaybe<Scalars['Int']['input']>;
};

/** 測定しきい値の変更 (update measurement threshold input): 省略した項目はそのまま。すでにある測定は判定に使った上下限のまま。 */
export type UpdateMeasurementThresholdInput = {
  /** 上限値 (upper bound): dBm、−70 から 30、下限値より下は不可 */
  maxDbm?: InputMaybe<Scalars['Float']['input']>;
  /** 下限値 (lower bound): dBm、−70 から 30 */
  minDbm?: InputMaybe<Scalars['Float']['input']>;
  /** 測定箇所 (measurement point) */
  point?: InputMaybe<Scalars['String']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
  /** 波長 (wavelength): nm 単位 */
  wavelengthNm?: InputMaybe<Scalars['Int']['input']>;
};

/** 交渉履歴の変更項目 (update negotiation history input): 省略した項目はそのまま。 */
export type UpdateNegotiationHistoryInput = {
  /** 接触日時 (contacted at) */
  contactedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 相手 (counterpart) */
  counterpart?: InputMaybe<Scalars['String']['input']>;
  /** メモ (memo) */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** 接触方法コード (contact method code): 1 訪問, 2 郵送, 3 電話, 4 その他 */
  method?: InputMaybe<Scalars['Int']['input']>;
  /** 次回接触予定 (next contact) */
  nextContactAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 結果 (outcome) */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** 対応者のユーザーID (staff user id) */
  userId?: InputMaybe<Scalars['Int']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 交渉の変更項目 (update negotiation input): 省略した項目はそのまま。 */
export type UpdateNegotiationInput = {
  /** 交渉担当者のユーザーID (assignee user id) */
  assigneeUserId?: InputMaybe<Scalars['Int']['input']>;
  /** 完了理由コード (completion reason code): ステータス 6 完了 のとき必要 */
  completeReason?: InputMaybe<Scalars['Int']['input']>;
  /** 完了日時 (completion time) */
  completedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 交渉相手の顧客ID (customer id) */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** 案件ID (matter id) */
  matterId?: InputMaybe<Scalars['ID']['input']>;
  /** 交渉ステータスID (status id): 交渉の allowedStatuses のいずれか。それ以外の変更は BAD_USER_INPUT で拒否 */
  negotiationStatusId?: InputMaybe<Scalars['Int']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 訪問日時 (planned visit) */
  scheduledAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** プロジェクトの変更項目 (update project input): 省略した項目はそのまま。 */
export type UpdateProjectInput = {
  /** 発注元ID (client id) */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** 終了日 (end date): YYYY-MM-DD */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** 業務区分ID (job category id) */
  jobCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** 責任者のユーザーID (manager user id) */
  managerUserId?: InputMaybe<Scalars['Int']['input']>;
  /** プロジェクト名 (project name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** ステータスコード (status code): プロジェクトの allowedStatuses のいずれか（1 準備中 → 2 進行中 → 3 完了） */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
  /** 工事種別コード (work type code) */
  workType?: InputMaybe<Scalars['Int']['input']>;
};

/** 予定の変更項目 (update schedule input): 省略した項目はそのまま。 */
export type UpdateScheduleInput = {
  /** 工事ID (construction id) */
  constructionId?: InputMaybe<Scalars['ID']['input']>;
  /** 終了日時 (end) */
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 種別コード (kind code) */
  kind?: InputMaybe<Scalars['Int']['input']>;
  /** 交渉ID (negotiation id) */
  negotiationId?: InputMaybe<Scalars['ID']['input']>;
  /** 開始日時 (start) */
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** 班ID (team id) */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** 件名 (title) */
  title?: InputMaybe<Scalars['String']['input']>;
  /** ユーザーID (user id) */
  userId?: InputMaybe<Scalars['Int']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 住戸の変更項目 (update target detail input): 省略した項目はそのまま。 */
export type UpdateTargetDetailInput = {
  /** 機器設置種別ID (device installation type id) */
  deviceInstallationTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 機器回線種別コード (device line type code) */
  deviceLineType?: InputMaybe<Scalars['Int']['input']>;
  /** 機器型番ID (device model id) */
  deviceModelId?: InputMaybe<Scalars['Int']['input']>;
  /** 階 (floor) */
  floor?: InputMaybe<Scalars['Int']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 部屋番号 (room number) */
  roomNumber?: InputMaybe<Scalars['String']['input']>;
  /** 対象物件ID (target id) */
  targetId?: InputMaybe<Scalars['ID']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** 対象物件の変更項目 (update target input): 省略した項目はそのまま、null は任意項目を空にする。 */
export type UpdateTargetInput = {
  /** 建物名 (building name) */
  building?: InputMaybe<Scalars['String']['input']>;
  /** 市区町村 (city) */
  city?: InputMaybe<Scalars['String']['input']>;
  /** 発注元ID (client id) */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** 緯度 (latitude) */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** 経度 (longitude) */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** 物件名 (name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 物件名カナ (name kana) */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** 備考 (notes): 自由記述 */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** 電柱番号 (pole number) */
  poleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 電柱所有者 (pole owner) */
  poleOwner?: InputMaybe<Scalars['String']['input']>;
  /** 郵便番号 (postal code) */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** 都道府県 (prefecture) */
  prefecture?: InputMaybe<Scalars['String']['input']>;
  /** 番地 (block and lot number) */
  street?: InputMaybe<Scalars['String']['input']>;
  /** 設置場所種別ID (installation place type id) */
  targetInstallationTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 物件種別コード (target type code) */
  targetType?: InputMaybe<Scalars['Int']['input']>;
  /** 総戸数 (total units) */
  totalUnits?: InputMaybe<Scalars['Int']['input']>;
  /** 町域・丁目 (town and chōme) */
  town?: InputMaybe<Scalars['String']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** ユーザーの変更項目 (update user input): 省略した項目はそのまま。 */
export type UpdateUserInput = {
  /** 協力会社ID (partner company id): null で外す */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 発注元ID (client id): null で外す */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** メールアドレス (e-mail address): 重複不可 */
  email?: InputMaybe<Scalars['String']['input']>;
  /** 氏名 (full name) */
  name?: InputMaybe<Scalars['String']['input']>;
  /** フリガナ (name kana): 空または null で消す */
  nameKana?: InputMaybe<Scalars['String']['input']>;
  /** 権限種別ID (role type id) */
  roleTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 班ID (team id): null で外す */
  teamId?: InputMaybe<Scalars['Int']['input']>;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: Scalars['Int']['input'];
};

/** ユーザー (user): 社員のアカウント（REST /basis/users）。 */
export type User = {
  __typename?: 'User';
  /** 協力会社 (partner companies): 最初のものがユーザーの所属 */
  associateCompanies: Array<NamedItem>;
  /** 発注元 (clients): 最初のものがユーザーの所属 */
  clients: Array<NamedItem>;
  /** ユーザーコード (code): IDを0埋めで8桁 */
  code: Scalars['String']['output'];
  /** 登録日時 (created at): 登録された日時 */
  createdAt: Scalars['DateTime']['output'];
  /** メールアドレス (e-mail address): 重複不可。サインイン名も兼ねる */
  email: Scalars['String']['output'];
  /** ID (primary key) */
  id: Scalars['ID']['output'];
  /** 氏名 (full name) */
  name: Scalars['String']['output'];
  /** フリガナ (name kana): 氏名カナ、全角カタカナ。入力していなければ null */
  nameKana?: Maybe<Scalars['String']['output']>;
  /** 権限種別 (role type): 1 管理者 … 8 引込線登録 */
  roleType: NamedItem;
  /** アカウントの状態 (status): 認証アカウントの状態（仮パスワード / 有効 / 無効）。ユーザープールに問い合わせられなかったときは null */
  status?: Maybe<UserStatus>;
  /** 班 (teams): 最初のものがユーザーの所属 */
  teams: Array<NamedItem>;
  /** 更新日時 (updated at): 最後に変更された日時 */
  updatedAt: Scalars['DateTime']['output'];
  /** 版数 (optimistic-lock version): 更新・削除のときにそのまま送り返す */
  version: Scalars['Int']['output'];
};

/** ユーザー一覧の絞り込み条件 (user filter): 空の値は検索の前に取り除く。 */
export type UserFilter = {
  /** 協力会社ID (partner company id) */
  associateCompanyId?: InputMaybe<Scalars['Int']['input']>;
  /** 発注元ID (client id) */
  clientId?: InputMaybe<Scalars['Int']['input']>;
  /** メールアドレスの一部 (e-mail address) */
  email?: InputMaybe<Scalars['String']['input']>;
  /** 氏名またはフリガナの一部 (name): ひらがな・カタカナ */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 権限種別ID (role type id) */
  roleTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** 班ID (team id) */
  teamId?: InputMaybe<Scalars['Int']['input']>;
};

/** ユーザーの1ページ分 (user page)。 */
export type UserPage = {
  __typename?: 'UserPage';
  /** このページのユーザー (items) */
  items: Array<User>;
  /** ページ情報 (paging facts) */
  pageInfo: PageInfo;
};

/** ユーザー参照 (user ref): レコードに名前が出る同僚。担当者・責任者・作成者（REST /pair/users）。 */
export type UserRef = {
  __typename?: 'UserRef';
  /** ユーザーコード (code): IDを0埋めで8桁 */
  code: Scalars['String']['output'];
  /** ユーザーID (user id) */
  id: Scalars['ID']['output'];
  /** 氏名 (full name) */
  name: Scalars['String']['output'];
};

/** ユーザー一覧の並べ替えの列 (user sort field)。 */
export type UserSortField =
  /** メールアドレス (e-mail address) */
  | 'EMAIL'
  /** ID (id) */
  | 'ID'
  /** 氏名 (name): フリガナ（氏名カナ）順、フリガナのない氏名はその後 */
  | 'NAME'
  /** 権限種別 (role type) */
  | 'ROLE_TYPE';

/** アカウントの状態 (user status): ユーザープール上の認証アカウントの状態。 */
export type UserStatus =
  /** 有効: signs in with the password the user chose */
  | 'ACTIVE'
  /** 無効: the account cannot sign in */
  | 'DISABLED'
  /** 仮パスワード: a new password is asked at the next sign-in */
  | 'TEMPORARY_PASSWORD';

/** 一括更新する案件 (versioned id): 読み込んだ版数付き。 */
export type VersionedId = {
  /** レコードID (record id) */
  id: Scalars['ID']['input'];
  /** 読み込んだ版数 (version) */
  version: Scalars['Int']['input'];
};

/** サインインしたユーザー (viewer): GET /api/v1/login。 */
export type Viewer = {
  __typename?: 'Viewer';
  /** 所属の協力会社 (partner company): 一覧の最初のもの。あるときだけ */
  associateCompany?: Maybe<NamedItem>;
  /** 権限フラグ (can): ユーザーができること */
  can: Permissions;
  /** 所属の発注元 (client): 一覧の最初のもの。あるときだけ */
  client?: Maybe<NamedItem>;
  /** ユーザーコード (code): ユーザーIDを0埋めで8桁、上部バーの表示のまま */
  code: Scalars['String']['output'];
  /** メールアドレス (e-mail address): サインイン名も兼ねる */
  email: Scalars['String']['output'];
  /** ユーザーID (user id) */
  id: Scalars['ID']['output'];
  /** 連携クライアント (machine client): 呼び出し元が連携クライアントのときだけ。そのクライアントIDといま持つスコープ */
  machineClient?: Maybe<ViewerMachineClient>;
  /** 氏名 (full name) */
  name: Scalars['String']['output'];
  /** 権限種別 (role type) */
  roleType: NamedItem;
  /** 所属の班 (team): 一覧の最初のもの。あるときだけ */
  team?: Maybe<NamedItem>;
};

/** トークンの連携クライアント (viewer machine client): client credentials。 */
export type ViewerMachineClient = {
  __typename?: 'ViewerMachineClient';
  /** アプリクライアントID (app client id) */
  clientId: Scalars['String']['output'];
  /** スコープ (scopes) registered and on the token */
  scopes: Array<MachineScope>;
};

/** 週ごとの交渉結果 (week outcome): 1週間に終わった交渉。 */
export type WeekOutcome = {
  __typename?: 'WeekOutcome';
  /** 合意で完了 (agreed) */
  agreed: Scalars['Int']['output'];
  /** 不成立で完了 (failed) */
  failed: Scalars['Int']['output'];
  /** 日曜日 (week end): YYYY-MM-DD */
  weekEnd: Scalars['String']['output'];
  /** 月曜日 (week start): YYYY-MM-DD */
  weekStart: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddMattersInput: AddMattersInput;
  AddMattersResult: ResolverTypeWrapper<RestAddMattersResult>;
  Attachment: ResolverTypeWrapper<RestAttachment>;
  AttachmentFilter: AttachmentFilter;
  AttachmentPage: ResolverTypeWrapper<Omit<AttachmentPage, 'items'> & { items: Array<ResolversTypes['Attachment']> }>;
  AttachmentSortField: AttachmentSortField;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkCreateNegotiationsInput: BulkCreateNegotiationsInput;
  BulkDispatchConstructionsInput: BulkDispatchConstructionsInput;
  BulkUpdateMattersInput: BulkUpdateMattersInput;
  ColumnMapping: ResolverTypeWrapper<ColumnMapping>;
  ColumnMappingInput: ColumnMappingInput;
  Construction: ResolverTypeWrapper<RestConstruction>;
  ConstructionActions: ResolverTypeWrapper<ConstructionActions>;
  ConstructionCustomer: ResolverTypeWrapper<ConstructionCustomer>;
  ConstructionEntry: ResolverTypeWrapper<RestConstructionEntry>;
  ConstructionEntryFilter: ConstructionEntryFilter;
  ConstructionEntryPage: ResolverTypeWrapper<Omit<ConstructionEntryPage, 'items'> & { items: Array<ResolversTypes['ConstructionEntry']> }>;
  ConstructionFilter: ConstructionFilter;
  ConstructionFreeSchedule: ResolverTypeWrapper<RestFreeSchedule>;
  ConstructionFreeScheduleFilter: ConstructionFreeScheduleFilter;
  ConstructionFreeSchedulePage: ResolverTypeWrapper<Omit<ConstructionFreeSchedulePage, 'items'> & { items: Array<ResolversTypes['ConstructionFreeSchedule']> }>;
  ConstructionFreeScheduleSortField: ConstructionFreeScheduleSortField;
  ConstructionPage: ResolverTypeWrapper<Omit<ConstructionPage, 'items'> & { items: Array<ResolversTypes['Construction']> }>;
  ConstructionSortField: ConstructionSortField;
  CreateAttachmentInput: CreateAttachmentInput;
  CreateConstructionEntryInput: CreateConstructionEntryInput;
  CreateConstructionFreeScheduleInput: CreateConstructionFreeScheduleInput;
  CreateConstructionInput: CreateConstructionInput;
  CreateCustomerInput: CreateCustomerInput;
  CreateCustomerServiceInput: CreateCustomerServiceInput;
  CreateExternalSourceInput: CreateExternalSourceInput;
  CreateLineCodeInput: CreateLineCodeInput;
  CreateMachineClientInput: CreateMachineClientInput;
  CreateMasterItemInput: CreateMasterItemInput;
  CreateMatterInput: CreateMatterInput;
  CreateMeasurementInput: CreateMeasurementInput;
  CreateMeasurementThresholdInput: CreateMeasurementThresholdInput;
  CreateNegotiationHistoryInput: CreateNegotiationHistoryInput;
  CreateNegotiationInput: CreateNegotiationInput;
  CreateProjectInput: CreateProjectInput;
  CreateScheduleInput: CreateScheduleInput;
  CreateTargetDetailInput: CreateTargetDetailInput;
  CreateTargetInput: CreateTargetInput;
  CreateUserInput: CreateUserInput;
  Customer: ResolverTypeWrapper<RestCustomer>;
  CustomerFilter: CustomerFilter;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  CustomerService: ResolverTypeWrapper<RestCustomerService>;
  CustomerServiceFilter: CustomerServiceFilter;
  CustomerServicePage: ResolverTypeWrapper<Omit<CustomerServicePage, 'items'> & { items: Array<ResolversTypes['CustomerService']> }>;
  CustomerServiceSortField: CustomerServiceSortField;
  CustomerSortField: CustomerSortField;
  Dashboard: ResolverTypeWrapper<RestDashboard>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DispatchConstructionInput: DispatchConstructionInput;
  DocumentIssuer: ResolverTypeWrapper<DocumentIssuer>;
  DocumentItem: ResolverTypeWrapper<DocumentItem>;
  DocumentItemInput: DocumentItemInput;
  DocumentPreview: ResolverTypeWrapper<RestDocumentPreview>;
  DocumentSettings: ResolverTypeWrapper<RestDocumentSettings>;
  DocumentSettingsInput: DocumentSettingsInput;
  DocumentSettingsKind: DocumentSettingsKind;
  DocumentTypeOption: ResolverTypeWrapper<DocumentTypeOption>;
  ExpectedReading: ResolverTypeWrapper<ExpectedReading>;
  ExternalSource: ResolverTypeWrapper<RestExternalSource>;
  ExternalSourceDetail: ResolverTypeWrapper<RestExternalSourceDetail>;
  ExternalSourceDetailFilter: ExternalSourceDetailFilter;
  ExternalSourceDetailPage: ResolverTypeWrapper<Omit<ExternalSourceDetailPage, 'items'> & { items: Array<ResolversTypes['ExternalSourceDetail']> }>;
  ExternalSourceDetailSortField: ExternalSourceDetailSortField;
  ExternalSourceDryRun: ResolverTypeWrapper<ExternalSourceDryRun>;
  ExternalSourceField: ResolverTypeWrapper<ExternalSourceField>;
  ExternalSourceFilter: ExternalSourceFilter;
  ExternalSourceMappedValue: ResolverTypeWrapper<ExternalSourceMappedValue>;
  ExternalSourcePage: ResolverTypeWrapper<Omit<ExternalSourcePage, 'items'> & { items: Array<ResolversTypes['ExternalSource']> }>;
  ExternalSourceRowError: ResolverTypeWrapper<ExternalSourceRowError>;
  ExternalSourceSortField: ExternalSourceSortField;
  FileContentEncoding: FileContentEncoding;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GenerateConstructionsInput: GenerateConstructionsInput;
  GenerateConstructionsResult: ResolverTypeWrapper<RestGenerateResult>;
  GenerateDocumentsInput: GenerateDocumentsInput;
  HistoryAction: HistoryAction;
  HistoryChange: ResolverTypeWrapper<HistoryChange>;
  HistoryEntity: HistoryEntity;
  HistoryEntry: ResolverTypeWrapper<Omit<HistoryEntry, 'user'> & { user?: Maybe<ResolversTypes['UserRef']> }>;
  Holiday: ResolverTypeWrapper<Holiday>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IdSelection: ResolverTypeWrapper<IdSelection>;
  ImportRowError: ResolverTypeWrapper<ImportRowError>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LineCode: ResolverTypeWrapper<RestLineCode>;
  LineCodeActions: ResolverTypeWrapper<LineCodeActions>;
  LineCodeFilter: LineCodeFilter;
  LineCodeImportResult: ResolverTypeWrapper<LineCodeImportResult>;
  LineCodePage: ResolverTypeWrapper<Omit<LineCodePage, 'items'> & { items: Array<ResolversTypes['LineCode']> }>;
  LineCodeSortField: LineCodeSortField;
  LiveChange: ResolverTypeWrapper<LiveChangeRecord>;
  MachineClient: ResolverTypeWrapper<RestMachineClient>;
  MachineClientWithSecret: ResolverTypeWrapper<RestMachineClientWithSecret>;
  MachineScope: MachineScope;
  ManagerFigures: ResolverTypeWrapper<Omit<ManagerFigures, 'mattersByProject'> & { mattersByProject: Array<ResolversTypes['ProjectStatusCounts']> }>;
  MasterItem: ResolverTypeWrapper<Omit<MasterItem, 'associateCompany'> & { associateCompany?: Maybe<ResolversTypes['NamedItem']> }>;
  MasterKind: MasterKind;
  MasterKindInfo: ResolverTypeWrapper<MasterKindInfo>;
  Matter: ResolverTypeWrapper<RestMatter>;
  MatterActions: ResolverTypeWrapper<MatterActions>;
  MatterFilter: MatterFilter;
  MatterPage: ResolverTypeWrapper<Omit<MatterPage, 'items'> & { items: Array<ResolversTypes['Matter']> }>;
  MatterSortField: MatterSortField;
  MatterStatusCount: ResolverTypeWrapper<MatterStatusCount>;
  Measurement: ResolverTypeWrapper<RestMeasurement>;
  MeasurementFilter: MeasurementFilter;
  MeasurementPage: ResolverTypeWrapper<Omit<MeasurementPage, 'items'> & { items: Array<ResolversTypes['Measurement']> }>;
  MeasurementSortField: MeasurementSortField;
  MeasurementThreshold: ResolverTypeWrapper<RestMeasurementThreshold>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyWork: ResolverTypeWrapper<MyWork>;
  NamedItem: ResolverTypeWrapper<RestNamedItem>;
  Negotiation: ResolverTypeWrapper<RestNegotiation>;
  NegotiationActions: ResolverTypeWrapper<NegotiationActions>;
  NegotiationFilter: NegotiationFilter;
  NegotiationHistory: ResolverTypeWrapper<RestNegotiationHistory>;
  NegotiationHistoryFilter: NegotiationHistoryFilter;
  NegotiationHistoryPage: ResolverTypeWrapper<Omit<NegotiationHistoryPage, 'items'> & { items: Array<ResolversTypes['NegotiationHistory']> }>;
  NegotiationHistorySortField: NegotiationHistorySortField;
  NegotiationPage: ResolverTypeWrapper<Omit<NegotiationPage, 'items'> & { items: Array<ResolversTypes['Negotiation']> }>;
  NegotiationSortField: NegotiationSortField;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Permission: Permission;
  Permissions: ResolverTypeWrapper<ViewerPermissions>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  Project: ResolverTypeWrapper<RestProject>;
  ProjectActions: ResolverTypeWrapper<ProjectActions>;
  ProjectChoice: ResolverTypeWrapper<ProjectChoice>;
  ProjectCount: ResolverTypeWrapper<ProjectCount>;
  ProjectFilter: ProjectFilter;
  ProjectPage: ResolverTypeWrapper<Omit<ProjectPage, 'items'> & { items: Array<ResolversTypes['Project']> }>;
  ProjectSortField: ProjectSortField;
  ProjectStatusCounts: ResolverTypeWrapper<RestProjectStatusCounts>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SaveDocumentSettingsInput: SaveDocumentSettingsInput;
  Schedule: ResolverTypeWrapper<RestSchedule>;
  ScheduleFilter: ScheduleFilter;
  SchedulePage: ResolverTypeWrapper<Omit<SchedulePage, 'items'> & { items: Array<ResolversTypes['Schedule']> }>;
  ScheduleSortField: ScheduleSortField;
  SortOrder: SortOrder;
  StatusCount: ResolverTypeWrapper<RestStatusCount>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Target: ResolverTypeWrapper<RestTarget>;
  TargetDetail: ResolverTypeWrapper<RestTargetDetail>;
  TargetDetailFilter: TargetDetailFilter;
  TargetDetailPage: ResolverTypeWrapper<Omit<TargetDetailPage, 'items'> & { items: Array<ResolversTypes['TargetDetail']> }>;
  TargetDetailSortField: TargetDetailSortField;
  TargetDuplicateInput: TargetDuplicateInput;
  TargetFilter: TargetFilter;
  TargetImportResult: ResolverTypeWrapper<TargetImportAnswer>;
  TargetPage: ResolverTypeWrapper<Omit<TargetPage, 'items'> & { items: Array<ResolversTypes['Target']> }>;
  TargetSortField: TargetSortField;
  Team: ResolverTypeWrapper<Team>;
  TeamCapacity: ResolverTypeWrapper<TeamCapacity>;
  UpdateConstructionEntryInput: UpdateConstructionEntryInput;
  UpdateConstructionFreeScheduleInput: UpdateConstructionFreeScheduleInput;
  UpdateConstructionInput: UpdateConstructionInput;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerServiceInput: UpdateCustomerServiceInput;
  UpdateExternalSourceInput: UpdateExternalSourceInput;
  UpdateLineCodeInput: UpdateLineCodeInput;
  UpdateMachineClientInput: UpdateMachineClientInput;
  UpdateMasterItemInput: UpdateMasterItemInput;
  UpdateMatterInput: UpdateMatterInput;
  UpdateMeasurementInput: UpdateMeasurementInput;
  UpdateMeasurementThresholdInput: UpdateMeasurementThresholdInput;
  UpdateNegotiationHistoryInput: UpdateNegotiationHistoryInput;
  UpdateNegotiationInput: UpdateNegotiationInput;
  UpdateProjectInput: UpdateProjectInput;
  UpdateScheduleInput: UpdateScheduleInput;
  UpdateTargetDetailInput: UpdateTargetDetailInput;
  UpdateTargetInput: UpdateTargetInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<RestUser>;
  UserFilter: UserFilter;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  UserRef: ResolverTypeWrapper<RestUserRef>;
  UserSortField: UserSortField;
  UserStatus: UserStatus;
  VersionedId: VersionedId;
  Viewer: ResolverTypeWrapper<RestLoginUser>;
  ViewerMachineClient: ResolverTypeWrapper<ViewerMachineClient>;
  WeekOutcome: ResolverTypeWrapper<WeekOutcome>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddMattersInput: AddMattersInput;
  AddMattersResult: RestAddMattersResult;
  Attachment: RestAttachment;
  AttachmentFilter: AttachmentFilter;
  AttachmentPage: Omit<AttachmentPage, 'items'> & { items: Array<ResolversParentTypes['Attachment']> };
  Boolean: Scalars['Boolean']['output'];
  BulkCreateNegotiationsInput: BulkCreateNegotiationsInput;
  BulkDispatchConstructionsInput: BulkDispatchConstructionsInput;
  BulkUpdateMattersInput: BulkUpdateMattersInput;
  ColumnMapping: ColumnMapping;
  ColumnMappingInput: ColumnMappingInput;
  Construction: RestConstruction;
  ConstructionActions: ConstructionActions;
  ConstructionCustomer: ConstructionCustomer;
  ConstructionEntry: RestConstructionEntry;
  ConstructionEntryFilter: ConstructionEntryFilter;
  ConstructionEntryPage: Omit<ConstructionEntryPage, 'items'> & { items: Array<ResolversParentTypes['ConstructionEntry']> };
  ConstructionFilter: ConstructionFilter;
  ConstructionFreeSchedule: RestFreeSchedule;
  ConstructionFreeScheduleFilter: ConstructionFreeScheduleFilter;
  ConstructionFreeSchedulePage: Omit<ConstructionFreeSchedulePage, 'items'> & { items: Array<ResolversParentTypes['ConstructionFreeSchedule']> };
  ConstructionPage: Omit<ConstructionPage, 'items'> & { items: Array<ResolversParentTypes['Construction']> };
  CreateAttachmentInput: CreateAttachmentInput;
  CreateConstructionEntryInput: CreateConstructionEntryInput;
  CreateConstructionFreeScheduleInput: CreateConstructionFreeScheduleInput;
  CreateConstructionInput: CreateConstructionInput;
  CreateCustomerInput: CreateCustomerInput;
  CreateCustomerServiceInput: CreateCustomerServiceInput;
  CreateExternalSourceInput: CreateExternalSourceInput;
  CreateLineCodeInput: CreateLineCodeInput;
  CreateMachineClientInput: CreateMachineClientInput;
  CreateMasterItemInput: CreateMasterItemInput;
  CreateMatterInput: CreateMatterInput;
  CreateMeasurementInput: CreateMeasurementInput;
  CreateMeasurementThresholdInput: CreateMeasurementThresholdInput;
  CreateNegotiationHistoryInput: CreateNegotiationHistoryInput;
  CreateNegotiationInput: CreateNegotiationInput;
  CreateProjectInput: CreateProjectInput;
  CreateScheduleInput: CreateScheduleInput;
  CreateTargetDetailInput: CreateTargetDetailInput;
  CreateTargetInput: CreateTargetInput;
  CreateUserInput: CreateUserInput;
  Customer: RestCustomer;
  CustomerFilter: CustomerFilter;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  CustomerService: RestCustomerService;
  CustomerServiceFilter: CustomerServiceFilter;
  CustomerServicePage: Omit<CustomerServicePage, 'items'> & { items: Array<ResolversParentTypes['CustomerService']> };
  Dashboard: RestDashboard;
  DateTime: Scalars['DateTime']['output'];
  DispatchConstructionInput: DispatchConstructionInput;
  DocumentIssuer: DocumentIssuer;
  DocumentItem: DocumentItem;
  DocumentItemInput: DocumentItemInput;
  DocumentPreview: RestDocumentPreview;
  DocumentSettings: RestDocumentSettings;
  DocumentSettingsInput: DocumentSettingsInput;
  DocumentTypeOption: DocumentTypeOption;
  ExpectedReading: ExpectedReading;
  ExternalSource: RestExternalSource;
  ExternalSourceDetail: RestExternalSourceDetail;
  ExternalSourceDetailFilter: ExternalSourceDetailFilter;
  ExternalSourceDetailPage: Omit<ExternalSourceDetailPage, 'items'> & { items: Array<ResolversParentTypes['ExternalSourceDetail']> };
  ExternalSourceDryRun: ExternalSourceDryRun;
  ExternalSourceField: ExternalSourceField;
  ExternalSourceFilter: ExternalSourceFilter;
  ExternalSourceMappedValue: ExternalSourceMappedValue;
  ExternalSourcePage: Omit<ExternalSourcePage, 'items'> & { items: Array<ResolversParentTypes['ExternalSource']> };
  ExternalSourceRowError: ExternalSourceRowError;
  Float: Scalars['Float']['output'];
  GenerateConstructionsInput: GenerateConstructionsInput;
  GenerateConstructionsResult: RestGenerateResult;
  GenerateDocumentsInput: GenerateDocumentsInput;
  HistoryChange: HistoryChange;
  HistoryEntry: Omit<HistoryEntry, 'user'> & { user?: Maybe<ResolversParentTypes['UserRef']> };
  Holiday: Holiday;
  ID: Scalars['ID']['output'];
  IdSelection: IdSelection;
  ImportRowError: ImportRowError;
  Int: Scalars['Int']['output'];
  LineCode: RestLineCode;
  LineCodeActions: LineCodeActions;
  LineCodeFilter: LineCodeFilter;
  LineCodeImportResult: LineCodeImportResult;
  LineCodePage: Omit<LineCodePage, 'items'> & { items: Array<ResolversParentTypes['LineCode']> };
  LiveChange: LiveChangeRecord;
  MachineClient: RestMachineClient;
  MachineClientWithSecret: RestMachineClientWithSecret;
  ManagerFigures: Omit<ManagerFigures, 'mattersByProject'> & { mattersByProject: Array<ResolversParentTypes['ProjectStatusCounts']> };
  MasterItem: Omit<MasterItem, 'associateCompany'> & { associateCompany?: Maybe<ResolversParentTypes['NamedItem']> };
  MasterKindInfo: MasterKindInfo;
  Matter: RestMatter;
  MatterActions: MatterActions;
  MatterFilter: MatterFilter;
  MatterPage: Omit<MatterPage, 'items'> & { items: Array<ResolversParentTypes['Matter']> };
  MatterStatusCount: MatterStatusCount;
  Measurement: RestMeasurement;
  MeasurementFilter: MeasurementFilter;
  MeasurementPage: Omit<MeasurementPage, 'items'> & { items: Array<ResolversParentTypes['Measurement']> };
  MeasurementThreshold: RestMeasurementThreshold;
  Mutation: Record<PropertyKey, never>;
  MyWork: MyWork;
  NamedItem: RestNamedItem;
  Negotiation: RestNegotiation;
  NegotiationActions: NegotiationActions;
  NegotiationFilter: NegotiationFilter;
  NegotiationHistory: RestNegotiationHistory;
  NegotiationHistoryFilter: NegotiationHistoryFilter;
  NegotiationHistoryPage: Omit<NegotiationHistoryPage, 'items'> & { items: Array<ResolversParentTypes['NegotiationHistory']> };
  NegotiationPage: Omit<NegotiationPage, 'items'> & { items: Array<ResolversParentTypes['Negotiation']> };
  PageInfo: PageInfo;
  Permissions: ViewerPermissions;
  PostalAddress: PostalAddress;
  Project: RestProject;
  ProjectActions: ProjectActions;
  ProjectChoice: ProjectChoice;
  ProjectCount: ProjectCount;
  ProjectFilter: ProjectFilter;
  ProjectPage: Omit<ProjectPage, 'items'> & { items: Array<ResolversParentTypes['Project']> };
  ProjectStatusCounts: RestProjectStatusCounts;
  Query: Record<PropertyKey, never>;
  SaveDocumentSettingsInput: SaveDocumentSettingsInput;
  Schedule: RestSchedule;
  ScheduleFilter: ScheduleFilter;
  SchedulePage: Omit<SchedulePage, 'items'> & { items: Array<ResolversParentTypes['Schedule']> };
  StatusCount: RestStatusCount;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Target: RestTarget;
  TargetDetail: RestTargetDetail;
  TargetDetailFilter: TargetDetailFilter;
  TargetDetailPage: Omit<TargetDetailPage, 'items'> & { items: Array<ResolversParentTypes['TargetDetail']> };
  TargetDuplicateInput: TargetDuplicateInput;
  TargetFilter: TargetFilter;
  TargetImportResult: TargetImportAnswer;
  TargetPage: Omit<TargetPage, 'items'> & { items: Array<ResolversParentTypes['Target']> };
  Team: Team;
  TeamCapacity: TeamCapacity;
  UpdateConstructionEntryInput: UpdateConstructionEntryInput;
  UpdateConstructionFreeScheduleInput: UpdateConstructionFreeScheduleInput;
  UpdateConstructionInput: UpdateConstructionInput;
  UpdateCustomerInput: UpdateCustomerInput;
  UpdateCustomerServiceInput: UpdateCustomerServiceInput;
  UpdateExternalSourceInput: UpdateExternalSourceInput;
  UpdateLineCodeInput: UpdateLineCodeInput;
  UpdateMachineClientInput: UpdateMachineClientInput;
  UpdateMasterItemInput: UpdateMasterItemInput;
  UpdateMatterInput: UpdateMatterInput;
  UpdateMeasurementInput: UpdateMeasurementInput;
  UpdateMeasurementThresholdInput: UpdateMeasurementThresholdInput;
  UpdateNegotiationHistoryInput: UpdateNegotiationHistoryInput;
  UpdateNegotiationInput: UpdateNegotiationInput;
  UpdateProjectInput: UpdateProjectInput;
  UpdateScheduleInput: UpdateScheduleInput;
  UpdateTargetDetailInput: UpdateTargetDetailInput;
  UpdateTargetInput: UpdateTargetInput;
  UpdateUserInput: UpdateUserInput;
  User: RestUser;
  UserFilter: UserFilter;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  UserRef: RestUserRef;
  VersionedId: VersionedId;
  Viewer: RestLoginUser;
  ViewerMachineClient: ViewerMachineClient;
  WeekOutcome: WeekOutcome;
};

export type RequiresDirectiveArgs = {
  permission: Permission;
};

export type RequiresDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = RequiresDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = { };

export type SignedInDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddMattersResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddMattersResult'] = ResolversParentTypes['AddMattersResult']> = {
  created?: Resolver<Array<ResolversTypes['Matter']>, ParentType, ContextType>;
  skippedTargetIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  documentType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  documentTypeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matter?: Resolver<Maybe<ResolversTypes['Matter']>, ParentType, ContextType>;
  matterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negotiation?: Resolver<Maybe<ResolversTypes['Negotiation']>, ParentType, ContextType>;
  negotiationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  ownerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ownerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['Target']>, ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AttachmentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AttachmentPage'] = ResolversParentTypes['AttachmentPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ColumnMappingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ColumnMapping'] = ResolversParentTypes['ColumnMapping']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceColumn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConstructionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Construction'] = ResolversParentTypes['Construction']> = {
  allowedStatuses?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  associateCompany?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  associateCompanyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  attachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['ConstructionActions'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['ConstructionCustomer']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['ConstructionEntry']>, ParentType, ContextType>;
  expectedReadings?: Resolver<Array<ResolversTypes['ExpectedReading']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instructedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  instructedBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  instructedByUser?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  lineCodes?: Resolver<Array<ResolversTypes['LineCode']>, ParentType, ContextType>;
  matter?: Resolver<Maybe<ResolversTypes['Matter']>, ParentType, ContextType>;
  matterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  measurements?: Resolver<Array<ResolversTypes['Measurement']>, ParentType, ContextType>;
  overrideReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConstructionActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConstructionActions'] = ResolversParentTypes['ConstructionActions']> = {
  cancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dispatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postpone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  schedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ConstructionCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConstructionCustomer'] = ResolversParentTypes['ConstructionCustomer']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roomNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetDetailId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConstructionEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConstructionEntry'] = ResolversParentTypes['ConstructionEntry']> = {
  construction?: Resolver<Maybe<ResolversTypes['Construction']>, ParentType, ContextType>;
  constructionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installedDeviceModel?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  installedDeviceModelId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  installedSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  item?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removedDeviceModel?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  removedDeviceModelId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  removedSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConstructionEntryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConstructionEntryPage'] = ResolversParentTypes['ConstructionEntryPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ConstructionEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ConstructionFreeScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConstructionFreeSchedule'] = ResolversParentTypes['ConstructionFreeSchedule']> = {
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConstructionFreeSchedulePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConstructionFreeSchedulePage'] = ResolversParentTypes['ConstructionFreeSchedulePage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ConstructionFreeSchedule']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ConstructionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConstructionPage'] = ResolversParentTypes['ConstructionPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Construction']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactMethod?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contactMethodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  customerType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  genderLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownership?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownershipLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['CustomerService']>, ParentType, ContextType>;
  targetDetail?: Resolver<Maybe<ResolversTypes['TargetDetail']>, ParentType, ContextType>;
  targetDetailId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CustomerServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerService'] = ResolversParentTypes['CustomerService']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractDetailType?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  contractDetailTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contractReceiver?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  contractReceiverId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contractType?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  contractTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerServiceItem?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  customerServiceItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  implementation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  implementationLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operatorCustomerNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerServicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerServicePage'] = ResolversParentTypes['CustomerServicePage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CustomerService']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type DashboardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = {
  constructionsByStatus?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  manager?: Resolver<Maybe<ResolversTypes['ManagerFigures']>, ParentType, ContextType>;
  mattersByStatus?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  my?: Resolver<ResolversTypes['MyWork'], ParentType, ContextType>;
  myOpenNegotiations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  negotiationsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetsIsEstimate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DocumentIssuerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentIssuer'] = ResolversParentTypes['DocumentIssuer']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sealText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentItem'] = ResolversParentTypes['DocumentItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DocumentPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentPreview'] = ResolversParentTypes['DocumentPreview']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentSettings'] = ResolversParentTypes['DocumentSettings']> = {
  addresseeAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addresseeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  constructionDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  constructionSlot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultTypes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  documentTypes?: Resolver<Array<ResolversTypes['DocumentTypeOption']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['DocumentIssuer'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DocumentItem']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentSettingsKind'], ParentType, ContextType>;
  lastTypes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  negotiationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DocumentTypeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentTypeOption'] = ResolversParentTypes['DocumentTypeOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExpectedReadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExpectedReading'] = ResolversParentTypes['ExpectedReading']> = {
  maxDbm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minDbm?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  point?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wavelengthNm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExternalSourceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSource'] = ResolversParentTypes['ExternalSource']> = {
  columnMapping?: Resolver<Array<ResolversTypes['ColumnMapping']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['ExternalSourceDetail']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  encoding?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasAuthHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastRunAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetEntity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExternalSourceDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSourceDetail'] = ResolversParentTypes['ExternalSourceDetail']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ExternalSourceRowError']>, ParentType, ContextType>;
  externalSource?: Resolver<Maybe<ResolversTypes['ExternalSource']>, ParentType, ContextType>;
  externalSourceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rowsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsFailed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rowsUpdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
};

export type ExternalSourceDetailPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSourceDetailPage'] = ResolversParentTypes['ExternalSourceDetailPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ExternalSourceDetail']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ExternalSourceDryRunResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSourceDryRun'] = ResolversParentTypes['ExternalSourceDryRun']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ExternalSourceRowError']>, ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sample?: Resolver<Array<Array<ResolversTypes['ExternalSourceMappedValue']>>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExternalSourceFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSourceField'] = ResolversParentTypes['ExternalSourceField']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ExternalSourceMappedValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSourceMappedValue'] = ResolversParentTypes['ExternalSourceMappedValue']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExternalSourcePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSourcePage'] = ResolversParentTypes['ExternalSourcePage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ExternalSource']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ExternalSourceRowErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExternalSourceRowError'] = ResolversParentTypes['ExternalSourceRowError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GenerateConstructionsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GenerateConstructionsResult'] = ResolversParentTypes['GenerateConstructionsResult']> = {
  created?: Resolver<Array<ResolversTypes['Construction']>, ParentType, ContextType>;
  skippedMatterIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type HistoryChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryChange'] = ResolversParentTypes['HistoryChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  masked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  action?: Resolver<ResolversTypes['HistoryAction'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['HistoryChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
};

export type HolidayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Holiday'] = ResolversParentTypes['Holiday']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IdSelectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IdSelection'] = ResolversParentTypes['IdSelection']> = {
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ImportRowErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImportRowError'] = ResolversParentTypes['ImportRowError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LineCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineCode'] = ResolversParentTypes['LineCode']> = {
  allowedStatuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cableType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['LineCodeActions'], ParentType, ContextType>;
  construction?: Resolver<Maybe<ResolversTypes['Construction']>, ParentType, ContextType>;
  constructionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poleOwner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  removalConsentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  removedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['Target']>, ParentType, ContextType>;
  targetDetail?: Resolver<Maybe<ResolversTypes['TargetDetail']>, ParentType, ContextType>;
  targetDetailId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LineCodeActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineCodeActions'] = ResolversParentTypes['LineCodeActions']> = {
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LineCodeImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineCodeImportResult'] = ResolversParentTypes['LineCodeImportResult']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  lineCodeIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LineCodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineCodePage'] = ResolversParentTypes['LineCodePage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['LineCode']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type LiveChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveChange'] = ResolversParentTypes['LiveChange']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MachineClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MachineClient'] = ResolversParentTypes['MachineClient']> = {
  associateCompany?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSecret?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['MachineScope']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MachineClientWithSecretResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MachineClientWithSecret'] = ResolversParentTypes['MachineClientWithSecret']> = {
  client?: Resolver<ResolversTypes['MachineClient'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ManagerFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagerFigures'] = ResolversParentTypes['ManagerFigures']> = {
  failedMeasurements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedRuns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mattersByProject?: Resolver<Array<ResolversTypes['ProjectStatusCounts']>, ParentType, ContextType>;
  negotiationsByWeek?: Resolver<Array<ResolversTypes['WeekOutcome']>, ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamCapacity?: Resolver<Array<ResolversTypes['TeamCapacity']>, ParentType, ContextType>;
};

export type MasterItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterItem'] = ResolversParentTypes['MasterItem']> = {
  associateCompany?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  associateCompanyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deviceLineType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deviceLineTypeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MasterKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  retiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sortOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MasterKindInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MasterKindInfo'] = ResolversParentTypes['MasterKindInfo']> = {
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MasterKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MatterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Matter'] = ResolversParentTypes['Matter']> = {
  allowedStatuses?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  assigneeUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['MatterActions'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  constructions?: Resolver<Array<ResolversTypes['Construction']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  negotiations?: Resolver<Array<ResolversTypes['Negotiation']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusBeforeHold?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statusBeforeHoldLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['Target']>, ParentType, ContextType>;
  targetDetail?: Resolver<Maybe<ResolversTypes['TargetDetail']>, ParentType, ContextType>;
  targetDetailId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MatterActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MatterActions'] = ResolversParentTypes['MatterActions']> = {
  createConstruction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instructNegotiation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MatterPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MatterPage'] = ResolversParentTypes['MatterPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Matter']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MatterStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MatterStatusCount'] = ResolversParentTypes['MatterStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MeasurementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Measurement'] = ResolversParentTypes['Measurement']> = {
  construction?: Resolver<Maybe<ResolversTypes['Construction']>, ParentType, ContextType>;
  constructionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  judgement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  measuredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  measuredBy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  measuredByUser?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerDbm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thresholdMax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  thresholdMin?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wavelengthNm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MeasurementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MeasurementPage'] = ResolversParentTypes['MeasurementPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Measurement']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type MeasurementThresholdResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MeasurementThreshold'] = ResolversParentTypes['MeasurementThreshold']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxDbm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  minDbm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  point?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wavelengthNm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addMattersToProject?: Resolver<ResolversTypes['AddMattersResult'], ParentType, ContextType, RequireFields<MutationAddMattersToProjectArgs, 'input'>>;
  bulkCreateNegotiations?: Resolver<Array<ResolversTypes['Negotiation']>, ParentType, ContextType, RequireFields<MutationBulkCreateNegotiationsArgs, 'input'>>;
  bulkDispatchConstructions?: Resolver<Array<ResolversTypes['Construction']>, ParentType, ContextType, RequireFields<MutationBulkDispatchConstructionsArgs, 'input'>>;
  bulkUpdateMatters?: Resolver<Array<ResolversTypes['Matter']>, ParentType, ContextType, RequireFields<MutationBulkUpdateMattersArgs, 'input'>>;
  createAttachment?: Resolver<ResolversTypes['Attachment'], ParentType, ContextType, RequireFields<MutationCreateAttachmentArgs, 'input'>>;
  createConstruction?: Resolver<ResolversTypes['Construction'], ParentType, ContextType, RequireFields<MutationCreateConstructionArgs, 'input'>>;
  createConstructionEntry?: Resolver<ResolversTypes['ConstructionEntry'], ParentType, ContextType, RequireFields<MutationCreateConstructionEntryArgs, 'input'>>;
  createConstructionFreeSchedule?: Resolver<ResolversTypes['ConstructionFreeSchedule'], ParentType, ContextType, RequireFields<MutationCreateConstructionFreeScheduleArgs, 'input'>>;
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerService?: Resolver<ResolversTypes['CustomerService'], ParentType, ContextType, RequireFields<MutationCreateCustomerServiceArgs, 'input'>>;
  createExternalSource?: Resolver<ResolversTypes['ExternalSource'], ParentType, ContextType, RequireFields<MutationCreateExternalSourceArgs, 'input'>>;
  createLineCode?: Resolver<ResolversTypes['LineCode'], ParentType, ContextType, RequireFields<MutationCreateLineCodeArgs, 'input'>>;
  createMachineClient?: Resolver<ResolversTypes['MachineClientWithSecret'], ParentType, ContextType, RequireFields<MutationCreateMachineClientArgs, 'input'>>;
  createMasterItem?: Resolver<ResolversTypes['MasterItem'], ParentType, ContextType, RequireFields<MutationCreateMasterItemArgs, 'input' | 'kind'>>;
  createMatter?: Resolver<ResolversTypes['Matter'], ParentType, ContextType, RequireFields<MutationCreateMatterArgs, 'input'>>;
  createMeasurement?: Resolver<ResolversTypes['Measurement'], ParentType, ContextType, RequireFields<MutationCreateMeasurementArgs, 'input'>>;
  createMeasurementThreshold?: Resolver<ResolversTypes['MeasurementThreshold'], ParentType, ContextType, RequireFields<MutationCreateMeasurementThresholdArgs, 'input'>>;
  createNegotiation?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType, RequireFields<MutationCreateNegotiationArgs, 'input'>>;
  createNegotiationHistory?: Resolver<ResolversTypes['NegotiationHistory'], ParentType, ContextType, RequireFields<MutationCreateNegotiationHistoryArgs, 'input'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'input'>>;
  createSchedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<MutationCreateScheduleArgs, 'input'>>;
  createTarget?: Resolver<ResolversTypes['Target'], ParentType, ContextType, RequireFields<MutationCreateTargetArgs, 'input'>>;
  createTargetDetail?: Resolver<ResolversTypes['TargetDetail'], ParentType, ContextType, RequireFields<MutationCreateTargetDetailArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deleteAttachment?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAttachmentArgs, 'id' | 'version'>>;
  deleteConstruction?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteConstructionArgs, 'id' | 'version'>>;
  deleteConstructionEntry?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteConstructionEntryArgs, 'id' | 'version'>>;
  deleteConstructionFreeSchedule?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteConstructionFreeScheduleArgs, 'id' | 'version'>>;
  deleteCustomer?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id' | 'version'>>;
  deleteCustomerService?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCustomerServiceArgs, 'id' | 'version'>>;
  deleteExternalSource?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteExternalSourceArgs, 'id' | 'version'>>;
  deleteLineCode?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteLineCodeArgs, 'id' | 'version'>>;
  deleteMachineClient?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteMachineClientArgs, 'id' | 'version'>>;
  deleteMasterItem?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteMasterItemArgs, 'id' | 'kind' | 'version'>>;
  deleteMatter?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteMatterArgs, 'id' | 'version'>>;
  deleteMeasurement?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteMeasurementArgs, 'id' | 'version'>>;
  deleteMeasurementThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationDeleteMeasurementThresholdArgs, 'id' | 'version'>>;
  deleteNegotiation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteNegotiationArgs, 'id' | 'version'>>;
  deleteNegotiationHistory?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteNegotiationHistoryArgs, 'id' | 'version'>>;
  deleteProject?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProjectArgs, 'id' | 'version'>>;
  deleteSchedule?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteScheduleArgs, 'id' | 'version'>>;
  deleteTarget?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTargetArgs, 'id' | 'version'>>;
  deleteTargetDetail?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTargetDetailArgs, 'id' | 'version'>>;
  deleteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id' | 'version'>>;
  dispatchConstruction?: Resolver<ResolversTypes['Construction'], ParentType, ContextType, RequireFields<MutationDispatchConstructionArgs, 'id' | 'input'>>;
  dryRunExternalSource?: Resolver<ResolversTypes['ExternalSourceDryRun'], ParentType, ContextType, RequireFields<MutationDryRunExternalSourceArgs, 'contentEncoding' | 'id'>>;
  executeExternalSource?: Resolver<ResolversTypes['ExternalSourceDetail'], ParentType, ContextType, RequireFields<MutationExecuteExternalSourceArgs, 'contentEncoding' | 'id'>>;
  generateConstructions?: Resolver<ResolversTypes['GenerateConstructionsResult'], ParentType, ContextType, RequireFields<MutationGenerateConstructionsArgs, 'input'>>;
  generateDocuments?: Resolver<Array<ResolversTypes['Attachment']>, ParentType, ContextType, RequireFields<MutationGenerateDocumentsArgs, 'input'>>;
  importLineCodes?: Resolver<ResolversTypes['LineCodeImportResult'], ParentType, ContextType, RequireFields<MutationImportLineCodesArgs, 'content' | 'contentEncoding' | 'dryRun'>>;
  importTargets?: Resolver<ResolversTypes['TargetImportResult'], ParentType, ContextType, RequireFields<MutationImportTargetsArgs, 'content' | 'contentEncoding' | 'dryRun'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reorderMasterItems?: Resolver<Array<ResolversTypes['MasterItem']>, ParentType, ContextType, RequireFields<MutationReorderMasterItemsArgs, 'ids' | 'kind'>>;
  resetUserPassword?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationResetUserPasswordArgs, 'id' | 'temporaryPassword'>>;
  restoreMasterItem?: Resolver<ResolversTypes['MasterItem'], ParentType, ContextType, RequireFields<MutationRestoreMasterItemArgs, 'id' | 'kind' | 'version'>>;
  retireMasterItem?: Resolver<ResolversTypes['MasterItem'], ParentType, ContextType, RequireFields<MutationRetireMasterItemArgs, 'id' | 'kind' | 'version'>>;
  rotateMachineClientSecret?: Resolver<ResolversTypes['MachineClientWithSecret'], ParentType, ContextType, RequireFields<MutationRotateMachineClientSecretArgs, 'id' | 'version'>>;
  saveDocumentSettings?: Resolver<ResolversTypes['DocumentSettings'], ParentType, ContextType, RequireFields<MutationSaveDocumentSettingsArgs, 'input'>>;
  updateConstruction?: Resolver<ResolversTypes['Construction'], ParentType, ContextType, RequireFields<MutationUpdateConstructionArgs, 'id' | 'input'>>;
  updateConstructionEntry?: Resolver<ResolversTypes['ConstructionEntry'], ParentType, ContextType, RequireFields<MutationUpdateConstructionEntryArgs, 'id' | 'input'>>;
  updateConstructionFreeSchedule?: Resolver<ResolversTypes['ConstructionFreeSchedule'], ParentType, ContextType, RequireFields<MutationUpdateConstructionFreeScheduleArgs, 'id' | 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  updateCustomerService?: Resolver<ResolversTypes['CustomerService'], ParentType, ContextType, RequireFields<MutationUpdateCustomerServiceArgs, 'id' | 'input'>>;
  updateExternalSource?: Resolver<ResolversTypes['ExternalSource'], ParentType, ContextType, RequireFields<MutationUpdateExternalSourceArgs, 'id' | 'input'>>;
  updateLineCode?: Resolver<ResolversTypes['LineCode'], ParentType, ContextType, RequireFields<MutationUpdateLineCodeArgs, 'id' | 'input'>>;
  updateMachineClient?: Resolver<ResolversTypes['MachineClient'], ParentType, ContextType, RequireFields<MutationUpdateMachineClientArgs, 'id' | 'input'>>;
  updateMasterItem?: Resolver<ResolversTypes['MasterItem'], ParentType, ContextType, RequireFields<MutationUpdateMasterItemArgs, 'id' | 'input' | 'kind'>>;
  updateMatter?: Resolver<ResolversTypes['Matter'], ParentType, ContextType, RequireFields<MutationUpdateMatterArgs, 'id' | 'input'>>;
  updateMeasurement?: Resolver<ResolversTypes['Measurement'], ParentType, ContextType, RequireFields<MutationUpdateMeasurementArgs, 'id' | 'input'>>;
  updateMeasurementThreshold?: Resolver<ResolversTypes['MeasurementThreshold'], ParentType, ContextType, RequireFields<MutationUpdateMeasurementThresholdArgs, 'id' | 'input'>>;
  updateNegotiation?: Resolver<ResolversTypes['Negotiation'], ParentType, ContextType, RequireFields<MutationUpdateNegotiationArgs, 'id' | 'input'>>;
  updateNegotiationHistory?: Resolver<ResolversTypes['NegotiationHistory'], ParentType, ContextType, RequireFields<MutationUpdateNegotiationHistoryArgs, 'id' | 'input'>>;
  updateProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationUpdateProjectArgs, 'id' | 'input'>>;
  updateSchedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<MutationUpdateScheduleArgs, 'id' | 'input'>>;
  updateTarget?: Resolver<ResolversTypes['Target'], ParentType, ContextType, RequireFields<MutationUpdateTargetArgs, 'id' | 'input'>>;
  updateTargetDetail?: Resolver<ResolversTypes['TargetDetail'], ParentType, ContextType, RequireFields<MutationUpdateTargetDetailArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
};

export type MyWorkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyWork'] = ResolversParentTypes['MyWork']> = {
  constructionsThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  constructionsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedMeasurements?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lineCodesToRemove?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  openMatters?: Resolver<Maybe<Array<ResolversTypes['ProjectCount']>>, ParentType, ContextType>;
  overdueMatters?: Resolver<Array<ResolversTypes['ProjectCount']>, ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teamCapacity?: Resolver<Maybe<Array<ResolversTypes['TeamCapacity']>>, ParentType, ContextType>;
  visitsThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visitsToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  waitingForDispatch?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type NamedItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NamedItem'] = ResolversParentTypes['NamedItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NegotiationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Negotiation'] = ResolversParentTypes['Negotiation']> = {
  allowedStatuses?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  assignee?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  assigneeUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  attachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['NegotiationActions'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completeReason?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completeReasonLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  histories?: Resolver<Array<ResolversTypes['NegotiationHistory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  matter?: Resolver<Maybe<ResolversTypes['Matter']>, ParentType, ContextType>;
  matterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  negotiationStatus?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  negotiationStatusId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NegotiationActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationActions'] = ResolversParentTypes['NegotiationActions']> = {
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reassign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type NegotiationHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationHistory'] = ResolversParentTypes['NegotiationHistory']> = {
  contactedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  counterpart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  methodLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negotiation?: Resolver<Maybe<ResolversTypes['Negotiation']>, ParentType, ContextType>;
  negotiationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextContactAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NegotiationHistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationHistoryPage'] = ResolversParentTypes['NegotiationHistoryPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NegotiationHistory']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type NegotiationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NegotiationPage'] = ResolversParentTypes['NegotiationPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Negotiation']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsEstimate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PermissionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permissions'] = ResolversParentTypes['Permissions']> = {
  allRecords?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  constructionEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instructionSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lineCodeEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  masterManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matterRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  negotiationEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userManage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PostalAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefecture?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  town?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = {
  allowedStatuses?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['ProjectActions'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobCategory?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  jobCategoryId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  manager?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  managerUserId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  matterCounts?: Resolver<Array<ResolversTypes['MatterStatusCount']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statusLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  workTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectActionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectActions'] = ResolversParentTypes['ProjectActions']> = {
  addMatters?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  delete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProjectChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectChoice'] = ResolversParentTypes['ProjectChoice']> = {
  canAddMatters?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectCount'] = ResolversParentTypes['ProjectCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProjectPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectPage'] = ResolversParentTypes['ProjectPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type ProjectStatusCountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProjectStatusCounts'] = ResolversParentTypes['ProjectStatusCounts']> = {
  byStatus?: Resolver<Array<ResolversTypes['StatusCount']>, ParentType, ContextType>;
  projectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  projectName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  assignableUsers?: Resolver<Array<ResolversTypes['UserRef']>, ParentType, ContextType, Partial<QueryAssignableUsersArgs>>;
  associateCompanies?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  attachment?: Resolver<Maybe<ResolversTypes['Attachment']>, ParentType, ContextType, RequireFields<QueryAttachmentArgs, 'id'>>;
  attachments?: Resolver<ResolversTypes['AttachmentPage'], ParentType, ContextType, RequireFields<QueryAttachmentsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  attachmentsZipUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryAttachmentsZipUrlArgs, 'ids'>>;
  clients?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  construction?: Resolver<Maybe<ResolversTypes['Construction']>, ParentType, ContextType, RequireFields<QueryConstructionArgs, 'id'>>;
  constructionEntries?: Resolver<ResolversTypes['ConstructionEntryPage'], ParentType, ContextType, RequireFields<QueryConstructionEntriesArgs, 'order' | 'page' | 'pageSize'>>;
  constructionEntry?: Resolver<Maybe<ResolversTypes['ConstructionEntry']>, ParentType, ContextType, RequireFields<QueryConstructionEntryArgs, 'id'>>;
  constructionFreeSchedules?: Resolver<ResolversTypes['ConstructionFreeSchedulePage'], ParentType, ContextType, RequireFields<QueryConstructionFreeSchedulesArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  constructionIds?: Resolver<ResolversTypes['IdSelection'], ParentType, ContextType, RequireFields<QueryConstructionIdsArgs, 'instructions' | 'order' | 'sort'>>;
  constructionInstructions?: Resolver<ResolversTypes['ConstructionPage'], ParentType, ContextType, RequireFields<QueryConstructionInstructionsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  constructions?: Resolver<ResolversTypes['ConstructionPage'], ParentType, ContextType, RequireFields<QueryConstructionsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerService?: Resolver<Maybe<ResolversTypes['CustomerService']>, ParentType, ContextType, RequireFields<QueryCustomerServiceArgs, 'id'>>;
  customerServices?: Resolver<ResolversTypes['CustomerServicePage'], ParentType, ContextType, RequireFields<QueryCustomerServicesArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  dashboard?: Resolver<ResolversTypes['Dashboard'], ParentType, ContextType>;
  documentPreview?: Resolver<ResolversTypes['DocumentPreview'], ParentType, ContextType, RequireFields<QueryDocumentPreviewArgs, 'documentType' | 'negotiationId' | 'settings'>>;
  documentSettings?: Resolver<Maybe<ResolversTypes['DocumentSettings']>, ParentType, ContextType, RequireFields<QueryDocumentSettingsArgs, 'kind' | 'negotiationId'>>;
  externalSource?: Resolver<Maybe<ResolversTypes['ExternalSource']>, ParentType, ContextType, RequireFields<QueryExternalSourceArgs, 'id'>>;
  externalSourceDetail?: Resolver<Maybe<ResolversTypes['ExternalSourceDetail']>, ParentType, ContextType, RequireFields<QueryExternalSourceDetailArgs, 'id'>>;
  externalSourceDetails?: Resolver<ResolversTypes['ExternalSourceDetailPage'], ParentType, ContextType, RequireFields<QueryExternalSourceDetailsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  externalSourceFields?: Resolver<Array<ResolversTypes['ExternalSourceField']>, ParentType, ContextType, RequireFields<QueryExternalSourceFieldsArgs, 'targetEntity'>>;
  externalSources?: Resolver<ResolversTypes['ExternalSourcePage'], ParentType, ContextType, RequireFields<QueryExternalSourcesArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  history?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType, RequireFields<QueryHistoryArgs, 'entity' | 'id'>>;
  holidays?: Resolver<Array<ResolversTypes['Holiday']>, ParentType, ContextType, RequireFields<QueryHolidaysArgs, 'from' | 'to'>>;
  lineCode?: Resolver<Maybe<ResolversTypes['LineCode']>, ParentType, ContextType, RequireFields<QueryLineCodeArgs, 'id'>>;
  lineCodeIds?: Resolver<ResolversTypes['IdSelection'], ParentType, ContextType, RequireFields<QueryLineCodeIdsArgs, 'order' | 'sort'>>;
  lineCodes?: Resolver<ResolversTypes['LineCodePage'], ParentType, ContextType, RequireFields<QueryLineCodesArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  machineClient?: Resolver<Maybe<ResolversTypes['MachineClient']>, ParentType, ContextType, RequireFields<QueryMachineClientArgs, 'id'>>;
  machineClients?: Resolver<Array<ResolversTypes['MachineClient']>, ParentType, ContextType>;
  masterKinds?: Resolver<Array<ResolversTypes['MasterKindInfo']>, ParentType, ContextType>;
  masterList?: Resolver<Array<ResolversTypes['MasterItem']>, ParentType, ContextType, RequireFields<QueryMasterListArgs, 'kind' | 'withRetired'>>;
  matter?: Resolver<Maybe<ResolversTypes['Matter']>, ParentType, ContextType, RequireFields<QueryMatterArgs, 'id'>>;
  matterIds?: Resolver<ResolversTypes['IdSelection'], ParentType, ContextType, RequireFields<QueryMatterIdsArgs, 'order' | 'sort'>>;
  matters?: Resolver<ResolversTypes['MatterPage'], ParentType, ContextType, RequireFields<QueryMattersArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  measurement?: Resolver<Maybe<ResolversTypes['Measurement']>, ParentType, ContextType, RequireFields<QueryMeasurementArgs, 'id'>>;
  measurementThresholds?: Resolver<Array<ResolversTypes['MeasurementThreshold']>, ParentType, ContextType, Partial<QueryMeasurementThresholdsArgs>>;
  measurements?: Resolver<ResolversTypes['MeasurementPage'], ParentType, ContextType, RequireFields<QueryMeasurementsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  negotiation?: Resolver<Maybe<ResolversTypes['Negotiation']>, ParentType, ContextType, RequireFields<QueryNegotiationArgs, 'id'>>;
  negotiationHistories?: Resolver<ResolversTypes['NegotiationHistoryPage'], ParentType, ContextType, RequireFields<QueryNegotiationHistoriesArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  negotiationHistory?: Resolver<Maybe<ResolversTypes['NegotiationHistory']>, ParentType, ContextType, RequireFields<QueryNegotiationHistoryArgs, 'id'>>;
  negotiations?: Resolver<ResolversTypes['NegotiationPage'], ParentType, ContextType, RequireFields<QueryNegotiationsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postalAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType, RequireFields<QueryPostalAddressArgs, 'postalCode'>>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<QueryProjectArgs, 'id'>>;
  projectChoices?: Resolver<Array<ResolversTypes['ProjectChoice']>, ParentType, ContextType>;
  projects?: Resolver<ResolversTypes['ProjectPage'], ParentType, ContextType, RequireFields<QueryProjectsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  roleTypes?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType, RequireFields<QueryScheduleArgs, 'id'>>;
  schedules?: Resolver<ResolversTypes['SchedulePage'], ParentType, ContextType, RequireFields<QuerySchedulesArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  target?: Resolver<Maybe<ResolversTypes['Target']>, ParentType, ContextType, RequireFields<QueryTargetArgs, 'id'>>;
  targetDetail?: Resolver<Maybe<ResolversTypes['TargetDetail']>, ParentType, ContextType, RequireFields<QueryTargetDetailArgs, 'id'>>;
  targetDetails?: Resolver<ResolversTypes['TargetDetailPage'], ParentType, ContextType, RequireFields<QueryTargetDetailsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  targetDuplicates?: Resolver<Array<ResolversTypes['Target']>, ParentType, ContextType, RequireFields<QueryTargetDuplicatesArgs, 'input'>>;
  targetIds?: Resolver<ResolversTypes['IdSelection'], ParentType, ContextType, RequireFields<QueryTargetIdsArgs, 'order' | 'sort'>>;
  targets?: Resolver<ResolversTypes['TargetPage'], ParentType, ContextType, RequireFields<QueryTargetsArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  teams?: Resolver<Array<ResolversTypes['Team']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'order' | 'page' | 'pageSize' | 'sort'>>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  construction?: Resolver<Maybe<ResolversTypes['Construction']>, ParentType, ContextType>;
  constructionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  endAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negotiation?: Resolver<Maybe<ResolversTypes['Negotiation']>, ParentType, ContextType>;
  negotiationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  startAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  teamId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SchedulePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SchedulePage'] = ResolversParentTypes['SchedulePage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type StatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusCount'] = ResolversParentTypes['StatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  constructionChanged?: SubscriptionResolver<ResolversTypes['LiveChange'], "constructionChanged", ParentType, ContextType, Partial<SubscriptionConstructionChangedArgs>>;
  constructionFreeSchedulesChanged?: SubscriptionResolver<Array<ResolversTypes['ConstructionFreeSchedule']>, "constructionFreeSchedulesChanged", ParentType, ContextType, RequireFields<SubscriptionConstructionFreeSchedulesChangedArgs, 'filter'>>;
  dashboardChanged?: SubscriptionResolver<ResolversTypes['Dashboard'], "dashboardChanged", ParentType, ContextType>;
  liveOk?: SubscriptionResolver<ResolversTypes['Boolean'], "liveOk", ParentType, ContextType>;
  negotiationChanged?: SubscriptionResolver<ResolversTypes['LiveChange'], "negotiationChanged", ParentType, ContextType, Partial<SubscriptionNegotiationChangedArgs>>;
};

export type TargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Target'] = ResolversParentTypes['Target']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['TargetDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lineCodes?: Resolver<Array<ResolversTypes['LineCode']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  matters?: Resolver<Array<ResolversTypes['Matter']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openMatterCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  poleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  poleOwner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetInstallationType?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  targetInstallationTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  targetType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalUnits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  town?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TargetDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TargetDetail'] = ResolversParentTypes['TargetDetail']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  customers?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  deviceInstallationType?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  deviceInstallationTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  deviceLineType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deviceLineTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceModel?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  deviceModelId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roomNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['Target']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TargetDetailPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TargetDetailPage'] = ResolversParentTypes['TargetDetailPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TargetDetail']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TargetImportResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TargetImportResult'] = ResolversParentTypes['TargetImportResult']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dryRun?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['ImportRowError']>, ParentType, ContextType>;
  targetIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  targets?: Resolver<Array<ResolversTypes['Target']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TargetPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TargetPage'] = ResolversParentTypes['TargetPage']> = {
  changeCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deletedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Target']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type TeamResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Team'] = ResolversParentTypes['Team']> = {
  associateCompanyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TeamCapacityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamCapacity'] = ResolversParentTypes['TeamCapacity']> = {
  booked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  teamName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  associateCompanies?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  clients?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleType?: Resolver<ResolversTypes['NamedItem'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['UserStatus']>, ParentType, ContextType>;
  teams?: Resolver<Array<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type UserRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRef'] = ResolversParentTypes['UserRef']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ViewerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = {
  associateCompany?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  can?: Resolver<ResolversTypes['Permissions'], ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  machineClient?: Resolver<Maybe<ResolversTypes['ViewerMachineClient']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleType?: Resolver<ResolversTypes['NamedItem'], ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['NamedItem']>, ParentType, ContextType>;
};

export type ViewerMachineClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ViewerMachineClient'] = ResolversParentTypes['ViewerMachineClient']> = {
  clientId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['MachineScope']>, ParentType, ContextType>;
};

export type WeekOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WeekOutcome'] = ResolversParentTypes['WeekOutcome']> = {
  agreed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weekEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AddMattersResult?: AddMattersResultResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AttachmentPage?: AttachmentPageResolvers<ContextType>;
  ColumnMapping?: ColumnMappingResolvers<ContextType>;
  Construction?: ConstructionResolvers<ContextType>;
  ConstructionActions?: ConstructionActionsResolvers<ContextType>;
  ConstructionCustomer?: ConstructionCustomerResolvers<ContextType>;
  ConstructionEntry?: ConstructionEntryResolvers<ContextType>;
  ConstructionEntryPage?: ConstructionEntryPageResolvers<ContextType>;
  ConstructionFreeSchedule?: ConstructionFreeScheduleResolvers<ContextType>;
  ConstructionFreeSchedulePage?: ConstructionFreeSchedulePageResolvers<ContextType>;
  ConstructionPage?: ConstructionPageResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  CustomerService?: CustomerServiceResolvers<ContextType>;
  CustomerServicePage?: CustomerServicePageResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DocumentIssuer?: DocumentIssuerResolvers<ContextType>;
  DocumentItem?: DocumentItemResolvers<ContextType>;
  DocumentPreview?: DocumentPreviewResolvers<ContextType>;
  DocumentSettings?: DocumentSettingsResolvers<ContextType>;
  DocumentTypeOption?: DocumentTypeOptionResolvers<ContextType>;
  ExpectedReading?: ExpectedReadingResolvers<ContextType>;
  ExternalSource?: ExternalSourceResolvers<ContextType>;
  ExternalSourceDetail?: ExternalSourceDetailResolvers<ContextType>;
  ExternalSourceDetailPage?: ExternalSourceDetailPageResolvers<ContextType>;
  ExternalSourceDryRun?: ExternalSourceDryRunResolvers<ContextType>;
  ExternalSourceField?: ExternalSourceFieldResolvers<ContextType>;
  ExternalSourceMappedValue?: ExternalSourceMappedValueResolvers<ContextType>;
  ExternalSourcePage?: ExternalSourcePageResolvers<ContextType>;
  ExternalSourceRowError?: ExternalSourceRowErrorResolvers<ContextType>;
  GenerateConstructionsResult?: GenerateConstructionsResultResolvers<ContextType>;
  HistoryChange?: HistoryChangeResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  Holiday?: HolidayResolvers<ContextType>;
  IdSelection?: IdSelectionResolvers<ContextType>;
  ImportRowError?: ImportRowErrorResolvers<ContextType>;
  LineCode?: LineCodeResolvers<ContextType>;
  LineCodeActions?: LineCodeActionsResolvers<ContextType>;
  LineCodeImportResult?: LineCodeImportResultResolvers<ContextType>;
  LineCodePage?: LineCodePageResolvers<ContextType>;
  LiveChange?: LiveChangeResolvers<ContextType>;
  MachineClient?: MachineClientResolvers<ContextType>;
  MachineClientWithSecret?: MachineClientWithSecretResolvers<ContextType>;
  ManagerFigures?: ManagerFiguresResolvers<ContextType>;
  MasterItem?: MasterItemResolvers<ContextType>;
  MasterKindInfo?: MasterKindInfoResolvers<ContextType>;
  Matter?: MatterResolvers<ContextType>;
  MatterActions?: MatterActionsResolvers<ContextType>;
  MatterPage?: MatterPageResolvers<ContextType>;
  MatterStatusCount?: MatterStatusCountResolvers<ContextType>;
  Measurement?: MeasurementResolvers<ContextType>;
  MeasurementPage?: MeasurementPageResolvers<ContextType>;
  MeasurementThreshold?: MeasurementThresholdResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyWork?: MyWorkResolvers<ContextType>;
  NamedItem?: NamedItemResolvers<ContextType>;
  Negotiation?: NegotiationResolvers<ContextType>;
  NegotiationActions?: NegotiationActionsResolvers<ContextType>;
  NegotiationHistory?: NegotiationHistoryResolvers<ContextType>;
  NegotiationHistoryPage?: NegotiationHistoryPageResolvers<ContextType>;
  NegotiationPage?: NegotiationPageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Permissions?: PermissionsResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectActions?: ProjectActionsResolvers<ContextType>;
  ProjectChoice?: ProjectChoiceResolvers<ContextType>;
  ProjectCount?: ProjectCountResolvers<ContextType>;
  ProjectPage?: ProjectPageResolvers<ContextType>;
  ProjectStatusCounts?: ProjectStatusCountsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  SchedulePage?: SchedulePageResolvers<ContextType>;
  StatusCount?: StatusCountResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Target?: TargetResolvers<ContextType>;
  TargetDetail?: TargetDetailResolvers<ContextType>;
  TargetDetailPage?: TargetDetailPageResolvers<ContextType>;
  TargetImportResult?: TargetImportResultResolvers<ContextType>;
  TargetPage?: TargetPageResolvers<ContextType>;
  Team?: TeamResolvers<ContextType>;
  TeamCapacity?: TeamCapacityResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserRef?: UserRefResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  ViewerMachineClient?: ViewerMachineClientResolvers<ContextType>;
  WeekOutcome?: WeekOutcomeResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  requires?: RequiresDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
};
