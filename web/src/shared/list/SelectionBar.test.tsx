import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable } from "./DataTable";
import { SelectionBar } from "./SelectionBar";
import { renderAt } from "./test-render";
import { useRowSelection, type IdSelectionAnswer } from "./useRowSelection";

afterEach(() => cleanup());

type Row = { id: string };
const PAGE: Row[] = [{ id: "1" }, { id: "2" }];

function Screen({
  search,
  fetchAll,
  onAction,
  totalCount = 120,
  estimated,
}: {
  search: string;
  fetchAll: () => Promise<IdSelectionAnswer | undefined>;
  onAction: (ids: string[]) => void;
  totalCount?: number;
  estimated?: boolean;
}) {
  const selection = useRowSelection(search, fetchAll);
  return (
    <>
      <SelectionBar
        selection={selection}
        totalCount={totalCount}
        totalCountIsEstimate={estimated}
        actions={<button onClick={() => onAction([...selection.selected])}>一括操作</button>}
      />
      <DataTable
        label="一覧"
        columns={[{ id: "id", label: "ID", value: (r: Row) => r.id }]}
        rows={PAGE}
        rowKey={(r) => r.id}
        selection={selection}
      />
    </>
  );
}

describe("SelectionBar with useRowSelection", () => {
  it("offers an estimated total as 約", () => {
    renderAt(
      <Screen
        search="a"
        fetchAll={async () => undefined}
        onAction={() => undefined}
        totalCount={90_123}
        estimated
      />,
    );
    expect(
      screen.getByRole("button", { name: "条件に一致する約90,100件をすべて選択" }),
    ).toBeTruthy();
  });

  it("selects every matching row through the ids query, and forgets it when the search changes", async () => {
    const ids = Array.from({ length: 120 }, (_, i) => String(i + 1));
    const fetchAll = vi.fn(async () => ({ ids, truncated: false }));
    const onAction = vi.fn();
    const view = renderAt(<Screen search="a" fetchAll={fetchAll} onAction={onAction} />);
    expect(screen.getByText("行を選択すると一括操作ができます")).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: "このページをすべて選択" }));
    expect(screen.getByText("2件を選択中")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "条件に一致する120件をすべて選択" }));
    await screen.findByText("120件を選択中");
    expect(fetchAll).toHaveBeenCalledTimes(1);
    // Every row matched is selected now: the offer is gone, the action gets all 120.
    expect(screen.queryByRole("button", { name: /すべて選択/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "一括操作" }));
    expect(onAction).toHaveBeenCalledWith(ids);

    view.rerender(<Screen search="b" fetchAll={fetchAll} onAction={onAction} />);
    expect(screen.getByText("行を選択すると一括操作ができます")).toBeTruthy();
  });

  it("says when the server cut the selection, and selects nothing when the query failed", async () => {
    let answer: IdSelectionAnswer | undefined = { ids: ["1", "2", "3"], truncated: true };
    const fetchAll = vi.fn(async () => answer);
    renderAt(<Screen search="a" fetchAll={fetchAll} onAction={() => undefined} />);
    fireEvent.click(screen.getByRole("button", { name: "条件に一致する120件をすべて選択" }));
    await screen.findByText("3件を選択中（上限のため一部のみ）");
    fireEvent.click(screen.getByRole("button", { name: "選択を解除" }));
    answer = undefined;
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "条件に一致する120件をすべて選択" }));
    });
    await waitFor(() => expect(fetchAll).toHaveBeenCalledTimes(2));
    expect(screen.getByText("行を選択すると一括操作ができます")).toBeTruthy();
  });
});
