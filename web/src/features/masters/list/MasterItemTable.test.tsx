import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/shared/list/test-render";
import { MasterItemTable, type MasterRow } from "./MasterItemTable";

const rows: MasterRow[] = [
  { id: 1, name: "東京電力", sortOrder: 10, version: 1, retired: false },
  { id: 2, name: "関西電力", sortOrder: 20, version: 1, retired: true },
  { id: 3, name: "中部電力", sortOrder: 30, version: 1, retired: false },
];

const actions = () => ({
  onMove: vi.fn(),
  onEdit: vi.fn(),
  onRetire: vi.fn(),
  onRestore: vi.fn(),
  onDelete: vi.fn(),
});

afterEach(cleanup);

describe("MasterItemTable", () => {
  it("lists 名称, 表示順 and 状態 in order", () => {
    renderAt(<MasterItemTable label="発注元の一覧" rows={rows} extra={null} />);
    const table = screen.getByRole("table", { name: "発注元の一覧" });
    const body = within(table).getAllByRole("row").slice(1);
    expect(body.map((r) => r.textContent)).toEqual([
      "東京電力10使用中",
      "関西電力20廃止",
      "中部電力30使用中",
    ]);
    // Read-only: no buttons at all.
    expect(within(table).queryAllByRole("button")).toEqual([]);
  });

  it("offers 廃止 or 廃止を取り消す by state, and no move past either end", () => {
    const a = actions();
    renderAt(<MasterItemTable label="発注元の一覧" rows={rows} extra={null} actions={a} />);
    expect(screen.getByRole("button", { name: "「東京電力」を上へ" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.getByRole("button", { name: "「中部電力」を下へ" })).toHaveProperty(
      "disabled",
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "「関西電力」の廃止を取り消す" }));
    expect(a.onRestore).toHaveBeenCalledWith(rows[1]);
    fireEvent.click(screen.getByRole("button", { name: "「東京電力」を廃止" }));
    expect(a.onRetire).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(screen.getByRole("button", { name: "「中部電力」を上へ" }));
    expect(a.onMove).toHaveBeenCalledWith(rows[2], -1);
  });

  it("moves a row with Alt+↑ / Alt+↓ from any of its buttons", () => {
    const a = actions();
    renderAt(<MasterItemTable label="発注元の一覧" rows={rows} extra={null} actions={a} />);
    const del = screen.getByRole("button", { name: "「関西電力」を削除" });
    fireEvent.keyDown(del, { key: "ArrowDown", altKey: true });
    expect(a.onMove).toHaveBeenCalledWith(rows[1], 1);
    fireEvent.keyDown(del, { key: "ArrowDown" });
    expect(a.onMove).toHaveBeenCalledTimes(1);
  });

  it("shows a team's company column", () => {
    renderAt(
      <MasterItemTable
        label="班の一覧"
        rows={[{ ...rows[0]!, name: "第1班", associateCompany: { name: "光通信工業" } }]}
        extra="company"
      />,
    );
    expect(screen.getByRole("columnheader", { name: "協力会社" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "光通信工業" })).toBeTruthy();
  });
});
