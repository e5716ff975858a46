import { Button, Text } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { ActionDialog } from "./ActionDialog";
import { RowMessages } from "./RowMessages";

/** The rows of a bulk answer under one sentence (see RowMessages). */
export interface BulkAnswer {
  message: string;
  rows: readonly string[];
}

/**
 * One change to all the selected rows at once: 「選択したN件の〈noun〉を〈description〉。」, the
 * change's fields, and the API's answer. A refusal lists each refused row; when it was a stale
 * version (`conflict`) 再読み込み replaces the apply button. `done` is an answer that worked but
 * left rows out. The page runs the call.
 */
export function BulkChangeDialog({
  open,
  title,
  count,
  noun,
  description,
  children,
  refusal,
  refusedLabel,
  done = null,
  doneLabel = "",
  busy,
  applyLabel,
  onApply,
  onReload,
  onClose,
}: {
  open: boolean;
  title: string;
  /** How many rows are selected. */
  count: number;
  /** What the rows are: 「案件」. */
  noun: string;
  /** What happens to them, without the last 「。」. */
  description: string;
  children?: ReactNode;
  refusal: (BulkAnswer & { conflict?: boolean }) | null;
  /** What the refused rows are, for a screen reader: 「変更できない案件」. */
  refusedLabel: string;
  done?: BulkAnswer | null;
  /** What the rows a done change left out are: 「対象外の案件」. */
  doneLabel?: string;
  busy: boolean;
  applyLabel: string;
  onApply: () => void;
  onReload?: () => void;
  onClose: () => void;
}) {
  return (
    <ActionDialog
      open={open}
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button appearance="secondary" onClick={onClose}>
            {refusal || done ? "閉じる" : "キャンセル"}
          </Button>
          {done ? null : refusal?.conflict ? (
            <Button appearance="primary" onClick={onReload}>
              再読み込み
            </Button>
          ) : (
            <Button appearance="primary" disabled={busy || count === 0} onClick={onApply}>
              {applyLabel}
            </Button>
          )}
        </>
      }
    >
      <Text as="p">
        選択した{count.toLocaleString("ja-JP")}件の{noun}を{description}。
      </Text>
      {children}
      {refusal ? (
        <RowMessages
          intent="error"
          message={refusal.message}
          rows={refusal.rows}
          rowsLabel={refusedLabel}
        />
      ) : null}
      {done ? (
        <RowMessages
          intent="success"
          message={done.message}
          rows={done.rows}
          rowsLabel={doneLabel}
        />
      ) : null}
    </ActionDialog>
  );
}
