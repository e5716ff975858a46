import { Button, FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RowMessages } from "./RowMessages";

afterEach(cleanup);

const show = (ui: React.ReactElement) =>
  render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe("RowMessages", () => {
  it("announces a refusal at once, with each refused row in a list the keyboard reaches", () => {
    show(
      <RowMessages
        intent="error"
        message="2件の案件を変更できません。何も変更していません"
        rows={["MT-000001: 完了の案件は変更できません", "MT-000002: 削除されています"]}
        rowsLabel="変更できない案件"
        actions={<Button>選択から外す</Button>}
      />,
    );
    const bar = screen.getByRole("alert");
    expect(within(bar).getByText("2件の案件を変更できません。何も変更していません")).toBeTruthy();
    const list = within(bar).getByRole("list", { name: "変更できない案件" });
    expect(list.getAttribute("tabindex")).toBe("0");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["MT-000001: 完了の案件は変更できません", "MT-000002: 削除されています"]);
    expect(within(bar).getByRole("button", { name: "選択から外す" })).toBeTruthy();
  });

  it("states a success as a status, without a list when it names no row", () => {
    show(
      <RowMessages
        intent="success"
        message="3件を変更しました"
        rows={[]}
        rowsLabel="対象外の案件"
      />,
    );
    const bar = screen.getByRole("status");
    expect(within(bar).getByText("3件を変更しました")).toBeTruthy();
    expect(within(bar).queryByRole("list")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
