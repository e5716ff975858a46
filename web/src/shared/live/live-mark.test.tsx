import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Column } from "../list/columns";
import { DataTable } from "../list/DataTable";
import { renderAt } from "../list/test-render";
import { markChangedRows } from "./live-mark";

afterEach(() => cleanup());

type Row = { id: string; code: string; name: string };
const ROWS: Row[] = [
  { id: "1", code: "CN-00000001", name: "大森ハイツ" },
  { id: "2", code: "CN-00000002", name: "蒲田コーポ" },
];
const COLUMNS: Column<Row>[] = [
  { id: "code", label: "工事コード", value: (r) => r.code, primary: true },
  { id: "name", label: "対象物件", value: (r) => r.name },
];

describe("markChangedRows", () => {
  it("marks the changed rows in place, on their link, without adding a column", () => {
    const columns = markChangedRows(COLUMNS, new Set(["2"]), (r) => r.id);
    renderAt(
      <DataTable
        label="工事確認一覧"
        columns={columns}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowHref={(r) => `/constructions/${r.id}`}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    // Same order as read: nothing moves until 再読み込み.
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual([
      "CN-00000001",
      "CN-00000002更新あり",
    ]);
    expect(screen.getByRole("link", { name: "CN-00000002 更新あり" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader")).toHaveLength(2);
  });

  it("gives the columns back as they are when nothing changed", () => {
    expect(markChangedRows(COLUMNS, new Set(), (r) => r.id)).toBe(COLUMNS);
  });
});
