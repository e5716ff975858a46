import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Column } from "./columns";
import { DataTable } from "./DataTable";
import { renderAt } from "./test-render";

afterEach(() => cleanup());

type Row = { id: string; name: string; note: string };
const ROWS: Row[] = [
  { id: "1", name: "髙橋 一郎", note: "とても長い備考".repeat(10) },
  { id: "2", name: "齋藤 花子", note: "" },
];
const COLUMNS: Column<Row, "ID" | "NAME">[] = [
  { id: "id", label: "ID", value: (r) => r.id.padStart(8, "0"), sort: "ID", primary: true },
  { id: "name", label: "氏名", value: (r) => r.name, sort: "NAME" },
  { id: "note", label: "備考", value: (r) => r.note, overflow: "truncate" },
];

const header = (name: string) => screen.getByRole("columnheader", { name });

describe("DataTable", () => {
  it("marks the sorted column with aria-sort and only the server's keys as sortable", () => {
    renderAt(
      <DataTable
        label="一覧"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort="NAME"
        order="DESC"
        onSort={() => undefined}
      />,
    );
    expect(header("氏名").getAttribute("aria-sort")).toBe("descending");
    expect(header("ID").getAttribute("aria-sort")).toBe("none");
    expect(header("備考").hasAttribute("aria-sort")).toBe(false);
    expect(within(header("備考")).queryByRole("button")).toBeNull();
  });

  it("asks for a sort by click and by keyboard", () => {
    const onSort = vi.fn();
    renderAt(
      <DataTable
        label="一覧"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort="ID"
        order="ASC"
        onSort={onSort}
      />,
    );
    fireEvent.click(within(header("氏名")).getByRole("button"));
    expect(onSort).toHaveBeenLastCalledWith("NAME");
    const idButton = within(header("ID")).getByRole("button");
    expect(idButton.tabIndex).toBe(0);
    fireEvent.keyDown(idButton, { key: "Enter" });
    expect(onSort).toHaveBeenLastCalledWith("ID");
    fireEvent.keyUp(idButton, { key: " " });
    expect(onSort).toHaveBeenCalledTimes(3);
  });

  it("links the primary cell to the row's page and titles a cut cell", () => {
    renderAt(
      <DataTable
        label="一覧"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowHref={(r) => `/things/${r.id}`}
      />,
    );
    const link = screen.getByRole("link", { name: "00000002" });
    expect(link.getAttribute("href")).toBe("/things/2");
    expect(screen.getByTitle(ROWS[0]!.note).textContent).toBe(ROWS[0]!.note);
  });

  it("says so when there are no rows", () => {
    renderAt(
      <DataTable
        label="一覧"
        columns={COLUMNS}
        rows={[]}
        rowKey={(r) => r.id}
        emptyText="ありません"
      />,
    );
    expect(screen.getByText("ありません")).toBeTruthy();
  });

  it("selects rows and the whole page, and reports the keys", () => {
    const reported = vi.fn();
    function Selectable() {
      const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
      return (
        <DataTable
          label="一覧"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          selection={{
            selected,
            onChange: (next) => {
              setSelected(next);
              reported([...next].sort());
            },
          }}
        />
      );
    }
    renderAt(<Selectable />);
    const all = screen.getByRole("checkbox", {
      name: "このページをすべて選択",
    }) as HTMLInputElement;
    fireEvent.click(screen.getByRole("checkbox", { name: "00000001 を選択" }));
    expect(reported).toHaveBeenLastCalledWith(["1"]);
    expect(all.indeterminate || all.getAttribute("aria-checked") === "mixed").toBe(true);
    fireEvent.click(all);
    expect(reported).toHaveBeenLastCalledWith(["1", "2"]);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(reported).toHaveBeenLastCalledWith([]);
    expect(screen.getAllByRole("row")[1]!.getAttribute("aria-selected")).toBe("false");
  });
});
