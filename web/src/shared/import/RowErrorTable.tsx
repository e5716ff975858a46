import { useState } from "react";
import { DataTable } from "../list/DataTable";
import { columnsOf } from "../list/columns";
import { Pagination } from "../list/Pagination";

/** One problem of one data row, with the value the file holds there. */
export type RowProblem = { row: number; column: string; value: string; message: string };

const PAGE_SIZE = 100;

const columns = columnsOf<RowProblem & { key: string }>()([
  { id: "row", label: "行", value: (e) => String(e.row), width: "5rem", overflow: "nowrap" },
  { id: "column", label: "列", value: (e) => e.column, width: "11rem" },
  // An empty cell is said, not left blank (a missing 物件名 is the usual case).
  { id: "value", label: "値", value: (e) => e.value || "（空欄）", width: "16rem" },
  { id: "message", label: "メッセージ", value: (e) => e.message },
]);

/** Every bad row of a dry run (100 per page). */
export function RowErrorTable({ problems }: { problems: readonly RowProblem[] }) {
  const [page, setPage] = useState(1);
  const rows = problems
    .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
    .map((p, i) => ({ ...p, key: `${(page - 1) * PAGE_SIZE + i}` }));
  return (
    <div>
      <DataTable label="取込エラー" columns={columns} rows={rows} rowKey={(r) => r.key} />
      {problems.length > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          totalCount={problems.length}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
