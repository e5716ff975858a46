import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TargetCreateForm } from "./TargetCreateForm";

afterEach(() => cleanup());

const OPTIONS = {
  clients: [{ id: 1, name: "城南ケーブルテレビ株式会社" }],
  installationTypes: [{ id: 1, name: "屋内" }],
};

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });

function renderForm(overrides: Partial<Parameters<typeof TargetCreateForm>[0]> = {}) {
  const props = {
    options: OPTIONS,
    lookupPostalCode: vi.fn(async () => ({ prefecture: "東京都", city: "大田区", town: "大森南" })),
    findDuplicates: vi.fn(async () => []),
    onSubmit: vi.fn(async () => ({ ok: true })),
    onCancel: vi.fn(),
    ...overrides,
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <TargetCreateForm {...props} />
    </FluentProvider>,
  );
  return props;
}

describe("TargetCreateForm", () => {
  it("asks for the type first and shows each type's fields", () => {
    renderForm();
    expect(screen.queryByLabelText(/^物件名/)).toBeNull();
    type("種別", "4");
    expect(input("電柱番号")).toBeTruthy();
    expect(screen.queryByLabelText("建物名")).toBeNull();
    type("種別", "3");
    expect(input("総戸数")).toBeTruthy();
    expect(screen.queryByLabelText(/^電柱番号/)).toBeNull();
  });

  it("generates 101–110 and 201–210 and sends them as the apartment's rooms", async () => {
    const onSubmit = vi.fn(async (_input: unknown) => ({ ok: true }));
    renderForm({ onSubmit });
    type("種別", "3");
    type("物件名", "コーポ森");
    type("階（から）", "1");
    type("階（まで）", "2");
    type("各階の部屋数", "10");
    fireEvent.click(screen.getByRole("button", { name: "部屋番号を生成" }));
    expect(input("総戸数").value).toBe("20");
    fireEvent.click(screen.getByRole("button", { name: "登録" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = onSubmit.mock.calls[0]![0] as { roomNumbers: string[]; totalUnits: number };
    expect(sent.totalUnits).toBe(20);
    expect(sent.roomNumbers.slice(9, 11)).toEqual(["110", "201"]);
  });

  it("fills the address from a 7-digit postal code, keeping what was typed", async () => {
    const props = renderForm();
    type("種別", "2");
    type("町域", "大森南四丁目");
    type("郵便番号", "１４３－００１３");
    await waitFor(() => expect(input("都道府県").value).toBe("東京都"));
    expect(props.lookupPostalCode).toHaveBeenCalledWith("1430013");
    expect(input("市区町村").value).toBe("大田区");
    expect(input("町域").value).toBe("大森南四丁目");
  });

  it("puts the server's 400 messages under their fields", async () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError("bad", {
          extensions: {
            code: "BAD_USER_INPUT",
            fieldErrors: [{ field: "targetType", messages: ["物件種別が正しくありません"] }],
          },
        }),
      ],
    });
    renderForm({ onSubmit: vi.fn(async () => ({ ok: false, error })) });
    type("種別", "2");
    type("物件名", "山田邸");
    fireEvent.click(screen.getByRole("button", { name: "登録" }));
    await screen.findByText("物件種別が正しくありません");
  });
});
