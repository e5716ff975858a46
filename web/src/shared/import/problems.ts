import type { ImportColumns } from "./columns";
import { valueAt, type CsvTable } from "./csv";
import type { RowProblem } from "./RowErrorTable";

/**
 * The API's row errors (row, field name, message) as the table shows them: the column by its
 * Japanese name and position in the file, and the value the file holds there.
 */
export function rowProblems(
  errors: readonly { row: number; field: string; message: string }[],
  table: CsvTable,
  columns: ImportColumns,
): RowProblem[] {
  return errors.map((error) => {
    const matches = (h: string) => columns.headerField(h) === error.field;
    const index = table.header.findIndex(matches);
    const label = columns.columnLabel(error.field);
    return {
      row: error.row,
      column: index < 0 ? label : `${label}（${index + 1}列目）`,
      value: valueAt(table, error.row, matches) ?? "",
      message: error.message,
    };
  });
}
