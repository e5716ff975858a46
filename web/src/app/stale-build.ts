/** When the last reload for a stale build happened (sessionStorage: this tab only). */
export const STALE_BUILD_KEY = "cfx:stale-build-reload";
/** A second failure this soon after a reload is not a stale build (the server is down): no loop. */
export const STALE_BUILD_QUIET_MS = 60_000;

type Page = Pick<Window, "addEventListener"> & { location: Pick<Location, "reload"> };

/**
 * A tab opened before a deploy still runs the old build, whose chunks (/assets/<hash>.js) the new
 * one no longer has: the first screen it opens lazily fails to load (the gateway answers 404).
 * Vite reports that as `vite:preloadError`; the page is then loaded again, once, and opens with
 * the new build. Should that fail too within a minute, the error is left to the error screen.
 */
export function reloadOnStaleBuild(
  page: Page = window,
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  now: () => number = Date.now,
): void {
  page.addEventListener("vite:preloadError", (event) => {
    const last = Number(storage.getItem(STALE_BUILD_KEY) ?? 0);
    if (now() - last < STALE_BUILD_QUIET_MS) return;
    storage.setItem(STALE_BUILD_KEY, String(now()));
    event.preventDefault();
    page.location.reload();
  });
}
