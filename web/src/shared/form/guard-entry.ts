// The history entry a changed form puts on top (the same URL again, marked in its state): Back
// first pops it, inside this document, so the app can ask even when the entry before the page
// belongs to another document (the page was opened or reloaded there), where the browser would
// leave with at most its own prompt (issue #37.15).

const GUARD = "kitNavigationGuard";
/** On an entry below a guard entry: the entry below it is this page again, in an older document. */
const SAME_PAGE_BELOW = "kitSamePageBelow";

const stateObject = (state: unknown): Record<string, unknown> =>
  typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};

export const isGuardEntry = (state: unknown) => GUARD in stateObject(state);

/** The URL of the guard entry while it is the current entry, else null. */
let guardHref: string | null = null;

if (typeof window !== "undefined" && isGuardEntry(history.state)) {
  // Reloaded on a guard entry: the entry below it belongs to the old document, so popping it
  // would load the page anew. It becomes a plain entry (a new guard entry goes on top when the
  // form changes) that knows the entry below it is this same page.
  const { [GUARD]: _guard, ...rest } = stateObject(history.state);
  history.replaceState({ ...rest, [SAME_PAGE_BELOW]: true }, "", location.href);
}

/** Puts the guard entry on top, unless it is there already. */
export function pushGuardEntry() {
  guardHref = location.href;
  if (isGuardEntry(history.state)) return;
  history.pushState({ ...stateObject(history.state), [GUARD]: true }, "", location.href);
}

/**
 * Notes the entry a popstate arrived at; true when it is the one under the guard entry (Back off
 * the guard entry: still this page and URL).
 */
export function poppedOffGuardEntry(state: unknown): boolean {
  const off = guardHref === location.href && !isGuardEntry(state);
  guardHref = isGuardEntry(state) ? location.href : null;
  return off;
}

/** After an in-app move: the guard entry is no longer the current entry (a later jump back to the
 * entry under it is then no Back off it). */
export function noteCurrentEntry() {
  guardHref = isGuardEntry(history.state) ? location.href : null;
}

/** How far back leaving goes from the entry under the guard entry: past this page's entries. */
export const stepsPastPage = (state: unknown) => (SAME_PAGE_BELOW in stateObject(state) ? 2 : 1);
