import { DataTable } from "@/shared/list/DataTable";
import { columnsOf } from "@/shared/list/columns";

export interface RunRowError {
  row: number;
  field: string;
  message: string;
}

type Row = RunRowError & { key: string; fieldLabel: string };

const columns = columnsOf<Row>()([
  // Row 0 is the source as a whole (it could not be read or fetched).
  {
    id: "row",
    label: "行",
    value: (e) => (e.row === 0 ? "全体" : String(e.row)),
    width: "5rem",
    overflow: "nowrap",
  },
  { id: "field", label: "項目", value: (e) => e.fieldLabel, width: "12rem" },
  { id: "message", label: "メッセージ", value: (e) => e.message },
]);

/** The row errors of a run or a dry run; field names in Japanese where the catalogue knows them. */
export function RunErrorTable({
  label,
  errors,
  fieldLabels,
}: {
  label: string;
  errors: readonly RunRowError[];
  fieldLabels: Readonly<Record<string, string>>;
}) {
  const rows = errors.map((e, i) => ({
    ...e,
    key: String(i),
    fieldLabel: fieldLabels[e.field] ?? e.field,
  }));
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      emptyText="エラーはありません"
    />
  );
}
