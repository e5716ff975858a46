import {
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Text,
  tokens,
} from "@fluentui/react-components";
import type { ReactNode } from "react";

const useStyles = makeStyles({
  rows: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    paddingLeft: tokens.spacingHorizontalXL,
    maxHeight: "12rem",
    overflowY: "auto",
  },
});

/**
 * The answer of a bulk action in a bar: its message and the rows it names (「MT-000012: 完了の
 * 案件は変更できません」…), a scrolling list that the keyboard reaches (it may hold hundreds).
 * A refusal (`error`) is announced at once; other answers as a status.
 */
export function RowMessages({
  intent,
  message,
  rows,
  rowsLabel,
  actions,
}: {
  intent: "error" | "success" | "warning" | "info";
  message: string;
  rows: readonly string[];
  /** What the rows are, for a screen reader: 「変更できない案件」. */
  rowsLabel: string;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <MessageBar intent={intent} layout="multiline" role={intent === "error" ? "alert" : "status"}>
      <MessageBarBody>
        <Text as="p" weight={intent === "error" ? "semibold" : "regular"}>
          {message}
        </Text>
        {rows.length > 0 ? (
          <ul className={styles.rows} aria-label={rowsLabel} tabIndex={0}>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        ) : null}
      </MessageBarBody>
      {actions ? <MessageBarActions>{actions}</MessageBarActions> : null}
    </MessageBar>
  );
}
