import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { CombinedError } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeFragmentData } from "@/gql";
import { ProjectForm, ProjectForm_ProjectFragment } from "./ProjectForm";

afterEach(() => cleanup());

const OPTIONS = {
  clients: [
    { id: 1, name: "城南ケーブルテレビ株式会社" },
    { id: 2, name: "多摩川ケーブルネットワーク株式会社" },
  ],
  jobCategories: [{ id: 1, name: "光化移行工事" }],
  managers: [{ id: "5", name: "佐藤 健一" }],
};

const PROJECT = makeFragmentData(
  {
    id: "7",
    name: "大森地区 V-ONU化工事",
    clientId: 1,
    jobCategoryId: 1,
    workType: 1,
    startDate: "2026-04-01",
    endDate: "2026-09-30",
    managerUserId: 5,
    status: 2,
    allowedStatuses: [3],
    notes: null,
    version: 4,
  },
  ProjectForm_ProjectFragment,
);

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;
const change = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function renderForm(overrides: Partial<Parameters<typeof ProjectForm>[0]> = {}) {
  const props = {
    options: OPTIONS,
    onSubmit: vi.fn(async (_output: unknown) => ({ ok: true })),
    onCancel: vi.fn(),
    ...overrides,
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <ProjectForm {...props} />
    </FluentProvider>,
  );
  return props;
}

describe("ProjectForm", () => {
  it("edits a project: its current status and the allowed next ones only", async () => {
    const onSubmit = vi.fn(async (_output: unknown) => ({ ok: true }));
    renderForm({ project: PROJECT, onSubmit });
    const status = field("状態") as unknown as HTMLSelectElement;
    const labels = within(status)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(labels).toEqual(["選択してください", "進行中", "完了"]);
    expect(status.value).toBe("2");
    change("状態", "3");
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      name: "大森地区 V-ONU化工事",
      status: 3,
      managerUserId: 5,
    });
  });

  it("creates without a status and lists projects named alike", async () => {
    const findPrefixMatches = vi.fn(async () => ({
      projects: [
        { id: "7", code: "PR-00000007", name: "大森地区 V-ONU化工事", statusLabel: "進行中" },
      ],
      total: 3,
    }));
    renderForm({ findPrefixMatches });
    expect(screen.queryByLabelText(/^状態/)).toBeNull();
    change("プロジェクト名", "大森");
    const list = await screen.findByRole("list", { name: "同じ名前で始まるプロジェクト" });
    expect(within(list).getByRole("link").getAttribute("href")).toBe("/projects/7");
    expect(findPrefixMatches).toHaveBeenLastCalledWith({ namePrefix: "大森" });
    expect(screen.getByText("ほか2件")).toBeTruthy();
    change("発注元", "2");
    await waitFor(() =>
      expect(findPrefixMatches).toHaveBeenLastCalledWith({ namePrefix: "大森", clientId: [2] }),
    );
  });

  it("shows the server's field errors on their fields", async () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError("bad", {
          extensions: {
            code: "BAD_USER_INPUT",
            fieldErrors: [
              { field: "endDate", messages: ["終了日は開始日以降の日付を入力してください"] },
            ],
          },
        }),
      ],
    });
    renderForm({ project: PROJECT, onSubmit: vi.fn(async () => ({ ok: false, error })) });
    fireEvent.click(screen.getByRole("button", { name: "更新" }));
    await screen.findByText("終了日は開始日以降の日付を入力してください");
  });
});
