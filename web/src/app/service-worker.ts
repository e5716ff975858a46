/** The worker vite-plugin-pwa generates (vite.config.ts: generateSW's default file name). */
const WORKER_URL = "/sw.js";

/**
 * Registers the service worker that starts the app on a phone with no signal (issue #38).
 * Production builds only: `pnpm dev` serves modules that change on every save, and unit tests run
 * without a worker. Called directly, not through `virtual:pwa-register`: that helper loads
 * workbox-window as two more chunks on the sign-in page (e2e/signin-chunks.test.ts) only to
 * offer update prompts, and this app has none — a new build's worker takes over by itself
 * (skipWaiting, clientsClaim) and the page is not reloaded under the user, who may hold unsaved
 * input: the next navigation loads the new build, and meanwhile a lazy chunk the new build no
 * longer has reloads the page once (stale-build.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const { serviceWorker } = navigator;
  // The first visit read /app-config.json before any worker existed, so the worker's cache of it
  // (network-first) is empty: read it once more through the worker as soon as it controls the
  // page, or the app could not start offline until a second visit.
  serviceWorker.addEventListener("controllerchange", () => {
    void fetch("/app-config.json", { cache: "no-store" }).catch(() => undefined);
  });
  // After the page loaded: the precache download must not compete with the page's own requests.
  const register = () =>
    serviceWorker
      .register(WORKER_URL, { scope: "/" })
      .catch((error: unknown) => console.error("service worker not registered", error));
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}
