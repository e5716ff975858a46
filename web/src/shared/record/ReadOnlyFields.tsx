import { makeStyles, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

// What a person who may not edit sees instead of a form: the values in the same grid as the kit's
// form card. A value may be a node (a link, a badge); an empty one shows —.

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
  value: ReactNode;
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
              {typeof item.value === "string" || typeof item.value === "number" ? (
                <Text>{item.value === "" ? "—" : item.value}</Text>
              ) : (
                (item.value ?? <Text>—</Text>)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
