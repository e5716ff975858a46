import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NegotiationForm, type NegotiationFormProps } from "./NegotiationForm";
import { REASON_REQUIRED } from "./negotiation-form";

afterEach(() => cleanup());

// Fluent's MessageBar watches its own size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const NEGOTIATION: NegotiationFormProps["negotiation"] = {
  negotiationStatusId: 4,
  statusLabel: "交渉中",
  allowedStatuses: [1, 2, 3, 5, 6],
  completeReason: 0,
  scheduledAt: "2026-11-25T01:30:00Z",
  assigneeUserId: 5,
  notes: null,
  customerId: "12",
  can: { reassign: true },
};
const STATUSES = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `状態${id}` }));
const USERS = [{ id: "5", name: "田中 由美" }];
const AGREED = "保存すると案件が合意になり、工事生成ができるようになります";

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLSelectElement;

function renderForm(overrides: Partial<NegotiationFormProps> = {}) {
  const props: NegotiationFormProps = {
    negotiation: NEGOTIATION,
    statuses: STATUSES,
    users: USERS,
    onSubmit: vi.fn(async () => ({ ok: true })),
    onCancel: vi.fn(),
    onReload: vi.fn(),
    ...overrides,
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <NegotiationForm {...props} />
    </FluentProvider>,
  );
  return props;
}

describe("NegotiationForm", () => {
  it("asks for a reason with 完了 only, refuses without one and says what 合意 does", async () => {
    const props = renderForm();
    expect(screen.queryByLabelText(/^完了理由/)).toBeNull();
    expect(screen.getByRole("option", { name: "変更しない（現在：交渉中）" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "状態4" })).toBeNull();
    fireEvent.change(field("ステータス変更"), { target: { value: "6" } });
    await screen.findByLabelText(/^完了理由/);
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await screen.findByText(REASON_REQUIRED);
    expect(props.onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field("完了理由"), { target: { value: "1" } });
    await screen.findByText(AGREED);
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(props.onSubmit).mock.calls[0]![0]).toMatchObject({
      negotiationStatusId: 6,
      completeReason: 1,
    });
  });

  it("refuses 合意 without a counterpart (the workflow rule) and says so before", async () => {
    const props = renderForm({ negotiation: { ...NEGOTIATION, customerId: null } });
    screen.getByText(/交渉相手（顧客）が選ばれていません/);
    fireEvent.change(field("ステータス変更"), { target: { value: "6" } });
    await screen.findByLabelText(/^完了理由/);
    fireEvent.change(field("完了理由"), { target: { value: "1" } });
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await screen.findByText("合意で完了するには交渉相手（顧客）を選択してください");
    expect(props.onSubmit).not.toHaveBeenCalled();
    // 不成立 needs nobody's agreement.
    fireEvent.change(field("完了理由"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
  });

  it("shows the API's refusal word for word on its field", async () => {
    const refusal = "完了にするには完了理由を選択してください";
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError("bad", {
          extensions: {
            code: "BAD_USER_INPUT",
            fieldErrors: [{ field: "completeReason", messages: [refusal] }],
          },
        }),
      ],
    });
    renderForm({ onSubmit: vi.fn(async () => ({ ok: false, error })) });
    fireEvent.change(field("ステータス変更"), { target: { value: "6" } });
    fireEvent.change(await screen.findByLabelText(/^完了理由/), { target: { value: "2" } });
    await screen.findByText("保存すると案件が不成立になります");
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await screen.findByText(refusal);
  });

  it("keeps a completed negotiation's fields but its notes", () => {
    renderForm({
      negotiation: {
        ...NEGOTIATION,
        negotiationStatusId: 6,
        statusLabel: "完了",
        allowedStatuses: [],
        completeReason: 1,
        can: { reassign: false },
      },
    });
    expect(field("ステータス変更").disabled).toBe(true);
    expect(field("完了理由").disabled).toBe(true);
    expect(field("完了理由").value).toBe("1");
    expect((screen.getByLabelText("訪問日時") as HTMLInputElement).disabled).toBe(true);
    expect(field("交渉担当者").disabled).toBe(true);
    expect((screen.getByLabelText("備考") as HTMLTextAreaElement).disabled).toBe(false);
    expect(screen.queryByText(AGREED)).toBeNull();
  });
});
