import type { Flag, Flags } from "@cfx/domain/flags";
import { createContext, useContext, type ReactNode } from "react";

// The spec's client-side "user" state (§3): who is signed in. The auth feature owns the logic that
// fills it (web/src/features/auth/); everything else only reads it through useSession().
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

export interface SessionUser {
  id: string;
  /** Id padded to 8 digits */
  code: string;
  /** Full name (the spec's `username`; the sign-in name is the e-mail address) */
  username: string;
  email: string;
  roleType: { id: number; name: string };
  role: Permissions;
}

/** checking: the identity session or the viewer is being asked for; nothing is decided yet. */
export type SessionStatus = "checking" | "signedOut" | "signedIn";

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** Clears the identity session and every stored identity entry, resets the user, goes to /signin. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function SessionProviderValue({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside the session provider");
  return session;
}
