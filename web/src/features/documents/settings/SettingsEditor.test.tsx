import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Provider, type Client } from "urql";
import { SettingsEditor, NO_EDIT_HINT, type SettingsEditorProps } from "./SettingsEditor";
import { MAX_ITEMS } from "./settings-form";

// Fluent's MessageBar watches its own size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const SETTINGS: SettingsEditorProps["settings"] = {
  issueDate: "2026-11-26",
  addresseeName: "山田 太郎",
  addresseeAddress: "東京都大田区大森西1-2-3",
  constructionDate: null,
  constructionSlot: null,
  items: [{ name: "V-ONU交換", quantity: 1, unit: "台", note: null }],
  remarks: null,
};
const TYPES = [
  { type: 2, label: "オーナー端末契約書" },
  { type: 3, label: "光加入申込書" },
];

let previews: { documentType: number; settings: { addresseeName: string } }[];

function previewClient(): Client {
  return {
    query: vi.fn(
      (_doc: unknown, vars: { documentType: number; settings: { addresseeName: string } }) => {
        previews.push(vars);
        return {
          toPromise: async () => ({
            data: {
              documentPreview: { contentBase64: btoa("%PDF"), size: 2048, pageCount: 1 },
            },
          }),
        };
      },
    ),
  } as unknown as Client;
}

beforeEach(() => {
  previews = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => cleanup());

function renderEditor(over: Partial<SettingsEditorProps> = {}) {
  const props: SettingsEditorProps = {
    negotiationId: "42",
    title: "契約書類設定",
    settings: SETTINGS,
    documentTypes: TYPES,
    canEdit: true,
    header: null,
    checked: [2, 3],
    onCheckedChange: vi.fn(),
    generating: false,
    onSave: vi.fn(async () => ({ ok: true })),
    onGenerate: vi.fn(async () => ({ ok: true })),
    onCancel: vi.fn(),
    onReload: vi.fn(),
    ...over,
  };
  render(
    <FluentProvider theme={webLightTheme}>
      <Provider value={previewClient()}>
        <SettingsEditor {...props} />
      </Provider>
    </FluentProvider>,
  );
  return props;
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

describe("SettingsEditor", () => {
  it("#37.4 shows under 宛名 how it is printed, with one honorific", async () => {
    renderEditor();
    expect(screen.getByText(/印刷: 山田 太郎\s様（/)).toBeTruthy();
    fireEvent.change(input("宛名"), { target: { value: "山田 太郎 様" } });
    await waitFor(() => expect(screen.getByText(/印刷: 山田 太郎\s様（/)).toBeTruthy());
    fireEvent.change(input("宛名"), { target: { value: "株式会社東都通信工業 御中" } });
    await waitFor(() =>
      expect(screen.getByText(/印刷: 株式会社東都通信工業\s御中（/)).toBeTruthy(),
    );
  });

  it("shows the defaults, edits item lines in place and saves", async () => {
    const props = renderEditor();
    expect((input("宛名") as HTMLInputElement).value).toBe("山田 太郎");
    expect((input("発行日") as HTMLInputElement).value).toBe("2026/11/26");
    expect((screen.getByLabelText("1行目の品目") as HTMLInputElement).value).toBe("V-ONU交換");
    expect((input("工事枠") as HTMLSelectElement).value).toBe("");
    expect(screen.getByRole("option", { name: "未定" })).toBeTruthy();

    fireEvent.click(button("品目を追加"));
    const name2 = screen.getByLabelText("2行目の品目");
    await waitFor(() => expect(document.activeElement).toBe(name2));
    fireEvent.change(name2, { target: { value: "光コンセント" } });
    fireEvent.change(screen.getByLabelText("2行目の数量"), { target: { value: "2" } });
    fireEvent.change(input("備考"), { target: { value: "午前中に伺います" } });
    fireEvent.click(button("保存"));
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
    expect(props.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        addresseeAddress: "東京都大田区大森西1-2-3",
        constructionSlot: null,
        remarks: "午前中に伺います",
        items: [
          { name: "V-ONU交換", quantity: 1, unit: "台", note: null },
          { name: "光コンセント", quantity: 2, unit: null, note: null },
        ],
      }),
    );
    expect(props.onGenerate).not.toHaveBeenCalled();

    fireEvent.click(button("1行目を削除"));
    expect(screen.queryByLabelText("2行目の品目")).toBeNull();
    expect((screen.getByLabelText("1行目の品目") as HTMLInputElement).value).toBe("光コンセント");
  });

  it(`stops adding lines at ${MAX_ITEMS}`, () => {
    const line = { name: "部材", quantity: 1, unit: null, note: null };
    renderEditor({ settings: { ...SETTINGS, items: Array(MAX_ITEMS - 1).fill(line) } });
    fireEvent.click(button("品目を追加"));
    expect(screen.getByLabelText(`${MAX_ITEMS}行目の品目`)).toBeTruthy();
    expect(button("品目を追加").disabled).toBe(true);
    expect(screen.getByText(`品目は${MAX_ITEMS}行までです`)).toBeTruthy();
  });

  it("refuses a line without 品目 or with 数量 out of range on the cell", async () => {
    const props = renderEditor();
    fireEvent.change(screen.getByLabelText("1行目の数量"), { target: { value: "10000" } });
    fireEvent.change(screen.getByLabelText("1行目の品目"), { target: { value: "" } });
    fireEvent.click(button("保存"));
    await screen.findByText("数量は1〜9999の整数で入力してください");
    expect(screen.getByText("品目を入力してください")).toBeTruthy();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it("帳票を作成 generates at once when nothing changed, and saves first when something did", async () => {
    const first = renderEditor();
    fireEvent.click(button("帳票を作成"));
    await waitFor(() => expect(first.onGenerate).toHaveBeenCalledTimes(1));
    expect(first.onSave).not.toHaveBeenCalled();
    cleanup();

    const order: string[] = [];
    const second = renderEditor({
      onSave: vi.fn(async () => (order.push("save"), { ok: true })),
      onGenerate: vi.fn(async () => (order.push("generate"), { ok: true })),
    });
    fireEvent.change(input("宛名"), { target: { value: "山田 花子" } });
    fireEvent.click(button("帳票を作成"));
    await waitFor(() => expect(order).toEqual(["save", "generate"]));
    expect(second.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ addresseeName: "山田 花子" }),
    );
  });

  it("does not generate when the save fails, nor after a refused 帳票を作成 is fixed and saved", async () => {
    const failed = renderEditor({ onSave: vi.fn(async () => ({ ok: false })) });
    fireEvent.change(input("宛名"), { target: { value: "別の宛名" } });
    fireEvent.click(button("帳票を作成"));
    await waitFor(() => expect(failed.onSave).toHaveBeenCalledTimes(1));
    expect(failed.onGenerate).not.toHaveBeenCalled();
    cleanup();

    const props = renderEditor();
    fireEvent.change(input("宛名"), { target: { value: "" } });
    fireEvent.click(button("帳票を作成"));
    await screen.findByText("宛名を入力してください");
    fireEvent.change(input("宛名"), { target: { value: "山田 次郎" } });
    fireEvent.click(button("保存"));
    await waitFor(() => expect(props.onSave).toHaveBeenCalledTimes(1));
    expect(props.onGenerate).not.toHaveBeenCalled();
  });

  it("offers 帳票を作成 only with a type checked", () => {
    const props = renderEditor({ checked: [] });
    expect(button("帳票を作成").disabled).toBe(true);
    expect(screen.getByText("作成する帳票を1つ以上選択してください")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "光加入申込書" }));
    expect(props.onCheckedChange).toHaveBeenCalledWith([3]);
  });

  it("without the edit permission shows the values read-only, no save, and still previews", async () => {
    renderEditor({ canEdit: false });
    expect((input("宛名") as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "保存" })).toBeNull();
    expect(screen.queryByRole("button", { name: "品目を追加" })).toBeNull();
    expect(button("帳票を作成").disabled).toBe(true);
    expect(screen.getByText(NO_EDIT_HINT)).toBeTruthy();
    await screen.findByTitle("オーナー端末契約書のプレビュー", undefined, { timeout: 3000 });
  });

  it("previews the chosen type from the unsaved values after typing pauses", async () => {
    renderEditor();
    const frame = (await screen.findByTitle("オーナー端末契約書のプレビュー", undefined, {
      timeout: 3000,
    })) as HTMLIFrameElement;
    expect(frame.src).toBe("blob:test/1");
    expect(screen.getByText("1ページ・2 KB")).toBeTruthy();
    expect(previews).toEqual([
      expect.objectContaining({
        documentType: 2,
        settings: expect.objectContaining({ addresseeName: "山田 太郎" }),
      }),
    ]);
    fireEvent.change(input("宛名"), { target: { value: "山田 花子" } });
    fireEvent.change(input("表示する帳票"), { target: { value: "3" } });
    const next = (await screen.findByTitle("光加入申込書のプレビュー")) as HTMLIFrameElement;
    await waitFor(() => expect(next.src).toBe("blob:test/2"), { timeout: 3000 });
    expect(previews.at(-1)).toMatchObject({
      documentType: 3,
      settings: { addresseeName: "山田 花子" },
    });
    await act(async () => undefined);
  });
});
