import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CardList } from "./CardList";
import type { Column } from "./columns";
import { renderAt } from "./test-render";

afterEach(() => cleanup());

type Row = { id: string; name: string; note: string; secret: string };
const ROWS: Row[] = [
  { id: "1", name: "髙橋 一郎", note: "", secret: "x" },
  { id: "2", name: "齋藤 花子", note: "二階", secret: "y" },
];
const COLUMNS: Column<Row, "ID" | "NAME">[] = [
  { id: "id", label: "ID", value: (r) => r.id.padStart(8, "0"), sort: "ID", primary: true },
  { id: "name", label: "氏名", value: (r) => r.name, sort: "NAME" },
  { id: "note", label: "備考", value: (r) => r.note },
  { id: "secret", label: "内部", value: (r) => r.secret, card: false },
];

describe("CardList", () => {
  it("makes each row a card: the primary column its link, the others labelled lines", () => {
    renderAt(
      <CardList
        label="一覧"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        rowHref={(r) => `/x/${r.id}`}
      />,
    );
    const cards = within(screen.getByRole("list", { name: "一覧" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(within(second).getByRole("link").getAttribute("href")).toBe("/x/2");
    expect(within(second).getByRole("link").textContent).toBe("00000002");
    const terms = within(second)
      .getAllByRole("term")
      .map((t) => t.textContent);
    expect(terms).toEqual(["氏名", "備考"]);
    expect(
      within(second)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["齋藤 花子", "二階"]);
    // An empty value leaves its line out; a `card: false` column is never on the card.
    expect(
      within(cards[0]!)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["氏名"]);
    expect(screen.queryByText("内部")).toBeNull();
  });

  it("sorts with one select of the sortable columns and both orders", () => {
    const onSort = vi.fn();
    renderAt(
      <CardList
        label="一覧"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort="NAME"
        order="DESC"
        onSort={onSort}
      />,
    );
    const select = screen.getByLabelText("並び替え") as HTMLSelectElement;
    expect(select.value).toBe("NAME:DESC");
    expect([...select.options].map((o) => o.text)).toEqual([
      "ID（昇順）",
      "ID（降順）",
      "氏名（昇順）",
      "氏名（降順）",
    ]);
    fireEvent.change(select, { target: { value: "ID:ASC" } });
    expect(onSort).toHaveBeenCalledWith("ID", "ASC");
  });

  it("names a list's own order that no column shows, and selects a card by its checkbox", () => {
    const onChange = vi.fn();
    renderAt(
      <CardList
        label="一覧"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort={"TODAY" as "ID"}
        order="ASC"
        onSort={() => undefined}
        selection={{ selected: new Set(["1"]), onChange }}
      />,
    );
    expect((screen.getByLabelText("並び替え") as HTMLSelectElement).selectedOptions[0]!.text).toBe(
      "標準の並び順",
    );
    fireEvent.click(screen.getByRole("checkbox", { name: "00000002 を選択" }));
    expect([...(onChange.mock.calls[0]![0] as Set<string>)]).toEqual(["1", "2"]);
  });

  it("says when there is nothing", () => {
    renderAt(
      <CardList label="一覧" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} emptyText="なし" />,
    );
    expect(screen.getByText("なし")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
