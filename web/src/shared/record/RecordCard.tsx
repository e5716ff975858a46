import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  card: {
    maxWidth: "880px",
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});

/**
 * A record's facts on a card shaped like KitForm's: what an edit page shows in place of its form
 * to someone who may only read (交渉情報, 案件情報), or above the form's sections (工事情報).
 */
export function RecordCard({
  label,
  className,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.card, className)} aria-label={label}>
      {children}
    </section>
  );
}
