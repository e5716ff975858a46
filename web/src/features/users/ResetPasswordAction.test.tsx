import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResetPasswordAction } from "./ResetPasswordAction";
import { UserNameCell } from "./UserNameCell";
import { UserStatusBadge } from "./UserStatusBadge";

/** A loaded machine (CI runs the suites side by side) can take seconds over a dialog. */
const SLOW = { timeout: 10_000 };

afterEach(() => cleanup());

const wrap = (ui: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

function open(onReset: (password: string) => Promise<boolean>) {
  wrap(<ResetPasswordAction userName="工事 花子" onReset={onReset} />);
  fireEvent.click(screen.getByRole("button", { name: "パスワードを再設定" }));
  const dialog = screen.getByRole("dialog");
  const field = within(dialog).getByLabelText(/新しい仮パスワード/) as HTMLInputElement;
  const confirm = async () =>
    fireEvent.click(await within(dialog).findByRole("button", { name: "再設定" }, SLOW));
  return { dialog, field, confirm };
}

describe("ResetPasswordAction", () => {
  it("asks for a password that meets the rule before calling the server", async () => {
    const onReset = vi.fn(async () => true);
    const { dialog, field, confirm } = open(onReset);
    expect(within(dialog).getByText(/工事 花子さんに新しい仮パスワードを設定します/)).toBeTruthy();
    await confirm();
    expect(within(dialog).getByText("新しい仮パスワードは必須入力です")).toBeTruthy();
    fireEvent.change(field, { target: { value: "weakpass" } });
    await confirm();
    expect(
      within(dialog).getByText(
        "仮パスワードは8文字以上の半角英数字で、大文字・小文字・数字をそれぞれ含めてください",
      ),
    ).toBeTruthy();
    expect(onReset).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "Reset5678" } });
    await confirm();
    await waitFor(() => expect(onReset).toHaveBeenCalledWith("Reset5678"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays open when the server refused, and forgets the password on キャンセル", async () => {
    const onReset = vi.fn(async () => false);
    const { dialog, field, confirm } = open(onReset);
    fireEvent.change(field, { target: { value: "Reset5678" } });
    await confirm();
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole("button", { name: "キャンセル" }, SLOW));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Fluent lifts the modal's aria-hidden from the page a tick after the dialog leaves.
    const reopen = await screen.findByRole("button", { name: "パスワードを再設定" });
    fireEvent.click(reopen);
    const again = within(screen.getByRole("dialog")).getByLabelText(
      /新しい仮パスワード/,
    ) as HTMLInputElement;
    expect(again.value).toBe("");
  });
});

describe("status badge and name cell", () => {
  it("labels each status in Japanese, 不明 when the pool was not asked", () => {
    wrap(
      <>
        <UserStatusBadge status="TEMPORARY_PASSWORD" />
        <UserStatusBadge status="ACTIVE" />
        <UserStatusBadge status="DISABLED" />
        <UserStatusBadge status={null} />
      </>,
    );
    expect(screen.getAllByTestId("user-status").map((b) => b.textContent)).toEqual([
      "仮パスワード",
      "有効",
      "無効",
      "不明",
    ]);
  });

  it("shows the reading under the name, nothing when there is none", () => {
    wrap(
      <>
        <UserNameCell name="伊藤 誠" kana={"イトウ\u3000マコト"} />
        <UserNameCell name="無名 一" kana={null} />
      </>,
    );
    expect(screen.getByText("伊藤 誠").parentElement?.textContent).toBe(
      "伊藤 誠イトウ\u3000マコト",
    );
    expect(screen.getByText("無名 一").parentElement?.textContent).toBe("無名 一");
  });
});
