import { FluentProvider, webLightTheme, type Theme } from "@fluentui/react-components";
import { Suspense, useEffect } from "react";
import { Route, Router, Switch } from "wouter";
import { SessionGate } from "./auth/SessionGate";
import { SessionProvider } from "./auth/SessionProvider";
import { SignInPage } from "./auth/SignInPage";
import { useGuardedLocation } from "../shared/form/navigation-guard";
import { PageLoading } from "../shell/PageLoading";
import { documentTitle } from "../shared/brand";
import { RuntimeConfigProvider } from "../shared/runtime-config";
import { lazyPage } from "../shared/routing";
import { InformationProvider } from "../shared/information";
import type { RuntimeConfig } from "../shared/runtime-config";

/** Fonts installed with the OS (macOS, Android/Linux, Windows); nothing is fetched from a CDN. */
export const JAPANESE_FONT_STACK =
  '"Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", "Meiryo", sans-serif';

// The signed-in app (shell, menu, every area) is a chunk of its own: the sign-in page loads none of it.
const loadSignedInApp = () => import("../shell/SignedInApp");
const SignedInApp = lazyPage(loadSignedInApp, "SignedInApp");

/**
 * A stored session is being checked (the Viewer query, a round trip: 400 ms and more on the
 * phone's network of bench section 12): fetch the signed-in app and the page asked for meanwhile
 * rather than after it. Only then: the sign-in page still loads none of it.
 */
const preloadSignedInApp = () =>
  void loadSignedInApp()
    .then((app) => {
      SignedInApp.preload();
      app.preloadRoute(window.location.pathname);
    })
    .catch(() => undefined); // the render's own load reports a failure

export const theme: Theme = { ...webLightTheme, fontFamilyBase: JAPANESE_FONT_STACK };

export function App({ config }: { config: RuntimeConfig }) {
  useEffect(() => {
    document.title = documentTitle();
  }, []);
  return (
    <FluentProvider theme={theme} style={{ minHeight: "100vh" }}>
      <RuntimeConfigProvider config={config}>
        <InformationProvider>
          {/* Every link and navigate() passes the form kit's unsaved-changes guard. */}
          <Router hook={useGuardedLocation}>
            <SessionProvider>
              <Switch>
                <Route path="/signin">
                  <SignInPage />
                </Route>
                <Route>
                  <SessionGate preload={preloadSignedInApp}>
                    <Suspense fallback={<PageLoading />}>
                      <SignedInApp />
                    </Suspense>
                  </SessionGate>
                </Route>
              </Switch>
            </SessionProvider>
          </Router>
        </InformationProvider>
      </RuntimeConfigProvider>
    </FluentProvider>
  );
}
