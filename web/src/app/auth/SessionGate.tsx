import { useEffect, useReducer, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { useRuntimeConfig } from "../../shared/runtime-config";
import { hasStoredCredential } from "../identity-storage";
import { useSession } from "../../shared/session";
import { LoadingOverlay } from "../../shared/LoadingOverlay";
import { useSessionControl } from "./SessionProvider";
import { gateAction } from "./session-state";

/**
 * In front of every route except /signin (docs/spec.md §2, §4): renders its children only for a signed-in
 * user whose credential is still stored, and nothing at all otherwise.
 */
export function SessionGate({
  children,
  preload,
}: {
  children: ReactNode;
  /** Called while a stored session is being checked (App fetches the signed-in chunks meanwhile). */
  preload?: () => void;
}) {
  const { identity } = useRuntimeConfig();
  const { status } = useSession();
  const control = useSessionControl();
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Another tab signing in or out changes the stored credential without a navigation here.
  const [storageTick, onStorage] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const stored = hasStoredCredential(identity.clientId);
  const action = gateAction(status, stored);
  useEffect(() => {
    if (stored && status !== "signedIn") preload?.();
  }, [stored, status, preload]);

  useEffect(() => {
    if (action === "expire") void control.expire();
    else if (action === "restore") void control.restore();
    else if (action === "toSignIn") {
      // The raw query string: wouter's useSearch() is decoded, which would garble encoded filters.
      control.rememberRequested(`${location}${window.location.search}`);
      navigate("/signin", { replace: true });
    }
    // The route is part of the trigger: the gate checks again on every page change.
  }, [action, control, location, search, navigate, storageTick]);

  if (action === "render") return <>{children}</>;
  // Nothing of the app while signed out; only the spinner while the session is checked.
  return status === "checking" ? <LoadingOverlay /> : null;
}
