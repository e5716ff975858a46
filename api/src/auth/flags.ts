// Role type → permission flags, exactly the table of docs/DOMAIN.md ("Roles and permission flags"),
// written once in `@cfx/domain/flags` for the API, the gateway and the web. The user's `role`
// object is the flags of its role type; the server enforces them with `requireFlag`
// (auth/hooks.ts) and the gateway/web read them, never the role ids.

export { FLAGS, flagsOf, ROLE_TYPES, type Flag, type Flags } from "@cfx/domain/flags";

/** Role type 7 工事担当: limited to constructions dispatched to its own associate company. */
export const CONSTRUCTION_STAFF_ROLE = 7;
