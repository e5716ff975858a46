import type { Flag, Flags } from "@cfx/domain/flags";

// The role's flags, as the session holds them (session.tsx). A file of their own because routes
// and menu entries (routing.ts, area.ts) name them too, with no need of the session's context.
// The flags are docs/DOMAIN.md's eight, named once in `@cfx/domain/flags`.

export type Permissions = Flags & {
  /**
   * false for a partner company's 工事担当 (`viewer.can.allRecords`): its lists hold only the
   * constructions dispatched to its company and what hangs on them, so the office's screens of
   * targets, projects and negotiations are not in its menu.
   */
  allRecords: boolean;
};

export type PermissionFlag = Flag | "allRecords";
