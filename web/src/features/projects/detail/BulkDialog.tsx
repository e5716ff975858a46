import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from "@fluentui/react-components";
import type { ReactNode } from "react";
import { RowMessages } from "@/shared/mutation/RowMessages";
import type { BulkProblem } from "./bulk-update";

const useStyles = makeStyles({
  content: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalM },
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
              <RowMessages
                intent="error"
                message={problem.message}
                rows={problem.rows}
                rowsLabel="変更できない案件"
              />
            ) : null}
            {done ? (
              <RowMessages
                intent="success"
                message={done.message}
                rows={done.rows}
                rowsLabel="対象外の案件"
              />
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
