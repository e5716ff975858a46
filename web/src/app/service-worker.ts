/**
 * Registers the service worker that vite-plugin-pwa builds (vite.config.ts), so the app starts on
 * a phone with no signal (issue #38). Production builds only: `pnpm dev` serves modules that change
 * on every save, and tests run without a worker. Imported lazily so the sign-in's entry does not
 * carry workbox-window; registered after the page loaded, so the precache download does not
 * compete with the page's own first requests.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  void import("virtual:pwa-register").then(({ registerSW }) =>
    registerSW({
      // A new build's worker took over: the page is not reloaded under the user (it may hold
      // unsaved input). The next navigation loads the new build; meanwhile a lazy chunk the new
      // build no longer has reloads the page once (stale-build.ts).
      onNeedReload: () => undefined,
      onRegisterError: (error: unknown) => console.error("service worker not registered", error),
    }),
  );
}
