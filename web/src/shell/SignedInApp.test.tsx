// Runs isolated (scripts/test/isolation.ts): a lazy page shows its spinner only while its code
// loads for the first time in a module graph, and a shared graph may have loaded it for an earlier
// file.
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { Client, Provider as UrqlProvider } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { InformationProvider, useInformationActions } from "../shared/information";
import { SessionProviderValue, type Permissions, type Session } from "../shared/session";
import { fakeMatchMedia } from "../shared/fake-match-media";
import { PHONE_QUERY } from "../shared/useMediaQuery";
import { SignedInApp } from "./SignedInApp";

/** A loaded machine (CI runs the suites side by side) can take seconds over a dialog. */
const SLOW = { timeout: 10_000 };

const flags = (on: Partial<Permissions>): Permissions => ({
  instructionSend: false,
  matterRead: false,
  masterManage: false,
  userManage: false,
  targetEdit: false,
  negotiationEdit: false,
  constructionEdit: false,
  lineCodeEdit: false,
  allRecords: true,
  ...on,
});

const ADMIN = flags({
  instructionSend: true,
  matterRead: true,
  masterManage: true,
  userManage: true,
});
const MATTER = flags({ matterRead: true, targetEdit: true, negotiationEdit: true });

// The shell is under test, not the pages: a client is only needed because the provider must
// exist. It has no exchange, so a page's query (the dashboard's) stays pending: its title shows.
const client = new Client({ url: "http://127.0.0.1:9/graphql", exchanges: [] });

function renderApp(path: string, role: Permissions, signOut = vi.fn(async () => undefined)) {
  const session: Session = {
    status: "signedIn",
    isLoggedIn: true,
    signOut,
    user: {
      id: "1",
      code: "00000001",
      username: "管理 太郎",
      email: "admin@example.jp",
      roleType: { id: 1, name: "管理者" },
      role,
    },
  };
  const location = memoryLocation({ path, record: true });
  let actions: ReturnType<typeof useInformationActions> | undefined;
  function Capture({ children }: { children: ReactNode }) {
    actions = useInformationActions();
    return children;
  }
  const utils = render(
    <FluentProvider theme={webLightTheme}>
      <InformationProvider>
        <Capture>
          <UrqlProvider value={client}>
            <SessionProviderValue value={session}>
              <Router hook={location.hook} searchHook={location.searchHook}>
                <SignedInApp />
              </Router>
            </SessionProviderValue>
          </UrqlProvider>
        </Capture>
      </InformationProvider>
    </FluentProvider>,
  );
  return { ...utils, location, signOut, actions: () => actions! };
}

const menuLabels = () =>
  within(screen.getByRole("navigation", { name: "メインメニュー" }))
    .getAllByRole("link")
    .map((a) => a.textContent);

afterEach(() => {
  cleanup();
});

describe("SignedInApp", () => {
  it("shows the whole menu, the user as id:name and the page title to an administrator", async () => {
    renderApp("/", ADMIN);
    // The page is lazy (one chunk per area): the spinner shows until its code has loaded.
    expect(screen.getByTestId("page-loading")).toBeTruthy();
    // The first test of the file compiles the dashboard's chunk: on a loaded 2-core machine that
    // alone can take longer than 5 s.
    await screen.findByRole("heading", { level: 1 }, { timeout: 20_000 });
    expect(menuLabels()).toEqual([
      "ダッシュボード",
      "対象物件",
      "プロジェクト",
      "交渉",
      "工事指示",
      "工事確認",
      "引込線",
      "帳票",
      "外部連携",
      "マスタ管理",
      "ユーザー管理",
      "連携クライアント",
    ]);
    expect(screen.getByTestId("current-user").textContent).toBe("00000001:管理 太郎");
    expect(screen.getByRole("link", { name: "ダッシュボード" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("ダッシュボード");
    // The title is set by an effect after the page has rendered.
    await waitFor(() => expect(document.title).toBe("ダッシュボード | CFX 光化工事管理"));
  }, 30_000);

  it("hides menu entries without the flag and gates the route", () => {
    renderApp("/users", MATTER);
    expect(menuLabels()).not.toContain("工事指示");
    expect(menuLabels()).not.toContain("外部連携");
    expect(menuLabels()).not.toContain("マスタ管理");
    expect(menuLabels()).not.toContain("ユーザー管理");
    expect(menuLabels()).toContain("帳票");
    expect(screen.getByText("この画面を表示する権限がありません")).toBeTruthy();
  });

  it("offers a partner's 工事担当 only the screens of its own work (viewer.can.allRecords false)", () => {
    renderApp("/constructions", flags({ constructionEdit: true, allRecords: false }));
    expect(menuLabels()).toEqual(["ダッシュボード", "工事確認", "引込線"]);
  });

  it("opens the external-source detail to anyone but not the list", async () => {
    renderApp("/external-sources/details/3", MATTER);
    expect((await screen.findByRole("heading", { level: 1 }, { timeout: 5000 })).textContent).toBe(
      "外部連携詳細",
    );
    expect(screen.queryByText("この画面を表示する権限がありません")).toBeNull();
    cleanup();
    renderApp("/external-sources", MATTER);
    expect(screen.getByText("この画面を表示する権限がありません")).toBeTruthy();
  });

  it("refuses マスタ管理 without masterManage", () => {
    renderApp("/masters?kind=CLIENTS", MATTER);
    expect(screen.getByText("この画面を表示する権限がありません")).toBeTruthy();
  });

  it("shows a Japanese not-found page for unknown paths", () => {
    renderApp("/no-such-page", ADMIN);
    expect(screen.getByText("お探しのページは見つかりませんでした")).toBeTruthy();
    expect(document.title).toBe("ページが見つかりません | CFX 光化工事管理");
  });

  it("navigates through the menu and highlights the new entry", async () => {
    const { location } = renderApp("/", ADMIN);
    fireEvent.click(screen.getByRole("link", { name: "引込線" }));
    // The page is a lazy chunk: on a loaded machine its import alone can take over a second.
    await waitFor(
      () => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("引込線一覧"),
      { timeout: 10_000 },
    );
    expect(location.history?.at(-1)).toBe("/linecode");
    expect(screen.getByRole("link", { name: "引込線" }).getAttribute("aria-current")).toBe("page");
    expect(
      screen.getByRole("link", { name: "ダッシュボード" }).getAttribute("aria-current"),
    ).toBeNull();
  });

  it("collapses the drawer to icons and reopens it with the button", () => {
    renderApp("/", ADMIN);
    const nav = screen.getByRole("navigation", { name: "メインメニュー" });
    expect(nav.getAttribute("data-state")).toBe("open");
    fireEvent.click(screen.getByRole("button", { name: "メニューを折りたたむ" }));
    expect(nav.getAttribute("data-state")).toBe("collapsed");
    // Collapsed: icons only, the label stays the accessible name.
    expect(screen.getByRole("link", { name: "対象物件" }).textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "メニューを開く" }));
    expect(nav.getAttribute("data-state")).toBe("open");
  });

  it("on a phone lays the menu over the page and closes it on a choice or Escape", () => {
    fakeMatchMedia((query) => query === PHONE_QUERY);
    try {
      renderApp("/", ADMIN);
      const nav = screen.getByRole("navigation", { name: "メインメニュー" });
      // jsdom's window is 1024 px wide, so the shell opened it; the test's media query says phone.
      expect(nav.getAttribute("data-state")).toBe("open");
      fireEvent.click(screen.getByRole("link", { name: "引込線" }));
      expect(nav.getAttribute("data-state")).toBe("collapsed");
      fireEvent.click(screen.getByRole("button", { name: "メニューを開く" }));
      expect(nav.getAttribute("data-state")).toBe("open");
      fireEvent.keyDown(within(nav).getByRole("link", { name: "対象物件" }), { key: "Escape" });
      expect(nav.getAttribute("data-state")).toBe("collapsed");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("asks before signing out", async () => {
    const { signOut } = renderApp("/", ADMIN);
    fireEvent.click(screen.getByRole("button", { name: "サインアウト" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("サインアウトします")).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole("button", { name: "キャンセル" }, SLOW));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(signOut).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "サインアウト" }));
    // The dialog animates in: wait until its confirm button is there.
    const confirm = await waitFor(() =>
      within(screen.getByRole("dialog")).getByRole("button", { name: "サインアウト" }),
    );
    fireEvent.click(confirm);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("shows the alert bar until dismissed and the overlay while loading", () => {
    const { actions } = renderApp("/", ADMIN);
    expect(screen.queryByTestId("alert-bar")).toBeNull();
    act(() =>
      actions().openAlert("error", "【メールアドレス】このメールアドレスは既に登録されています"),
    );
    expect(screen.getByTestId("alert-bar").textContent).toContain(
      "このメールアドレスは既に登録されています",
    );
    fireEvent.click(screen.getByRole("button", { name: "閉じる" }));
    expect(screen.queryByTestId("alert-bar")).toBeNull();

    act(() => actions().startLoading());
    expect(screen.getByTestId("loading-overlay")).toBeTruthy();
    act(() => actions().finishLoading());
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
  });
});
