import { makeStyles, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

// What a person without targetEdit sees instead of a form: the values as text, same grid as the
// kit's form card. (A candidate for the kit: every edit page needs a read-only twin.)

const useStyles = makeStyles({
  card: {
    maxWidth: "880px",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    display: "flex",
    flexDirection: "column",
    gap: tokens.spacingVerticalL,
  },
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
});

export interface ReadOnlyItem {
  label: string;
  value: string | null | undefined;
}

export function ReadOnlyFields({
  label,
  header,
  items,
}: {
  label: string;
  header?: ReactNode;
  items: readonly ReadOnlyItem[];
}) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-label={label}>
      {header}
      <dl className={styles.grid}>
        {items.map((item) => (
          <div key={item.label}>
            <dt className={styles.term}>{item.label}</dt>
            <dd className={styles.value}>
              <Text>{item.value || "—"}</Text>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
