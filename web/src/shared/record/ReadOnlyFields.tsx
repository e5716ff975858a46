import { makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { FactsGrid, type Fact } from "./FactsGrid";

// What a person who may not edit sees instead of a form: the values in the kit's form card.

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
});

export type ReadOnlyItem = Fact;

export function ReadOnlyFields({
  label,
  header,
  items,
}: {
  label: string;
  header?: ReactNode;
  items: readonly Fact[];
}) {
  const styles = useStyles();
  return (
    <section className={styles.card} aria-label={label}>
      {header}
      <FactsGrid label={label} items={items} />
    </section>
  );
}
