import { Text } from "@fluentui/react-components";
import { DataTable } from "../list/DataTable";
import type { Column } from "../list/columns";
import type { CsvTable } from "./csv";

type PreviewRow = { row: number; values: readonly string[] };

/**
 * The first rows of the file as read in the chosen encoding. Columns without a value in these rows
 * are named below the table instead of taking a share of its width (16 columns at 1366 px).
 */
export function PreviewTable({ table, rows = 5 }: { table: CsvTable; rows?: number }) {
  const shown = table.rows.slice(0, rows).map((values, i) => ({ row: i + 1, values }));
  const headerOf = (index: number) => table.header[index] || `（${index + 1}列目）`;
  const filled = table.header
    .map((_, index) => index)
    .filter((index) => shown.some((r) => (r.values[index] ?? "") !== ""));
  const empty = table.header.map((_, index) => index).filter((index) => !filled.includes(index));
  const columns: Column<PreviewRow>[] = [
    { id: "row", label: "行", value: (r) => String(r.row), width: "3rem", overflow: "nowrap" },
    ...filled.map((index): Column<PreviewRow> => ({
      id: `c${index}`,
      label: headerOf(index),
      value: (r) => r.values[index] ?? "",
    })),
  ];
  return (
    <>
      <DataTable
        label="取込ファイルのプレビュー"
        columns={columns}
        rows={shown}
        rowKey={(r) => String(r.row)}
        emptyText="データ行がありません"
      />
      {empty.length > 0 ? (
        <Text size={200}>値のない列: {empty.map(headerOf).join("、")}</Text>
      ) : null}
    </>
  );
}
