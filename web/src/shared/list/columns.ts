import type { ReactNode } from "react";

/** One column of a list table. */
export interface Column<Row, S extends string = string> {
  /** Stable key of the column (also the CSV column later). */
  id: string;
  /** Header label (Japanese). */
  label: string;
  /** The cell's plain text: shown when there is no `cell`, and the title of a truncated cell. */
  value: (row: Row) => string;
  /** A richer cell than the plain text. */
  cell?: (row: Row) => ReactNode;
  /** The server's sort key; only such columns are sortable. */
  sort?: S;
  /** CSS width of the column (e.g. "7rem"); the others share the rest. */
  width?: string;
  /** A long value wraps (default, anywhere so a mail address breaks too), or is cut with … and a title. */
  overflow?: "wrap" | "truncate" | "nowrap";
  /** The row's link goes on this column's cell (a real `<a>`: Enter and middle click work). */
  primary?: boolean;
  /**
   * On a phone each row is a card: the primary column is its title, the others its lines with
   * their label. `false` leaves a column off the card (a detail the crew does not need there).
   */
  card?: boolean;
}

/** Column helper that keeps the row type from the page's declaration. */
export const columnsOf =
  <Row, S extends string = string>() =>
  (columns: readonly Column<Row, S>[]): readonly Column<Row, S>[] =>
    columns;
