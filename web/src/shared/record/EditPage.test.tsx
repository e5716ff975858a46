import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { Document24Regular } from "@fluentui/react-icons";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EditPage, type EditPageRefusal } from "./EditPage";
import type { RecordMissing } from "./RecordPending";

afterEach(() => cleanup());

// Fluent's MessageBar (the refusal) watches its own size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

type Shown = { code: string; locked: boolean };

function renderPage(
  record: Shown | undefined,
  options: { missing?: RecordMissing; refusal?: string | null; withHistory?: boolean } = {},
) {
  const refused = (r: Shown): EditPageRefusal | null =>
    r.locked
      ? { reason: "編集する権限がありません。", backHref: "/x/1", backLabel: "詳細へ戻る" }
      : null;
  render(
    <FluentProvider theme={webLightTheme}>
      <EditPage
        record={record}
        missing={options.missing ?? false}
        pending={{
          title: "工事編集",
          icon: <Document24Regular />,
          missingTitle: "該当する工事が見つかりません",
          backHref: "/constructions",
          backLabel: "工事確認一覧へ戻る",
        }}
        title={(r) => `工事編集（${r.code}）`}
        refused={refused}
        refusal={options.refusal ?? null}
        history={options.withHistory ? { entries: [], loading: false } : undefined}
      >
        {(r) => <p>{`本文 ${r.code}`}</p>}
      </EditPage>
    </FluentProvider>,
  );
}

describe("EditPage", () => {
  it("is RecordPending until the record is there", () => {
    renderPage(undefined);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("工事編集");
    expect(screen.getByText("読み込み中…")).toBeTruthy();
    cleanup();
    renderPage(undefined, { missing: true });
    expect(screen.getByText("該当する工事が見つかりません")).toBeTruthy();
  });

  it("draws the page's blocks with the record, its title, the deletion's refusal and history", () => {
    renderPage(
      { code: "CN-1", locked: false },
      { refusal: "案件が3件あるため削除できません", withHistory: true },
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("工事編集（CN-1）");
    expect(screen.getByText("本文 CN-1")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("案件が3件あるため削除できません");
    expect(screen.getByText("変更履歴")).toBeTruthy();
  });

  it("says why instead of the blocks when the record refuses the person", () => {
    renderPage({ code: "CN-1", locked: true });
    expect(screen.getByText("編集する権限がありません。")).toBeTruthy();
    expect(screen.getByText("詳細へ戻る")).toBeTruthy();
    expect(screen.queryByText("本文 CN-1")).toBeNull();
  });
});
