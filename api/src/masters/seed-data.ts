import { demoAssociateCompanies, demoClients, demoTeams } from "@cfx/identity/demo-users";
import { ROLE_TYPES } from "../auth/flags";

// Seed values of the master lists. Lists fixed by the spec and docs/DOMAIN.md keep their exact ids; the
// others are realistic demo values (editable by masterManage).

type Entry = { id: number; name: string };
const numbered = (names: readonly string[], first = 1): Entry[] =>
  names.map((name, i) => ({ id: first + i, name }));

export const fixedLists = {
  roleTypes: Object.entries(ROLE_TYPES).map(([id, name]) => ({ id: Number(id), name })),
  targetTypes: numbered(["未選択", "戸建", "集合住宅", "電柱"]),
  negotiationCompleteReasons: numbered(["未選択", "合意", "不成立", "引継ぎ"], 0),
  negotiationStatuses: numbered(["未交渉", "アポ調整中", "訪問予定", "交渉中", "再訪問", "完了"]),
  // The spec's second pair (used by /pair/schedule-types): 1 交渉, 2 工事.
  scheduleTypes: numbered(["交渉", "工事"]),
} satisfies Record<string, Entry[]>;

export const demoLists = {
  associateCompanies: numbered([...demoAssociateCompanies, "株式会社関東光ネットワーク工事"]),
  clients: numbered([...demoClients, "湘南ケーブルメディア株式会社"]),
  contractTypes: numbered(["放送契約", "通信契約", "放送・通信セット契約", "電話契約", "解約"]),
  contractDetailTypes: numbered(["新規", "継続（同軸→光移行）", "コース変更", "名義変更", "解約"]),
  contractReceivers: numbered(["本社受付", "コールセンター", "現地交渉員", "代理店"]),
  customerServiceItems: numbered([
    "地デジ・BS再送信",
    "多チャンネル基本パック",
    "BS4K/8K",
    "光インターネット 1G",
    "光インターネット 10G",
    "光電話",
  ]),
  deviceInstallationTypes: numbered([
    "屋内壁掛け",
    "屋内据置",
    "屋外（外壁）",
    "MDF室",
    "共用部端子盤",
  ]),
  jobCategories: numbered(["光化移行工事", "引込線撤去", "設備調査", "宅内配線工事"]),
  targetInstallationTypes: numbered(["屋内", "屋外", "共用部", "電柱"]),
} satisfies Record<string, Entry[]>;

/** 機器型番 with device line type (1 V-ONU, 2 R-ONU). */
export const demoDeviceModels = [
  { id: 1, name: "VONU-100", deviceLineType: 1 },
  { id: 2, name: "VONU-200", deviceLineType: 1 },
  { id: 3, name: "VONU-4K", deviceLineType: 1 },
  { id: 4, name: "RONU-300", deviceLineType: 2 },
  { id: 5, name: "RONU-500W", deviceLineType: 2 },
];

/** Teams by company name (names repeat across companies). */
export const demoTeamList: { name: string; associateCompany: string }[] = [
  ...demoTeams.map((t) => ({ name: t.name, associateCompany: t.associateCompany })),
  { name: "第1班", associateCompany: "株式会社関東光ネットワーク工事" },
];
