/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** プロジェクトに案件として追加する対象物件 (add matters input)。 */
export type AddMattersInput = {
  /** 新しい案件の担当者のユーザーID (assignee user id) */
  assigneeUserId?: number | null | undefined;
  /** 新しい案件の期日 (due date): YYYY-MM-DD */
  dueDate?: string | null | undefined;
  /** プロジェクトID (project id) */
  projectId: string | number;
  /** 対象物件ID (target ids): 1–5000件、重複不可 */
  targetIds: Array<string | number>;
  /** 新しい案件の工事種別コード (work type code): 省略時はプロジェクトのもの */
  workType?: number | null | undefined;
};

/** 添付一覧の絞り込み条件 (attachment filter): 空の値は無視する。 */
export type AttachmentFilter = {
  /** 登録日の開始 (created from): この日以降（YYYY-MM-DD、東京時間） */
  createdFrom?: string | null | undefined;
  /** 登録日の終了 (created to): この日以前（YYYY-MM-DD、東京時間） */
  createdTo?: string | null | undefined;
  /** 顧客の氏名またはカナ (customer name): 部分一致 */
  customerName?: string | null | undefined;
  /** 帳票種別 (document types): いずれかに一致 */
  documentType?: Array<number> | null | undefined;
  /** 種類 (kind): document, photo, other */
  kind?: string | null | undefined;
  /** 添付先ID (owner ids): いずれかに一致 */
  ownerId?: Array<string | number> | null | undefined;
  /** 添付先の種類 (owner type) */
  ownerType?: string | null | undefined;
  /** プロジェクトID (project id) */
  projectId?: string | number | null | undefined;
  /** 対象物件ID (target id) */
  targetId?: string | number | null | undefined;
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
  assigneeUserId: number;
  /** 案件 (matter ids): 1–500件、重複不可 */
  matterIds: Array<string | number>;
  /** 訪問期間の開始日 (visit from): YYYY-MM-DD */
  visitFrom: string;
  /** 訪問期間の終了日 (visit to): YYYY-MM-DD */
  visitTo: string;
};

/** 一括工事指示 (bulk dispatch constructions input): 複数の工事を1つの班にまとめて指示する（指示済。日程は後から1件ずつ確定する）。 */
export type BulkDispatchConstructionsInput = {
  /** 工事ID (construction ids): 1–200件、それぞれ 指示待ち か 延期 */
  constructionIds: Array<string | number>;
  /** 班ID (team id): 班の会社が工事の協力会社になる */
  teamId: number;
};

/** 案件の一括更新 (bulk update matters input): 一覧のすべての案件に同じ変更をする。すべて成功かすべて失敗。 */
export type BulkUpdateMattersInput = {
  /** 新しい担当者のユーザーID (assignee user id): null で空にする */
  assigneeUserId?: number | null | undefined;
  /** 新しい期日 (due date): YYYY-MM-DD、null で空にする */
  dueDate?: string | null | undefined;
  /** 案件とその版数 (items): 1–1000件 */
  items: Array<VersionedId>;
  /** 保留解除 (resume from hold): true なら各案件を保留前のそれぞれのステータスに戻す（status とは併用不可。保留中でない案件は拒否） */
  resumeFromHold?: boolean | null | undefined;
  /** 新しいステータスコード (status): 一覧のすべての案件に人が行える変更（保留、保留からの戻り、完了）。1件でも拒否されれば何も変わらない */
  status?: number | null | undefined;
};

/** 列の対応 (column mapping input): 取込元の1列と1項目の対応。 */
export type ColumnMappingInput = {
  /** 取込先の項目名 (field) */
  field: string;
  /** 取込元の列名 (source column) */
  sourceColumn: string;
};

/** 工事一覧の絞り込み条件 (construction filter): 空の値は無視する。 */
export type ConstructionFilter = {
  /** エリア (area): 対象物件の都道府県・市区町村・町域の一部（例 大田区） */
  area?: string | null | undefined;
  /** 協力会社ID (partner company ids): いずれかに一致 */
  associateCompanyId?: Array<number> | null | undefined;
  /** 工事予定日の開始 (date from): YYYY-MM-DD */
  dateFrom?: string | null | undefined;
  /** 工事予定日の終了 (date to): YYYY-MM-DD */
  dateTo?: string | null | undefined;
  /** 案件の期日の開始 (due from): YYYY-MM-DD */
  dueFrom?: string | null | undefined;
  /** 案件の期日の終了 (due to): YYYY-MM-DD */
  dueTo?: string | null | undefined;
  /** 測定不合格ありのみ (failed measurement): 不合格 の測定がある工事 */
  failedMeasurement?: boolean | null | undefined;
  /** この日以降の測定不合格ありのみ (failed since): この日以降に測定した不合格の測定がある工事（YYYY-MM-DD、東京時間） */
  failedSince?: string | null | undefined;
  /** キーワード (keyword): コード（CN-00000042 または 42）か物件名の一部 */
  keyword?: string | null | undefined;
  /** 案件ID (matter ids): いずれかに一致 */
  matterId?: Array<string | number> | null | undefined;
  /** 案件ステータスコード (matter status codes): いずれかに一致 */
  matterStatus?: Array<number> | null | undefined;
  /** プロジェクトID (project id): 案件のプロジェクト */
  projectId?: string | number | null | undefined;
  /** ステータスコード (status codes): いずれかに一致 */
  status?: Array<number> | null | undefined;
  /** 班ID (team ids): いずれかに一致 */
  teamId?: Array<number> | null | undefined;
  /** 今週の工事のみ (this week): 月曜から日曜、東京時間 */
  thisWeek?: boolean | null | undefined;
  /** 工事種別コード (work type codes): いずれかに一致 */
  workType?: Array<number> | null | undefined;
};

/** 空き枠一覧の絞り込み条件 (free slot filter): 空の値は無視する。 */
export type ConstructionFreeScheduleFilter = {
  /** 協力会社ID (partner company ids): その会社の班の枠 */
  associateCompanyId?: Array<number> | null | undefined;
  /** 日付の開始 (date from): YYYY-MM-DD */
  dateFrom?: string | null | undefined;
  /** 日付の終了 (date to): YYYY-MM-DD */
  dateTo?: string | null | undefined;
  /** 時間帯 (slot): 完全一致 */
  slot?: string | null | undefined;
  /** 班ID (team ids): いずれかに一致 */
  teamId?: Array<number> | null | undefined;
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
  contentBase64: string;
  /** 帳票種別 (document type): 1–8 */
  documentType?: number | null | undefined;
  /** ファイル名 (file name) */
  fileName: string;
  /** 種類 (kind): document, photo, other（省略時は帳票種別があれば document） */
  kind?: string | null | undefined;
  /** MIMEタイプ (MIME type) */
  mimeType: string;
  /** 添付先ID (owner id) */
  ownerId: string | number;
  /** 添付先の種類 (owner type): target, targetDetail, customer, matter, negotiation, construction */
  ownerType: string;
};

/** 新しい工事明細の項目 (create construction entry input)。 */
export type CreateConstructionEntryInput = {
  /** 工事ID (construction id): 必須 */
  constructionId: string | number;
  /** 設置機器の型番ID (installed device model id) */
  installedDeviceModelId?: number | null | undefined;
  /** 設置機器のシリアル番号 (installed serial) */
  installedSerial?: string | null | undefined;
  /** 品目 (item): 省略時は工事種別の既定の品目 */
  item?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 数量 (quantity): 省略時 1 */
  quantity?: number | null | undefined;
  /** 撤去機器の型番ID (removed device model id) */
  removedDeviceModelId?: number | null | undefined;
  /** 撤去機器のシリアル番号 (removed serial) */
  removedSerial?: string | null | undefined;
};

/** 新しい顧客の項目 (create customer input)。 */
export type CreateCustomerInput = {
  /** 住所 (address) */
  address?: string | null | undefined;
  /** 受信方法コード (receiving method code) */
  contactMethod?: number | null | undefined;
  /** 顧客種別コード (customer type code): 省略時 0 不明 */
  customerType?: number | null | undefined;
  /** メールアドレス (e-mail address) */
  email?: string | null | undefined;
  /** 性別コード (gender code) */
  gender?: number | null | undefined;
  /** 携帯電話番号 (mobile number) */
  mobile?: string | null | undefined;
  /** 氏名 (full name): 必須 */
  name: string;
  /** 氏名カナ (full name kana) */
  nameKana?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 所有形態コード (ownership code) */
  ownership?: number | null | undefined;
  /** 電話番号 (telephone number) */
  phone?: string | null | undefined;
  /** 郵便番号 (postal code) */
  postalCode?: string | null | undefined;
  /** 住戸ID (target detail id): 必須 */
  targetDetailId: string | number;
};

/** 新しい契約内容の項目 (create customer service input)。 */
export type CreateCustomerServiceInput = {
  /** 契約詳細種別ID (contract detail type id) */
  contractDetailTypeId?: number | null | undefined;
  /** 契約受付者ID (contract receiver id) */
  contractReceiverId?: number | null | undefined;
  /** 契約種別ID (contract type id) */
  contractTypeId?: number | null | undefined;
  /** 顧客ID (customer id): 必須 */
  customerId: string | number;
  /** サービス品目ID (service item id) */
  customerServiceItemId?: number | null | undefined;
  /** 終了日 (end date): YYYY-MM-DD、開始日より前は不可 */
  endDate?: string | null | undefined;
  /** 実施コード (implementation code) */
  implementation?: number | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 事業者顧客番号 (operator customer number) */
  operatorCustomerNo?: string | null | undefined;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: string | null | undefined;
};

/** 新しい外部連携の項目 (create external source input)。 */
export type CreateExternalSourceInput = {
  /** 認証ヘッダー (auth header): HTTP JSON の取込元に送る Authorization ヘッダー（例 Bearer …）。書き込み専用で暗号化して保存し、読み出せず変更履歴にも出ない。url に含めた認証情報は拒否するので、ここに入れる。 */
  authHeader?: string | null | undefined;
  /** 列の対応 (column mapping): 取込元の列 → 項目 */
  columnMapping: Array<ColumnMappingInput>;
  /** 有効 (enabled): 実行してよいか（省略時 true） */
  enabled?: boolean | null | undefined;
  /** 文字コード (encoding): CSV の取込元の文字コード。UTF-8（省略時）または Shift_JIS */
  encoding?: string | null | undefined;
  /** キー項目 (key field): 登録・更新のキー */
  keyField: string;
  /** 種類 (kind): CSVファイル または HTTP JSON */
  kind: string;
  /** 名称 (name) */
  name: string;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 取込先 (target entity): targets（省略時）または matters */
  targetEntity?: string | null | undefined;
  /** URL (url): HTTP JSON では必須。ユーザー名・パスワードなしの http または https で、ホストは API の EXTERNAL_SOURCE_ALLOWED_HOSTS にあること（なければ 許可されていない接続先です） */
  url?: string | null | undefined;
};

/** 新しい引込線の項目 (create line code input)。 */
export type CreateLineCodeInput = {
  /** ケーブル種別 (cable type): 同軸5C, 同軸7C, 光ドロップ */
  cableType?: string | null | undefined;
  /** 撤去工事ID (construction id): 引込線を撤去した工事 */
  constructionId?: string | number | null | undefined;
  /** 引込線コード (line code): 必須、重複不可 */
  lineCode: string;
  /** 回線種別 (line kind): 放送, 通信, 共用 */
  lineKind?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 電柱番号 (pole number) */
  poleNumber?: string | null | undefined;
  /** 電柱所有者 (pole owner) */
  poleOwner?: string | null | undefined;
  /** 撤去承諾日時 (removal consent at) */
  removalConsentAt?: string | null | undefined;
  /** 撤去日時 (removed at): 新しい引込線には指定しない（撤去済 になったときに入る） */
  removedAt?: string | null | undefined;
  /** 状態 (status): 使用中（省略時）または 撤去予定。撤去済 では登録できない */
  status?: string | null | undefined;
  /** 住戸ID (target detail id) */
  targetDetailId?: string | number | null | undefined;
  /** 対象物件ID (target id) */
  targetId?: string | number | null | undefined;
};

/** 新しい連携クライアントの項目 (create machine client input)。 */
export type CreateMachineClientInput = {
  /** 協力会社 (partner company id), or null for the office's own integration */
  associateCompanyId?: number | null | undefined;
  /** アプリクライアントID (app client id): Cognito モードのみ。ユーザープールのアプリクライアントID */
  clientId?: string | null | undefined;
  /** 名称 (name) */
  name: string;
  /** スコープ (scopes) */
  scopes: Array<MachineScope>;
};

/** 新しいマスタの項目 (create master item input): deviceLineType は DEVICE_MODELS のみ、associateCompanyId は TEAMS のみ（そこでは必須）。 */
export type CreateMasterItemInput = {
  /** 協力会社ID (partner company id): TEAMS のみ */
  associateCompanyId?: number | null | undefined;
  /** 機器回線種別 (device line type): DEVICE_MODELS のみ。0 未選択, 1 V-ONU, 2 R-ONU */
  deviceLineType?: number | null | undefined;
  /** 表示名 (name): 1–100文字、マスタの中で重複不可 */
  name: string;
  /** 表示順 (sort order): プルダウンでの位置、0–32767 */
  sortOrder?: number | null | undefined;
};

/** 新しい測定の項目 (create measurement input)。 */
export type CreateMeasurementInput = {
  /** 工事ID (construction id): 必須 */
  constructionId: string | number;
  /** 測定日時 (measured at): 省略時は現在 */
  measuredAt?: string | null | undefined;
  /** 測定者のユーザーID (measured by): 省略時は呼び出した人 */
  measuredBy?: number | null | undefined;
  /** 測定箇所 (measurement point) */
  point: string;
  /** 測定値 (optical power): dBm */
  powerDbm: number;
  /** 波長 (wavelength): nm 単位、1310・1490・1550 */
  wavelengthNm: number;
};

/** 新しい測定しきい値 (create measurement threshold input): 測定点と波長ごとに1行。 */
export type CreateMeasurementThresholdInput = {
  /** 上限値 (upper bound): dBm、−70 から 30、下限値より下は不可 */
  maxDbm: number;
  /** 下限値 (lower bound): dBm、−70 から 30 */
  minDbm: number;
  /** 測定箇所 (measurement point): 光コンセント, V-ONU入力, R-ONU入力, クロージャ */
  point: string;
  /** 波長 (wavelength): nm 単位、1310・1490・1550 */
  wavelengthNm: number;
};

/** 新しい交渉履歴の項目 (create negotiation history input)。 */
export type CreateNegotiationHistoryInput = {
  /** 接触日時 (contacted at): 必須 */
  contactedAt: string;
  /** 相手 (counterpart): 本人, 家族, 管理会社, その他 */
  counterpart?: string | null | undefined;
  /** メモ (memo) */
  memo?: string | null | undefined;
  /** 接触方法コード (contact method code): 1 訪問, 2 郵送, 3 電話, 4 その他 */
  method?: number | null | undefined;
  /** 交渉ID (negotiation id): 必須 */
  negotiationId: string | number;
  /** 次回接触予定 (next contact) */
  nextContactAt?: string | null | undefined;
  /** 結果 (outcome): 不在, 説明済, 承諾, 拒否, 再訪問 */
  outcome?: string | null | undefined;
  /** 対応者のユーザーID (staff user id): 省略時は呼び出した人 */
  userId?: number | null | undefined;
};

/** 新しい交渉の項目 (create negotiation input)。 */
export type CreateNegotiationInput = {
  /** 交渉担当者のユーザーID (assignee user id) */
  assigneeUserId?: number | null | undefined;
  /** 完了理由コード (completion reason code): 0 未選択 か省略（新しい交渉は完了していない） */
  completeReason?: number | null | undefined;
  /** 完了日時 (completion time): 省略時は完了したときの現在 */
  completedAt?: string | null | undefined;
  /** 交渉相手の顧客ID (customer id) */
  customerId?: string | number | null | undefined;
  /** 案件ID (matter id): 必須 */
  matterId: string | number;
  /** 交渉ステータスID (status id): 省略時 1 未交渉。6 完了 は不可（交渉は登録した後に完了する） */
  negotiationStatusId?: number | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 訪問日時 (planned visit) */
  scheduledAt?: string | null | undefined;
};

/** 新しいプロジェクトの項目 (create project input)。 */
export type CreateProjectInput = {
  /** 発注元ID (client id) */
  clientId?: number | null | undefined;
  /** 終了日 (end date): YYYY-MM-DD、開始日より前は不可 */
  endDate?: string | null | undefined;
  /** 業務区分ID (job category id) */
  jobCategoryId?: number | null | undefined;
  /** 責任者のユーザーID (manager user id) */
  managerUserId?: number | null | undefined;
  /** プロジェクト名 (project name): 必須 */
  name: string;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: string | null | undefined;
  /** ステータスコード (status code): 省略時 1 準備中。完了 で始めることはできない */
  status?: number | null | undefined;
  /** 工事種別コード (work type code): 必須 */
  workType: number;
};

/** 新しい住戸の項目 (create target detail input)。 */
export type CreateTargetDetailInput = {
  /** 機器設置種別ID (device installation type id) */
  deviceInstallationTypeId?: number | null | undefined;
  /** 機器回線種別コード (device line type code): 省略時 0 未選択 */
  deviceLineType?: number | null | undefined;
  /** 機器型番ID (device model id) */
  deviceModelId?: number | null | undefined;
  /** 階 (floor) */
  floor?: number | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 部屋番号 (room number) */
  roomNumber?: string | null | undefined;
  /** 対象物件ID (target id): 必須 */
  targetId: string | number;
};

/** 新しい対象物件の項目 (create target input)。 */
export type CreateTargetInput = {
  /** 建物名 (building name) */
  building?: string | null | undefined;
  /** 市区町村 (city) */
  city?: string | null | undefined;
  /** 発注元ID (client id) */
  clientId?: number | null | undefined;
  /** 緯度 (latitude) */
  latitude?: number | null | undefined;
  /** 経度 (longitude) */
  longitude?: number | null | undefined;
  /** 物件名 (name): 必須 */
  name: string;
  /** 物件名カナ (name kana): ひらがな・半角カナは全角カタカナに変換する */
  nameKana?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 電柱番号 (pole number) */
  poleNumber?: string | null | undefined;
  /** 電柱所有者 (pole owner) */
  poleOwner?: string | null | undefined;
  /** 郵便番号 (postal code): 123-4567 も可 */
  postalCode?: string | null | undefined;
  /** 都道府県 (prefecture) */
  prefecture?: string | null | undefined;
  /** 集合住宅（種別 3）の部屋番号の一覧 (room numbers): 1つごとに住戸を1件登録する（1–500件、重複不可、各20文字以内。階は末尾2桁の前の数字から）。戸建（種別 2）には必ず住戸が1件できる。 */
  roomNumbers?: Array<string> | null | undefined;
  /** 番地 (block and lot number) */
  street?: string | null | undefined;
  /** 設置場所種別ID (installation place type id) */
  targetInstallationTypeId?: number | null | undefined;
  /** 物件種別コード (target type code): 省略時 1 未選択 */
  targetType?: number | null | undefined;
  /** 総戸数 (total units): roomNumbers を付けて登録した集合住宅はその数になる */
  totalUnits?: number | null | undefined;
  /** 町域・丁目 (town and chōme) */
  town?: string | null | undefined;
};

/** 新しいユーザーの項目 (create user input)。 */
export type CreateUserInput = {
  /** 協力会社ID (partner company id): ユーザーが所属するとき */
  associateCompanyId?: number | null | undefined;
  /** 発注元ID (client id): ユーザーが担当するとき */
  clientId?: number | null | undefined;
  /** メールアドレス (e-mail address): 重複不可 */
  email: string;
  /** 氏名 (full name) */
  name: string;
  /** フリガナ (name kana): ひらがなと半角カナは全角カタカナで保存する */
  nameKana?: string | null | undefined;
  /** 権限種別ID (role type id) */
  roleTypeId: number;
  /** 班ID (team id): ユーザーが所属するとき */
  teamId?: number | null | undefined;
  /** 仮パスワード (temporary password): 最初のサインインで変更が必要 */
  temporaryPassword: string;
};

/** 工事指示 (dispatch construction input): 班と、予約するときは日付と時間帯。 */
export type DispatchConstructionInput = {
  /** 工事予定日 (scheduled date): YYYY-MM-DD、日本時間で今日以降（時間帯も指定すると 日程確定 になる） */
  scheduledDate?: string | null | undefined;
  /** 時間帯 (slot): 午前, 午後, 終日（その日の班の空き枠で残りがあるもの） */
  slot?: string | null | undefined;
  /** 指示後のステータス (status): 既定と違うときだけ。日付と時間帯があれば 3 日程確定、なければ 2 指示済 */
  status?: number | null | undefined;
  /** 班ID (team id): 班の会社が工事の協力会社になる */
  teamId: number;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 品目 (document item): 帳票の品目表に印刷する1行。 */
export type DocumentItemInput = {
  /** 品目 (required) */
  name: string;
  /** 備考 */
  note?: string | null | undefined;
  /** 数量 (1–9999) */
  quantity: number;
  /** 単位 */
  unit?: string | null | undefined;
};

/** 1画面分の編集できる設定 (document settings input)。 */
export type DocumentSettingsInput = {
  /** 宛先住所 */
  addresseeAddress?: string | null | undefined;
  /** 宛名 (required) */
  addresseeName: string;
  /** 工事予定日 YYYY-MM-DD */
  constructionDate?: string | null | undefined;
  /** 工事枠: 午前, 午後 or 終日 */
  constructionSlot?: string | null | undefined;
  /** 発行日 YYYY-MM-DD (required) */
  issueDate: string;
  /** 品目 (at most 30 lines) */
  items: Array<DocumentItemInput>;
  /** 備考 */
  remarks?: string | null | undefined;
};

/** 帳票設定の3画面 (document settings kind): それぞれが印刷する帳票種別。 */
export type DocumentSettingsKind =
  /** 契約書類 (/negotiations/document/contract): types 2, 3, 5, 6, 7 */
  | 'CONTRACT'
  /** 撤去承諾書 (/negotiations/document/removal): type 8 */
  | 'REMOVAL'
  /** 工事依頼書類 (/negotiations/document/request): types 1, 4 */
  | 'REQUEST';

/** 外部連携一覧の絞り込み条件 (external source filter): 空の値は無視する。 */
export type ExternalSourceFilter = {
  /** 有効 (enabled): 有効かどうか */
  enabled?: boolean | null | undefined;
  /** この日以降に失敗したもののみ (failed since): この日以降の最終実行が失敗（失敗 または 一部失敗）した取込元だけ（YYYY-MM-DD、東京時間） */
  failedSince?: string | null | undefined;
  /** 種類 (kind): 完全一致。CSVファイル または HTTP JSON */
  kind?: string | null | undefined;
  /** 名称の一部 (name) */
  name?: string | null | undefined;
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
  matterIds?: Array<string | number> | null | undefined;
  /** プロジェクトID (project id): そのすべての案件 */
  projectId?: string | number | null | undefined;
};

/** 帳票の作成 (generate documents input): 画面の保存した設定から帳票を作成する。 */
export type GenerateDocumentsInput = {
  /** 作成する帳票種別 (document types): それぞれ画面の帳票種別のいずれか */
  documentTypes: Array<number>;
  /** 設定画面 (kind) */
  kind: DocumentSettingsKind;
  /** 交渉 (negotiation) */
  negotiationId: string | number;
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

/** 引込線一覧の絞り込み条件 (line code filter): 空の値は無視する。 */
export type LineCodeFilter = {
  /** ケーブル種別 (cable types): いずれかに一致。同軸5C, 同軸7C, 光ドロップ。ほかの語は BAD_USER_INPUT で拒否 */
  cableType?: Array<string> | null | undefined;
  /** 撤去工事ID (construction ids): いずれかに一致 */
  constructionId?: Array<string | number> | null | undefined;
  /** 撤去承諾あり (has removal consent): true なら撤去承諾日のある引込線だけ、false ならないものだけ */
  hasRemovalConsent?: boolean | null | undefined;
  /** 引込線コードの一部 (line code) */
  lineCode?: string | null | undefined;
  /** 回線種別 (line kinds): いずれかに一致。放送, 通信, 共用 */
  lineKind?: Array<string> | null | undefined;
  /** 電柱番号の一部 (pole number) */
  poleNumber?: string | null | undefined;
  /** 撤去承諾日の開始 (removal consent from): この日以降（YYYY-MM-DD、東京時間） */
  removalConsentFrom?: string | null | undefined;
  /** 撤去承諾日の終了 (removal consent to): この日以前（YYYY-MM-DD、東京時間、その日の終わりまで） */
  removalConsentTo?: string | null | undefined;
  /** 状態 (statuses): いずれかに一致。使用中, 撤去予定, 撤去済 */
  status?: Array<string> | null | undefined;
  /** 対象物件ID (target ids): いずれかに一致 */
  targetId?: Array<string | number> | null | undefined;
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

/** 案件一覧の絞り込み条件 (matter filter): 空の値は無視する。 */
export type MatterFilter = {
  /** 担当者のユーザーID (assignee user ids): いずれかに一致 */
  assigneeUserId?: Array<number> | null | undefined;
  /** 期日の開始 (due from): YYYY-MM-DD */
  dueFrom?: string | null | undefined;
  /** 期日の終了 (due to): YYYY-MM-DD */
  dueTo?: string | null | undefined;
  /** 交渉指示できる案件のみ (instructable): true なら交渉を指示できる案件だけ（未着手・交渉中・不成立 のいずれかで、未完了の交渉がない） */
  instructable?: boolean | null | undefined;
  /** 期限切れのみ (overdue): true なら期限切れの案件だけ（期日が東京時間で今日より前で、未完了） */
  overdue?: boolean | null | undefined;
  /** プロジェクトID (project ids): いずれかに一致 */
  projectId?: Array<string | number> | null | undefined;
  /** ステータスコード (status codes): いずれかに一致 */
  status?: Array<number> | null | undefined;
  /** 対象物件ID (target ids): いずれかに一致 */
  targetId?: Array<string | number> | null | undefined;
  /** 工事種別コード (work type codes): いずれかに一致 */
  workType?: Array<number> | null | undefined;
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

/** 交渉一覧の絞り込み条件 (negotiation filter): 空の値は無視する。 */
export type NegotiationFilter = {
  /** 交渉担当者のユーザーID (assignee user ids): いずれかに一致 */
  assigneeUserId?: Array<number> | null | undefined;
  /** 完了理由コード (completion reason codes): いずれかに一致 */
  completeReason?: Array<number> | null | undefined;
  /** 完了日時の開始 (completed from) */
  completedFrom?: string | null | undefined;
  /** 完了日時の終了 (completed to) */
  completedTo?: string | null | undefined;
  /** 顧客ID (customer ids): いずれかに一致 */
  customerId?: Array<string | number> | null | undefined;
  /** 案件ID (matter ids): いずれかに一致 */
  matterId?: Array<string | number> | null | undefined;
  /** 物件名・氏名またはそのカナの一部 (name): ｶﾀｶﾅ・カタカナ・ひらがなを区別しない */
  name?: string | null | undefined;
  /** 交渉ステータスID (status ids): いずれかに一致 */
  negotiationStatusId?: Array<number> | null | undefined;
  /** 未完了のみ (open): true なら完了していない交渉だけ */
  open?: boolean | null | undefined;
  /** 期限切れのみ (overdue): true なら現在より前に予定され、完了していない訪問だけ */
  overdue?: boolean | null | undefined;
  /** プロジェクトID (project ids): 案件を通じていずれかに一致 */
  projectId?: Array<string | number> | null | undefined;
  /** 訪問日時の開始 (scheduled from) */
  scheduledFrom?: string | null | undefined;
  /** 訪問日時の終了 (scheduled to) */
  scheduledTo?: string | null | undefined;
  /** 今日の訪問のみ (today): true なら今日（東京時間）予定の訪問だけ */
  today?: boolean | null | undefined;
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

/** プロジェクト一覧の絞り込み条件 (project filter): 空の値は無視する。 */
export type ProjectFilter = {
  /** 発注元ID (client ids): いずれかに一致 */
  clientId?: Array<number> | null | undefined;
  /** 業務区分ID (job category ids): いずれかに一致 */
  jobCategoryId?: Array<number> | null | undefined;
  /** 責任者のユーザーID (manager user ids): いずれかに一致 */
  managerUserId?: Array<number> | null | undefined;
  /** プロジェクト名の一部 (name) */
  name?: string | null | undefined;
  /** プロジェクト名の先頭 (name prefix): 登録画面の重複チェック用 */
  namePrefix?: string | null | undefined;
  /** 期間の開始 (period from): YYYY-MM-DD、この日以降も続いているプロジェクト */
  periodFrom?: string | null | undefined;
  /** 期間の終了 (period to): YYYY-MM-DD、この日以前に始まったプロジェクト */
  periodTo?: string | null | undefined;
  /** ステータスコード (status codes): いずれかに一致 */
  status?: Array<number> | null | undefined;
  /** 工事種別コード (work type codes): いずれかに一致 */
  workType?: Array<number> | null | undefined;
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

/** 1画面分の設定の保存 (save document settings input)。 */
export type SaveDocumentSettingsInput = {
  /** 設定画面 (kind) */
  kind: DocumentSettingsKind;
  /** 交渉 (negotiation) */
  negotiationId: string | number;
  /** 設定 (settings) */
  settings: DocumentSettingsInput;
  /** 読み込んだ版数 (version): 最初の保存は 0 */
  version: number;
};

/** 予定一覧の絞り込み条件 (schedule filter): 空の値は無視する。 */
export type ScheduleFilter = {
  /** 工事ID (construction ids): いずれかに一致 */
  constructionId?: Array<string | number> | null | undefined;
  /** 開始日時の開始 (start from) */
  from?: string | null | undefined;
  /** 種別コード (kind codes): いずれかに一致 */
  kind?: Array<number> | null | undefined;
  /** 交渉ID (negotiation ids): いずれかに一致 */
  negotiationId?: Array<string | number> | null | undefined;
  /** 班ID (team ids): いずれかに一致 */
  teamId?: Array<number> | null | undefined;
  /** 開始日時の終了 (start until) */
  to?: string | null | undefined;
  /** ユーザーID (user ids): いずれかに一致 */
  userId?: Array<number> | null | undefined;
};

/** 並び順 (sort order): 一覧の並べ替えの向き。 */
export type SortOrder =
  /** 昇順 (ascending) */
  | 'ASC'
  /** 降順 (descending) */
  | 'DESC';

/** 重複チェックの条件 (target duplicate input): 新規または編集中の対象物件と比べて重複を警告する。 */
export type TargetDuplicateInput = {
  /** 市区町村 (city) */
  city?: string | null | undefined;
  /** 編集中の対象物件 (exclude id): 自分自身は重複に数えない */
  excludeId?: string | number | null | undefined;
  /** 電柱番号 (pole number) */
  poleNumber?: string | null | undefined;
  /** 都道府県 (prefecture) */
  prefecture?: string | null | undefined;
  /** 番地 (block and lot number): 指定したときだけ住所を比べる */
  street?: string | null | undefined;
  /** 町域・丁目 (town and chōme) */
  town?: string | null | undefined;
};

/** 対象物件一覧の絞り込み条件 (target filter): 空の値は無視する。 */
export type TargetFilter = {
  /** 住所の一部 (address): 都道府県・市区町村・町域・番地・建物名 */
  address?: string | null | undefined;
  /** 市区町村 (city): 完全一致 */
  city?: string | null | undefined;
  /** 発注元ID (client id) */
  clientId?: number | null | undefined;
  /** 表示コード (display code): TA-00000042 または ID（42、全角数字も可）で完全一致 */
  code?: string | null | undefined;
  /** 未完了の案件あり (has open matter): true は削除されておらず 完了 でない案件がある対象物件、false はない対象物件 */
  hasOpenMatter?: boolean | null | undefined;
  /** 物件名・物件名カナ・電柱番号の一部 (name): ｶﾀｶﾅ・カタカナ・ひらがなは同じものを探す */
  name?: string | null | undefined;
  /** このプロジェクトに含まれない対象物件のみ (not in project id): このプロジェクトに削除されていない案件がない対象物件 */
  notInProjectId?: string | number | null | undefined;
  /** 電柱番号の一部 (pole number): 全角・半角を区別しない */
  poleNumber?: string | null | undefined;
  /** 郵便番号の先頭 (postal code) */
  postalCode?: string | null | undefined;
  /** 都道府県 (prefecture): 完全一致 */
  prefecture?: string | null | undefined;
  /** 物件種別コード (target type codes): いずれかに一致 */
  targetType?: Array<number> | null | undefined;
  /** 町域の一部 (town) */
  town?: string | null | undefined;
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

/** 工事明細の変更項目 (update construction entry input): 省略した項目はそのまま。 */
export type UpdateConstructionEntryInput = {
  /** 設置機器の型番ID (installed device model id) */
  installedDeviceModelId?: number | null | undefined;
  /** 設置機器のシリアル番号 (installed serial) */
  installedSerial?: string | null | undefined;
  /** 品目 (item) */
  item?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 数量 (quantity) */
  quantity?: number | null | undefined;
  /** 撤去機器の型番ID (removed device model id) */
  removedDeviceModelId?: number | null | undefined;
  /** 撤去機器のシリアル番号 (removed serial) */
  removedSerial?: string | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 工事の変更項目 (update construction input): 省略した項目はそのまま。 */
export type UpdateConstructionInput = {
  /** 協力会社ID (partner company id) */
  associateCompanyId?: number | null | undefined;
  /** 測定不合格での完了理由 (override reason) */
  overrideReason?: string | null | undefined;
  /** 施工結果メモ (result notes) */
  resultNotes?: string | null | undefined;
  /** 工事予定日 (planned date): YYYY-MM-DD */
  scheduledDate?: string | null | undefined;
  /** 時間帯 (slot) */
  slot?: string | null | undefined;
  /** ステータスコード (status code): 工事の allowedStatuses のいずれか（5 完了 には合格の測定か完了理由が必要。6 延期 と 7 中止 は枠を解放する）。それ以外の変更は BAD_USER_INPUT で拒否 */
  status?: number | null | undefined;
  /** 班ID (team id): 班・日付・時間帯の変更は工事指示になる（INSTRUCTION_SEND が必要）。ステータスを指定しないとき、班だけなら 指示済、班と日付・時間帯なら 日程確定 になる */
  teamId?: number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
  /** 工事種別コード (work type code) */
  workType?: number | null | undefined;
};

/** 顧客の変更項目 (update customer input): 省略した項目はそのまま。 */
export type UpdateCustomerInput = {
  /** 住所 (address) */
  address?: string | null | undefined;
  /** 受信方法コード (receiving method code) */
  contactMethod?: number | null | undefined;
  /** 顧客種別コード (customer type code) */
  customerType?: number | null | undefined;
  /** メールアドレス (e-mail address) */
  email?: string | null | undefined;
  /** 性別コード (gender code) */
  gender?: number | null | undefined;
  /** 携帯電話番号 (mobile number) */
  mobile?: string | null | undefined;
  /** 氏名 (full name) */
  name?: string | null | undefined;
  /** 氏名カナ (full name kana) */
  nameKana?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 所有形態コード (ownership code) */
  ownership?: number | null | undefined;
  /** 電話番号 (telephone number) */
  phone?: string | null | undefined;
  /** 郵便番号 (postal code) */
  postalCode?: string | null | undefined;
  /** 住戸ID (target detail id) */
  targetDetailId?: string | number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 契約内容の変更項目 (update customer service input): 省略した項目はそのまま。 */
export type UpdateCustomerServiceInput = {
  /** 契約詳細種別ID (contract detail type id) */
  contractDetailTypeId?: number | null | undefined;
  /** 契約受付者ID (contract receiver id) */
  contractReceiverId?: number | null | undefined;
  /** 契約種別ID (contract type id) */
  contractTypeId?: number | null | undefined;
  /** 顧客ID (customer id) */
  customerId?: string | number | null | undefined;
  /** サービス品目ID (service item id) */
  customerServiceItemId?: number | null | undefined;
  /** 終了日 (end date): YYYY-MM-DD */
  endDate?: string | null | undefined;
  /** 実施コード (implementation code) */
  implementation?: number | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 事業者顧客番号 (operator customer number) */
  operatorCustomerNo?: string | null | undefined;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: string | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 外部連携の変更項目 (update external source input): 省略した項目はそのまま。 */
export type UpdateExternalSourceInput = {
  /** 認証ヘッダー (auth header): 書き込み専用。新しい値で置き換え、null または空で消し、省略するとそのまま */
  authHeader?: string | null | undefined;
  /** 列の対応 (column mapping): 取込元の列 → 項目（対応全体を置き換える） */
  columnMapping?: Array<ColumnMappingInput> | null | undefined;
  /** 有効 (enabled): 実行してよいか */
  enabled?: boolean | null | undefined;
  /** 文字コード (encoding) */
  encoding?: string | null | undefined;
  /** キー項目 (key field): 登録・更新のキー */
  keyField?: string | null | undefined;
  /** 種類 (kind) */
  kind?: string | null | undefined;
  /** 名称 (name) */
  name?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 取込先 (target entity) */
  targetEntity?: string | null | undefined;
  /** URL (url) */
  url?: string | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 引込線の変更項目 (update line code input): 省略した項目はそのまま。 */
export type UpdateLineCodeInput = {
  /** ケーブル種別 (cable type) */
  cableType?: string | null | undefined;
  /** 撤去工事ID (construction id): 引込線を撤去した工事 */
  constructionId?: string | number | null | undefined;
  /** 引込線コード (line code): 重複不可 */
  lineCode?: string | null | undefined;
  /** 回線種別 (line kind) */
  lineKind?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 電柱番号 (pole number) */
  poleNumber?: string | null | undefined;
  /** 電柱所有者 (pole owner) */
  poleOwner?: string | null | undefined;
  /** 撤去承諾日時 (removal consent at) */
  removalConsentAt?: string | null | undefined;
  /** 撤去日時 (removed at): 手で状態を 撤去済 にするときにだけ指定する。撤去後はそのまま */
  removedAt?: string | null | undefined;
  /** 状態 (status): 引込線の allowedStatuses のいずれか（手で 撤去済 にするには removedAt が必要）。それ以外の変更は BAD_USER_INPUT で拒否 */
  status?: string | null | undefined;
  /** 住戸ID (target detail id) */
  targetDetailId?: string | number | null | undefined;
  /** 対象物件ID (target id) */
  targetId?: string | number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 連携クライアントの変更項目 (update machine client input): 省略した項目はそのまま。 */
export type UpdateMachineClientInput = {
  /** 協力会社 (partner company id); null removes it */
  associateCompanyId?: number | null | undefined;
  /** 停止 (disable) or 再開 (enable) */
  disabled?: boolean | null | undefined;
  /** 名称 (name) */
  name?: string | null | undefined;
  /** スコープ (scopes) */
  scopes?: Array<MachineScope> | null | undefined;
  /** 読み込んだ版数 (version) */
  version: number;
};

/** マスタの項目の変更 (update master item input): 省略または null の項目はそのまま。 */
export type UpdateMasterItemInput = {
  /** 協力会社ID (partner company id): TEAMS のみ */
  associateCompanyId?: number | null | undefined;
  /** 機器回線種別 (device line type): DEVICE_MODELS のみ。0 未選択, 1 V-ONU, 2 R-ONU */
  deviceLineType?: number | null | undefined;
  /** 表示名 (name): 1–100文字、マスタの中で重複不可 */
  name?: string | null | undefined;
  /** 表示順 (sort order): プルダウンでの位置、0–32767 */
  sortOrder?: number | null | undefined;
  /** 読み込んだ版数 (version) */
  version: number;
};

/** 案件の変更項目 (update matter input): 省略した項目はそのまま。 */
export type UpdateMatterInput = {
  /** 担当者のユーザーID (assignee user id) */
  assigneeUserId?: number | null | undefined;
  /** 期日 (due date): YYYY-MM-DD */
  dueDate?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** プロジェクトID (project id) */
  projectId?: string | number | null | undefined;
  /** ステータスコード (status code): 案件の allowedStatuses のいずれか（保留、保留からの戻り、完了）。それ以外の変更は BAD_USER_INPUT で拒否 */
  status?: number | null | undefined;
  /** 住戸ID (target detail id) */
  targetDetailId?: string | number | null | undefined;
  /** 対象物件ID (target id) */
  targetId?: string | number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
  /** 工事種別コード (work type code) */
  workType?: number | null | undefined;
};

/** 測定の変更項目 (update measurement input): 省略した項目はそのまま。 */
export type UpdateMeasurementInput = {
  /** 測定日時 (measured at) */
  measuredAt?: string | null | undefined;
  /** 測定者のユーザーID (measured by) */
  measuredBy?: number | null | undefined;
  /** 測定箇所 (measurement point) */
  point?: string | null | undefined;
  /** 測定値 (optical power): dBm */
  powerDbm?: number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
  /** 波長 (wavelength): nm 単位 */
  wavelengthNm?: number | null | undefined;
};

/** 測定しきい値の変更 (update measurement threshold input): 省略した項目はそのまま。すでにある測定は判定に使った上下限のまま。 */
export type UpdateMeasurementThresholdInput = {
  /** 上限値 (upper bound): dBm、−70 から 30、下限値より下は不可 */
  maxDbm?: number | null | undefined;
  /** 下限値 (lower bound): dBm、−70 から 30 */
  minDbm?: number | null | undefined;
  /** 測定箇所 (measurement point) */
  point?: string | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
  /** 波長 (wavelength): nm 単位 */
  wavelengthNm?: number | null | undefined;
};

/** 交渉履歴の変更項目 (update negotiation history input): 省略した項目はそのまま。 */
export type UpdateNegotiationHistoryInput = {
  /** 接触日時 (contacted at) */
  contactedAt?: string | null | undefined;
  /** 相手 (counterpart) */
  counterpart?: string | null | undefined;
  /** メモ (memo) */
  memo?: string | null | undefined;
  /** 接触方法コード (contact method code): 1 訪問, 2 郵送, 3 電話, 4 その他 */
  method?: number | null | undefined;
  /** 次回接触予定 (next contact) */
  nextContactAt?: string | null | undefined;
  /** 結果 (outcome) */
  outcome?: string | null | undefined;
  /** 対応者のユーザーID (staff user id) */
  userId?: number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 交渉の変更項目 (update negotiation input): 省略した項目はそのまま。 */
export type UpdateNegotiationInput = {
  /** 交渉担当者のユーザーID (assignee user id) */
  assigneeUserId?: number | null | undefined;
  /** 完了理由コード (completion reason code): ステータス 6 完了 のとき必要 */
  completeReason?: number | null | undefined;
  /** 完了日時 (completion time) */
  completedAt?: string | null | undefined;
  /** 交渉相手の顧客ID (customer id) */
  customerId?: string | number | null | undefined;
  /** 案件ID (matter id) */
  matterId?: string | number | null | undefined;
  /** 交渉ステータスID (status id): 交渉の allowedStatuses のいずれか。それ以外の変更は BAD_USER_INPUT で拒否 */
  negotiationStatusId?: number | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 訪問日時 (planned visit) */
  scheduledAt?: string | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** プロジェクトの変更項目 (update project input): 省略した項目はそのまま。 */
export type UpdateProjectInput = {
  /** 発注元ID (client id) */
  clientId?: number | null | undefined;
  /** 終了日 (end date): YYYY-MM-DD */
  endDate?: string | null | undefined;
  /** 業務区分ID (job category id) */
  jobCategoryId?: number | null | undefined;
  /** 責任者のユーザーID (manager user id) */
  managerUserId?: number | null | undefined;
  /** プロジェクト名 (project name) */
  name?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 開始日 (start date): YYYY-MM-DD */
  startDate?: string | null | undefined;
  /** ステータスコード (status code): プロジェクトの allowedStatuses のいずれか（1 準備中 → 2 進行中 → 3 完了） */
  status?: number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
  /** 工事種別コード (work type code) */
  workType?: number | null | undefined;
};

/** 住戸の変更項目 (update target detail input): 省略した項目はそのまま。 */
export type UpdateTargetDetailInput = {
  /** 機器設置種別ID (device installation type id) */
  deviceInstallationTypeId?: number | null | undefined;
  /** 機器回線種別コード (device line type code) */
  deviceLineType?: number | null | undefined;
  /** 機器型番ID (device model id) */
  deviceModelId?: number | null | undefined;
  /** 階 (floor) */
  floor?: number | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 部屋番号 (room number) */
  roomNumber?: string | null | undefined;
  /** 対象物件ID (target id) */
  targetId?: string | number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** 対象物件の変更項目 (update target input): 省略した項目はそのまま、null は任意項目を空にする。 */
export type UpdateTargetInput = {
  /** 建物名 (building name) */
  building?: string | null | undefined;
  /** 市区町村 (city) */
  city?: string | null | undefined;
  /** 発注元ID (client id) */
  clientId?: number | null | undefined;
  /** 緯度 (latitude) */
  latitude?: number | null | undefined;
  /** 経度 (longitude) */
  longitude?: number | null | undefined;
  /** 物件名 (name) */
  name?: string | null | undefined;
  /** 物件名カナ (name kana) */
  nameKana?: string | null | undefined;
  /** 備考 (notes): 自由記述 */
  notes?: string | null | undefined;
  /** 電柱番号 (pole number) */
  poleNumber?: string | null | undefined;
  /** 電柱所有者 (pole owner) */
  poleOwner?: string | null | undefined;
  /** 郵便番号 (postal code) */
  postalCode?: string | null | undefined;
  /** 都道府県 (prefecture) */
  prefecture?: string | null | undefined;
  /** 番地 (block and lot number) */
  street?: string | null | undefined;
  /** 設置場所種別ID (installation place type id) */
  targetInstallationTypeId?: number | null | undefined;
  /** 物件種別コード (target type code) */
  targetType?: number | null | undefined;
  /** 総戸数 (total units) */
  totalUnits?: number | null | undefined;
  /** 町域・丁目 (town and chōme) */
  town?: string | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** ユーザーの変更項目 (update user input): 省略した項目はそのまま。 */
export type UpdateUserInput = {
  /** 協力会社ID (partner company id): null で外す */
  associateCompanyId?: number | null | undefined;
  /** 発注元ID (client id): null で外す */
  clientId?: number | null | undefined;
  /** メールアドレス (e-mail address): 重複不可 */
  email?: string | null | undefined;
  /** 氏名 (full name) */
  name?: string | null | undefined;
  /** フリガナ (name kana): 空または null で消す */
  nameKana?: string | null | undefined;
  /** 権限種別ID (role type id) */
  roleTypeId?: number | null | undefined;
  /** 班ID (team id): null で外す */
  teamId?: number | null | undefined;
  /** 読み込んだ版数 (version): 古い版数は CONFLICT で拒否される */
  version: number;
};

/** ユーザー一覧の絞り込み条件 (user filter): 空の値は検索の前に取り除く。 */
export type UserFilter = {
  /** 協力会社ID (partner company id) */
  associateCompanyId?: number | null | undefined;
  /** 発注元ID (client id) */
  clientId?: number | null | undefined;
  /** メールアドレスの一部 (e-mail address) */
  email?: string | null | undefined;
  /** 氏名またはフリガナの一部 (name): ひらがな・カタカナ */
  name?: string | null | undefined;
  /** 権限種別ID (role type id) */
  roleTypeId?: number | null | undefined;
  /** 班ID (team id) */
  teamId?: number | null | undefined;
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
  id: string | number;
  /** 読み込んだ版数 (version) */
  version: number;
};

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, code: string, name: string, email: string, roleType: { id: number, name: string }, can: { instructionSend: boolean, matterRead: boolean, masterManage: boolean, userManage: boolean, targetEdit: boolean, negotiationEdit: boolean, constructionEdit: boolean, lineCodeEdit: boolean, allRecords: boolean } } };

export type OfflineLatestMeasurementQueryVariables = Exact<{
  id: string | number;
}>;


export type OfflineLatestMeasurementQuery = { measurement: { id: string, version: number, point: string, wavelengthNm: number, powerDbm: number } | null };

export type OfflineLatestConstructionQueryVariables = Exact<{
  id: string | number;
}>;


export type OfflineLatestConstructionQuery = { construction: { id: string, version: number, status: number, statusLabel: string, resultNotes: string | null, overrideReason: string | null, scheduledDate: string | null, slot: string | null } | null };

export type OfflineLatestEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type OfflineLatestEntryQuery = { constructionEntry: { id: string, version: number, item: string, removedSerial: string | null, installedSerial: string | null, quantity: number, notes: string | null } | null };

export type ConstructionListPageQueryVariables = Exact<{
  filter?: ConstructionFilter | null | undefined;
  sort?: ConstructionSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  withProjects: boolean;
}>;


export type ConstructionListPageQuery = { constructions: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ConstructionTable_ConstructionFragment': ConstructionTable_ConstructionFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } }, companies: Array<{ id: number, name: string }>, teams: Array<{ id: number, name: string, associateCompanyId: number | null }>, projectChoices?: Array<{ id: string, code: string, name: string }> };

export type DispatchListPageQueryVariables = Exact<{
  filter?: ConstructionFilter | null | undefined;
  sort?: ConstructionSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type DispatchListPageQuery = { constructionInstructions: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'DispatchTable_ConstructionFragment': DispatchTable_ConstructionFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } }, projectChoices: Array<{ id: string, code: string, name: string }>, companies: Array<{ id: number, name: string }>, teams: Array<{ id: number, name: string, associateCompanyId: number | null }> };

export type DispatchListPageIdsQueryVariables = Exact<{
  filter?: ConstructionFilter | null | undefined;
  sort?: ConstructionSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type DispatchListPageIdsQuery = { constructionIds: { ids: Array<string>, truncated: boolean } };

export type DispatchListPageBulkDispatchMutationVariables = Exact<{
  input: BulkDispatchConstructionsInput;
}>;


export type DispatchListPageBulkDispatchMutation = { bulkDispatchConstructions: Array<{ id: string, status: number, statusLabel: string, version: number }> };

export type DispatchPageQueryVariables = Exact<{
  id: string | number;
}>;


export type DispatchPageQuery = { construction: (
    { id: string, code: string, status: number, statusLabel: string, version: number, associateCompanyId: number | null, can: { schedule: boolean } }
    & { ' $fragmentRefs'?: { 'DispatchFacts_ConstructionFragment': DispatchFacts_ConstructionFragment } }
  ) | null, companies: Array<{ id: number, name: string }>, teams: Array<{ id: number, name: string, associateCompanyId: number | null }> };

export type CrewHomeQueryVariables = Exact<{
  filter?: ConstructionFilter | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type CrewHomeQuery = { constructions: { items: Array<{ id: string, code: string, status: number, statusLabel: string, workTypeLabel: string, scheduledDate: string | null, slot: string | null, customer: { id: string, unitCode: string, roomNumber: string | null } | null, matter: { id: string, target: { id: string, name: string, address: string, latitude: number | null, longitude: number | null } | null } | null }>, pageInfo: { totalCount: number } } };

export type CrewHomeChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CrewHomeChangedSubscription = { constructionChanged: { id: string, version: number | null, deleted: boolean, updatedBy: { id: string } | null } };

export type DispatchFacts_ConstructionFragment = { id: string, code: string, statusLabel: string, workTypeLabel: string, scheduledDate: string | null, slot: string | null, instructedAt: string | null, associateCompany: { id: number, name: string } | null, team: { id: number, name: string } | null, instructedByUser: { id: string, name: string } | null, matter: { id: string, code: string, statusLabel: string, dueDate: string | null, project: { id: string, code: string, name: string } | null, target: { id: string, code: string, name: string, targetTypeLabel: string, address: string } | null, targetDetail: { id: string, code: string, roomNumber: string | null, floor: number | null, deviceLineTypeLabel: string, deviceModel: { id: number, name: string } | null } | null, negotiations: Array<{ id: string, code: string, completeReason: number, completeReasonLabel: string, completedAt: string | null, assignee: { id: string, name: string } | null, customer: { id: string, name: string } | null }> } | null } & { ' $fragmentName'?: 'DispatchFacts_ConstructionFragment' };

export type DispatchTable_ConstructionFragment = { id: string, code: string, status: number, statusLabel: string, workTypeLabel: string, updatedAt: string, associateCompany: { id: number, name: string } | null, team: { id: number, name: string } | null, matter: { id: string, code: string, dueDate: string | null, project: { id: string, name: string } | null, target: { id: string, code: string, name: string, city: string | null, town: string | null, street: string | null } | null } | null } & { ' $fragmentName'?: 'DispatchTable_ConstructionFragment' };

export type DispatchPageDispatchMutationVariables = Exact<{
  id: string | number;
  input: DispatchConstructionInput;
}>;


export type DispatchPageDispatchMutation = { dispatchConstruction: { id: string, code: string, status: number, statusLabel: string, version: number, scheduledDate: string | null, slot: string | null, associateCompanyId: number | null, teamId: number | null } };

export type DispatchPage_SlotFragment = { id: string, teamId: number, date: string, slot: string, capacity: number, booked: number, remaining: number, team: { id: number, name: string } | null } & { ' $fragmentName'?: 'DispatchPage_SlotFragment' };

export type DispatchPageWeekQueryVariables = Exact<{
  filter: ConstructionFreeScheduleFilter;
  from: string;
  to: string;
}>;


export type DispatchPageWeekQuery = { constructionFreeSchedules: { items: Array<{ ' $fragmentRefs'?: { 'DispatchPage_SlotFragment': DispatchPage_SlotFragment } }> }, holidays: Array<{ date: string, name: string }> };

export type DispatchPageWeekChangedSubscriptionVariables = Exact<{
  filter: ConstructionFreeScheduleFilter;
}>;


export type DispatchPageWeekChangedSubscription = { constructionFreeSchedulesChanged: Array<{ ' $fragmentRefs'?: { 'DispatchPage_SlotFragment': DispatchPage_SlotFragment } }> };

export type ConstructionEditFacts_ConstructionFragment = { id: string, statusLabel: string, workTypeLabel: string, scheduledDate: string | null, slot: string | null, instructedAt: string | null, completedAt: string | null, overrideReason: string | null, instructedByUser: { id: string, name: string } | null, customer: { id: string, name: string, typeLabel: string, targetDetailId: string, unitCode: string, roomNumber: string | null } | null, associateCompany: { id: number, name: string } | null, team: { id: number, name: string } | null, matter: { id: string, code: string, dueDate: string | null, project: { id: string, code: string, name: string } | null, target: { id: string, code: string, name: string, address: string } | null, targetDetail: { id: string, code: string, roomNumber: string | null, customers: Array<{ id: string, name: string, customerTypeLabel: string }> } | null } | null } & { ' $fragmentName'?: 'ConstructionEditFacts_ConstructionFragment' };

export type ConstructionEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ConstructionEditPageQuery = { construction: (
    { id: string, code: string, version: number, status: number, workType: number, scheduledDate: string | null, allowedStatuses: Array<number>, resultNotes: string | null, can: { start: boolean, complete: boolean, postpone: boolean, cancel: boolean }, entries: Array<{ id: string, version: number, item: string, removedDeviceModelId: number | null, removedSerial: string | null, installedDeviceModelId: number | null, installedSerial: string | null, quantity: number, notes: string | null, removedDeviceModel: { id: number, name: string } | null, installedDeviceModel: { id: number, name: string } | null }>, measurements: Array<{ id: string, point: string, wavelengthNm: number, powerDbm: number, passed: boolean, judgement: string | null }>, expectedReadings: Array<{ point: string, wavelengthNm: number }>, lineCodes: Array<{ id: string, lineCode: string, status: string, lineKind: string | null, cableType: string | null, poleNumber: string | null }>, attachments: Array<{ id: string, kind: string, fileName: string, version: number, createdAt: string, createdBy: { id: string, name: string } | null }> | null }
    & { ' $fragmentRefs'?: { 'ConstructionEditFacts_ConstructionFragment': ConstructionEditFacts_ConstructionFragment } }
  ) | null, deviceModels: Array<{ id: number, name: string, deviceLineType: number | null }> };

export type ConstructionEditUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateConstructionInput;
}>;


export type ConstructionEditUpdateMutation = { updateConstruction: { id: string, version: number, status: number, statusLabel: string, resultNotes: string | null, overrideReason: string | null } };

export type ConstructionEditEntryCreateMutationVariables = Exact<{
  input: CreateConstructionEntryInput;
}>;


export type ConstructionEditEntryCreateMutation = { createConstructionEntry: { id: string } };

export type ConstructionEditEntryUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateConstructionEntryInput;
}>;


export type ConstructionEditEntryUpdateMutation = { updateConstructionEntry: { id: string, version: number } };

export type ConstructionEditEntryDeleteMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type ConstructionEditEntryDeleteMutation = { deleteConstructionEntry: string };

export type ConstructionEditPhotoCreateMutationVariables = Exact<{
  input: CreateAttachmentInput;
}>;


export type ConstructionEditPhotoCreateMutation = { createAttachment: { id: string } };

export type ConstructionEditPhotoDeleteMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type ConstructionEditPhotoDeleteMutation = { deleteAttachment: string };

export type ConstructionTable_ConstructionFragment = { id: string, code: string, status: number, statusLabel: string, workTypeLabel: string, scheduledDate: string | null, slot: string | null, associateCompany: { id: number, name: string } | null, team: { id: number, name: string } | null, instructedByUser: { id: string, name: string } | null, measurements: Array<{ id: string, passed: boolean, judgement: string | null }>, matter: { id: string, target: { id: string, code: string, name: string, city: string | null, town: string | null, street: string | null } | null } | null } & { ' $fragmentName'?: 'ConstructionTable_ConstructionFragment' };

export type ConstructionChangedSubscriptionVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type ConstructionChangedSubscription = { constructionChanged: { id: string, version: number | null, deleted: boolean, updatedBy: { id: string } | null } };

export type MeasurementEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type MeasurementEditPageQuery = { construction: { id: string, code: string, status: number, statusLabel: string, scheduledDate: string | null, slot: string | null, version: number, team: { id: number, name: string } | null, matter: { id: string, target: { id: string, code: string, name: string } | null } | null, expectedReadings: Array<{ point: string, wavelengthNm: number, minDbm: number | null, maxDbm: number | null }>, measurements: Array<{ id: string, point: string, wavelengthNm: number, powerDbm: number, thresholdMin: number | null, thresholdMax: number | null, judgement: string | null, measuredAt: string, version: number, measuredByUser: { id: string, name: string } | null }> } | null, measurementThresholds: Array<{ id: number, point: string, wavelengthNm: number, minDbm: number, maxDbm: number }> };

export type MeasurementEditPageCreateMutationVariables = Exact<{
  input: CreateMeasurementInput;
}>;


export type MeasurementEditPageCreateMutation = { createMeasurement: { id: string, judgement: string | null, version: number } };

export type MeasurementEditPageUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateMeasurementInput;
}>;


export type MeasurementEditPageUpdateMutation = { updateMeasurement: { id: string, judgement: string | null, version: number } };

export type MeasurementEditPageDeleteMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type MeasurementEditPageDeleteMutation = { deleteMeasurement: string };

export type DashboardPage_DashboardFragment = { today: string, weekStart: string, weekEnd: string, my: { visitsToday: number, visitsThisWeek: number, constructionsToday: number, constructionsThisWeek: number, since: string, waitingForDispatch: number | null, failedMeasurements: number | null, lineCodesToRemove: number | null, overdueMatters: Array<{ projectId: string, projectName: string, count: number }>, openMatters: Array<{ projectId: string, projectName: string, count: number }> | null, teamCapacity: Array<{ teamId: number, teamName: string, companyName: string, capacity: number, booked: number, remaining: number }> | null }, manager: { since: string, failedMeasurements: number, failedRuns: number, mattersByProject: Array<{ projectId: string, projectName: string, byStatus: Array<{ status: number, label: string, count: number }> }>, negotiationsByWeek: Array<{ weekStart: string, weekEnd: string, agreed: number, failed: number }>, teamCapacity: Array<{ teamId: number, teamName: string, companyName: string, capacity: number, booked: number, remaining: number }> } | null } & { ' $fragmentName'?: 'DashboardPage_DashboardFragment' };

export type DashboardPageQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardPageQuery = { dashboard: { ' $fragmentRefs'?: { 'DashboardPage_DashboardFragment': DashboardPage_DashboardFragment } } };

export type DashboardPageChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardPageChangedSubscription = { dashboardChanged: { ' $fragmentRefs'?: { 'DashboardPage_DashboardFragment': DashboardPage_DashboardFragment } } };

export type DownloadPageQueryVariables = Exact<{
  filter?: AttachmentFilter | null | undefined;
  sort?: AttachmentSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type DownloadPageQuery = { attachments: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'DownloadPage_AttachmentFragment': DownloadPage_AttachmentFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } }, projectChoices: Array<{ id: string, code: string, name: string }> };

export type DownloadPage_AttachmentFragment = { id: string, kind: string, documentTypeLabel: string | null, fileName: string, size: number, createdAt: string, createdBy: { id: string, name: string } | null, negotiation: { id: string, code: string } | null, matter: { id: string, code: string } | null, target: { id: string, code: string, name: string } | null, customer: { id: string, name: string } | null, project: { id: string, name: string } | null } & { ' $fragmentName'?: 'DownloadPage_AttachmentFragment' };

export type DownloadPageAttachmentIdsQueryVariables = Exact<{
  filter?: AttachmentFilter | null | undefined;
  sort?: AttachmentSortField | null | undefined;
  order?: SortOrder | null | undefined;
  pageSize: number;
}>;


export type DownloadPageAttachmentIdsQuery = { attachments: { items: Array<{ id: string }>, pageInfo: { totalCount: number } } };

export type DocumentSettingsPageQueryVariables = Exact<{
  negotiationId: string | number;
  kind: DocumentSettingsKind;
}>;


export type DocumentSettingsPageQuery = { documentSettings: (
    { id: string | null, negotiationId: string, kind: DocumentSettingsKind }
    & { ' $fragmentRefs'?: { 'DocumentSettingsPage_SettingsFragment': DocumentSettingsPage_SettingsFragment } }
  ) | null, negotiation: (
    { id: string }
    & { ' $fragmentRefs'?: { 'DocumentSettingsPage_NegotiationFragment': DocumentSettingsPage_NegotiationFragment } }
  ) | null };

export type DocumentSettingsPage_SettingsFragment = { id: string | null, saved: boolean, version: number, issueDate: string, addresseeName: string, addresseeAddress: string | null, constructionDate: string | null, constructionSlot: string | null, remarks: string | null, lastTypes: Array<number>, defaultTypes: Array<number>, updatedAt: string | null, items: Array<{ name: string, quantity: number, unit: string | null, note: string | null }>, documentTypes: Array<{ type: number, label: string }>, updatedBy: { id: string, name: string } | null } & { ' $fragmentName'?: 'DocumentSettingsPage_SettingsFragment' };

export type DocumentSettingsPage_NegotiationFragment = { id: string, statusLabel: string, matter: (
    { id: string }
    & { ' $fragmentRefs'?: { 'MatterPlace_MatterFragment': MatterPlace_MatterFragment } }
  ) | null, customer: { id: string, name: string, nameKana: string | null, customerTypeLabel: string, targetDetailId: string } | null } & { ' $fragmentName'?: 'DocumentSettingsPage_NegotiationFragment' };

export type DocumentSettingsPageSaveMutationVariables = Exact<{
  input: SaveDocumentSettingsInput;
}>;


export type DocumentSettingsPageSaveMutation = { saveDocumentSettings: (
    { id: string | null, negotiationId: string, kind: DocumentSettingsKind }
    & { ' $fragmentRefs'?: { 'DocumentSettingsPage_SettingsFragment': DocumentSettingsPage_SettingsFragment } }
  ) };

export type DocumentSettingsPageGenerateMutationVariables = Exact<{
  input: GenerateDocumentsInput;
}>;


export type DocumentSettingsPageGenerateMutation = { generateDocuments: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'DocumentSettingsPage_GeneratedFileFragment': DocumentSettingsPage_GeneratedFileFragment } }
  )> };

export type DocumentSettingsPage_GeneratedFileFragment = { id: string, documentType: number | null, documentTypeLabel: string | null, fileName: string, size: number, createdAt: string } & { ' $fragmentName'?: 'DocumentSettingsPage_GeneratedFileFragment' };

export type DocumentSettingsPagePreviewQueryVariables = Exact<{
  negotiationId: string | number;
  documentType: number;
  settings: DocumentSettingsInput;
}>;


export type DocumentSettingsPagePreviewQuery = { documentPreview: { contentBase64: string, size: number, pageCount: number } };

export type ExternalSourceDetailPage_SettingsFragment = { id: string, name: string, kind: string, url: string | null, encoding: string, targetEntity: string, keyField: string, enabled: boolean, notes: string | null, hasAuthHeader: boolean, columnMapping: Array<{ sourceColumn: string, field: string }> } & { ' $fragmentName'?: 'ExternalSourceDetailPage_SettingsFragment' };

export type ExternalSourceDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ExternalSourceDetailPageQuery = { externalSource: (
    { id: string, version: number, details: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ExternalSourceRun_RunFragment': ExternalSourceRun_RunFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'ExternalSourceDetailPage_SettingsFragment': ExternalSourceDetailPage_SettingsFragment } }
  ) | null };

export type ExternalSourceDetailPageUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateExternalSourceInput;
}>;


export type ExternalSourceDetailPageUpdateMutation = { updateExternalSource: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'ExternalSourceDetailPage_SettingsFragment': ExternalSourceDetailPage_SettingsFragment } }
  ) };

export type ExternalSourceListPageQueryVariables = Exact<{
  filter?: ExternalSourceFilter | null | undefined;
  sort?: ExternalSourceSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ExternalSourceListPageQuery = { externalSources: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ExternalSourceTable_SourceFragment': ExternalSourceTable_SourceFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } } };

export type ExternalSourceDetailPageDryRunMutationVariables = Exact<{
  id: string | number;
  content?: string | null | undefined;
  contentEncoding?: FileContentEncoding | null | undefined;
}>;


export type ExternalSourceDetailPageDryRunMutation = { dryRunExternalSource: { total: number, created: number, updated: number, failed: number, errors: Array<{ row: number, field: string, message: string }>, sample: Array<Array<{ field: string, value: string }>> } };

export type ExternalSourceDetailPageFieldsQueryVariables = Exact<{
  targetEntity: string;
}>;


export type ExternalSourceDetailPageFieldsQuery = { externalSourceFields: Array<{ field: string, label: string, required: boolean, description: string }> };

export type ExternalSourceListPageCreateMutationVariables = Exact<{
  input: CreateExternalSourceInput;
}>;


export type ExternalSourceListPageCreateMutation = { createExternalSource: { id: string } };

export type ExternalSourceTable_SourceFragment = { id: string, name: string, kind: string, encoding: string, targetEntity: string, enabled: boolean, lastRunAt: string | null, lastStatus: string | null } & { ' $fragmentName'?: 'ExternalSourceTable_SourceFragment' };

export type ExternalSourceRunExecuteMutationVariables = Exact<{
  id: string | number;
  content?: string | null | undefined;
  contentEncoding?: FileContentEncoding | null | undefined;
}>;


export type ExternalSourceRunExecuteMutation = { executeExternalSource: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ExternalSourceRun_RunFragment': ExternalSourceRun_RunFragment } }
  ) };

export type ExternalSourceRun_RunFragment = { id: string, startedAt: string, finishedAt: string | null, status: string, rowsTotal: number, rowsCreated: number, rowsUpdated: number, rowsFailed: number, errors: Array<{ row: number, field: string, message: string }> } & { ' $fragmentName'?: 'ExternalSourceRun_RunFragment' };

export type LineCodeCreateTargetQueryVariables = Exact<{
  id: string | number;
}>;


export type LineCodeCreateTargetQuery = { target: { id: string, code: string, name: string, details: Array<{ id: string, code: string, roomNumber: string | null }> } | null };

export type CreateLineCodeMutationVariables = Exact<{
  input: CreateLineCodeInput;
}>;


export type CreateLineCodeMutation = { createLineCode: { id: string, lineCode: string } };

export type LineCodeListPageQueryVariables = Exact<{
  filter?: LineCodeFilter | null | undefined;
  sort?: LineCodeSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type LineCodeListPageQuery = { lineCodes: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'LineCodeTable_LineCodeFragment': LineCodeTable_LineCodeFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } } };

export type LineCodeEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type LineCodeEditPageQuery = { lineCode: { id: string, version: number, lineCode: string, status: string, allowedStatuses: Array<string>, targetId: string | null, targetDetailId: string | null, poleNumber: string | null, poleOwner: string | null, cableType: string | null, lineKind: string | null, removalConsentAt: string | null, removedAt: string | null, notes: string | null, can: { delete: boolean }, target: { id: string, code: string, name: string, details: Array<{ id: string, code: string, roomNumber: string | null }> } | null, targetDetail: { id: string, code: string, roomNumber: string | null } | null, construction: { id: string, code: string } | null } | null };

export type LineCodeEditUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateLineCodeInput;
}>;


export type LineCodeEditUpdateMutation = { updateLineCode: { id: string, version: number, lineCode: string, status: string, allowedStatuses: Array<string>, targetDetailId: string | null, poleNumber: string | null, poleOwner: string | null, cableType: string | null, lineKind: string | null, removalConsentAt: string | null, removedAt: string | null, notes: string | null } };

export type LineCodeEditDeleteMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type LineCodeEditDeleteMutation = { deleteLineCode: string };

export type LineCodeImportMutationVariables = Exact<{
  content: string;
  contentEncoding?: FileContentEncoding | null | undefined;
  dryRun?: boolean | null | undefined;
}>;


export type LineCodeImportMutation = { importLineCodes: { dryRun: boolean, total: number, valid: number, created: number, updated: number, lineCodeIds: Array<string>, errors: Array<{ row: number, field: string, message: string }> } };

export type LineCodeTable_LineCodeFragment = { id: string, lineCode: string, status: string, poleNumber: string | null, poleOwner: string | null, cableType: string | null, lineKind: string | null, removalConsentAt: string | null, updatedAt: string, target: { id: string, code: string, name: string } | null, targetDetail: { id: string, roomNumber: string | null } | null, construction: { id: string, code: string } | null } & { ' $fragmentName'?: 'LineCodeTable_LineCodeFragment' };

export type MachineClientCreatePageQueryVariables = Exact<{ [key: string]: never; }>;


export type MachineClientCreatePageQuery = { ' $fragmentRefs'?: { 'MachineClientOptions_QueryFragment': MachineClientOptions_QueryFragment } };

export type CreateMachineClientMutationVariables = Exact<{
  input: CreateMachineClientInput;
}>;


export type CreateMachineClientMutation = { createMachineClient: { secret: string | null, client: { id: string, clientId: string } } };

export type MachineClientForm_ClientFragment = { id: string, clientId: string, name: string, scopes: Array<MachineScope>, disabled: boolean, associateCompany: { id: number } | null } & { ' $fragmentName'?: 'MachineClientForm_ClientFragment' };

export type MachineClientListPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MachineClientListPageQuery = { machineClients: Array<{ id: string, clientId: string, name: string, scopes: Array<MachineScope>, disabled: boolean, lastUsedAt: string | null, associateCompany: { id: number, name: string } | null }> };

export type MachineClientOptions_QueryFragment = { associateCompanies: Array<{ id: number, name: string }> } & { ' $fragmentName'?: 'MachineClientOptions_QueryFragment' };

export type MachineClientEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type MachineClientEditPageQuery = (
  { machineClient: (
    { id: string, version: number, clientId: string, disabled: boolean, hasSecret: boolean }
    & { ' $fragmentRefs'?: { 'MachineClientForm_ClientFragment': MachineClientForm_ClientFragment } }
  ) | null }
  & { ' $fragmentRefs'?: { 'MachineClientOptions_QueryFragment': MachineClientOptions_QueryFragment } }
);

export type UpdateMachineClientMutationVariables = Exact<{
  id: string | number;
  input: UpdateMachineClientInput;
}>;


export type UpdateMachineClientMutation = { updateMachineClient: (
    { id: string, version: number, disabled: boolean }
    & { ' $fragmentRefs'?: { 'MachineClientForm_ClientFragment': MachineClientForm_ClientFragment } }
  ) };

export type RotateMachineClientSecretMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type RotateMachineClientSecretMutation = { rotateMachineClientSecret: { secret: string | null, client: { id: string, version: number } } };

export type DeleteMachineClientMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteMachineClientMutation = { deleteMachineClient: string };

export type MastersPageKindsQueryVariables = Exact<{ [key: string]: never; }>;


export type MastersPageKindsQuery = { masterKinds: Array<{ kind: MasterKind, label: string, editable: boolean }> };

export type MastersPageListQueryVariables = Exact<{
  kind: MasterKind;
}>;


export type MastersPageListQuery = { masterList: Array<{ kind: MasterKind, id: number, name: string, sortOrder: number | null, version: number | null, retired: boolean, associateCompanyId: number | null, deviceLineType: number | null, deviceLineTypeLabel: string | null, associateCompany: { id: number, name: string } | null }> };

export type MastersPageCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type MastersPageCompaniesQuery = { masterList: Array<{ id: number, name: string }> };

export type MastersPageCreateMutationVariables = Exact<{
  kind: MasterKind;
  input: CreateMasterItemInput;
}>;


export type MastersPageCreateMutation = { createMasterItem: { kind: MasterKind, id: number, name: string } };

export type MastersPageUpdateMutationVariables = Exact<{
  kind: MasterKind;
  id: number;
  input: UpdateMasterItemInput;
}>;


export type MastersPageUpdateMutation = { updateMasterItem: { kind: MasterKind, id: number, name: string, version: number | null } };

export type MastersPageRetireMutationVariables = Exact<{
  kind: MasterKind;
  id: number;
  version: number;
}>;


export type MastersPageRetireMutation = { retireMasterItem: { kind: MasterKind, id: number, retired: boolean, version: number | null } };

export type MastersPageRestoreMutationVariables = Exact<{
  kind: MasterKind;
  id: number;
  version: number;
}>;


export type MastersPageRestoreMutation = { restoreMasterItem: { kind: MasterKind, id: number, retired: boolean, version: number | null } };

export type MastersPageReorderMutationVariables = Exact<{
  kind: MasterKind;
  ids: Array<number> | number;
}>;


export type MastersPageReorderMutation = { reorderMasterItems: Array<{ kind: MasterKind, id: number, sortOrder: number | null, version: number | null }> };

export type MastersPageDeleteMutationVariables = Exact<{
  kind: MasterKind;
  id: number;
  version: number;
}>;


export type MastersPageDeleteMutation = { deleteMasterItem: number };

export type MastersPageThresholdsQueryVariables = Exact<{ [key: string]: never; }>;


export type MastersPageThresholdsQuery = { measurementThresholds: Array<{ id: number, point: string, wavelengthNm: number, minDbm: number, maxDbm: number, version: number }> };

export type MastersPageCreateThresholdMutationVariables = Exact<{
  input: CreateMeasurementThresholdInput;
}>;


export type MastersPageCreateThresholdMutation = { createMeasurementThreshold: { id: number } };

export type MastersPageUpdateThresholdMutationVariables = Exact<{
  id: number;
  input: UpdateMeasurementThresholdInput;
}>;


export type MastersPageUpdateThresholdMutation = { updateMeasurementThreshold: { id: number, minDbm: number, maxDbm: number, version: number } };

export type MastersPageDeleteThresholdMutationVariables = Exact<{
  id: number;
  version: number;
}>;


export type MastersPageDeleteThresholdMutation = { deleteMeasurementThreshold: number };

export type NegotiationCreatePageQueryVariables = Exact<{
  id: string | number;
}>;


export type NegotiationCreatePageQuery = { matter: (
    { id: string, status: number, statusLabel: string, targetDetailId: string | null, can: { instructNegotiation: boolean }, target: { id: string, details: Array<{ id: string, code: string, roomNumber: string | null, customers: Array<{ id: string, name: string, nameKana: string | null, customerType: number, customerTypeLabel: string }> }> } | null }
    & { ' $fragmentRefs'?: { 'NegotiationCreateFacts_MatterFragment': NegotiationCreateFacts_MatterFragment } }
  ) | null, assignableUsers: Array<{ id: string, name: string }> };

export type NegotiationCreateSchedulesQueryVariables = Exact<{
  filter: ScheduleFilter;
}>;


export type NegotiationCreateSchedulesQuery = { schedules: { items: Array<{ id: string, startAt: string, endAt: string, title: string, kindLabel: string }> } };

export type NegotiationCreateMutationVariables = Exact<{
  input: CreateNegotiationInput;
}>;


export type NegotiationCreateMutation = { createNegotiation: { id: string } };

export type NegotiationListPageQueryVariables = Exact<{
  filter?: NegotiationFilter | null | undefined;
  sort?: NegotiationSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type NegotiationListPageQuery = { negotiations: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NegotiationTable_NegotiationFragment': NegotiationTable_NegotiationFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } }, statuses: Array<{ id: number, name: string }>, assignableUsers: Array<{ id: string, name: string }>, projectChoices: Array<{ id: string, code: string, name: string }> };

export type NegotiationBulkMatterRow_MatterFragment = { id: string, code: string, workTypeLabel: string, statusLabel: string, dueDate: string | null, target: { id: string, code: string, name: string, city: string | null, town: string | null, street: string | null } | null, assignee: { id: string, name: string } | null } & { ' $fragmentName'?: 'NegotiationBulkMatterRow_MatterFragment' };

export type NegotiationBulkPageQueryVariables = Exact<{
  id: string | number;
}>;


export type NegotiationBulkPageQuery = { project: { id: string, code: string, name: string } | null, assignableUsers: Array<{ id: string, name: string }>, negotiators: Array<{ id: string, name: string }> };

export type NegotiationBulkMattersQueryVariables = Exact<{
  filter?: MatterFilter | null | undefined;
  sort?: MatterSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type NegotiationBulkMattersQuery = { matters: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NegotiationBulkMatterRow_MatterFragment': NegotiationBulkMatterRow_MatterFragment } }
    )>, pageInfo: { totalCount: number } } };

export type NegotiationBulkCreateMutationVariables = Exact<{
  input: BulkCreateNegotiationsInput;
}>;


export type NegotiationBulkCreateMutation = { bulkCreateNegotiations: Array<{ id: string, matterId: string, scheduledAt: string | null }> };

export type NegotiationCreateFacts_MatterFragment = (
  { id: string }
  & { ' $fragmentRefs'?: { 'MatterPlace_MatterFragment': MatterPlace_MatterFragment } }
) & { ' $fragmentName'?: 'NegotiationCreateFacts_MatterFragment' };

export type NegotiationEditTimeline_HistoryFragment = { id: string, version: number, contactedAt: string, method: number, methodLabel: string, counterpart: string | null, outcome: string | null, memo: string | null, nextContactAt: string | null, user: { id: string, name: string } | null } & { ' $fragmentName'?: 'NegotiationEditTimeline_HistoryFragment' };

export type NegotiationEditDocuments_AttachmentFragment = { id: string, kind: string, documentTypeLabel: string | null, fileName: string, size: number, createdAt: string, createdBy: { id: string, name: string } | null } & { ' $fragmentName'?: 'NegotiationEditDocuments_AttachmentFragment' };

export type NegotiationEditFacts_NegotiationFragment = { id: string, statusLabel: string, completeReason: number, completeReasonLabel: string, completedAt: string | null, scheduledAt: string | null, notes: string | null, assignee: { id: string, name: string } | null, matter: (
    { id: string }
    & { ' $fragmentRefs'?: { 'MatterPlace_MatterFragment': MatterPlace_MatterFragment } }
  ) | null, customer: { id: string, code: string, name: string, nameKana: string | null, customerTypeLabel: string, targetDetailId: string, phone?: string | null, mobile?: string | null, email?: string | null } | null } & { ' $fragmentName'?: 'NegotiationEditFacts_NegotiationFragment' };

export type NegotiationEditSchedules_ScheduleFragment = { id: string, startAt: string, endAt: string, title: string, user: { id: string, name: string } | null, team: { id: number, name: string } | null } & { ' $fragmentName'?: 'NegotiationEditSchedules_ScheduleFragment' };

export type NegotiationEditPageQueryVariables = Exact<{
  id: string | number;
  withContact: boolean;
}>;


export type NegotiationEditPageQuery = { negotiation: (
    { id: string, version: number, matterId: string, customerId: string | null, negotiationStatusId: number, statusLabel: string, allowedStatuses: Array<number>, completeReason: number, scheduledAt: string | null, assigneeUserId: number | null, notes: string | null, assignee: { id: string, name: string } | null, can: { complete: boolean, reassign: boolean, delete: boolean }, histories: Array<(
      { id: string, version: number, contactedAt: string, method: number, counterpart: string | null, outcome: string | null, memo: string | null, nextContactAt: string | null }
      & { ' $fragmentRefs'?: { 'NegotiationEditTimeline_HistoryFragment': NegotiationEditTimeline_HistoryFragment } }
    )>, schedules: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NegotiationEditSchedules_ScheduleFragment': NegotiationEditSchedules_ScheduleFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'NegotiationEditFacts_NegotiationFragment': NegotiationEditFacts_NegotiationFragment } }
  ) | null, attachments?: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NegotiationEditDocuments_AttachmentFragment': NegotiationEditDocuments_AttachmentFragment } }
    )> }, statuses: Array<{ id: number, name: string }>, assignableUsers: Array<{ id: string, name: string }> };

export type NegotiationEditUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateNegotiationInput;
  withContact: boolean;
}>;


export type NegotiationEditUpdateMutation = { updateNegotiation: (
    { id: string, version: number, negotiationStatusId: number, statusLabel: string, allowedStatuses: Array<number>, completeReason: number, completeReasonLabel: string, completedAt: string | null, scheduledAt: string | null, assigneeUserId: number | null, notes: string | null, can: { complete: boolean, reassign: boolean, delete: boolean }, matter: { id: string, status: number, statusLabel: string } | null, schedules: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'NegotiationEditSchedules_ScheduleFragment': NegotiationEditSchedules_ScheduleFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'NegotiationEditFacts_NegotiationFragment': NegotiationEditFacts_NegotiationFragment } }
  ) };

export type NegotiationEditDeleteMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type NegotiationEditDeleteMutation = { deleteNegotiation: string };

export type NegotiationEditContactCreateMutationVariables = Exact<{
  input: CreateNegotiationHistoryInput;
}>;


export type NegotiationEditContactCreateMutation = { createNegotiationHistory: { id: string } };

export type NegotiationEditContactUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateNegotiationHistoryInput;
}>;


export type NegotiationEditContactUpdateMutation = { updateNegotiationHistory: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'NegotiationEditTimeline_HistoryFragment': NegotiationEditTimeline_HistoryFragment } }
  ) };

export type NegotiationTable_NegotiationFragment = { id: string, code: string, negotiationStatusId: number, statusLabel: string, completeReason: number, completeReasonLabel: string, completedAt: string | null, scheduledAt: string | null, updatedAt: string, matter: { id: string, code: string, project: { id: string, name: string } | null, target: { id: string, name: string, city: string | null, town: string | null } | null } | null, customer: { id: string, name: string } | null, assignee: { id: string, name: string } | null, histories: Array<{ id: string, contactedAt: string, nextContactAt: string | null }> } & { ' $fragmentName'?: 'NegotiationTable_NegotiationFragment' };

export type NegotiationChangedSubscriptionVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type NegotiationChangedSubscription = { negotiationChanged: { id: string, version: number | null, deleted: boolean, updatedBy: { id: string } | null } };

export type ProjectCreatePageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectCreatePageQuery = { clients: Array<{ id: number, name: string }>, jobCategories: Array<{ id: number, name: string }>, assignableUsers: Array<{ id: string, name: string }> };

export type ProjectCreatePrefixMatchesQueryVariables = Exact<{
  filter: ProjectFilter;
  pageSize: number;
}>;


export type ProjectCreatePrefixMatchesQuery = { projects: { items: Array<{ id: string, code: string, name: string, statusLabel: string, client: { id: number, name: string } | null }>, pageInfo: { totalCount: number } } };

export type ProjectCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ProjectCreateMutation = { createProject: { id: string, code: string } };

export type ProjectListPageQueryVariables = Exact<{
  filter?: ProjectFilter | null | undefined;
  sort?: ProjectSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ProjectListPageQuery = { projects: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ProjectTable_ProjectFragment': ProjectTable_ProjectFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } }, clients: Array<{ id: number, name: string }>, jobCategories: Array<{ id: number, name: string }>, assignableUsers: Array<{ id: string, name: string }> };

export type AddMattersPageQueryVariables = Exact<{
  id: string | number;
}>;


export type AddMattersPageQuery = { project: { id: string, code: string, name: string, clientId: number | null, workType: number, can: { addMatters: boolean } } | null, clients: Array<{ id: number, name: string }>, assignableUsers: Array<{ id: string, name: string }> };

export type AddMattersTargetsQueryVariables = Exact<{
  filter?: TargetFilter | null | undefined;
  sort?: TargetSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AddMattersTargetsQuery = { targets: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TargetTable_TargetFragment': TargetTable_TargetFragment } }
    )>, pageInfo: { totalCount: number } } };

export type AddMattersToProjectMutationVariables = Exact<{
  input: AddMattersInput;
}>;


export type AddMattersToProjectMutation = { addMattersToProject: { skippedTargetIds: Array<string>, created: Array<{ id: string }> } };

export type ProjectDetailMatterRow_MatterFragment = { id: string, code: string, workTypeLabel: string, status: number, statusLabel: string, statusBeforeHoldLabel: string | null, dueDate: string | null, updatedAt: string, target: { id: string, code: string, name: string, city: string | null, town: string | null, street: string | null } | null, assignee: { id: string, name: string } | null } & { ' $fragmentName'?: 'ProjectDetailMatterRow_MatterFragment' };

export type ProjectDetailSummary_ProjectFragment = { id: string, code: string, name: string, workTypeLabel: string, startDate: string | null, endDate: string | null, statusLabel: string, notes: string | null, updatedAt: string, client: { id: number, name: string } | null, jobCategory: { id: number, name: string } | null, manager: { id: string, name: string } | null, updatedBy: { id: string, name: string } | null } & { ' $fragmentName'?: 'ProjectDetailSummary_ProjectFragment' };

export type MatterIdsQueryVariables = Exact<{
  filter?: MatterFilter | null | undefined;
  sort?: MatterSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type MatterIdsQuery = { matterIds: { ids: Array<string>, truncated: boolean } };

export type ProjectDetailPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectDetailPageQuery = { project: (
    { id: string, version: number, status: number, can: { delete: boolean, addMatters: boolean } }
    & { ' $fragmentRefs'?: { 'ProjectForm_ProjectFragment': ProjectForm_ProjectFragment;'ProjectDetailSummary_ProjectFragment': ProjectDetailSummary_ProjectFragment } }
  ) | null, clients: Array<{ id: number, name: string }>, jobCategories: Array<{ id: number, name: string }>, assignableUsers: Array<{ id: string, name: string }> };

export type ProjectDetailMattersQueryVariables = Exact<{
  filter?: MatterFilter | null | undefined;
  sort?: MatterSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ProjectDetailMattersQuery = { matters: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ProjectDetailMatterRow_MatterFragment': ProjectDetailMatterRow_MatterFragment } }
    )>, pageInfo: { totalCount: number } } };

export type ProjectDetailUpdateProjectMutationVariables = Exact<{
  id: string | number;
  input: UpdateProjectInput;
}>;


export type ProjectDetailUpdateProjectMutation = { updateProject: (
    { id: string, version: number, can: { delete: boolean, addMatters: boolean } }
    & { ' $fragmentRefs'?: { 'ProjectForm_ProjectFragment': ProjectForm_ProjectFragment;'ProjectDetailSummary_ProjectFragment': ProjectDetailSummary_ProjectFragment } }
  ) };

export type ProjectDetailDeleteProjectMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type ProjectDetailDeleteProjectMutation = { deleteProject: string };

export type ProjectDetailMatterVersionsQueryVariables = Exact<{
  filter?: MatterFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ProjectDetailMatterVersionsQuery = { matters: { items: Array<{ id: string, code: string, version: number, status: number, statusBeforeHold: number | null, can: { createConstruction: boolean } }>, pageInfo: { totalCount: number } } };

export type ProjectDetailBulkUpdateMattersMutationVariables = Exact<{
  input: BulkUpdateMattersInput;
}>;


export type ProjectDetailBulkUpdateMattersMutation = { bulkUpdateMatters: Array<(
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'ProjectDetailMatterRow_MatterFragment': ProjectDetailMatterRow_MatterFragment } }
  )> };

export type ProjectDetailGenerateConstructionsMutationVariables = Exact<{
  input: GenerateConstructionsInput;
}>;


export type ProjectDetailGenerateConstructionsMutation = { generateConstructions: { skippedMatterIds: Array<string>, created: Array<{ id: string }> } };

export type ProjectForm_ProjectFragment = { id: string, name: string, clientId: number | null, jobCategoryId: number | null, workType: number, startDate: string | null, endDate: string | null, managerUserId: number | null, status: number, allowedStatuses: Array<number>, notes: string | null, version: number } & { ' $fragmentName'?: 'ProjectForm_ProjectFragment' };

export type ProjectTable_ProjectFragment = { id: string, code: string, name: string, workTypeLabel: string, startDate: string | null, endDate: string | null, statusLabel: string, updatedAt: string, client: { id: number, name: string } | null, jobCategory: { id: number, name: string } | null, manager: { id: string, name: string } | null, matterCounts: Array<{ status: number, statusLabel: string, count: number }> } & { ' $fragmentName'?: 'ProjectTable_ProjectFragment' };

export type MatterConstructionsTable_ConstructionFragment = { id: string, code: string, statusLabel: string, workTypeLabel: string, scheduledDate: string | null, slot: string | null, completedAt: string | null, associateCompany: { id: number, name: string } | null, team: { id: number, name: string } | null } & { ' $fragmentName'?: 'MatterConstructionsTable_ConstructionFragment' };

export type MatterFacts_MatterFragment = (
  { id: string, status: number, statusBeforeHoldLabel: string | null, dueDate: string | null, notes: string | null, assignee: { id: string, name: string } | null }
  & { ' $fragmentRefs'?: { 'MatterPlace_MatterFragment': MatterPlace_MatterFragment } }
) & { ' $fragmentName'?: 'MatterFacts_MatterFragment' };

export type MatterNegotiationsTable_NegotiationFragment = { id: string, code: string, statusLabel: string, completeReason: number, completeReasonLabel: string, scheduledAt: string | null, completedAt: string | null, createdAt: string, assignee: { id: string, name: string } | null } & { ' $fragmentName'?: 'MatterNegotiationsTable_NegotiationFragment' };

export type MatterPlace_MatterFragment = { id: string, code: string, statusLabel: string, workTypeLabel: string, projectId: string, targetId: string, project: { id: string, code: string, name: string } | null, target: { id: string, code: string, name: string, address: string } | null, targetDetail: { id: string, code: string, roomNumber: string | null } | null } & { ' $fragmentName'?: 'MatterPlace_MatterFragment' };

export type MatterEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type MatterEditPageQuery = { matter: (
    { id: string, version: number, projectId: string, status: number, statusLabel: string, statusBeforeHold: number | null, allowedStatuses: Array<number>, assigneeUserId: number | null, dueDate: string | null, notes: string | null, assignee: { id: string, name: string } | null, can: { delete: boolean, instructNegotiation: boolean }, negotiations: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MatterNegotiationsTable_NegotiationFragment': MatterNegotiationsTable_NegotiationFragment } }
    )>, constructions: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'MatterConstructionsTable_ConstructionFragment': MatterConstructionsTable_ConstructionFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'MatterFacts_MatterFragment': MatterFacts_MatterFragment } }
  ) | null, assignableUsers: Array<{ id: string, name: string }> };

export type MatterEditUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateMatterInput;
}>;


export type MatterEditUpdateMutation = { updateMatter: { id: string, version: number, status: number, statusLabel: string, allowedStatuses: Array<number>, assigneeUserId: number | null, dueDate: string | null, notes: string | null } };

export type MatterEditDeleteMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type MatterEditDeleteMutation = { deleteMatter: string };

export type TargetCreatePageQueryVariables = Exact<{ [key: string]: never; }>;


export type TargetCreatePageQuery = { clients: Array<{ id: number, name: string }>, installationTypes: Array<{ id: number, name: string }> };

export type TargetCreatePostalAddressQueryVariables = Exact<{
  postalCode: string;
}>;


export type TargetCreatePostalAddressQuery = { postalAddress: { prefecture: string, city: string, town: string } | null };

export type TargetCreateDuplicatesQueryVariables = Exact<{
  input: TargetDuplicateInput;
}>;


export type TargetCreateDuplicatesQuery = { targetDuplicates: Array<{ id: string, code: string, name: string, address: string, poleNumber: string | null }> };

export type CreateTargetMutationVariables = Exact<{
  input: CreateTargetInput;
}>;


export type CreateTargetMutation = { createTarget: { id: string, code: string } };

export type TargetImportClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type TargetImportClientsQuery = { clients: Array<{ id: number, name: string }> };

export type ImportTargetsMutationVariables = Exact<{
  content: string;
  contentEncoding?: FileContentEncoding | null | undefined;
  dryRun?: boolean | null | undefined;
}>;


export type ImportTargetsMutation = { importTargets: { dryRun: boolean, total: number, valid: number, created: number, targetIds: Array<string>, errors: Array<{ row: number, field: string, message: string }> } };

export type TargetListPageQueryVariables = Exact<{
  filter?: TargetFilter | null | undefined;
  sort?: TargetSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TargetListPageQuery = { targets: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TargetTable_TargetFragment': TargetTable_TargetFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } }, clients: Array<{ id: number, name: string }>, projectChoices: Array<{ id: string, code: string, name: string, canAddMatters: boolean }> };

export type TargetListAddMattersMutationVariables = Exact<{
  input: AddMattersInput;
}>;


export type TargetListAddMattersMutation = { addMattersToProject: { skippedTargetIds: Array<string>, created: Array<{ id: string }> } };

export type ServiceCard_ServiceFragment = { id: string, code: string, contractTypeId: number | null, contractDetailTypeId: number | null, contractReceiverId: number | null, customerServiceItemId: number | null, implementation: number, implementationLabel: string, operatorCustomerNo: string | null, startDate: string | null, endDate: string | null, notes: string | null, version: number, contractType: { id: number, name: string } | null, contractDetailType: { id: number, name: string } | null, contractReceiver: { id: number, name: string } | null, customerServiceItem: { id: number, name: string } | null } & { ' $fragmentName'?: 'ServiceCard_ServiceFragment' };

export type CustomerContentsEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerContentsEditPageQuery = { customer: { id: string, code: string, name: string, customerTypeLabel: string, targetDetail: { id: string, code: string, roomNumber: string | null, target: { id: string, code: string, name: string } | null } | null } | null, customerServices: { items: Array<(
      { id: string, version: number }
      & { ' $fragmentRefs'?: { 'ServiceCard_ServiceFragment': ServiceCard_ServiceFragment } }
    )> }, contractTypes: Array<{ id: number, name: string }>, contractDetailTypes: Array<{ id: number, name: string }>, contractReceivers: Array<{ id: number, name: string }>, serviceItems: Array<{ id: number, name: string }> };

export type CreateCustomerServiceMutationVariables = Exact<{
  input: CreateCustomerServiceInput;
}>;


export type CreateCustomerServiceMutation = { createCustomerService: { id: string } };

export type UpdateCustomerServiceMutationVariables = Exact<{
  id: string | number;
  input: UpdateCustomerServiceInput;
}>;


export type UpdateCustomerServiceMutation = { updateCustomerService: { id: string, version: number } };

export type DeleteCustomerServiceMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteCustomerServiceMutation = { deleteCustomerService: string };

export type CustomerCard_CustomerFragment = { id: string, code: string, customerType: number, customerTypeLabel: string, name: string, nameKana: string | null, gender: number, genderLabel: string, contactMethod: number, contactMethodLabel: string, ownership: number, ownershipLabel: string, phone?: string | null, mobile?: string | null, email?: string | null, postalCode?: string | null, address?: string | null, notes: string | null, version: number } & { ' $fragmentName'?: 'CustomerCard_CustomerFragment' };

export type DetailForm_DetailFragment = { id: string, roomNumber: string | null, floor: number | null, deviceLineType: number, deviceLineTypeLabel: string, deviceInstallationTypeId: number | null, deviceModelId: number | null, notes: string | null, version: number, deviceInstallationType: { id: number, name: string } | null, deviceModel: { id: number, name: string } | null } & { ' $fragmentName'?: 'DetailForm_DetailFragment' };

export type TargetDetailEditPageQueryVariables = Exact<{
  id: string | number;
  withContact: boolean;
}>;


export type TargetDetailEditPageQuery = { targetDetail: (
    { id: string, code: string, version: number, target: { id: string, code: string, name: string } | null }
    & { ' $fragmentRefs'?: { 'DetailForm_DetailFragment': DetailForm_DetailFragment } }
  ) | null, customers: { items: Array<(
      { id: string, version: number }
      & { ' $fragmentRefs'?: { 'CustomerCard_CustomerFragment': CustomerCard_CustomerFragment } }
    )> }, installationTypes: Array<{ id: number, name: string }>, models: Array<{ id: number, name: string, deviceLineType: number | null }> };

export type UpdateTargetDetailMutationVariables = Exact<{
  id: string | number;
  input: UpdateTargetDetailInput;
}>;


export type UpdateTargetDetailMutation = { updateTargetDetail: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'DetailForm_DetailFragment': DetailForm_DetailFragment } }
  ) };

export type CreateCustomerMutationVariables = Exact<{
  input: CreateCustomerInput;
}>;


export type CreateCustomerMutation = { createCustomer: { id: string } };

export type UpdateCustomerMutationVariables = Exact<{
  id: string | number;
  input: UpdateCustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string, version: number } };

export type DeleteCustomerMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteCustomerMutation = { deleteCustomer: string };

export type TargetForm_TargetFragment = { id: string, targetType: number, targetTypeLabel: string, name: string, nameKana: string | null, postalCode: string | null, prefecture: string | null, city: string | null, town: string | null, street: string | null, building: string | null, poleNumber: string | null, poleOwner: string | null, targetInstallationTypeId: number | null, clientId: number | null, totalUnits: number | null, notes: string | null, version: number, targetInstallationType: { id: number, name: string } | null, client: { id: number, name: string } | null } & { ' $fragmentName'?: 'TargetForm_TargetFragment' };

export type TargetLineCodesTable_LineCodeFragment = { id: string, lineCode: string, status: string, poleNumber: string | null, cableType: string | null } & { ' $fragmentName'?: 'TargetLineCodesTable_LineCodeFragment' };

export type TargetMattersTable_MatterFragment = { id: string, code: string, statusLabel: string, dueDate: string | null, project: { id: string, name: string } | null, assignee: { id: string, name: string } | null } & { ' $fragmentName'?: 'TargetMattersTable_MatterFragment' };

export type TargetUnitsTable_DetailFragment = { id: string, code: string, roomNumber: string | null, floor: number | null, deviceLineTypeLabel: string, customers: Array<{ id: string }> } & { ' $fragmentName'?: 'TargetUnitsTable_DetailFragment' };

export type TargetEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type TargetEditPageQuery = { target: (
    { id: string, version: number, details: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TargetUnitsTable_DetailFragment': TargetUnitsTable_DetailFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'TargetForm_TargetFragment': TargetForm_TargetFragment } }
  ) | null, matters: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TargetMattersTable_MatterFragment': TargetMattersTable_MatterFragment } }
    )> }, lineCodes: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TargetLineCodesTable_LineCodeFragment': TargetLineCodesTable_LineCodeFragment } }
    )> }, clients: Array<{ id: number, name: string }>, installationTypes: Array<{ id: number, name: string }> };

export type UpdateTargetMutationVariables = Exact<{
  id: string | number;
  input: UpdateTargetInput;
}>;


export type UpdateTargetMutation = { updateTarget: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'TargetForm_TargetFragment': TargetForm_TargetFragment } }
  ) };

export type DeleteTargetMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteTargetMutation = { deleteTarget: string };

export type CreateTargetUnitMutationVariables = Exact<{
  input: CreateTargetDetailInput;
}>;


export type CreateTargetUnitMutation = { createTargetDetail: { id: string } };

export type TargetTable_TargetFragment = { id: string, code: string, targetTypeLabel: string, name: string, nameKana: string | null, postalCode: string | null, address: string, poleNumber: string | null, openMatterCount: number, updatedAt: string, client: { id: number, name: string } | null } & { ' $fragmentName'?: 'TargetTable_TargetFragment' };

export type TargetIdsQueryVariables = Exact<{
  filter?: TargetFilter | null | undefined;
  sort?: TargetSortField | null | undefined;
  order?: SortOrder | null | undefined;
}>;


export type TargetIdsQuery = { targetIds: { ids: Array<string>, truncated: boolean } };

export type UserCreatePageQueryVariables = Exact<{ [key: string]: never; }>;


export type UserCreatePageQuery = { ' $fragmentRefs'?: { 'UserFormOptions_QueryFragment': UserFormOptions_QueryFragment } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: (
    { id: string }
    & { ' $fragmentRefs'?: { 'UserForm_UserFragment': UserForm_UserFragment } }
  ) };

export type UserForm_UserFragment = { id: string, code: string, name: string, nameKana: string | null, email: string, status: UserStatus | null, version: number, roleType: { id: number }, associateCompanies: Array<{ id: number }>, teams: Array<{ id: number }>, clients: Array<{ id: number }> } & { ' $fragmentName'?: 'UserForm_UserFragment' };

export type UserListPageQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  sort?: UserSortField | null | undefined;
  order?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type UserListPageQuery = (
  { users: { items: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'UserTable_UserFragment': UserTable_UserFragment } }
    )>, pageInfo: { totalCount: number, totalCountIsEstimate: boolean } } }
  & { ' $fragmentRefs'?: { 'UserFormOptions_QueryFragment': UserFormOptions_QueryFragment } }
);

export type UserTable_UserFragment = { id: string, code: string, name: string, nameKana: string | null, email: string, status: UserStatus | null, roleType: { id: number, name: string }, associateCompanies: Array<{ id: number, name: string }>, teams: Array<{ id: number, name: string }>, clients: Array<{ id: number, name: string }> } & { ' $fragmentName'?: 'UserTable_UserFragment' };

export type UserFormOptions_QueryFragment = { roleTypes: Array<{ id: number, name: string }>, associateCompanies: Array<{ id: number, name: string }>, teams: Array<{ id: number, name: string, associateCompanyId: number | null }>, clients: Array<{ id: number, name: string }> } & { ' $fragmentName'?: 'UserFormOptions_QueryFragment' };

export type UserEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type UserEditPageQuery = (
  { user: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'UserForm_UserFragment': UserForm_UserFragment } }
  ) | null }
  & { ' $fragmentRefs'?: { 'UserFormOptions_QueryFragment': UserFormOptions_QueryFragment } }
);

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'UserForm_UserFragment': UserForm_UserFragment } }
  ) };

export type ResetUserPasswordMutationVariables = Exact<{
  id: string | number;
  temporaryPassword: string;
}>;


export type ResetUserPasswordMutation = { resetUserPassword: (
    { id: string, version: number }
    & { ' $fragmentRefs'?: { 'UserForm_UserFragment': UserForm_UserFragment } }
  ) };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteUserMutation = { deleteUser: string };

export type HistoryPanel_EntryFragment = { id: string, actionLabel: string, at: string, user: { id: string, name: string } | null, changes: Array<{ field: string, label: string, from: string | null, to: string | null, masked: boolean }> } & { ' $fragmentName'?: 'HistoryPanel_EntryFragment' };

export type RecordHistoryQueryVariables = Exact<{
  entity: HistoryEntity;
  id: string | number;
}>;


export type RecordHistoryQuery = { history: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'HistoryPanel_EntryFragment': HistoryPanel_EntryFragment } }
  )> };

export const DispatchFacts_ConstructionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchFacts_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"instructedAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructedByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"deviceModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DispatchFacts_ConstructionFragment, unknown>;
export const DispatchTable_ConstructionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchTable_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}}]}}]}}]} as unknown as DocumentNode<DispatchTable_ConstructionFragment, unknown>;
export const DispatchPage_SlotFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchPage_Slot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFreeSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]} as unknown as DocumentNode<DispatchPage_SlotFragment, unknown>;
export const ConstructionEditFacts_ConstructionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConstructionEditFacts_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"instructedAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructedByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConstructionEditFacts_ConstructionFragment, unknown>;
export const ConstructionTable_ConstructionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConstructionTable_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructedByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}}]}}]}}]} as unknown as DocumentNode<ConstructionTable_ConstructionFragment, unknown>;
export const DashboardPage_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPage_Dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"my"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitsToday"}},{"kind":"Field","name":{"kind":"Name","value":"visitsThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"overdueMatters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"constructionsToday"}},{"kind":"Field","name":{"kind":"Name","value":"constructionsThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"openMatters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitingForDispatch"}},{"kind":"Field","name":{"kind":"Name","value":"teamCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedMeasurements"}},{"kind":"Field","name":{"kind":"Name","value":"lineCodesToRemove"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"mattersByProject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiationsByWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedMeasurements"}},{"kind":"Field","name":{"kind":"Name","value":"failedRuns"}}]}}]}}]} as unknown as DocumentNode<DashboardPage_DashboardFragment, unknown>;
export const DownloadPage_AttachmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadPage_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DownloadPage_AttachmentFragment, unknown>;
export const DocumentSettingsPage_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentSettingsPage_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"addresseeName"}},{"kind":"Field","name":{"kind":"Name","value":"addresseeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"constructionDate"}},{"kind":"Field","name":{"kind":"Name","value":"constructionSlot"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"lastTypes"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTypes"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DocumentSettingsPage_SettingsFragment, unknown>;
export const MatterPlace_MatterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}}]} as unknown as DocumentNode<MatterPlace_MatterFragment, unknown>;
export const DocumentSettingsPage_NegotiationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentSettingsPage_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}}]} as unknown as DocumentNode<DocumentSettingsPage_NegotiationFragment, unknown>;
export const DocumentSettingsPage_GeneratedFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentSettingsPage_GeneratedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DocumentSettingsPage_GeneratedFileFragment, unknown>;
export const ExternalSourceDetailPage_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceDetailPage_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"targetEntity"}},{"kind":"Field","name":{"kind":"Name","value":"columnMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceColumn"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyField"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"hasAuthHeader"}}]}}]} as unknown as DocumentNode<ExternalSourceDetailPage_SettingsFragment, unknown>;
export const ExternalSourceTable_SourceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceTable_Source"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"targetEntity"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatus"}}]}}]} as unknown as DocumentNode<ExternalSourceTable_SourceFragment, unknown>;
export const ExternalSourceRun_RunFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceRun_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSourceDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExternalSourceRun_RunFragment, unknown>;
export const LineCodeTable_LineCodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineCodeTable_LineCode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poleOwner"}},{"kind":"Field","name":{"kind":"Name","value":"cableType"}},{"kind":"Field","name":{"kind":"Name","value":"lineKind"}},{"kind":"Field","name":{"kind":"Name","value":"removalConsentAt"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"construction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LineCodeTable_LineCodeFragment, unknown>;
export const MachineClientForm_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MachineClientForm_Client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MachineClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MachineClientForm_ClientFragment, unknown>;
export const MachineClientOptions_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MachineClientOptions_Query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"associateCompanies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MachineClientOptions_QueryFragment, unknown>;
export const NegotiationBulkMatterRow_MatterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationBulkMatterRow_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<NegotiationBulkMatterRow_MatterFragment, unknown>;
export const NegotiationCreateFacts_MatterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationCreateFacts_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}}]} as unknown as DocumentNode<NegotiationCreateFacts_MatterFragment, unknown>;
export const NegotiationEditTimeline_HistoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditTimeline_History"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"methodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"counterpart"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"nextContactAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditTimeline_HistoryFragment, unknown>;
export const NegotiationEditDocuments_AttachmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditDocuments_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditDocuments_AttachmentFragment, unknown>;
export const NegotiationEditFacts_NegotiationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditFacts_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"mobile"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"email"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditFacts_NegotiationFragment, unknown>;
export const NegotiationEditSchedules_ScheduleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditSchedules_Schedule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditSchedules_ScheduleFragment, unknown>;
export const NegotiationTable_NegotiationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationTable_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"negotiationStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"histories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextContactAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NegotiationTable_NegotiationFragment, unknown>;
export const ProjectDetailMatterRow_MatterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectDetailMatterRow_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusBeforeHoldLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectDetailMatterRow_MatterFragment, unknown>;
export const ProjectDetailSummary_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectDetailSummary_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProjectDetailSummary_ProjectFragment, unknown>;
export const ProjectForm_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectForm_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"jobCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"workType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"managerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ProjectForm_ProjectFragment, unknown>;
export const ProjectTable_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTable_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"matterCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectTable_ProjectFragment, unknown>;
export const MatterConstructionsTable_ConstructionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterConstructionsTable_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<MatterConstructionsTable_ConstructionFragment, unknown>;
export const MatterFacts_MatterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterFacts_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusBeforeHoldLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}}]} as unknown as DocumentNode<MatterFacts_MatterFragment, unknown>;
export const MatterNegotiationsTable_NegotiationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterNegotiationsTable_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MatterNegotiationsTable_NegotiationFragment, unknown>;
export const ServiceCard_ServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceCard_Service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractDetailTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractDetailType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractReceiverId"}},{"kind":"Field","name":{"kind":"Name","value":"contractReceiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerServiceItemId"}},{"kind":"Field","name":{"kind":"Name","value":"customerServiceItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"implementation"}},{"kind":"Field","name":{"kind":"Name","value":"implementationLabel"}},{"kind":"Field","name":{"kind":"Name","value":"operatorCustomerNo"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ServiceCard_ServiceFragment, unknown>;
export const CustomerCard_CustomerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerCard_Customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"genderLabel"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"ownership"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipLabel"}},{"kind":"Field","name":{"kind":"Name","value":"phone"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"mobile"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"email"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"postalCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"address"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CustomerCard_CustomerFragment, unknown>;
export const DetailForm_DetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailForm_Detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TargetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineType"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"deviceInstallationTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceInstallationType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceModelId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<DetailForm_DetailFragment, unknown>;
export const TargetForm_TargetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetForm_Target"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poleOwner"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstallationTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstallationType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalUnits"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TargetForm_TargetFragment, unknown>;
export const TargetLineCodesTable_LineCodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetLineCodesTable_LineCode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cableType"}}]}}]} as unknown as DocumentNode<TargetLineCodesTable_LineCodeFragment, unknown>;
export const TargetMattersTable_MatterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetMattersTable_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<TargetMattersTable_MatterFragment, unknown>;
export const TargetUnitsTable_DetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetUnitsTable_Detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TargetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TargetUnitsTable_DetailFragment, unknown>;
export const TargetTable_TargetFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetTable_Target"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openMatterCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TargetTable_TargetFragment, unknown>;
export const UserForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UserForm_UserFragment, unknown>;
export const UserTable_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserTable_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserTable_UserFragment, unknown>;
export const UserFormOptions_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFormOptions_Query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"roleTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ROLE_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"associateCompanies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TEAMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserFormOptions_QueryFragment, unknown>;
export const HistoryPanel_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_Entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}}]}}]} as unknown as DocumentNode<HistoryPanel_EntryFragment, unknown>;
export const ViewerDocument = {"__meta__":{"hash":"sha256:54e8d8935d48e4142cc7469daa51207cae006430a8537e401a9674a99b1893ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructionSend"}},{"kind":"Field","name":{"kind":"Name","value":"matterRead"}},{"kind":"Field","name":{"kind":"Name","value":"masterManage"}},{"kind":"Field","name":{"kind":"Name","value":"userManage"}},{"kind":"Field","name":{"kind":"Name","value":"targetEdit"}},{"kind":"Field","name":{"kind":"Name","value":"negotiationEdit"}},{"kind":"Field","name":{"kind":"Name","value":"constructionEdit"}},{"kind":"Field","name":{"kind":"Name","value":"lineCodeEdit"}},{"kind":"Field","name":{"kind":"Name","value":"allRecords"}}]}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const OfflineLatestMeasurementDocument = {"__meta__":{"hash":"sha256:e2e1e46ffb4397a40c783342cb8ef8e62d6a5880a1491244e23c68153d500396"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfflineLatestMeasurement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"wavelengthNm"}},{"kind":"Field","name":{"kind":"Name","value":"powerDbm"}}]}}]}}]} as unknown as DocumentNode<OfflineLatestMeasurementQuery, OfflineLatestMeasurementQueryVariables>;
export const OfflineLatestConstructionDocument = {"__meta__":{"hash":"sha256:10087c5287d7cac5020bbc9e7e1f6d79598aa9bb58b5c0edd2e3363537eca58c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfflineLatestConstruction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"construction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"resultNotes"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}}]}}]}}]} as unknown as DocumentNode<OfflineLatestConstructionQuery, OfflineLatestConstructionQueryVariables>;
export const OfflineLatestEntryDocument = {"__meta__":{"hash":"sha256:c19c34e964e2676c7a4f5d6aedd0bcfb3668c34877a0423c8ae6b358a2a8aebc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfflineLatestEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"removedSerial"}},{"kind":"Field","name":{"kind":"Name","value":"installedSerial"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<OfflineLatestEntryQuery, OfflineLatestEntryQueryVariables>;
export const ConstructionListPageDocument = {"__meta__":{"hash":"sha256:767c61818d703158799127bd17008e596c161a20f28a190ca1b484c4a2376c2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConstructionListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withProjects"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConstructionTable_Construction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"companies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TEAMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectChoices"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withProjects"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConstructionTable_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"instructedByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}}]}}]}}]} as unknown as DocumentNode<ConstructionListPageQuery, ConstructionListPageQueryVariables>;
export const DispatchListPageDocument = {"__meta__":{"hash":"sha256:f4d4267d23a0229e2c417a6d5fa6f2548a5d12ad0d9b2a4b2118e10c431991c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionInstructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispatchTable_Construction"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"companies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TEAMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchTable_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}}]}}]}}]} as unknown as DocumentNode<DispatchListPageQuery, DispatchListPageQueryVariables>;
export const DispatchListPageIdsDocument = {"__meta__":{"hash":"sha256:3ecf99e75f9e4660dd7328c269929ea35b475776f224c3ea69e099a7deaa51b8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchListPageIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"instructions"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}}]}}]} as unknown as DocumentNode<DispatchListPageIdsQuery, DispatchListPageIdsQueryVariables>;
export const DispatchListPageBulkDispatchDocument = {"__meta__":{"hash":"sha256:40487661e088612b21a87f46b722bf851de488d055d15a38e00bfa84eec97845"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DispatchListPageBulkDispatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkDispatchConstructionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkDispatchConstructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<DispatchListPageBulkDispatchMutation, DispatchListPageBulkDispatchMutationVariables>;
export const DispatchPageDocument = {"__meta__":{"hash":"sha256:9753d91f78db581f5895e843f6bedfed7f2867e4008eac25dc2cdacf45cf10c9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"construction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedule"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispatchFacts_Construction"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"companies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TEAMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchFacts_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"instructedAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructedByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"deviceModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DispatchPageQuery, DispatchPageQueryVariables>;
export const CrewHomeDocument = {"__meta__":{"hash":"sha256:9595017b7bbb8b5a34bdb2351e24211cc71b944914f18fa66ea28c7eee470a0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrewHome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"SCHEDULED_DATE"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<CrewHomeQuery, CrewHomeQueryVariables>;
export const CrewHomeChangedDocument = {"__meta__":{"hash":"sha256:971b8a18d7274661d84f191527c2c0be18c71a795e7d047f82f8423d06bcb8a0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CrewHomeChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CrewHomeChangedSubscription, CrewHomeChangedSubscriptionVariables>;
export const DispatchPageDispatchDocument = {"__meta__":{"hash":"sha256:61d284700350884340a0ee5fff268d8de4d97969f8b99195cea27cb4e0eb68cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DispatchPageDispatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DispatchConstructionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dispatchConstruction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}}]}}]}}]} as unknown as DocumentNode<DispatchPageDispatchMutation, DispatchPageDispatchMutationVariables>;
export const DispatchPageWeekDocument = {"__meta__":{"hash":"sha256:e3a38e73a5c3f77f81857f7ee5856ecea8864df93122a2fe407416c54969e5a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DispatchPageWeek"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFreeScheduleFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionFreeSchedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"DATE"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispatchPage_Slot"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchPage_Slot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFreeSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]} as unknown as DocumentNode<DispatchPageWeekQuery, DispatchPageWeekQueryVariables>;
export const DispatchPageWeekChangedDocument = {"__meta__":{"hash":"sha256:46b493afd1e8b829fde03a6b1be3a967049c6229484f1a4e5c62b8816902abb8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DispatchPageWeekChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFreeScheduleFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionFreeSchedulesChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DispatchPage_Slot"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DispatchPage_Slot"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConstructionFreeSchedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]} as unknown as DocumentNode<DispatchPageWeekChangedSubscription, DispatchPageWeekChangedSubscriptionVariables>;
export const ConstructionEditPageDocument = {"__meta__":{"hash":"sha256:85e22664e9ae79527886c3c7171e488f04817ef21c9f2be5bf9cf2b971918800"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConstructionEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"construction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workType"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"postpone"}},{"kind":"Field","name":{"kind":"Name","value":"cancel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resultNotes"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConstructionEditFacts_Construction"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"item"}},{"kind":"Field","name":{"kind":"Name","value":"removedDeviceModelId"}},{"kind":"Field","name":{"kind":"Name","value":"removedDeviceModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"removedSerial"}},{"kind":"Field","name":{"kind":"Name","value":"installedDeviceModelId"}},{"kind":"Field","name":{"kind":"Name","value":"installedDeviceModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"installedSerial"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"wavelengthNm"}},{"kind":"Field","name":{"kind":"Name","value":"powerDbm"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expectedReadings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"wavelengthNm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lineKind"}},{"kind":"Field","name":{"kind":"Name","value":"cableType"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"deviceModels"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"DEVICE_MODELS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConstructionEditFacts_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"instructedAt"}},{"kind":"Field","name":{"kind":"Name","value":"instructedByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"unitCode"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConstructionEditPageQuery, ConstructionEditPageQueryVariables>;
export const ConstructionEditUpdateDocument = {"__meta__":{"hash":"sha256:27370df86fe83526efcae4401321d2209c37713e3b878d49eb34e5c3b599c5cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConstructionEditUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConstructionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConstruction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"resultNotes"}},{"kind":"Field","name":{"kind":"Name","value":"overrideReason"}}]}}]}}]} as unknown as DocumentNode<ConstructionEditUpdateMutation, ConstructionEditUpdateMutationVariables>;
export const ConstructionEditEntryCreateDocument = {"__meta__":{"hash":"sha256:272e272755fbfba0b4c2aa89046e3219b4aae2d06c9c00facc40edeeca8ff6c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConstructionEditEntryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConstructionEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConstructionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConstructionEditEntryCreateMutation, ConstructionEditEntryCreateMutationVariables>;
export const ConstructionEditEntryUpdateDocument = {"__meta__":{"hash":"sha256:66b597d1f76bd639c7d1d13f93f15344d5e513e2214cd3a733cca815c2aaaac6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConstructionEditEntryUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConstructionEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConstructionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ConstructionEditEntryUpdateMutation, ConstructionEditEntryUpdateMutationVariables>;
export const ConstructionEditEntryDeleteDocument = {"__meta__":{"hash":"sha256:9ecef817a7769a960a4827e5b4e533cf28fa01e270bdea74dab9a14589398546"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConstructionEditEntryDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConstructionEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<ConstructionEditEntryDeleteMutation, ConstructionEditEntryDeleteMutationVariables>;
export const ConstructionEditPhotoCreateDocument = {"__meta__":{"hash":"sha256:77582d188767e06085475192eb32fa2c2d1ce76896b7d6988336166d5daee4f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConstructionEditPhotoCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAttachmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ConstructionEditPhotoCreateMutation, ConstructionEditPhotoCreateMutationVariables>;
export const ConstructionEditPhotoDeleteDocument = {"__meta__":{"hash":"sha256:8cfa1661741f18b5575d9158ff0fc0bd147d860a6f2da26efeaca3099955e2a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConstructionEditPhotoDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<ConstructionEditPhotoDeleteMutation, ConstructionEditPhotoDeleteMutationVariables>;
export const ConstructionChangedDocument = {"__meta__":{"hash":"sha256:63130a5528943672ea31b4b3a2e99e1eb727d48bf283d59ec6c9549e7bf7e236"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ConstructionChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"constructionChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConstructionChangedSubscription, ConstructionChangedSubscriptionVariables>;
export const MeasurementEditPageDocument = {"__meta__":{"hash":"sha256:59b1b996fa39691351a4deb29eca6e667c62d6bac61553a8a970f3ec4e9ab08e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeasurementEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"construction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"expectedReadings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"wavelengthNm"}},{"kind":"Field","name":{"kind":"Name","value":"minDbm"}},{"kind":"Field","name":{"kind":"Name","value":"maxDbm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"wavelengthNm"}},{"kind":"Field","name":{"kind":"Name","value":"powerDbm"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdMin"}},{"kind":"Field","name":{"kind":"Name","value":"thresholdMax"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"}},{"kind":"Field","name":{"kind":"Name","value":"measuredAt"}},{"kind":"Field","name":{"kind":"Name","value":"measuredByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"measurementThresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"wavelengthNm"}},{"kind":"Field","name":{"kind":"Name","value":"minDbm"}},{"kind":"Field","name":{"kind":"Name","value":"maxDbm"}}]}}]}}]} as unknown as DocumentNode<MeasurementEditPageQuery, MeasurementEditPageQueryVariables>;
export const MeasurementEditPageCreateDocument = {"__meta__":{"hash":"sha256:a096dcd84ceb42c448818cf06460c16de1bd1e572ffe281ef25d82cf74a6c025"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MeasurementEditPageCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMeasurementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMeasurement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MeasurementEditPageCreateMutation, MeasurementEditPageCreateMutationVariables>;
export const MeasurementEditPageUpdateDocument = {"__meta__":{"hash":"sha256:e191120ad041c03b0e1577d619ad0913b91d3da4093d111d178b6b4274279b99"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MeasurementEditPageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMeasurementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeasurement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"judgement"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MeasurementEditPageUpdateMutation, MeasurementEditPageUpdateMutationVariables>;
export const MeasurementEditPageDeleteDocument = {"__meta__":{"hash":"sha256:f1661d13553955f9cd0057fd5a85f3438eec1259267183d815da466c42f3dfa2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MeasurementEditPageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMeasurement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<MeasurementEditPageDeleteMutation, MeasurementEditPageDeleteMutationVariables>;
export const DashboardPageDocument = {"__meta__":{"hash":"sha256:63d968415dd60e4afcbb7c683d45c25eee1c57d9a72731820863308d9ddd102f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardPage_Dashboard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPage_Dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"my"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitsToday"}},{"kind":"Field","name":{"kind":"Name","value":"visitsThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"overdueMatters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"constructionsToday"}},{"kind":"Field","name":{"kind":"Name","value":"constructionsThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"openMatters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitingForDispatch"}},{"kind":"Field","name":{"kind":"Name","value":"teamCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedMeasurements"}},{"kind":"Field","name":{"kind":"Name","value":"lineCodesToRemove"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"mattersByProject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiationsByWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedMeasurements"}},{"kind":"Field","name":{"kind":"Name","value":"failedRuns"}}]}}]}}]} as unknown as DocumentNode<DashboardPageQuery, DashboardPageQueryVariables>;
export const DashboardPageChangedDocument = {"__meta__":{"hash":"sha256:65b4237e02009e588fae579fba5f42a4ea01fa1c446c7ddb720b571d3f9b94ce"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardPageChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardPage_Dashboard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPage_Dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"my"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitsToday"}},{"kind":"Field","name":{"kind":"Name","value":"visitsThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"overdueMatters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"constructionsToday"}},{"kind":"Field","name":{"kind":"Name","value":"constructionsThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"openMatters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"waitingForDispatch"}},{"kind":"Field","name":{"kind":"Name","value":"teamCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedMeasurements"}},{"kind":"Field","name":{"kind":"Name","value":"lineCodesToRemove"}}]}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"mattersByProject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"byStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiationsByWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekStart"}},{"kind":"Field","name":{"kind":"Name","value":"weekEnd"}},{"kind":"Field","name":{"kind":"Name","value":"agreed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teamCapacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"teamName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"booked"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failedMeasurements"}},{"kind":"Field","name":{"kind":"Name","value":"failedRuns"}}]}}]}}]} as unknown as DocumentNode<DashboardPageChangedSubscription, DashboardPageChangedSubscriptionVariables>;
export const DownloadPageDocument = {"__meta__":{"hash":"sha256:1920717e1311b79ebe56d637da92fda73c475ebc63f42c6e4956743236021940"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadPage_Attachment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadPage_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DownloadPageQuery, DownloadPageQueryVariables>;
export const DownloadPageAttachmentIdsDocument = {"__meta__":{"hash":"sha256:dcf25ec42122af627d323f518342a4808e38036505d1e51adc105c31791b07cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadPageAttachmentIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AttachmentSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<DownloadPageAttachmentIdsQuery, DownloadPageAttachmentIdsQueryVariables>;
export const DocumentSettingsPageDocument = {"__meta__":{"hash":"sha256:065821e2265c7f673f62f6b92538ca7d0100a2c440fa88063593c720f50dc009"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentSettingsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"negotiationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSettingsKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"negotiationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"negotiationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"negotiationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentSettingsPage_Settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"negotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"negotiationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentSettingsPage_Negotiation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentSettingsPage_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"addresseeName"}},{"kind":"Field","name":{"kind":"Name","value":"addresseeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"constructionDate"}},{"kind":"Field","name":{"kind":"Name","value":"constructionSlot"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"lastTypes"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTypes"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentSettingsPage_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}}]}}]}}]} as unknown as DocumentNode<DocumentSettingsPageQuery, DocumentSettingsPageQueryVariables>;
export const DocumentSettingsPageSaveDocument = {"__meta__":{"hash":"sha256:22595126f3a6ccfd3723b34a3aff4dcb3aff2df15e43fe0eb0270ef1950b81ac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentSettingsPageSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveDocumentSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveDocumentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"negotiationId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentSettingsPage_Settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentSettingsPage_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"addresseeName"}},{"kind":"Field","name":{"kind":"Name","value":"addresseeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"constructionDate"}},{"kind":"Field","name":{"kind":"Name","value":"constructionSlot"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"remarks"}},{"kind":"Field","name":{"kind":"Name","value":"lastTypes"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTypes"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DocumentSettingsPageSaveMutation, DocumentSettingsPageSaveMutationVariables>;
export const DocumentSettingsPageGenerateDocument = {"__meta__":{"hash":"sha256:74de601112c3e1ca02263a8e2253721c80b9f7f665b24aa00a87cef197085538"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DocumentSettingsPageGenerate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentSettingsPage_GeneratedFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentSettingsPage_GeneratedFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DocumentSettingsPageGenerateMutation, DocumentSettingsPageGenerateMutationVariables>;
export const DocumentSettingsPagePreviewDocument = {"__meta__":{"hash":"sha256:b6e3f2923cbcf07737767bd4f55953a2833c06ffc91a241f812fdfb6048447b4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentSettingsPagePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"negotiationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"negotiationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"negotiationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"documentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"documentType"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"pageCount"}}]}}]}}]} as unknown as DocumentNode<DocumentSettingsPagePreviewQuery, DocumentSettingsPagePreviewQueryVariables>;
export const ExternalSourceDetailPageDocument = {"__meta__":{"hash":"sha256:7ce0de01dc633ca2c5cb024bf6ef82047329f12de8b3874c31827200eebe5d35"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExternalSourceDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExternalSourceDetailPage_Settings"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExternalSourceRun_Run"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceDetailPage_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"targetEntity"}},{"kind":"Field","name":{"kind":"Name","value":"columnMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceColumn"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyField"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"hasAuthHeader"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceRun_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSourceDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExternalSourceDetailPageQuery, ExternalSourceDetailPageQueryVariables>;
export const ExternalSourceDetailPageUpdateDocument = {"__meta__":{"hash":"sha256:13e642c4ca0ae4def0de7069cae763ad11edca5bceeaa6f48245ec7910990c74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExternalSourceDetailPageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateExternalSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExternalSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExternalSourceDetailPage_Settings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceDetailPage_Settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"targetEntity"}},{"kind":"Field","name":{"kind":"Name","value":"columnMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sourceColumn"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"keyField"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"hasAuthHeader"}}]}}]} as unknown as DocumentNode<ExternalSourceDetailPageUpdateMutation, ExternalSourceDetailPageUpdateMutationVariables>;
export const ExternalSourceListPageDocument = {"__meta__":{"hash":"sha256:96d7b7774835e6f687d2d7116850b645e29d08eee8744645ddfacc64e171247a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExternalSourceListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSourceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSourceSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExternalSourceTable_Source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceTable_Source"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"targetEntity"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastRunAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatus"}}]}}]} as unknown as DocumentNode<ExternalSourceListPageQuery, ExternalSourceListPageQueryVariables>;
export const ExternalSourceDetailPageDryRunDocument = {"__meta__":{"hash":"sha256:a27ab4ee7f1ce36b2519e8cd45dfb77b1a99254f90ad47210416a42aa5c0ed7a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExternalSourceDetailPageDryRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FileContentEncoding"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRunExternalSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentEncoding"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sample"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<ExternalSourceDetailPageDryRunMutation, ExternalSourceDetailPageDryRunMutationVariables>;
export const ExternalSourceDetailPageFieldsDocument = {"__meta__":{"hash":"sha256:80f125230141f976dadd461fd1ae1119bd085934fdec14dd8154d94539dc684e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExternalSourceDetailPageFields"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetEntity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalSourceFields"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"targetEntity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetEntity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<ExternalSourceDetailPageFieldsQuery, ExternalSourceDetailPageFieldsQueryVariables>;
export const ExternalSourceListPageCreateDocument = {"__meta__":{"hash":"sha256:c06db7c2b01ebeb9b8387c2a17eacc4679a56e094cb0c1ec9e653fee5f6192bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExternalSourceListPageCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExternalSourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExternalSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ExternalSourceListPageCreateMutation, ExternalSourceListPageCreateMutationVariables>;
export const ExternalSourceRunExecuteDocument = {"__meta__":{"hash":"sha256:6f15b6e71d5b16352b105a70acf6dfa8a84e25eb0ee183d9d9355a4caeb4aa3e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExternalSourceRunExecute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FileContentEncoding"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"executeExternalSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentEncoding"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExternalSourceRun_Run"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExternalSourceRun_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExternalSourceDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"rowsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rowsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExternalSourceRunExecuteMutation, ExternalSourceRunExecuteMutationVariables>;
export const LineCodeCreateTargetDocument = {"__meta__":{"hash":"sha256:39ea5b31449dd83bed23a7170d6aa967bc338c518262e571576f9e779d5cbacf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LineCodeCreateTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"target"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}}]}}]} as unknown as DocumentNode<LineCodeCreateTargetQuery, LineCodeCreateTargetQueryVariables>;
export const CreateLineCodeDocument = {"__meta__":{"hash":"sha256:98f7525860011b49c9c171c6ba80564adf1d60efa54c8b86cf01d402878fc237"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLineCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLineCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLineCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}}]}}]}}]} as unknown as DocumentNode<CreateLineCodeMutation, CreateLineCodeMutationVariables>;
export const LineCodeListPageDocument = {"__meta__":{"hash":"sha256:86aef1f9d121ab629b30d215c6141f4a3f4f2d7d3765b783f71164214871c7a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LineCodeListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LineCodeFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LineCodeSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineCodeTable_LineCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineCodeTable_LineCode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poleOwner"}},{"kind":"Field","name":{"kind":"Name","value":"cableType"}},{"kind":"Field","name":{"kind":"Name","value":"lineKind"}},{"kind":"Field","name":{"kind":"Name","value":"removalConsentAt"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"construction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<LineCodeListPageQuery, LineCodeListPageQueryVariables>;
export const LineCodeEditPageDocument = {"__meta__":{"hash":"sha256:e54fb0ac86b226609827615e2eb0bd486a9f10de1e0784c6bcee4840bc8fdf64"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LineCodeEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poleOwner"}},{"kind":"Field","name":{"kind":"Name","value":"cableType"}},{"kind":"Field","name":{"kind":"Name","value":"lineKind"}},{"kind":"Field","name":{"kind":"Name","value":"removalConsentAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"construction"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<LineCodeEditPageQuery, LineCodeEditPageQueryVariables>;
export const LineCodeEditUpdateDocument = {"__meta__":{"hash":"sha256:7ad012097174a04eb13e52ccb477c9759e8fbbf3f869426209fdceca2e4f2930"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineCodeEditUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLineCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLineCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poleOwner"}},{"kind":"Field","name":{"kind":"Name","value":"cableType"}},{"kind":"Field","name":{"kind":"Name","value":"lineKind"}},{"kind":"Field","name":{"kind":"Name","value":"removalConsentAt"}},{"kind":"Field","name":{"kind":"Name","value":"removedAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<LineCodeEditUpdateMutation, LineCodeEditUpdateMutationVariables>;
export const LineCodeEditDeleteDocument = {"__meta__":{"hash":"sha256:e202ab4885c636f8eae46a27be982ed34e536a015af0fa029c2b4413d6115c47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineCodeEditDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLineCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<LineCodeEditDeleteMutation, LineCodeEditDeleteMutationVariables>;
export const LineCodeImportDocument = {"__meta__":{"hash":"sha256:dbdcdc2663fe63c8032de54921bb08a5403eb9a7954b1ff4a92479e12f986c95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineCodeImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FileContentEncoding"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importLineCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentEncoding"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCodeIds"}}]}}]}}]} as unknown as DocumentNode<LineCodeImportMutation, LineCodeImportMutationVariables>;
export const MachineClientCreatePageDocument = {"__meta__":{"hash":"sha256:8f2fc4b751841fb28afe536158f27a85760afb0ff00090051be8b56a604c629a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MachineClientCreatePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MachineClientOptions_Query"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MachineClientOptions_Query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"associateCompanies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MachineClientCreatePageQuery, MachineClientCreatePageQueryVariables>;
export const CreateMachineClientDocument = {"__meta__":{"hash":"sha256:98bcb9434b27562929719da8118b6289f260ab04c94e556ebee843e0c9f54b52"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMachineClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMachineClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMachineClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<CreateMachineClientMutation, CreateMachineClientMutationVariables>;
export const MachineClientListPageDocument = {"__meta__":{"hash":"sha256:0a836378c9dc4754600676155636810bb88e34d0d6263cceb89591e0b9b0ac7f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MachineClientListPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"machineClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MachineClientListPageQuery, MachineClientListPageQueryVariables>;
export const MachineClientEditPageDocument = {"__meta__":{"hash":"sha256:852c40d7d5fdb1f70b4dcb1aedb88e55a928b821e2b4452672d407b740a83816"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MachineClientEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"machineClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"hasSecret"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MachineClientForm_Client"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MachineClientOptions_Query"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MachineClientForm_Client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MachineClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MachineClientOptions_Query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"associateCompanies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MachineClientEditPageQuery, MachineClientEditPageQueryVariables>;
export const UpdateMachineClientDocument = {"__meta__":{"hash":"sha256:82a793ed206437a8449758d268f2d43ecaad814a6bf6dffd6852ba1eaa77fb6c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMachineClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMachineClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMachineClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MachineClientForm_Client"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MachineClientForm_Client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MachineClient"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateMachineClientMutation, UpdateMachineClientMutationVariables>;
export const RotateMachineClientSecretDocument = {"__meta__":{"hash":"sha256:0588bce7eeba030daca2a7e0786f91e9a641916023066bdfe9965a5fc42f515c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateMachineClientSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateMachineClientSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<RotateMachineClientSecretMutation, RotateMachineClientSecretMutationVariables>;
export const DeleteMachineClientDocument = {"__meta__":{"hash":"sha256:5c687d37959eb99d8f42d2c572d2c7806306c0400122266ac7517263c741d509"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMachineClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMachineClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteMachineClientMutation, DeleteMachineClientMutationVariables>;
export const MastersPageKindsDocument = {"__meta__":{"hash":"sha256:ae09defcc6d2431288ce929cd0322dc3ab1ad4beb555df65537f72a6a3a1b426"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MastersPageKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterKinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}}]}}]}}]} as unknown as DocumentNode<MastersPageKindsQuery, MastersPageKindsQueryVariables>;
export const MastersPageListDocument = {"__meta__":{"hash":"sha256:b6434c1da16a307b5db550db5cf0a6e4a6077c5497c10ce59cc9c975f66fe9bc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MastersPageList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"withRetired"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineType"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}}]}}]}}]} as unknown as DocumentNode<MastersPageListQuery, MastersPageListQueryVariables>;
export const MastersPageCompaniesDocument = {"__meta__":{"hash":"sha256:5b6e01edd1935fcd188d71e7f7ce105f5700125a9f720f0f6febaa0b2db8d989"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MastersPageCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MastersPageCompaniesQuery, MastersPageCompaniesQueryVariables>;
export const MastersPageCreateDocument = {"__meta__":{"hash":"sha256:a372cc929f7367f5953e0501f085d89d2eb20ad7fff69436b938c2c8370a7d45"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMasterItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMasterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MastersPageCreateMutation, MastersPageCreateMutationVariables>;
export const MastersPageUpdateDocument = {"__meta__":{"hash":"sha256:a9b93c5cb7b4932e5a8e986291d88285c2c8b3c2e021f684c5d21b94d189556d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMasterItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMasterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MastersPageUpdateMutation, MastersPageUpdateMutationVariables>;
export const MastersPageRetireDocument = {"__meta__":{"hash":"sha256:3dbbf3f035f8702d791a89e20f36daf6e79001d09408f0666114b229cfbc7063"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageRetire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireMasterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MastersPageRetireMutation, MastersPageRetireMutationVariables>;
export const MastersPageRestoreDocument = {"__meta__":{"hash":"sha256:8590a1c543f5739c748f677412d504951c0b587fbe2051e0452c039e165962d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageRestore"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreMasterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MastersPageRestoreMutation, MastersPageRestoreMutationVariables>;
export const MastersPageReorderDocument = {"__meta__":{"hash":"sha256:0116b139109953d63530b5b17cde50f8433b1319020962dff60e173a9fdcae9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderMasterItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MastersPageReorderMutation, MastersPageReorderMutationVariables>;
export const MastersPageDeleteDocument = {"__meta__":{"hash":"sha256:210cc9e6cc94f59890843f1139de9af326d91f35d035b5211b90a9f025827825"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MasterKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMasterItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<MastersPageDeleteMutation, MastersPageDeleteMutationVariables>;
export const MastersPageThresholdsDocument = {"__meta__":{"hash":"sha256:e9450bec6e7b20f5931fd85fd2abb5dfb99cfa7756c5b7e4ad5eec810b31915c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MastersPageThresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"measurementThresholds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"point"}},{"kind":"Field","name":{"kind":"Name","value":"wavelengthNm"}},{"kind":"Field","name":{"kind":"Name","value":"minDbm"}},{"kind":"Field","name":{"kind":"Name","value":"maxDbm"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MastersPageThresholdsQuery, MastersPageThresholdsQueryVariables>;
export const MastersPageCreateThresholdDocument = {"__meta__":{"hash":"sha256:c9293a6f67cce846b8667bec4735306004f2a5085e99ffd6ce3b2f6b72a7da23"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageCreateThreshold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMeasurementThresholdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMeasurementThreshold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MastersPageCreateThresholdMutation, MastersPageCreateThresholdMutationVariables>;
export const MastersPageUpdateThresholdDocument = {"__meta__":{"hash":"sha256:9f8c5ac1f5e00d6abfd31d1eb6ab8a67fd5ea76c1bb06f188d53a5326a718b38"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageUpdateThreshold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMeasurementThresholdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeasurementThreshold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"minDbm"}},{"kind":"Field","name":{"kind":"Name","value":"maxDbm"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<MastersPageUpdateThresholdMutation, MastersPageUpdateThresholdMutationVariables>;
export const MastersPageDeleteThresholdDocument = {"__meta__":{"hash":"sha256:4ff8dc91e8e9b0b5664b2b296422ab0ef97f28d871e1562e24c7a9b76912da2b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MastersPageDeleteThreshold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMeasurementThreshold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<MastersPageDeleteThresholdMutation, MastersPageDeleteThresholdMutationVariables>;
export const NegotiationCreatePageDocument = {"__meta__":{"hash":"sha256:a9c34866ca933658894ec928a704239118bb570e20ea9cff63f2a6112f9ad094"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NegotiationCreatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instructNegotiation"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationCreateFacts_Matter"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"EnumValue","value":"NEGOTIATION_EDIT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationCreateFacts_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}}]}}]} as unknown as DocumentNode<NegotiationCreatePageQuery, NegotiationCreatePageQueryVariables>;
export const NegotiationCreateSchedulesDocument = {"__meta__":{"hash":"sha256:abeb4acd704407a3b7361fdc1f4ace06167ee89db7ccc9c8c5a8ab6634712ea0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NegotiationCreateSchedules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ScheduleFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"START_AT"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kindLabel"}}]}}]}}]}}]} as unknown as DocumentNode<NegotiationCreateSchedulesQuery, NegotiationCreateSchedulesQueryVariables>;
export const NegotiationCreateDocument = {"__meta__":{"hash":"sha256:e65a16d11c0384f4be042b045ba3a702d04d0d836b0726b9090056d8411b34a6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NegotiationCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNegotiationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNegotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NegotiationCreateMutation, NegotiationCreateMutationVariables>;
export const NegotiationListPageDocument = {"__meta__":{"hash":"sha256:9c274bacb989f2476f513e50dec7a18981e0c404c55439f8159256c45683abeb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NegotiationListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"negotiations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationTable_Negotiation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"statuses"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"NEGOTIATION_STATUSES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationTable_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"negotiationStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"histories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextContactAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<NegotiationListPageQuery, NegotiationListPageQueryVariables>;
export const NegotiationBulkPageDocument = {"__meta__":{"hash":"sha256:457d752e7ab8e33996d89aaf875af30ab489bc155a3cd41ccfe2e42702cdc3d0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NegotiationBulkPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"negotiators"},"name":{"kind":"Name","value":"assignableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"EnumValue","value":"NEGOTIATION_EDIT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NegotiationBulkPageQuery, NegotiationBulkPageQueryVariables>;
export const NegotiationBulkMattersDocument = {"__meta__":{"hash":"sha256:36238b8a6f54f4cbb95906b107c839454d3237ce2684f175c3698eeb567f832e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NegotiationBulkMatters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationBulkMatterRow_Matter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationBulkMatterRow_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<NegotiationBulkMattersQuery, NegotiationBulkMattersQueryVariables>;
export const NegotiationBulkCreateDocument = {"__meta__":{"hash":"sha256:33d45963be598fa2625dbf9f1a9b6ebfe614fe12e7311bb255be2a7759d4a3dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NegotiationBulkCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkCreateNegotiationsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkCreateNegotiations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}}]}}]}}]} as unknown as DocumentNode<NegotiationBulkCreateMutation, NegotiationBulkCreateMutationVariables>;
export const NegotiationEditPageDocument = {"__meta__":{"hash":"sha256:f4a6278df4005068ca0248d6b075502d722ecc2e915bcbbb92bec40614a15cc5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NegotiationEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"negotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"matterId"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"negotiationStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"reassign"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationEditFacts_Negotiation"}},{"kind":"Field","name":{"kind":"Name","value":"histories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"counterpart"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"nextContactAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationEditTimeline_History"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationEditSchedules_Schedule"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ownerType"},"value":{"kind":"StringValue","value":"negotiation","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"ownerId"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"200"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationEditDocuments_Attachment"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"statuses"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"NEGOTIATION_STATUSES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"EnumValue","value":"NEGOTIATION_EDIT"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditFacts_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"mobile"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"email"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditTimeline_History"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"methodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"counterpart"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"nextContactAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditSchedules_Schedule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditDocuments_Attachment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditPageQuery, NegotiationEditPageQueryVariables>;
export const NegotiationEditUpdateDocument = {"__meta__":{"hash":"sha256:63d5976316c2a0bbce5d831e18c379110bea663fae929113a6bbb5db0160c031"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NegotiationEditUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNegotiationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNegotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"negotiationStatusId"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeUserId"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"complete"}},{"kind":"Field","name":{"kind":"Name","value":"reassign"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationEditFacts_Negotiation"}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationEditSchedules_Schedule"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditFacts_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetailId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"mobile"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"email"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditSchedules_Schedule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Schedule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startAt"}},{"kind":"Field","name":{"kind":"Name","value":"endAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditUpdateMutation, NegotiationEditUpdateMutationVariables>;
export const NegotiationEditDeleteDocument = {"__meta__":{"hash":"sha256:5c0bb3de878d9561dfdd96e42f383007cde6b27a0fdb3a9db5274f691ea27ea9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NegotiationEditDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNegotiation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<NegotiationEditDeleteMutation, NegotiationEditDeleteMutationVariables>;
export const NegotiationEditContactCreateDocument = {"__meta__":{"hash":"sha256:e3626b544f897013e0b354471a54aa296cb1a3dea4e7ac0ac45974b5241c7743"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NegotiationEditContactCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateNegotiationHistoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNegotiationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditContactCreateMutation, NegotiationEditContactCreateMutationVariables>;
export const NegotiationEditContactUpdateDocument = {"__meta__":{"hash":"sha256:a164da3dd5d7fe98519fec1354da7935bbbadc0b52b7cda85e3b825e160c2beb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NegotiationEditContactUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNegotiationHistoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNegotiationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NegotiationEditTimeline_History"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NegotiationEditTimeline_History"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NegotiationHistory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contactedAt"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"methodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"counterpart"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"memo"}},{"kind":"Field","name":{"kind":"Name","value":"nextContactAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<NegotiationEditContactUpdateMutation, NegotiationEditContactUpdateMutationVariables>;
export const NegotiationChangedDocument = {"__meta__":{"hash":"sha256:80cb9e54375570226b2757f789db561cbcc33605e9329d6a10b4a0d6c0695ce7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NegotiationChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"negotiationChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<NegotiationChangedSubscription, NegotiationChangedSubscriptionVariables>;
export const ProjectCreatePageDocument = {"__meta__":{"hash":"sha256:14c8aef9923613e2e94ab160cc98294df65ebe6df92206bfad79e7d137630bcb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCreatePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"jobCategories"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"JOB_CATEGORIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"EnumValue","value":"MATTER_READ"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProjectCreatePageQuery, ProjectCreatePageQueryVariables>;
export const ProjectCreatePrefixMatchesDocument = {"__meta__":{"hash":"sha256:1cb9faf2da9aea19984fe263e2f8a815192a50d98483910f956569e45b5c895a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectCreatePrefixMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectCreatePrefixMatchesQuery, ProjectCreatePrefixMatchesQueryVariables>;
export const ProjectCreateDocument = {"__meta__":{"hash":"sha256:eca72b23651335d8fb3a957661e371f97b9fcc170c15d8e9cb8cd9806daf3a6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ProjectCreateMutation, ProjectCreateMutationVariables>;
export const ProjectListPageDocument = {"__meta__":{"hash":"sha256:86eea6819efc98f64baa41d7fdb4c8e32f2041224fabf681446a6eb70d0e8d90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectTable_Project"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"jobCategories"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"JOB_CATEGORIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectTable_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"matterCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectListPageQuery, ProjectListPageQueryVariables>;
export const AddMattersPageDocument = {"__meta__":{"hash":"sha256:82943e63c523e7f3d6cdef937bf988ad89fb90be87be1976425ba5ae04efbebb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddMattersPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"workType"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMatters"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddMattersPageQuery, AddMattersPageQueryVariables>;
export const AddMattersTargetsDocument = {"__meta__":{"hash":"sha256:dcf9550517fba324240fd34b24545228776e9833f8bee2827838cc16eca8663e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddMattersTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetTable_Target"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetTable_Target"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openMatterCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AddMattersTargetsQuery, AddMattersTargetsQueryVariables>;
export const AddMattersToProjectDocument = {"__meta__":{"hash":"sha256:b8d2bd692220afd45ce6d3e1bc43ec3d91502b1cf9e01a06d8565f2c965d1c0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddMattersToProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMattersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMattersToProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedTargetIds"}}]}}]}}]} as unknown as DocumentNode<AddMattersToProjectMutation, AddMattersToProjectMutationVariables>;
export const MatterIdsDocument = {"__meta__":{"hash":"sha256:470d4d9e53b3ba0e7f9be6c4b4fe7a10be329f5de98075844552b4ac85425d2e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matterIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}}]}}]} as unknown as DocumentNode<MatterIdsQuery, MatterIdsQueryVariables>;
export const ProjectDetailPageDocument = {"__meta__":{"hash":"sha256:7cb1d39ed9c935c1d0110468de030abe8665ca1db9a69ebd91c2fc9b930484b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectDetailPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"project"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"addMatters"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectForm_Project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectDetailSummary_Project"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"jobCategories"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"JOB_CATEGORIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"permission"},"value":{"kind":"EnumValue","value":"MATTER_READ"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectForm_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"jobCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"workType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"managerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectDetailSummary_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProjectDetailPageQuery, ProjectDetailPageQueryVariables>;
export const ProjectDetailMattersDocument = {"__meta__":{"hash":"sha256:07558e221ef786729e0203ef73cde10a476600d5b47ae0e985b40f0451917288"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectDetailMatters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectDetailMatterRow_Matter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectDetailMatterRow_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusBeforeHoldLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectDetailMattersQuery, ProjectDetailMattersQueryVariables>;
export const ProjectDetailUpdateProjectDocument = {"__meta__":{"hash":"sha256:114b92b27c8f8aee98395fa6d092d86fbf2919e73b9069f5e0c46831ff4b686a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectDetailUpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"addMatters"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectForm_Project"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectDetailSummary_Project"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectForm_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"jobCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"workType"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"managerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectDetailSummary_Project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"manager"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProjectDetailUpdateProjectMutation, ProjectDetailUpdateProjectMutationVariables>;
export const ProjectDetailDeleteProjectDocument = {"__meta__":{"hash":"sha256:a4585c6ebd1fa9f02387776b3e9f26653ff09ef4516e7b7289605eb2b1b081e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectDetailDeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<ProjectDetailDeleteProjectMutation, ProjectDetailDeleteProjectMutationVariables>;
export const ProjectDetailMatterVersionsDocument = {"__meta__":{"hash":"sha256:a236fa6bf6cdff00476330a813960cbb0747ac8f15fcf0eb7dfb38dddada434a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProjectDetailMatterVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MatterFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"ID"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusBeforeHold"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConstruction"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectDetailMatterVersionsQuery, ProjectDetailMatterVersionsQueryVariables>;
export const ProjectDetailBulkUpdateMattersDocument = {"__meta__":{"hash":"sha256:6255f42dc7f4c15ae00e3fbe92f5827898ff154c29b510b0f467538cf890eb26"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectDetailBulkUpdateMatters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkUpdateMattersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateMatters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectDetailMatterRow_Matter"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectDetailMatterRow_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusBeforeHoldLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ProjectDetailBulkUpdateMattersMutation, ProjectDetailBulkUpdateMattersMutationVariables>;
export const ProjectDetailGenerateConstructionsDocument = {"__meta__":{"hash":"sha256:3c7af7a59fc599a23ef152662700380537e6d437c522e7287b29931efd71cae7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProjectDetailGenerateConstructions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateConstructionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateConstructions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedMatterIds"}}]}}]}}]} as unknown as DocumentNode<ProjectDetailGenerateConstructionsMutation, ProjectDetailGenerateConstructionsMutationVariables>;
export const MatterEditPageDocument = {"__meta__":{"hash":"sha256:2e423f05315609f5f27d16eed75e0280b685778c4754355cddf6e9753880f6ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatterEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"statusBeforeHold"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeUserId"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delete"}},{"kind":"Field","name":{"kind":"Name","value":"instructNegotiation"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterFacts_Matter"}},{"kind":"Field","name":{"kind":"Name","value":"negotiations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterNegotiationsTable_Negotiation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"constructions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterConstructionsTable_Construction"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignableUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterPlace_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterFacts_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MatterPlace_Matter"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusBeforeHoldLabel"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterNegotiationsTable_Negotiation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Negotiation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"completeReason"}},{"kind":"Field","name":{"kind":"Name","value":"completeReasonLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MatterConstructionsTable_Construction"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Construction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"workTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scheduledDate"}},{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<MatterEditPageQuery, MatterEditPageQueryVariables>;
export const MatterEditUpdateDocument = {"__meta__":{"hash":"sha256:ce64a31521215893f854d3184b1caf17282f829ada9b558d0436dcff8eb64f9c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MatterEditUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMatterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMatter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"allowedStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"assigneeUserId"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<MatterEditUpdateMutation, MatterEditUpdateMutationVariables>;
export const MatterEditDeleteDocument = {"__meta__":{"hash":"sha256:67adf3a297dd91555a19c226512ce459f02bb0fb165894f00db3b44f5ab437f6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MatterEditDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMatter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<MatterEditDeleteMutation, MatterEditDeleteMutationVariables>;
export const TargetCreatePageDocument = {"__meta__":{"hash":"sha256:65deecb56a55157984d27b2b601e2956c973829bc21ae77f6ca5a51551884fb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetCreatePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"installationTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TARGET_INSTALLATION_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TargetCreatePageQuery, TargetCreatePageQueryVariables>;
export const TargetCreatePostalAddressDocument = {"__meta__":{"hash":"sha256:e0a9d552876166ec717a984c800c5d15a23ba8ed8cd3a92628262ce153bcc3f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetCreatePostalAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postalCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postalAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postalCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postalCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}}]}}]}}]} as unknown as DocumentNode<TargetCreatePostalAddressQuery, TargetCreatePostalAddressQueryVariables>;
export const TargetCreateDuplicatesDocument = {"__meta__":{"hash":"sha256:1570ad398abcfabe7cdc20ddf70d07996023c4685526860cc022003bc93e5276"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetCreateDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetDuplicateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}}]}}]}}]} as unknown as DocumentNode<TargetCreateDuplicatesQuery, TargetCreateDuplicatesQueryVariables>;
export const CreateTargetDocument = {"__meta__":{"hash":"sha256:a51547092128e07671cea5de1815c9194c35f84539b7352147e194d64c609565"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTargetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CreateTargetMutation, CreateTargetMutationVariables>;
export const TargetImportClientsDocument = {"__meta__":{"hash":"sha256:9f6c5a78663c8339d74d2211cc6b957f482fd3d4d58b3e14214af7cff32813d2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetImportClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TargetImportClientsQuery, TargetImportClientsQueryVariables>;
export const ImportTargetsDocument = {"__meta__":{"hash":"sha256:616a97e08769f3d00a926d39d5603d9dc3c0f7d90bc3e8bb633f5ba725207435"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FileContentEncoding"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentEncoding"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentEncoding"}}},{"kind":"Argument","name":{"kind":"Name","value":"dryRun"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dryRun"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dryRun"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"targetIds"}}]}}]}}]} as unknown as DocumentNode<ImportTargetsMutation, ImportTargetsMutationVariables>;
export const TargetListPageDocument = {"__meta__":{"hash":"sha256:ea3dd84da070410c86595fcc888208513d9c4f3e8f1fd8db44f55b57e2da85cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetTable_Target"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"projectChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"canAddMatters"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetTable_Target"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openMatterCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TargetListPageQuery, TargetListPageQueryVariables>;
export const TargetListAddMattersDocument = {"__meta__":{"hash":"sha256:40d161ee19966a06ee67f17efd19741ff89d1db1090c05d2ab87dc1941d6c5f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TargetListAddMatters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddMattersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMattersToProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedTargetIds"}}]}}]}}]} as unknown as DocumentNode<TargetListAddMattersMutation, TargetListAddMattersMutationVariables>;
export const CustomerContentsEditPageDocument = {"__meta__":{"hash":"sha256:796cc00096424ef8b6ae54ef6a397eecced9f2d3e0fc3e93874a89528affab0d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerContentsEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerServices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"customerId"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceCard_Service"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"contractTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CONTRACT_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"contractDetailTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CONTRACT_DETAIL_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"contractReceivers"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CONTRACT_RECEIVERS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"serviceItems"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CUSTOMER_SERVICE_ITEMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceCard_Service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"contractTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractDetailTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"contractDetailType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractReceiverId"}},{"kind":"Field","name":{"kind":"Name","value":"contractReceiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerServiceItemId"}},{"kind":"Field","name":{"kind":"Name","value":"customerServiceItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"implementation"}},{"kind":"Field","name":{"kind":"Name","value":"implementationLabel"}},{"kind":"Field","name":{"kind":"Name","value":"operatorCustomerNo"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CustomerContentsEditPageQuery, CustomerContentsEditPageQueryVariables>;
export const CreateCustomerServiceDocument = {"__meta__":{"hash":"sha256:6d0daf8ea46d36e7d35723e8ee365732f2283cf623636b6cd41be16e903ebe84"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomerService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomerServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomerService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCustomerServiceMutation, CreateCustomerServiceMutationVariables>;
export const UpdateCustomerServiceDocument = {"__meta__":{"hash":"sha256:67eafb16bb292b1d089cdc3c2d73db0fbcc40581ef932c30b45f7da08d58370a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomerService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerServiceMutation, UpdateCustomerServiceMutationVariables>;
export const DeleteCustomerServiceDocument = {"__meta__":{"hash":"sha256:d0cb7125cf088e762de07a490e211d5ac17f0a0ad8ff22e17f226d56e9d38a6d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomerService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomerService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomerServiceMutation, DeleteCustomerServiceMutationVariables>;
export const TargetDetailEditPageDocument = {"__meta__":{"hash":"sha256:b06fbce618f63c010f43899c033cdeec8c9ee20d8dc23835a83abceb57122c79"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetDetailEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DetailForm_Detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"targetDetailId"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerCard_Customer"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"installationTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"DEVICE_INSTALLATION_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"models"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"DEVICE_MODELS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineType"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailForm_Detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TargetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineType"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"deviceInstallationTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceInstallationType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceModelId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerCard_Customer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"customerType"}},{"kind":"Field","name":{"kind":"Name","value":"customerTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"genderLabel"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethod"}},{"kind":"Field","name":{"kind":"Name","value":"contactMethodLabel"}},{"kind":"Field","name":{"kind":"Name","value":"ownership"}},{"kind":"Field","name":{"kind":"Name","value":"ownershipLabel"}},{"kind":"Field","name":{"kind":"Name","value":"phone"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"mobile"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"email"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"postalCode"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"address"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withContact"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TargetDetailEditPageQuery, TargetDetailEditPageQueryVariables>;
export const UpdateTargetDetailDocument = {"__meta__":{"hash":"sha256:1f1db74068b9d3522b503d7835092545306e02e65aba7f5ef40c80b41925bb80"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTargetDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTargetDetailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTargetDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DetailForm_Detail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DetailForm_Detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TargetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineType"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"deviceInstallationTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceInstallationType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deviceModelId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceModel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateTargetDetailMutation, UpdateTargetDetailMutationVariables>;
export const CreateCustomerDocument = {"__meta__":{"hash":"sha256:164bc0aeca1da54b04aa497e84b9042a73479257f2362b6914fc664bd87937ae"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const UpdateCustomerDocument = {"__meta__":{"hash":"sha256:fea8936ca472fba9ddc747a63ca327a8a9069a1faa979366294b76068653612e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const DeleteCustomerDocument = {"__meta__":{"hash":"sha256:656cb4831590232f6136b20c9c190e4af3dd533dce305adfe86fe143c0c87ab7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomerMutation, DeleteCustomerMutationVariables>;
export const TargetEditPageDocument = {"__meta__":{"hash":"sha256:7d40597608467e9c3abe9beac01cafca03848877b386d82525a5772930c99037"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"target"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetForm_Target"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetUnitsTable_Detail"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"matters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"targetId"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetMattersTable_Matter"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"targetId"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetLineCodesTable_LineCode"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"installationTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TARGET_INSTALLATION_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetForm_Target"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poleOwner"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstallationTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstallationType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalUnits"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetUnitsTable_Detail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TargetDetail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"roomNumber"}},{"kind":"Field","name":{"kind":"Name","value":"floor"}},{"kind":"Field","name":{"kind":"Name","value":"deviceLineTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"customers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetMattersTable_Matter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Matter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"assignee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetLineCodesTable_LineCode"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"cableType"}}]}}]} as unknown as DocumentNode<TargetEditPageQuery, TargetEditPageQueryVariables>;
export const UpdateTargetDocument = {"__meta__":{"hash":"sha256:490a23aaf2f6ef8ef32eb7e3eb5a2328621ccfa5296fa37764cac4419e2cff67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTargetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TargetForm_Target"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TargetForm_Target"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Target"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetTypeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"prefecture"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"town"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"poleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"poleOwner"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstallationTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"targetInstallationType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalUnits"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateTargetMutation, UpdateTargetMutationVariables>;
export const DeleteTargetDocument = {"__meta__":{"hash":"sha256:7ab4c42ccacfd7af1c35d0c27cbf5947195628cbdeaf8d4064e6ffd1a081b6c5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTarget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteTargetMutation, DeleteTargetMutationVariables>;
export const CreateTargetUnitDocument = {"__meta__":{"hash":"sha256:a5e11e9cff941bd3c30d72715f24b13ca2ff2575655493469df034b42ce4fff1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTargetUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTargetDetailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTargetDetail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateTargetUnitMutation, CreateTargetUnitMutationVariables>;
export const TargetIdsDocument = {"__meta__":{"hash":"sha256:88a77b61128605adbd15a1888660dfd3e6b9e5dbb80ec4727a3f3786d2816426"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TargetIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TargetSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetIds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ids"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}}]}}]}}]} as unknown as DocumentNode<TargetIdsQuery, TargetIdsQueryVariables>;
export const UserCreatePageDocument = {"__meta__":{"hash":"sha256:384cf19b131a79027e10c68cf92b209f1c2af530f2a1d6fd5b55109ae1383685"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserCreatePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFormOptions_Query"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFormOptions_Query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"roleTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ROLE_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"associateCompanies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TEAMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserCreatePageQuery, UserCreatePageQueryVariables>;
export const CreateUserDocument = {"__meta__":{"hash":"sha256:172588c4f3abbe7662c1b8a4267d93d5977182ef03022dcdf26cda334fd8e5a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UserListPageDocument = {"__meta__":{"hash":"sha256:385623659a82959346f18639bde2b3b2a0af15862ebc4a785ca561a880fed242"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserTable_User"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCountIsEstimate"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFormOptions_Query"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserTable_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFormOptions_Query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"roleTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ROLE_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"associateCompanies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TEAMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserListPageQuery, UserListPageQueryVariables>;
export const UserEditPageDocument = {"__meta__":{"hash":"sha256:bbc81cfceaf801432ea384c095309c1a90ea4834b8833a2742380f2ae2b13046"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_User"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserFormOptions_Query"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserFormOptions_Query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"roleTypes"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ROLE_TYPES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"associateCompanies"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSOCIATE_COMPANIES"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"teams"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TEAMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanyId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"clients"},"name":{"kind":"Name","value":"masterList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"CLIENTS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UserEditPageQuery, UserEditPageQueryVariables>;
export const UpdateUserDocument = {"__meta__":{"hash":"sha256:bbdf4d8a3c8e1a0b47d425d787655c9ca8d26117a8ca29f981ed4ee926475462"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const ResetUserPasswordDocument = {"__meta__":{"hash":"sha256:0157e272074c546c9073012fd7ecc72f5410612cbba73e4d667fb921feafaefa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"temporaryPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"temporaryPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"temporaryPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_User"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_User"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"nameKana"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"roleType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"associateCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ResetUserPasswordMutation, ResetUserPasswordMutationVariables>;
export const DeleteUserDocument = {"__meta__":{"hash":"sha256:f008c89292330d02b123610c8d2068b35af31f2f5a02cea07b372f5e2e5ad0d1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const RecordHistoryDocument = {"__meta__":{"hash":"sha256:fbaf4a3d0712395144e081884cb38f844020d05bbcf0c487b37e280bdd0f36e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntity"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entity"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HistoryPanel_Entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HistoryPanel_Entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"actionLabel"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}}]}}]} as unknown as DocumentNode<RecordHistoryQuery, RecordHistoryQueryVariables>;