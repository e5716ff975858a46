import { Caption1, makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  stack: { display: "flex", flexDirection: "column", minWidth: 0 },
  sub: { color: tokens.colorNeutralForeground3 },
});

/**
 * A table cell's main text with a smaller grey one under it (name and kana, code and address,
 * status and what it was before); no second line when `sub` is empty.
 */
export function TwoLines({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  const styles = useStyles();
  return (
    <span className={styles.stack}>
      <span>{main}</span>
      {sub ? <Caption1 className={styles.sub}>{sub}</Caption1> : null}
    </span>
  );
}
