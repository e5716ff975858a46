import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  shorthands,
  Text,
  tokens,
} from "@fluentui/react-components";
import { Navigation24Regular, Person20Regular, SignOut20Regular } from "@fluentui/react-icons";
import { useState, type ReactNode } from "react";
import { getBrand } from "../shared/brand";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
    height: "52px",
    flexShrink: 0,
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
    zIndex: 2,
    // A crew's phone on site: the bar's buttons are finger-sized (44 px, WCAG 2.5.5).
    "@media (max-width: 800px), (pointer: coarse)": {
      "& button": { minHeight: "44px", minWidth: "44px" },
    },
  },
  menuButton: {
    color: tokens.colorNeutralForegroundOnBrand,
    ":hover": {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
    },
    ":hover:active": {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
  brand: { display: "flex", alignItems: "baseline", gap: tokens.spacingHorizontalS, minWidth: 0 },
  brandCode: { fontWeight: tokens.fontWeightBold, letterSpacing: "0.08em" },
  subtitle: {
    whiteSpace: "nowrap",
    overflow: "hidden",
    textOverflow: "ellipsis",
    // On a phone the bar keeps room for the user and サインアウト: the short brand is enough.
    "@media (max-width: 600px)": { display: "none" },
  },
  spacer: { flexGrow: 1 },
  user: {
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    fontVariantNumeric: "tabular-nums",
  },
  userIcon: { flexShrink: 0 },
  // One line: a long name ends in "…" (its title shows it whole) rather than pushing the bar taller.
  userLabel: { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" },
  // On a phone サインアウト is its icon (the button keeps the name for screen readers and a title).
  signOutLabel: { "@media (max-width: 600px)": { display: "none" } },
  signOut: {
    color: tokens.colorNeutralForegroundOnBrand,
    ...shorthands.borderColor("rgba(255,255,255,0.6)"),
    backgroundColor: "transparent",
    ":hover": {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundHover,
      ...shorthands.borderColor(tokens.colorNeutralForegroundOnBrand),
    },
    ":hover:active": {
      color: tokens.colorNeutralForegroundOnBrand,
      backgroundColor: tokens.colorBrandBackgroundPressed,
    },
  },
});

/** Brand, the drawer button, `id:name` of the user and sign-out with its confirmation (docs/spec.md §2). */
export function TopBar({
  drawerOpen,
  onToggleDrawer,
  userLabel,
  onSignOut,
  status,
  unsent = 0,
}: {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  userLabel: string;
  onSignOut: () => void;
  /** Beside the user: the offline queue's 未送信 N. */
  status?: ReactNode;
  /** Writes not sent yet: signing out would lose them, so the confirmation says so. */
  unsent?: number;
}) {
  const styles = useStyles();
  // Set from /app-config.json before the first render (main.tsx).
  const brand = getBrand();
  const [confirming, setConfirming] = useState(false);
  return (
    <header className={styles.bar}>
      <Button
        className={styles.menuButton}
        appearance="transparent"
        icon={<Navigation24Regular />}
        aria-label={drawerOpen ? "メニューを折りたたむ" : "メニューを開く"}
        title={drawerOpen ? "メニューを折りたたむ" : "メニューを開く"}
        aria-expanded={drawerOpen}
        aria-controls="side-nav"
        onClick={onToggleDrawer}
      />
      <div className={styles.brand}>
        <Text size={500} className={styles.brandCode}>
          {brand.code}
        </Text>
        <Text size={400} className={styles.subtitle}>
          {brand.subtitle}
        </Text>
      </div>
      <div className={styles.spacer} />
      {status}
      <span className={styles.user} data-testid="current-user" title={userLabel}>
        <Person20Regular aria-hidden className={styles.userIcon} />
        <Text className={styles.userLabel}>{userLabel}</Text>
      </span>
      <Dialog open={confirming} onOpenChange={(_, data) => setConfirming(data.open)}>
        <Button
          className={styles.signOut}
          appearance="outline"
          icon={<SignOut20Regular />}
          aria-label="サインアウト"
          title="サインアウト"
          onClick={() => setConfirming(true)}
        >
          <span className={styles.signOutLabel}>サインアウト</span>
        </Button>
        <DialogSurface aria-describedby={undefined}>
          <DialogBody>
            <DialogTitle>確認</DialogTitle>
            <DialogContent>
              サインアウトします
              {unsent > 0 ? (
                <MessageBar intent="warning">
                  <MessageBarBody>
                    {`未送信の記録が${unsent}件あります。サインアウトすると、この端末から削除され送信されません。`}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => setConfirming(false)}>
                キャンセル
              </Button>
              <Button
                appearance="primary"
                onClick={() => {
                  setConfirming(false);
                  onSignOut();
                }}
              >
                サインアウト
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </header>
  );
}
