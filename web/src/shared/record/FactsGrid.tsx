import { makeStyles, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 240px), 1fr))",
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" },
});

export interface Fact {
  label: string;
  /** Text, or a node (a link, a badge); empty shows —. */
  value: ReactNode;
}

/**
 * Labelled values in the grid of the kit's form card (a description list): what a record is
 * about, at the head of its edit form, or the whole of a read-only view (ReadOnlyFields).
 */
export function FactsGrid({ label, items }: { label: string; items: readonly Fact[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>
            <Text>{item.value === "" || item.value == null ? "—" : item.value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
