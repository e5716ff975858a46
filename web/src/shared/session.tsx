import { createContext, useContext, type ReactNode } from "react";
import type { Permissions } from "./permissions";

// The spec's client-side "user" state (§3): who is signed in. The auth feature owns the logic that
// fills it (web/src/app/auth/); everything else only reads it through useSession().
// The role's flags live in permissions.ts (routes and menu entries name them too).
export type { PermissionFlag, Permissions } from "./permissions";

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
