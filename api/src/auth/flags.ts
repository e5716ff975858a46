// Role type → permission flags, exactly the table of DOMAIN.md ("Roles and permission flags").
// The user's `role` object is the flags of its role type; the server enforces them with
// `requireFlag` (auth/hooks.ts) and the gateway/web read them, never the role ids.

export const FLAGS = [
  "instructionSend",
  "matterRead",
  "masterManage",
  "userManage",
  "targetEdit",
  "negotiationEdit",
  "constructionEdit",
  "lineCodeEdit",
] as const;

export type Flag = (typeof FLAGS)[number];
export type Flags = Record<Flag, boolean>;

export const ROLE_TYPES = {
  1: "管理者",
  2: "マネージャー",
  3: "案件担当",
  4: "発注担当",
  5: "交渉担当",
  6: "工事管理者",
  7: "工事担当",
  8: "引込線登録",
} as const satisfies Record<number, string>;

const GRANTS: Record<number, readonly Flag[]> = {
  1: FLAGS,
  2: [
    "instructionSend",
    "matterRead",
    "masterManage",
    "targetEdit",
    "negotiationEdit",
    "constructionEdit",
    "lineCodeEdit",
  ],
  3: ["matterRead", "targetEdit", "negotiationEdit"],
  4: ["instructionSend", "matterRead", "constructionEdit"],
  5: ["matterRead", "negotiationEdit"],
  6: ["instructionSend", "matterRead", "constructionEdit", "lineCodeEdit"],
  7: ["constructionEdit"],
  8: ["lineCodeEdit"],
};

/** The flags of a role type; an unknown role type has none. */
export function flagsOf(roleTypeId: number): Flags {
  const granted = new Set(GRANTS[roleTypeId] ?? []);
  return Object.fromEntries(FLAGS.map((flag) => [flag, granted.has(flag)])) as Flags;
}

/** Role type 7 工事担当: limited to constructions dispatched to its own associate company. */
export const CONSTRUCTION_STAFF_ROLE = 7;
