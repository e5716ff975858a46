import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/shared/list/test-render";
import { OVERRIDE_REASON_REQUIRED } from "./completion";
import { COMPLETED, STARTED, StatusActions } from "./StatusActions";

/** A loaded machine (CI runs the suites side by side) can take seconds over a dialog. */
const SLOW = { timeout: 10_000 };

// Fluent's MessageBar measures itself with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Fluent's focus manager (tabster) walks dialogs with NodeFilter, which jsdom keeps on window.
Object.assign(globalThis, { NodeFilter: globalThis.NodeFilter ?? window.NodeFilter });

const can = { start: true, complete: false, postpone: false, cancel: false };

afterEach(cleanup);

describe("StatusActions", () => {
  it("warns before 施工開始 and 完了 ahead of the booked day (issue #37.10)", async () => {
    const early = "工事予定日（2026/12/01）より前です。予定日を確認してください。";
    renderAt(
      <StatusActions
        can={can}
        allowedStatuses={[STARTED, COMPLETED]}
        blockers={[]}
        early={early}
        onChange={vi.fn(async () => true)}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "施工開始" }));
    const ask = await screen.findByRole("dialog");
    expect(ask.textContent).toContain(early);
    fireEvent.click(await within(ask).findByRole("button", { name: "キャンセル" }, SLOW));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The closed dialog gives the page back to assistive tech a moment later (Fluent's modalizer).
    fireEvent.click(await screen.findByRole("button", { name: "完了" }, SLOW));
    const done = await screen.findByRole("dialog");
    expect(done.textContent).toContain(early);
  });

  it("names the blocking readings and completes only with a reason", async () => {
    const onChange = vi.fn(async () => true);
    renderAt(
      <StatusActions
        can={can}
        allowedStatuses={[COMPLETED]}
        blockers={["光コンセント 1490nm：-30.00 dBm（不合格）"]}
        onChange={onChange}
      />,
    );
    expect(screen.queryByRole("button", { name: "施工開始" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "完了" }));
    const list = await screen.findByRole("list", { name: "完了を妨げている測定" });
    expect(list.textContent).toContain("-30.00 dBm（不合格）");

    fireEvent.click(screen.getByRole("button", { name: "完了にする" }));
    expect(await screen.findByText(OVERRIDE_REASON_REQUIRED)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole("textbox"), { target: { value: "再測定不可" } });
    fireEvent.click(screen.getByRole("button", { name: "完了にする" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(COMPLETED, "再測定不可"));
  });

  it("asks before starting and then starts", async () => {
    const onChange = vi.fn(async () => true);
    renderAt(
      <StatusActions can={can} allowedStatuses={[STARTED]} blockers={[]} onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "施工開始" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("施工を開始します");
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(await within(dialog).findByRole("button", { name: "施工開始" }, SLOW));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STARTED));
  });
});
