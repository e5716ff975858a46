import { Button, makeStyles, Spinner, Text, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import { totalText } from "./paging";
import type { RowSelectionState } from "./useRowSelection";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground2,
    borderRadius: tokens.borderRadiusMedium,
    minHeight: "40px",
  },
  actions: {
    display: "flex",
    flexWrap: "wrap",
    gap: tokens.spacingHorizontalS,
    marginLeft: "auto",
  },
});

/**
 * Above a list with row selection: how many rows are selected, "select all N matching" (not just
 * this page), 選択を解除, and the bulk actions of the screen, which apply to the selection.
 */
export function SelectionBar({
  selection,
  totalCount,
  totalCountIsEstimate,
  actions,
}: {
  selection: RowSelectionState;
  /** Rows the list's filters match over all pages (undefined while unknown). */
  totalCount: number | undefined;
  /** `totalCount` is the database's estimate (約…). */
  totalCountIsEstimate?: boolean;
  actions?: ReactNode;
}) {
  const styles = useStyles();
  const count = selection.selected.size;
  const more = totalCount !== undefined && count < totalCount;
  return (
    <div className={styles.bar} role="region" aria-label="選択した行の操作">
      <Text weight="semibold" aria-live="polite">
        {count > 0
          ? `${count.toLocaleString("ja-JP")}件を選択中`
          : "行を選択すると一括操作ができます"}
        {selection.truncated ? "（上限のため一部のみ）" : ""}
      </Text>
      {more && totalCount > 0 ? (
        <Button
          appearance="transparent"
          disabled={selection.selectingAll}
          icon={selection.selectingAll ? <Spinner size="tiny" /> : undefined}
          onClick={() => void selection.selectAllMatching()}
        >
          条件に一致する{totalText(totalCount, totalCountIsEstimate)}件をすべて選択
        </Button>
      ) : null}
      {count > 0 ? (
        <Button appearance="transparent" onClick={selection.clear}>
          選択を解除
        </Button>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
