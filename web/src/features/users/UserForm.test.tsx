import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "../../gql";
import { UserForm, UserForm_UserFragment, type UserFormOptions } from "./UserForm";

/** A loaded machine (CI runs the suites side by side) can take seconds over a dialog. */
const SLOW = { timeout: 10_000 };

const OPTIONS: UserFormOptions = {
  roleTypes: [
    { id: 1, name: "管理者" },
    { id: 3, name: "案件担当" },
  ],
  associateCompanies: [
    { id: 1, name: "株式会社東都通信工業" },
    { id: 2, name: "有限会社湾岸電設" },
  ],
  teams: [
    { id: 1, name: "東都第1班", associateCompanyId: 1 },
    { id: 2, name: "東都第2班", associateCompanyId: 1 },
    { id: 3, name: "湾岸第1班", associateCompanyId: 2 },
  ],
  clients: [{ id: 1, name: "城南ケーブルテレビ株式会社" }],
};

afterEach(() => cleanup());

const wrap = (ui: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
// A label's text may end in the required mark ("氏名 *"); 氏名 is not フリガナ.
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

describe("UserForm", () => {
  it("shows the Japanese messages and does not submit an invalid form", async () => {
    const onSubmit = vi.fn();
    wrap(
      <UserForm mode="create" options={OPTIONS} onSubmit={onSubmit} onCancel={() => undefined} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "登録" }));
    await screen.findByText("氏名は必須入力です");
    expect(onSubmit).not.toHaveBeenCalled();
    for (const text of [
      "氏名は必須入力です",
      "メールアドレスは必須入力です",
      "権限種別を選択してください",
      "仮パスワードは必須入力です",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    // Once submitted, a fix clears its message at once.
    type("氏名", "山田 太郎");
    await waitFor(() => expect(screen.queryByText("氏名は必須入力です")).toBeNull());
  });

  it("hints the password rule and submits a valid new user, e-mail normalised", async () => {
    const onSubmit = vi.fn();
    wrap(
      <UserForm mode="create" options={OPTIONS} onSubmit={onSubmit} onCancel={() => undefined} />,
    );
    expect(
      screen.getByText("8文字以上の半角英数字で、大文字・小文字・数字をそれぞれ含めてください"),
    ).toBeTruthy();
    type("氏名", "山田 太郎");
    type("フリガナ", "やまだ ﾀﾛｳ");
    fireEvent.blur(input("フリガナ"));
    expect(input("フリガナ").value).toBe("ヤマダ タロウ");
    type("メールアドレス", " Ｙａｍａｄａ@Example.JP ");
    fireEvent.blur(input("メールアドレス"));
    expect(input("メールアドレス").value).toBe("yamada@example.jp");
    type("権限種別", "3");
    type("協力会社", "2");
    type("班", "3");
    type("仮パスワード", "Passw0rd");
    fireEvent.click(screen.getByRole("button", { name: "登録" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "山田 太郎",
      nameKana: "ヤマダ タロウ",
      email: "yamada@example.jp",
      roleTypeId: 3,
      associateCompanyId: 2,
      teamId: 3,
      clientId: null,
      temporaryPassword: "Passw0rd",
    });
  });

  it("offers only the teams of the chosen company", async () => {
    wrap(
      <UserForm
        mode="create"
        options={OPTIONS}
        onSubmit={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(input("班").disabled).toBe(true);
    type("協力会社", "1");
    const names = within(input("班"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(names).toEqual(["なし", "東都第1班", "東都第2班"]);
    type("班", "2");
    // Another company drops the team that is not its own.
    type("協力会社", "2");
    await waitFor(() => expect(input("班").value).toBe(""));
  });

  it("starts from the user, has no password on edit and confirms deletion", async () => {
    const onSubmit = vi.fn();
    const onDelete = vi.fn();
    const user = makeFragmentData(
      {
        id: "7",
        code: "00000007",
        name: "工事 花子",
        nameKana: "コウジ\u3000ハナコ",
        email: "hanako@example.jp",
        status: "TEMPORARY_PASSWORD",
        version: 4,
        roleType: { id: 3 },
        associateCompanies: [{ id: 1 }],
        teams: [{ id: 2 }],
        clients: [],
      },
      UserForm_UserFragment,
    );
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <UserForm
          mode="edit"
          user={user}
          options={OPTIONS}
          onSubmit={onSubmit}
          onCancel={() => undefined}
          onDelete={onDelete}
          deleteDialogOpen={open}
          onDeleteDialogChange={setOpen}
        />
      );
    }
    wrap(<Harness />);
    expect(screen.getByText("ユーザーID：00000007")).toBeTruthy();
    expect(input("氏名").value).toBe("工事 花子");
    expect(input("班").value).toBe("2");
    expect(screen.queryByLabelText("仮パスワード", { exact: false })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByTestId("user-status").textContent).toBe("仮パスワード");
    expect(input("フリガナ").value).toBe("コウジ\u3000ハナコ");
    expect(onSubmit).toHaveBeenCalledWith({
      name: "工事 花子",
      // NFKC makes the full-width space half-width; the server stores it full-width again.
      nameKana: "コウジ ハナコ",
      email: "hanako@example.jp",
      roleTypeId: 3,
      associateCompanyId: 1,
      teamId: 2,
      clientId: null,
    });

    fireEvent.click(screen.getByRole("button", { name: "削除" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("ユーザーを削除します。よろしいですか？")).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(await within(dialog).findByRole("button", { name: "削除" }, SLOW));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("marks a duplicate e-mail on its field, and offers no 削除 without onDelete", async () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError("dup", {
          extensions: {
            code: "BAD_USER_INPUT",
            fieldErrors: [
              { field: "email", messages: ["このメールアドレスは既に登録されています"] },
            ],
          },
        }),
      ],
    });
    const user = makeFragmentData(
      {
        id: "1",
        code: "00000001",
        name: "管理 太郎",
        nameKana: null,
        email: "admin@example.jp",
        status: null,
        version: 1,
        roleType: { id: 1 },
        associateCompanies: [],
        teams: [],
        clients: [],
      },
      UserForm_UserFragment,
    );
    wrap(
      <UserForm
        mode="edit"
        user={user}
        options={OPTIONS}
        onSubmit={async () => ({ ok: false, error })}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole("button", { name: "削除" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await screen.findByText("このメールアドレスは既に登録されています");
    expect(input("メールアドレス").getAttribute("aria-invalid")).toBe("true");
  });
});
