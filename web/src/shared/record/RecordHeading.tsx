import { makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  heading: { display: "flex", alignItems: "center", gap: tokens.spacingHorizontalM },
});

/** The line above an edit form's fields: the record's id and its state badge side by side. */
export function RecordHeading({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.heading}>{children}</div>;
}
