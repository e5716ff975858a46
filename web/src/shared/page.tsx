import { useEffect, type ReactNode } from "react";
import { makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { documentTitle } from "./brand";

/** Sets `<ページ名> | CFX 光化工事管理` while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined) {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}

/** Every control a finger can hit: 44 px (WCAG 2.5.5). */
const FINGER_SIZED = {
  "& button, & input, & select, & textarea, & [role='combobox'], & [role='checkbox'], & [role='tab']":
    { minHeight: "44px" },
  "& button, & [role='checkbox']": { minWidth: "44px" },
  "& a": { display: "inline-flex", alignItems: "center", minHeight: "44px" },
} as const;

const useStyles = makeStyles({
  page: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalL, minWidth: 0 },
  // A page used on site from a phone: every control a finger can hit (44 px, WCAG 2.5.5) on a
  // narrow or touch screen; the office's desktop layout is left as it is.
  touch: { "@media (max-width: 800px), (pointer: coarse)": FINGER_SIZED },
  // Every page on a phone held upright (under 600 px) is used with a finger.
  phone: { "@media (max-width: 599.98px)": FINGER_SIZED },
  header: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: tokens.spacingHorizontalM,
    flexWrap: "wrap",
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "center" },
  empty: {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground3,
    textAlign: "center",
  },
  emptyIcon: {
    display: "flex",
    color: tokens.colorNeutralForeground4,
    "& svg": { width: "48px", height: "48px" },
  },
});

/**
 * A page: its title (also the document title), optional actions on the right, then the content.
 * `touch`: used on site from a phone — controls grow to 44 px on narrow or touch screens.
 */
export function Page({
  title,
  actions,
  touch = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  touch?: boolean;
  children?: ReactNode;
}) {
  const styles = useStyles();
  useDocumentTitle(title);
  return (
    <section
      className={mergeClasses(styles.page, styles.phone, touch && styles.touch)}
      aria-labelledby="page-title"
    >
      <header className={styles.header}>
        <Text as="h1" id="page-title" size={600} weight="semibold">
          {title}
        </Text>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A quiet box for "nothing here" states. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      {icon ? <span className={styles.emptyIcon}>{icon}</span> : null}
      <Text size={400} weight="semibold">
        {title}
      </Text>
      {children ? <Text>{children}</Text> : null}
      {action}
    </div>
  );
}
