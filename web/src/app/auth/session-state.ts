// The session state machine of docs/spec.md §4, as pure functions the provider and the gate run.

import { isUnreachable } from "../offline/offline-exchange";
import { toFlags } from "@cfx/domain/flags";
import type { CombinedError } from "urql";
import type { SessionStatus, SessionUser } from "../../shared/session";
import type { ViewerQuery } from "../../gql/graphql";

export const USER_NOT_FOUND_MESSAGE = "該当ユーザが見つかりません";
export const AUTH_ERROR_MESSAGE = "認証エラーです。再度サインインしてください。";

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

export const initialSession: SessionState = { status: "checking", user: null };

export type SessionEvent =
  { type: "check" } | { type: "signedIn"; user: SessionUser } | { type: "signedOut" };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case "check":
      return { ...state, status: "checking" };
    case "signedIn":
      return { status: "signedIn", user: event.user };
    case "signedOut":
      return { status: "signedOut", user: null };
  }
}

/**
 * What the gate in front of every route but /signin does:
 * - wait: the session is being checked; render nothing
 * - render: signed in with a stored credential
 * - expire: signed in but the stored credential is gone → auth-error alert, clear, /signin
 * - restore: signed out but a credential is stored (e.g. signed in in another tab) → fetch the viewer again
 * - toSignIn: signed out, nothing stored → /signin, remembering the page asked for
 */
export type GateAction = "wait" | "render" | "expire" | "restore" | "toSignIn";

export function gateAction(status: SessionStatus, hasCredential: boolean): GateAction {
  if (status === "checking") return "wait";
  if (status === "signedIn") return hasCredential ? "render" : "expire";
  return hasCredential ? "restore" : "toSignIn";
}

/** The viewer query failed: NOT_FOUND means the identity is valid but has no user row. */
/** `offline`: the session could not be checked or renewed without signal (#38). */
export type ViewerFailure = "notFound" | "authError" | "offline";

/** Without signal the sign-in cannot be renewed; what was recorded stays on the phone. */
export const OFFLINE_SESSION_MESSAGE =
  "電波がないためサインインを更新できません。電波のある場所で再度サインインしてください。未送信の記録はこの端末に残っています。";

export function classifyViewerFailure(
  error: CombinedError | undefined,
  online = typeof navigator === "undefined" || navigator.onLine,
): ViewerFailure {
  const notFound = error?.graphQLErrors.some((e) => e.extensions?.code === "NOT_FOUND") ?? false;
  if (notFound) return "notFound";
  return isUnreachable(error) && !online ? "offline" : "authError";
}

export function failureMessage(failure: ViewerFailure): string {
  if (failure === "offline") return OFFLINE_SESSION_MESSAGE;
  return failure === "notFound" ? USER_NOT_FOUND_MESSAGE : AUTH_ERROR_MESSAGE;
}

export function viewerToUser(viewer: ViewerQuery["viewer"]): SessionUser {
  return {
    id: viewer.id,
    code: viewer.code,
    username: viewer.name,
    email: viewer.email,
    roleType: { id: viewer.roleType.id, name: viewer.roleType.name },
    // Exactly the eight flags (not the response's `__typename`); one left out is not held. The
    // reach of the reads is the gateway's word too, never derived here from the role.
    role: { ...toFlags(viewer.can), allRecords: viewer.can.allRecords === true },
  };
}

/** Where to go after signing in: the page first asked for, never /signin itself or another origin. */
export function afterSignInPath(requested: string | null): string {
  if (!requested || !requested.startsWith("/") || requested.startsWith("//")) return "/";
  if (
    requested === "/signin" ||
    requested.startsWith("/signin?") ||
    requested.startsWith("/signin/")
  )
    return "/";
  return requested;
}
