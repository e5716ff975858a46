import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeFragmentData } from "../../gql";
import { HistoryPanel, HistoryPanel_EntryFragment } from "./HistoryPanel";

afterEach(() => cleanup());

const wrap = (ui: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

const entry = (
  id: string,
  actionLabel: string,
  at: string,
  user: string | null,
  changes: {
    field: string;
    label: string;
    from: string | null;
    to: string | null;
    masked?: boolean;
  }[],
) =>
  makeFragmentData(
    {
      id,
      actionLabel,
      at,
      user: user ? { id: "1", name: user } : null,
      changes: changes.map((change) => ({ masked: false, ...change })),
    },
    HistoryPanel_EntryFragment,
  );

// As the gateway answers them: newest first.
const ENTRIES = [
  entry("12", "更新", "2026-04-01T01:05:00Z", "管理 太郎", [
    { field: "name", label: "氏名", from: "山田 花子", to: "山田 花江" },
    { field: "phone", label: "電話番号", from: null, to: null, masked: true },
  ]),
  entry("3", "登録", "2026-03-31T15:30:00Z", null, [
    { field: "name", label: "氏名", from: null, to: "山田 花子" },
  ]),
];

describe("HistoryPanel", () => {
  it("shows who changed which field from what to what, and when in JST, newest first", () => {
    wrap(<HistoryPanel entries={ENTRIES} />);
    const list = screen.getByRole("list", { name: "変更履歴（新しい順）" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    // 01:05 UTC is 10:05 in Tokyo; 15:30 UTC on 3/31 is 00:30 on 4/1.
    const first = within(items[0]!).getByRole("heading", { level: 3 });
    expect(first.textContent).toContain("2026/04/01 10:05");
    expect(first.textContent).toContain("更新");
    expect(first.textContent).toContain("管理 太郎");
    const second = within(items[1]!).getByRole("heading", { level: 3 });
    expect(second.textContent).toContain("2026/04/01 00:30");
    expect(second.textContent).toContain("システム");

    const table = within(items[0]!).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["項目", "変更前", "変更後"]);
    const [nameRow, phoneRow] = within(table).getAllByRole("row").slice(1);
    expect(
      within(nameRow!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["氏名", "山田 花子", "山田 花江"]);
    expect(
      within(phoneRow!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["電話番号", "（表示権限がありません）", "（表示権限がありません）"]);
    const created = within(within(items[1]!).getByRole("table")).getAllByRole("cell");
    expect(created.map((c) => c.textContent)).toEqual(["氏名", "（未設定）", "山田 花子"]);
  });

  it("says so when there is no history, and while it loads", () => {
    const { rerender } = wrap(<HistoryPanel entries={undefined} loading />);
    expect(screen.getByText("変更履歴を読み込み中…")).toBeTruthy();
    rerender(
      <FluentProvider theme={webLightTheme}>
        <HistoryPanel entries={[]} />
      </FluentProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("変更履歴はありません");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the error in place of the list", () => {
    wrap(<HistoryPanel entries={undefined} error="この操作を行う権限がありません" />);
    expect(screen.getByRole("status").textContent).toBe("この操作を行う権限がありません");
  });

  it("collapses and opens under its heading", () => {
    wrap(<HistoryPanel entries={ENTRIES} />);
    const toggle = screen.getByRole("button", { name: "変更履歴" });
    expect(toggle.closest("h2")).not.toBeNull();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("list")).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole("list")).toBeTruthy();
  });
});
