// The scopes of a machine client (an integration's app client, issue #39): what its access token
// may do. Write scopes are the eight permission flags, checked by the same `@requires` directive
// as a person's flags. Read scopes cover what every signed-in person may read (`@signedIn`
// fields), area by area, so an integration gets only the areas it was registered for.
// On the token they are written `cfx/<scope>` (a Cognito resource server `cfx`).
import { FLAGS, type Flag, type Flags } from "./flags";

export const READ_SCOPES = [
  "targetRead",
  "negotiationRead",
  "constructionRead",
  "lineCodeRead",
  "masterRead",
] as const;

export type ReadScope = (typeof READ_SCOPES)[number];
export type MachineScope = Flag | ReadScope;

/** Every scope, reads first then the flags, in the order the screen lists them. */
export const MACHINE_SCOPES: readonly MachineScope[] = [...READ_SCOPES, ...FLAGS];

/** The resource server's identifier: a token's scope `cfx/targetRead` is the scope targetRead. */
export const RESOURCE_SERVER = "cfx";

export const SCOPE_LABELS: Readonly<Record<MachineScope, string>> = {
  targetRead: "対象物件の参照 (targetRead)",
  negotiationRead: "交渉・帳票の参照 (negotiationRead)",
  constructionRead: "工事・測定の参照 (constructionRead)",
  lineCodeRead: "引込線の参照 (lineCodeRead)",
  masterRead: "マスタの参照 (masterRead)",
  instructionSend: "工事指示 (instructionSend)",
  matterRead: "案件の参照 (matterRead)",
  masterManage: "マスタ管理 (masterManage)",
  userManage: "ユーザー管理 (userManage)",
  targetEdit: "対象物件の編集 (targetEdit)",
  negotiationEdit: "交渉の編集 (negotiationEdit)",
  constructionEdit: "工事の編集 (constructionEdit)",
  lineCodeEdit: "引込線の編集 (lineCodeEdit)",
};

export function isMachineScope(value: string): value is MachineScope {
  return (MACHINE_SCOPES as readonly string[]).includes(value);
}

/** The scopes of a token's `scope` claim ("cfx/targetRead cfx/matterRead"); others are ignored. */
export function scopesOfClaim(claim: unknown): MachineScope[] {
  if (typeof claim !== "string") return [];
  const prefix = `${RESOURCE_SERVER}/`;
  return claim
    .split(/\s+/)
    .filter((s) => s.startsWith(prefix))
    .map((s) => s.slice(prefix.length))
    .filter(isMachineScope);
}

/** The `scope` claim for these scopes. */
export function scopeClaim(scopes: readonly MachineScope[]): string {
  return scopes.map((s) => `${RESOURCE_SERVER}/${s}`).join(" ");
}

/** The permission flags the scopes grant: a flag not among them is not held. */
export function flagsOfScopes(scopes: readonly string[]): Flags {
  const held = new Set(scopes);
  return Object.fromEntries(FLAGS.map((flag) => [flag, held.has(flag)])) as Flags;
}
