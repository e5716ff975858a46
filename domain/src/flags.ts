// Role types and permission flags, exactly the table of docs/DOMAIN.md ("Roles and permission flags").
// The API derives a user's flags from its role type here and enforces them; the gateway and the
// web read the flags (never the role ids), named by `FLAGS`.

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

export type RoleTypeId = keyof typeof ROLE_TYPES;

/** Role type → the flags it grants (docs/DOMAIN.md's table, row by row). */
export const ROLE_GRANTS: Readonly<Record<RoleTypeId, readonly Flag[]>> = {
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

export function isFlag(value: string): value is Flag {
  return (FLAGS as readonly string[]).includes(value);
}

/** Every flag set to `value` (e.g. the signed-out state). */
export function allFlags(value: boolean): Flags {
  return Object.fromEntries(FLAGS.map((flag) => [flag, value])) as Flags;
}

/** The flags of a role type; an unknown role type has none. */
export function flagsOf(roleTypeId: number): Flags {
  const granted = new Set<Flag>(ROLE_GRANTS[roleTypeId as RoleTypeId] ?? []);
  return Object.fromEntries(FLAGS.map((flag) => [flag, granted.has(flag)])) as Flags;
}

/** Exactly the eight flags from a partial record; a flag left out is a flag not held. */
export function toFlags(record: Partial<Record<Flag, boolean | null | undefined>>): Flags {
  return Object.fromEntries(FLAGS.map((flag) => [flag, record[flag] === true])) as Flags;
}
