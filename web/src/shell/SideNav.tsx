import { makeStyles, mergeClasses, Tooltip, tokens } from "@fluentui/react-components";
import { Link } from "wouter";
import type { MenuEntry } from "./menu";

export const DRAWER_WIDTH_PX = 240;
export const DRAWER_COLLAPSED_WIDTH_PX = 56;

const useStyles = makeStyles({
  nav: {
    flexShrink: 0,
    boxSizing: "border-box",
    width: `${DRAWER_WIDTH_PX}px`,
    overflowX: "hidden",
    overflowY: "auto",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    transitionProperty: "width",
    transitionDuration: tokens.durationNormal,
    transitionTimingFunction: tokens.curveEasyEase,
    // Whoever asks the system for less motion gets the drawer's new width at once, as Fluent's
    // own dialogs and drawers do.
    "@media (prefers-reduced-motion: reduce)": { transitionDuration: "0s" },
    paddingTop: tokens.spacingVerticalS,
  },
  collapsed: { width: `${DRAWER_COLLAPSED_WIDTH_PX}px` },
  // On a phone there is no rail: closed, the menu is gone; open, it lies over the page below the
  // top bar, with the page dimmed behind it (a tap there closes it).
  phoneClosed: { display: "none" },
  phoneOpen: {
    position: "fixed",
    top: "52px",
    bottom: 0,
    left: 0,
    zIndex: 100,
    width: "min(85vw, 300px)",
    boxShadow: tokens.shadow28,
    transitionProperty: "none",
  },
  scrim: {
    position: "fixed",
    top: "52px",
    right: 0,
    bottom: 0,
    left: 0,
    zIndex: 99,
    backgroundColor: tokens.colorBackgroundOverlay,
  },
  list: {
    listStyleType: "none",
    margin: 0,
    padding: 0,
    display: "flex",
    flexDirection: "column",
    gap: "2px",
  },
  item: {
    position: "relative",
    display: "flex",
    alignItems: "center",
    gap: tokens.spacingHorizontalM,
    height: "44px",
    margin: `0 ${tokens.spacingHorizontalXS}`,
    paddingLeft: "12px",
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: "none",
    whiteSpace: "nowrap",
    fontSize: tokens.fontSizeBase300,
    ":hover": {
      backgroundColor: tokens.colorNeutralBackground1Hover,
      color: tokens.colorNeutralForeground1,
    },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: "-2px" },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ":hover": {
      backgroundColor: tokens.colorBrandBackground2Hover,
      color: tokens.colorBrandForeground1,
    },
    "::before": {
      content: '""',
      position: "absolute",
      left: 0,
      top: "10px",
      bottom: "10px",
      width: "3px",
      borderRadius: "2px",
      backgroundColor: tokens.colorBrandStroke1,
    },
  },
  icon: { display: "flex", flexShrink: 0, fontSize: "24px" },
  label: { overflow: "hidden", textOverflow: "ellipsis" },
});

/**
 * The permanent left drawer: full labels when open, icons with tooltips when collapsed. On a phone
 * (`onClose` given) it is a drawer over the page instead, and closed it takes no room at all.
 */
export function SideNav({
  entries,
  open,
  isActive,
  onClose,
}: {
  entries: readonly MenuEntry[];
  open: boolean;
  isActive: (entry: MenuEntry) => boolean;
  /** A phone: the drawer lies over the page; a tap beside it or Escape closes it. */
  onClose?: () => void;
}) {
  const styles = useStyles();
  const phone = onClose !== undefined;
  return (
    <>
      {phone && open ? <div className={styles.scrim} onClick={onClose} aria-hidden /> : null}
      <nav
        id="side-nav"
        aria-label="メインメニュー"
        data-state={open ? "open" : "collapsed"}
        className={mergeClasses(
          styles.nav,
          !open && styles.collapsed,
          phone && (open ? styles.phoneOpen : styles.phoneClosed),
        )}
        onKeyDown={phone ? (e) => e.key === "Escape" && onClose() : undefined}
      >
        <ul className={styles.list}>
          {entries.map((entry) => {
            const active = isActive(entry);
            const Icon = entry.icon;
            const link = (
              <Link
                href={entry.href}
                aria-label={open ? undefined : entry.label}
                aria-current={active ? "page" : undefined}
                className={mergeClasses(styles.item, active && styles.active)}
              >
                <span className={styles.icon}>
                  <Icon filled={active} aria-hidden />
                </span>
                {open ? <span className={styles.label}>{entry.label}</span> : null}
              </Link>
            );
            return (
              <li key={entry.key}>
                {open ? (
                  link
                ) : (
                  <Tooltip
                    content={entry.label}
                    relationship="description"
                    positioning="after"
                    withArrow
                  >
                    {link}
                  </Tooltip>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
