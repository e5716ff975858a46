import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Provider as UrqlProvider, type Client } from "urql";
import { createGraphqlClient, NO_AUTH_RETRY } from "../graphql-client";
import { clearOffline } from "../offline/offline-db";
import { clearIdentitySession } from "../identity";
import { currentIdToken } from "../../shared/id-token";
import { useInformationActions } from "../../shared/information";
import { SessionProviderValue, type Session, type SessionUser } from "../../shared/session";
import {
  afterSignInPath,
  classifyViewerFailure,
  failureMessage,
  initialSession,
  sessionReducer,
  viewerToUser,
  type ViewerFailure,
} from "./session-state";
import { ViewerQueryDocument } from "./viewer";

// Who navigates: the session only changes state. The gate (every route but /signin) sends a
// signed-out user to /signin, and the sign-in page sends a signed-in user on to the page first
// asked for. One writer per direction keeps navigation and state from racing each other.

/** What the sign-in page and the gate need beyond the public useSession(). */
export interface SessionControl {
  /** The identity session is established (sign-in done): fetch the viewer and become signed in. */
  completeSignIn(): Promise<void>;
  /** On load, or when the gate finds a stored credential while signed out: check it and fetch the viewer. */
  restore(): Promise<void>;
  /** The gate found the stored credential gone while signed in. */
  expire(): Promise<void>;
  /** The gate remembers the page asked for while signed out (not after an explicit sign-out). */
  rememberRequested(path: string): void;
  /** Where the sign-in page goes once signed in; forgets it. */
  takeRequested(): string;
}

/**
 * Resolves once no modal dialog hides the app any more (at most `maxMs`). A Fluent UI dialog marks
 * the rest of the page aria-hidden while open and undoes it only when it has finished closing; if
 * the signed-in part (with the dialog in it) is unmounted before that — sign-out is confirmed in
 * such a dialog — the sign-in page stays hidden from assistive technology for good.
 */
function modalsClosed(maxMs = 2000): Promise<void> {
  const root = document.getElementById("root");
  const open = () =>
    root?.getAttribute("aria-hidden") === "true" || !!document.querySelector('[aria-modal="true"]');
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = () => (!open() || Date.now() - started > maxMs ? resolve() : setTimeout(poll, 50));
    // Give a dialog that is just being closed the chance to start its exit first.
    setTimeout(poll, 50);
  });
}

const ControlContext = createContext<SessionControl | null>(null);

export function useSessionControl(): SessionControl {
  const control = useContext(ControlContext);
  if (!control) throw new Error("useSessionControl outside SessionProvider");
  return control;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const info = useInformationActions();
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  // The latest values for callbacks that outlive a render; written after commit, never during render.
  const statusRef = useRef(state.status);
  useLayoutEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);
  const requested = useRef<string | null>(null);
  const signedOutOnPurpose = useRef(false);
  const checking = useRef<Promise<void> | null>(null);
  // While a session is being ended its storage is half cleared; that is not an expiry to report.
  const ending = useRef(false);

  const failRef = useRef<() => void>(() => undefined);
  const makeClient = useCallback(
    () => createGraphqlClient({ idToken: currentIdToken, onAuthFailure: () => failRef.current() }),
    [],
  );
  // Replaced on every sign-out so nothing cached for one user is shown to the next.
  // eslint-disable-next-line react-hooks/refs -- failRef is read when the client reports a failure, never while rendering
  const [client, setClient] = useState<Client>(makeClient);
  const clientRef = useRef(client);
  useLayoutEffect(() => {
    clientRef.current = client;
  }, [client]);

  const endSession = useCallback(
    async (failure: ViewerFailure | null, before?: Promise<void>) => {
      if (ending.current) return;
      ending.current = true;
      try {
        // Signing out on purpose leaves nothing of the crew's work on the phone (#38): its copy
        // and any unsent writes (the confirmation said how many). An expired session keeps them
        // for the same person's next sign-in.
        await Promise.all([
          clearIdentitySession(),
          before,
          failure === null ? clearOffline().catch(() => undefined) : undefined,
        ]);
      } finally {
        ending.current = false;
      }
      const fresh = makeClient();
      clientRef.current = fresh;
      setClient(fresh);
      signedOutOnPurpose.current = failure === null;
      if (failure) info.openAlert("error", failureMessage(failure));
      else info.reset();
      dispatch({ type: "signedOut" });
    },
    [info, makeClient],
  );

  const fetchViewer = useCallback(async (): Promise<SessionUser | ViewerFailure> => {
    // No refresh-and-retry here: a refused token means the stored session is not to be trusted.
    const result = await clientRef.current
      .query(ViewerQueryDocument, {}, { requestPolicy: "network-only", [NO_AUTH_RETRY]: true })
      .toPromise();
    if (result.data?.viewer) return viewerToUser(result.data.viewer);
    return classifyViewerFailure(result.error);
  }, []);

  const establish = useCallback(async () => {
    const outcome = await fetchViewer();
    if (typeof outcome === "string") {
      await endSession(outcome);
      return;
    }
    info.finishLoading();
    dispatch({ type: "signedIn", user: outcome });
  }, [endSession, fetchViewer, info]);

  const restore = useCallback((): Promise<void> => {
    // One check at a time (StrictMode runs effects twice; the gate may ask while one runs).
    if (checking.current) return checking.current;
    const run = async () => {
      dispatch({ type: "check" });
      info.startLoading();
      let token: string | null;
      try {
        token = await currentIdToken();
      } catch {
        // A token past its time cannot be renewed without signal: say that, not 認証エラー.
        await endSession(navigator.onLine ? "authError" : "offline");
        return;
      }
      if (!token) {
        // Nothing usable stored: plainly signed out, no alert; drop any half-written entries.
        await clearIdentitySession();
        info.finishLoading();
        dispatch({ type: "signedOut" });
        return;
      }
      await establish();
    };
    checking.current = run().finally(() => {
      checking.current = null;
    });
    return checking.current;
  }, [endSession, establish, info]);

  const completeSignIn = useCallback(async () => {
    info.startLoading();
    await establish();
  }, [establish, info]);

  const expire = useCallback(async () => {
    if (!ending.current) await endSession("authError");
  }, [endSession]);

  // Called by the GraphQL client when a refresh did not make a refused token acceptable.
  useLayoutEffect(() => {
    failRef.current = () => {
      if (statusRef.current === "signedIn" && !ending.current)
        void endSession(navigator.onLine ? "authError" : "offline");
    };
  }, [endSession]);

  const signOut = useCallback(async () => {
    info.startLoading();
    requested.current = null;
    await endSession(null, modalsClosed());
  }, [endSession, info]);

  // On load: check the identity session, then fetch the current user (docs/spec.md §4).
  useEffect(() => {
    void restore();
  }, [restore]);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      user: state.user,
      isLoggedIn: state.status === "signedIn",
      signOut,
    }),
    [state, signOut],
  );
  const control = useMemo<SessionControl>(
    () => ({
      completeSignIn,
      restore,
      expire,
      rememberRequested(path) {
        if (signedOutOnPurpose.current) {
          signedOutOnPurpose.current = false;
          return;
        }
        requested.current = path;
      },
      takeRequested() {
        const path = afterSignInPath(requested.current);
        requested.current = null;
        signedOutOnPurpose.current = false;
        return path;
      },
    }),
    [completeSignIn, restore, expire],
  );

  return (
    <UrqlProvider value={client}>
      <SessionProviderValue value={session}>
        <ControlContext.Provider value={control}>{children}</ControlContext.Provider>
      </SessionProviderValue>
    </UrqlProvider>
  );
}
