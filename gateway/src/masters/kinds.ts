// The GraphQL MasterKind of each REST master list. Both directions are checked by the type
// checker: `satisfies Record<MasterKind, …>` needs every value of the schema's enum, and
// `_everyListHasAKind` fails when the API's document gains a `/pair/<list>` no kind names
// (masters.test.ts checks the same against api/openapi.json at run time).
import { badInput } from "../errors";
import type { MasterKind } from "../generated/resolvers-types";
import type { EditableMasterList, MasterList } from "./masters-api";

type KindInfo = {
  /** REST name: `/pair/<list>` */
  list: MasterList;
  /** Japanese name of the list */
  label: string;
};

export const masterKinds = {
  ASSOCIATE_COMPANIES: { list: "associate-companies", label: "協力会社" },
  CLIENTS: { list: "clients", label: "発注元" },
  TEAMS: { list: "teams", label: "班" },
  CONTRACT_TYPES: { list: "contract-types", label: "契約種別" },
  CONTRACT_DETAIL_TYPES: { list: "contract-detail-types", label: "契約詳細種別" },
  CONTRACT_RECEIVERS: { list: "contract-receivers", label: "契約受付者" },
  CUSTOMER_SERVICE_ITEMS: { list: "customer-service-items", label: "顧客サービス品目" },
  DEVICE_INSTALLATION_TYPES: { list: "device-installation-types", label: "機器設置種別" },
  DEVICE_MODELS: { list: "device-models", label: "機器型番" },
  JOB_CATEGORIES: { list: "job-categories", label: "業務区分" },
  NEGOTIATION_COMPLETE_REASONS: { list: "negotiation-complete-reasons", label: "交渉完了理由" },
  NEGOTIATION_STATUSES: { list: "negotiation-statuses", label: "交渉ステータス" },
  PROJECTS: { list: "projects", label: "プロジェクト" },
  ROLE_TYPES: { list: "role-types", label: "権限種別" },
  SCHEDULE_TYPES: { list: "schedule-types", label: "予定種別" },
  TARGET_INSTALLATION_TYPES: { list: "target-installation-types", label: "設置場所種別" },
  TARGET_TYPES: { list: "target-types", label: "物件種別" },
} as const satisfies Record<MasterKind, KindInfo>;

/** The schema's kinds in the order of the SDL (the order of the master screen's menu). */
export const masterKindOrder = Object.keys(masterKinds) as MasterKind[];

type Listed = (typeof masterKinds)[MasterKind]["list"];
/** `true` only when every REST master list has a kind; otherwise names the forgotten ones. */
type EveryListHasAKind = [Exclude<MasterList, Listed>] extends [never]
  ? true
  : Exclude<MasterList, Listed>;
const _everyListHasAKind: EveryListHasAKind = true;
void _everyListHasAKind;

/**
 * The lists the API lets masterManage change (its document has `POST /pair/<list>`); a Record,
 * so a list that becomes editable or fixed in the API fails the type check until listed here.
 */
const editableLists: Record<EditableMasterList, true> = {
  "associate-companies": true,
  clients: true,
  teams: true,
  "contract-types": true,
  "contract-detail-types": true,
  "contract-receivers": true,
  "customer-service-items": true,
  "device-installation-types": true,
  "device-models": true,
  "job-categories": true,
  "target-installation-types": true,
};

export function isEditableList(list: MasterList): list is EditableMasterList {
  return Object.hasOwn(editableLists, list);
}

/**
 * The REST list of a kind a write may change; a fixed list is refused before any REST call with
 * a Japanese BAD_USER_INPUT on `kind` (the API has no write route for it either).
 */
export function editableList(kind: MasterKind): EditableMasterList {
  const { list, label } = masterKinds[kind];
  if (isEditableList(list)) return list;
  const message =
    list === "projects"
      ? "プロジェクトはプロジェクトの画面で登録・変更してください"
      : `${label}は仕様で決められた一覧のため変更できません`;
  throw badInput([{ field: "kind", messages: [message] }]);
}
