import {
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from "@fluentui/react-components";
import { Link } from "wouter";
import type { Column } from "./columns";
import type { SortOrder } from "./list-state";

const useStyles = makeStyles({
  wrap: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    minWidth: 0,
  },
  // Fixed layout: the table is as wide as its box, never wider; long cells wrap or are cut.
  table: { tableLayout: "fixed", width: "100%" },
  head: { backgroundColor: tokens.colorNeutralBackground3 },
  wrapCell: { overflowWrap: "anywhere", whiteSpace: "normal" },
  nowrap: { whiteSpace: "nowrap", overflow: "hidden" },
  truncate: {
    display: "block",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  select: { width: "44px" },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: "none",
    ":hover": { textDecorationLine: "underline" },
  },
  empty: {
    textAlign: "center",
    color: tokens.colorNeutralForeground3,
    padding: tokens.spacingVerticalXXL,
  },
});

export interface RowSelection {
  /** Keys of the selected rows. */
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
}

export interface DataTableProps<Row, S extends string> {
  /** Accessible name of the table (e.g. ユーザー一覧). */
  label: string;
  columns: readonly Column<Row, S>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Where a row leads; its link is on the primary column. */
  rowHref?: (row: Row) => string;
  sort?: S;
  order?: SortOrder;
  onSort?: (sort: S) => void;
  /** With it, a checkbox column for bulk actions (select-all selects the page). */
  selection?: RowSelection;
  emptyText?: string;
}

/** The selection with `key` added, or taken out when it was in. */
export function toggled(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

const ariaSort = (active: boolean, order?: SortOrder) =>
  active ? (order === "DESC" ? "descending" : "ascending") : undefined;

/** A list table driven by column definitions. Sorting is the server's: a header only asks for it. */
export function DataTable<Row, S extends string>(props: DataTableProps<Row, S>) {
  const { label, columns, rows, rowKey, rowHref, sort, order, onSort, selection } = props;
  const styles = useStyles();
  const keys = rows.map(rowKey);
  const selectedHere = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const allState = selectedHere === 0 ? false : selectedHere === keys.length ? true : "mixed";

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const k of keys) {
      if (allState === true) next.delete(k);
      else next.add(k);
    }
    selection.onChange(next);
  };
  const toggle = (key: string) => selection?.onChange(toggled(selection.selected, key));

  const cellClass = (col: Column<Row, S>) =>
    col.overflow === "nowrap"
      ? styles.nowrap
      : col.overflow === "truncate"
        ? undefined
        : styles.wrapCell;

  const content = (col: Column<Row, S>, row: Row) => {
    const text = col.value(row);
    const inner = col.cell ? col.cell(row) : text;
    const body =
      col.overflow === "truncate" ? (
        <span className={styles.truncate} title={text}>
          {inner}
        </span>
      ) : (
        inner
      );
    return col.primary && rowHref ? (
      <Link href={rowHref(row)} className={styles.link}>
        {body}
      </Link>
    ) : (
      body
    );
  };

  return (
    <div className={styles.wrap}>
      <Table className={styles.table} aria-label={label} size="medium">
        <TableHeader className={styles.head}>
          <TableRow>
            {selection ? (
              <TableHeaderCell className={styles.select}>
                <Checkbox
                  aria-label="このページをすべて選択"
                  checked={allState}
                  disabled={keys.length === 0}
                  onChange={toggleAll}
                />
              </TableHeaderCell>
            ) : null}
            {columns.map((col) => (
              <TableHeaderCell
                key={col.id}
                style={col.width ? { width: col.width } : undefined}
                sortable={Boolean(col.sort && onSort)}
                sortDirection={ariaSort(Boolean(col.sort) && col.sort === sort, order)}
                button={col.sort && onSort ? { onClick: () => onSort(col.sort!) } : undefined}
              >
                {col.label}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + (selection ? 1 : 0)} className={styles.empty}>
                {props.emptyText ?? "条件に一致するデータはありません"}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => {
              const key = keys[index]!;
              return (
                <TableRow
                  key={key}
                  aria-selected={selection ? selection.selected.has(key) : undefined}
                >
                  {selection ? (
                    <TableCell>
                      <Checkbox
                        aria-label={`${columns[0] ? columns[0].value(row) : key} を選択`}
                        checked={selection.selected.has(key)}
                        onChange={() => toggle(key)}
                      />
                    </TableCell>
                  ) : null}
                  {columns.map((col) => (
                    <TableCell key={col.id} className={cellClass(col)}>
                      {content(col, row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </div>
  );
}
