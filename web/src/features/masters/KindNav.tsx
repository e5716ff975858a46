import { makeStyles, mergeClasses, Text, tokens } from "@fluentui/react-components";
import { Link } from "wouter";

export interface KindEntry {
  /** The URL's `kind` */
  kind: string;
  label: string;
}

const useStyles = makeStyles({
  nav: {
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    alignSelf: "start",
  },
  group: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
  heading: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground3,
  },
  list: { listStyle: "none", margin: 0, padding: 0 },
  link: {
    display: "block",
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: "none",
    ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover },
    ":focus-visible": { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  current: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/**
 * The lists of マスタ管理 as links (one tab stop each, Enter opens, the URL keeps the choice), in
 * groups: what may be changed here first, the read-only ones after.
 */
export function KindNav({
  groups,
  current,
  hrefOf,
}: {
  groups: readonly { title: string; entries: readonly KindEntry[] }[];
  current: string | null;
  hrefOf: (kind: string) => string;
}) {
  const styles = useStyles();
  return (
    <nav className={styles.nav} aria-label="マスタの一覧">
      {groups.map((group) => (
        <div key={group.title} className={styles.group}>
          <Text as="h2" size={200} weight="semibold" className={styles.heading}>
            {group.title}
          </Text>
          <ul className={styles.list}>
            {group.entries.map((entry) => (
              <li key={entry.kind}>
                <Link
                  href={hrefOf(entry.kind)}
                  className={mergeClasses(styles.link, entry.kind === current && styles.current)}
                  aria-current={entry.kind === current ? "page" : undefined}
                >
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
