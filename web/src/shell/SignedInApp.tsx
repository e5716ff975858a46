import { makeStyles, tokens } from "@fluentui/react-components";
import { useCallback, useState } from "react";
import { useLocation } from "wouter";
import { useClearAlertOnRouteChange } from "../shared/information";
import { useSession } from "../shared/session";
import { AlertBar } from "../shared/AlertBar";
import { LoadingOverlay } from "../shared/LoadingOverlay";
import { isMenuActive, visibleMenu } from "./menu";
import { RouteProgress } from "./RouteProgress";
import { RouteView } from "./RouteView";
import { resolveRoute } from "./routes";
import { preloadPage } from "../shared/routing";
import { SideNav } from "./SideNav";
import { SkipLink } from "./SkipLink";
import { TopBar } from "./TopBar";
import { OfflineQueue } from "./OfflineQueue";
import { useOfflineQueue } from "../app/offline/useOfflineQueue";
import { useResponsiveDrawer } from "./useResponsiveDrawer";
import { usePhone } from "../shared/useMediaQuery";

const useStyles = makeStyles({
  root: {
    display: "flex",
    flexDirection: "column",
    height: "100vh",
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: { display: "flex", flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    overflow: "auto",
    // Focused by the skip link: the page itself is the target, no ring around all of it.
    ":focus": { outlineStyle: "none" },
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    // A phone's width goes to the page, not to its margins.
    "@media (max-width: 599.98px)": {
      padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM}`,
    },
  },
});

/** Starts fetching the page of `path` (its chunk), before the session check lets it render. */
export function preloadRoute(path: string): void {
  const match = resolveRoute(path);
  if (match) preloadPage(match.route.Page);
}

/** Everything a signed-in user sees: top bar, alert bar, drawer menu and the page of the route. */
export function SignedInApp() {
  const styles = useStyles();
  const { user, signOut } = useSession();
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useResponsiveDrawer();
  const phone = usePhone();
  const queue = useOfflineQueue();
  // On a phone the drawer closes when a page is chosen in it (it lies over that page).
  const [openedAt, setOpenedAt] = useState(location);
  if (phone && drawerOpen && openedAt !== location) {
    setOpenedAt(location);
    setDrawerOpen(false);
  }
  const toggleDrawer = () => {
    setOpenedAt(location);
    setDrawerOpen(!drawerOpen);
  };
  const role = user?.role;
  const onSignOut = useCallback(() => void signOut(), [signOut]);
  useClearAlertOnRouteChange(location);
  return (
    <div className={styles.root}>
      <SkipLink targetId="main" />
      <RouteProgress />
      <TopBar
        drawerOpen={drawerOpen}
        onToggleDrawer={toggleDrawer}
        userLabel={user ? `${user.code}:${user.username}` : ""}
        onSignOut={onSignOut}
        status={<OfflineQueue queue={queue} />}
        unsent={queue.writes.length}
      />
      <AlertBar />
      <div className={styles.body}>
        <SideNav
          entries={visibleMenu(role)}
          open={drawerOpen}
          isActive={(entry) => isMenuActive(entry.key, location)}
          onClose={phone ? () => setDrawerOpen(false) : undefined}
        />
        <main className={styles.main} id="main" tabIndex={-1}>
          <RouteView path={location} role={role} />
        </main>
      </div>
      <LoadingOverlay />
    </div>
  );
}
