import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BulkChangeDialog } from "./BulkChangeDialog";

afterEach(cleanup);

const base = {
  open: true,
  title: "状態変更",
  count: 1200,
  noun: "案件",
  description: "同じ状態にします",
  refusedLabel: "変更できない案件",
  busy: false,
  applyLabel: "変更",
  onApply: () => undefined,
  onClose: () => undefined,
};

const show = (ui: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe("BulkChangeDialog", () => {
  it("says what happens to how many rows, and applies", () => {
    const onApply = vi.fn();
    show(<BulkChangeDialog {...base} refusal={null} onApply={onApply} />);
    const dialog = screen.getByRole("dialog", { name: "状態変更" });
    expect(within(dialog).getByText("選択した1,200件の案件を同じ状態にします。")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "変更" }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole("button", { name: "キャンセル" })).toBeTruthy();
  });

  it("lists a refusal's rows and offers 再読み込み instead of applying after a conflict", () => {
    const onReload = vi.fn();
    show(
      <BulkChangeDialog
        {...base}
        refusal={{
          message: "他の人が変更しました",
          rows: ["MT-000001: 古い版です"],
          conflict: true,
        }}
        onReload={onReload}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "状態変更" });
    expect(within(dialog).getByRole("list", { name: "変更できない案件" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "変更" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "再読み込み" }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(within(dialog).getByRole("button", { name: "閉じる" })).toBeTruthy();
  });

  it("shows what a done change left out, with no apply button left", () => {
    show(
      <BulkChangeDialog
        {...base}
        refusal={null}
        done={{ message: "2件の工事を作成しました", rows: ["MT-000003: 工事があります"] }}
        doneLabel="対象外の案件"
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "状態変更" });
    expect(within(dialog).getByRole("list", { name: "対象外の案件" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "変更" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "閉じる" })).toBeTruthy();
  });
});
