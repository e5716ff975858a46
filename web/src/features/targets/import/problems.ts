import { columnLabel, headerField } from "./columns";
import { valueAt, type CsvTable } from "./csv";
import type { RowProblem } from "./RowErrorTable";

/**
 * The API's row errors (row, field name, message) as the table shows them: the column by its
 * Japanese name and position in the file, and the value the file holds there.
 */
export function rowProblems(
  errors: readonly { row: number; field: string; message: string }[],
  table: CsvTable,
): RowProblem[] {
  return errors.map((error) => {
    const index = table.header.findIndex((h) => headerField(h) === error.field);
    const label = columnLabel(error.field);
    return {
      row: error.row,
      column: index < 0 ? label : `${label}（${index + 1}列目）`,
      value: valueAt(table, error.row, (h) => headerField(h) === error.field) ?? "",
      message: error.message,
    };
  });
}
