import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Text,
  tokens,
} from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { BulkProblem } from "./bulk-update";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
  rows: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    maxHeight: "12rem",
    overflowY: "auto",
  },
});

/**
 * One bulk change of the selected matters: what it does, its fields, and, when the API refused,
 * why (each refused row by MT code) with 再読み込み after a conflict. The page runs the call.
 */
export function BulkDialog({
  open,
  title,
  count,
  description = "まとめて変更します",
  children,
  problem,
  done = null,
  busy,
  applyLabel = "変更",
  onApply,
  onReload,
  onClose,
}: {
  open: boolean;
  title: string;
  /** How many matters are selected. */
  count: number;
  /** What happens to them: 選択したN件の案件を〜。 */
  description?: string;
  children?: ReactNode;
  problem: BulkProblem | null;
  /** The outcome of a call that worked, with the rows it left out (工事生成). */
  done?: { message: string; rows: string[] } | null;
  busy: boolean;
  applyLabel?: string;
  onApply: () => void;
  onReload: () => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_, d) => (d.open ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p">
              選択した{count.toLocaleString("ja-JP")}件の案件を{description}。
            </Text>
            {children}
            {problem ? (
              <MessageBar intent="error" role="alert" layout="multiline">
                <MessageBarBody>
                  <Text as="p">{problem.message}</Text>
                  {problem.rows.length > 0 ? (
                    <ul className={styles.rows} aria-label="変更できない案件" tabIndex={0}>
                      {problem.rows.map((row) => (
                        <li key={row}>{row}</li>
                      ))}
                    </ul>
                  ) : null}
                </MessageBarBody>
              </MessageBar>
            ) : null}
            {done ? (
              <MessageBar intent="success" layout="multiline">
                <MessageBarBody>
                  <Text as="p">{done.message}</Text>
                  {done.rows.length > 0 ? (
                    <ul className={styles.rows} aria-label="対象外の案件" tabIndex={0}>
                      {done.rows.map((row) => (
                        <li key={row}>{row}</li>
                      ))}
                    </ul>
                  ) : null}
                </MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {problem || done ? "閉じる" : "キャンセル"}
            </Button>
            {done ? null : problem?.conflict ? (
              <Button appearance="primary" onClick={onReload}>
                再読み込み
              </Button>
            ) : (
              <Button appearance="primary" disabled={busy || count === 0} onClick={onApply}>
                {applyLabel}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
