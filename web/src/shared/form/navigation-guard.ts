import { useCallback, useEffect, useRef } from "react";
import { useBrowserLocation } from "wouter/use-browser-location";
import {
  noteCurrentEntry,
  poppedOffGuardEntry,
  pushGuardEntry,
  stepsPastPage,
} from "./guard-entry";

// Leaving a changed form asks first. wouter has no blocker, so the signed-in shell routes through
// `useGuardedLocation` (its <Router hook>): every Link and navigate() of the app passes the guard.
// Browser back is caught on popstate before wouter hears it; reload and closing the tab get the
// browser's own beforeunload prompt (the only one a page may show there).
// Back to another document fires no popstate: a changed form therefore puts a guard entry on top
// of the history (guard-entry.ts), whose Back the app catches too.

/** Asks the person; calls `proceed` only if they choose to leave. */
export type NavigationBlocker = (proceed: () => void) => void;

interface Guard {
  /** The page the guard belongs to: moves within it (a dialog in the query) never ask. */
  path: string;
  active(): boolean;
  ask: NavigationBlocker;
}

/**
 * Every form of the page that may hold changes (an edit page can have several: the record's form
 * and a contact or customer card): one with pending changes is enough to ask.
 */
const guards: Guard[] = [];
let bypass = false;
/** What the next popstate is: the undo of a blocked back, or the confirmed back itself. */
let nextPop: "restore" | "leave" | null = null;
/** Confirmed leaving to another document: its beforeunload must not ask a second time. */
let leaving = false;

/** Any form of the page with pending changes (Back off the guard entry stays on the page). */
function anyActive(): Guard | undefined {
  for (let i = guards.length - 1; i >= 0; i--) if (guards[i]!.active()) return guards[i];
  return undefined;
}

const pathnameOf = (to: string) => new URL(to, location.href).pathname;

/** The latest form with pending changes whose page `toPath` leaves, if any. */
function blocking(toPath: string): Guard | undefined {
  for (let i = guards.length - 1; i >= 0; i--) {
    const g = guards[i]!;
    if (g.path !== toPath && g.active()) return g;
  }
  return undefined;
}

function guarded(to: string, proceed: () => void) {
  const guard = bypass ? undefined : blocking(pathnameOf(to));
  if (guard) guard.ask(proceed);
  else proceed();
}

/**
 * Runs `proceed` at once when no form of this page holds changes, else asks the person first with
 * that form's unsaved-changes question (its 破棄 resets the form, then `proceed` runs): for a
 * 再読み込み that would replace what was typed with the latest record (issue #40).
 */
export function askBeforeDiscarding(proceed: () => void) {
  const guard = anyActive();
  if (guard) guard.ask(proceed);
  else proceed();
}

/** Whether a form of this page holds changes not saved. */
export const hasUnsavedChanges = () => anyActive() !== undefined;

/** Navigates without asking (after a successful save or delete the changes are no longer pending). */
export function withoutGuard(run: () => void) {
  bypass = true;
  try {
    run();
  } finally {
    bypass = false;
  }
}

type BrowserLocationHook = typeof useBrowserLocation;

/** wouter's browser location, with navigate() passing the guard. */
export const useGuardedLocation: BrowserLocationHook = (options) => {
  const [path, navigate] = useBrowserLocation(options);
  const guardedNavigate = useCallback<typeof navigate>(
    (to, opts) =>
      guarded(String(to), () => {
        navigate(to, opts);
        noteCurrentEntry();
      }),
    [navigate],
  );
  return [path, guardedNavigate];
};

// Registered at load, so before wouter's own popstate listener: a blocked back is undone (forward
// again, unheard by wouter) and only then the person is asked.
if (typeof window !== "undefined") {
  // Back in this document from the bfcache: whatever leaving was under way is over.
  window.addEventListener("pageshow", () => {
    leaving = false;
    nextPop = null;
  });
  window.addEventListener("popstate", (event) => {
    const kind = nextPop;
    nextPop = null;
    const offGuardEntry = poppedOffGuardEntry(event.state);
    if (kind === "leave") {
      leaving = false;
      return;
    }
    if (kind === "restore") {
      event.stopImmediatePropagation();
      return;
    }
    if (offGuardEntry) {
      // Back off the guard entry: still this page and URL, so wouter has nothing to hear.
      event.stopImmediatePropagation();
      const steps = stepsPastPage(event.state);
      const guard = anyActive();
      if (!guard) {
        // Saved or discarded since: the entry has done its work, go on back as asked.
        nextPop = "leave";
        history.go(-steps);
        return;
      }
      pushGuardEntry();
      guard.ask(() => {
        // Past the guard entry put back and this page's own; another document must not ask again.
        nextPop = "leave";
        leaving = true;
        history.go(-1 - steps);
      });
      return;
    }
    const guard = blocking(location.pathname);
    if (!guard) return;
    event.stopImmediatePropagation();
    nextPop = "restore";
    history.go(1);
    guard.ask(() => {
      nextPop = "leave";
      history.back();
    });
  });
}

/**
 * While `when` is true, leaving the page calls `ask` (in-app navigation and back) or shows the
 * browser's prompt (reload, closing the tab).
 */
export function useNavigationGuard(when: boolean, ask: NavigationBlocker) {
  const latest = useRef({ when, ask });
  useEffect(() => {
    latest.current = { when, ask };
  });
  useEffect(() => {
    if (when) pushGuardEntry();
  }, [when]);
  useEffect(() => {
    const mine: Guard = {
      path: location.pathname,
      active: () => latest.current.when,
      ask: (proceed) => latest.current.ask(proceed),
    };
    guards.push(mine);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!mine.active() || bypass || leaving) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      const at = guards.indexOf(mine);
      if (at >= 0) guards.splice(at, 1);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);
}
