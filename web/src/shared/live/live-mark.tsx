import { Badge, makeStyles, tokens } from "@fluentui/react-components";
import type { Column } from "../list/columns";

const useStyles = makeStyles({
  mark: { marginLeft: tokens.spacingHorizontalXS, verticalAlign: "middle" },
});

/** The mark of a row another user changed since the list was read. */
export function LiveMark() {
  const styles = useStyles();
  return (
    <Badge appearance="tint" color="warning" size="small" className={styles.mark}>
      更新あり
    </Badge>
  );
}

/**
 * The columns with 「更新あり」 after the primary cell of each row in `changed` (issue #40): the
 * row stays where it is (no reordering under the person's eyes) until 再読み込み. On the primary
 * column, so a phone's card shows it in its title too, and no column is added to the width.
 */
export function markChangedRows<Row, S extends string>(
  columns: readonly Column<Row, S>[],
  changed: ReadonlySet<string>,
  rowKey: (row: Row) => string,
): readonly Column<Row, S>[] {
  if (changed.size === 0) return columns;
  return columns.map((column) =>
    column.primary
      ? {
          ...column,
          cell: (row: Row) => (
            <>
              {column.cell ? column.cell(row) : column.value(row)}
              {changed.has(rowKey(row)) ? <LiveMark /> : null}
            </>
          ),
        }
      : column,
  );
}
