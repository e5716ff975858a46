// The signed-in shell in a real browser against the real stack: the menu per permission flags,
// the access gate, the drawer's responsive behaviour, every route of the spec, sign-out.

import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const menu = (page: Page) => page.getByRole("navigation", { name: "メインメニュー" });
const menuLabels = async (page: Page) =>
  (await menu(page).getByRole("link").allInnerTexts()).map((t) => t.trim());

const ALL_MENU = [
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
];

/** Every route of the spec's table (§2) but /signin, with a concrete id. */
const SPEC_ROUTES: [path: string, title: string][] = [
  ["/", "ダッシュボード"],
  ["/targets", "対象物件一覧"],
  ["/targets/create/import", "対象物件ファイル取込"],
  ["/targets/create/new", "対象物件新規登録"],
  ["/targets/1", "対象物件編集"],
  ["/targets/details/1", "対象詳細編集"],
  ["/targets/details/customer-contents/1", "契約内容編集"],
  ["/projects", "プロジェクト一覧"],
  ["/projects/create", "プロジェクト新規登録"],
  ["/projects/1", "プロジェクト詳細"],
  ["/projects/add-matters/1", "案件追加"],
  ["/projects/matters/1", "案件編集"],
  ["/negotiations", "交渉一覧"],
  ["/negotiations/create/1", "交渉指示"],
  ["/negotiations/bulk/1", "一括交渉指示"],
  ["/negotiations/1", "交渉編集"],
  ["/negotiations/document/contract/1", "契約書類設定"],
  ["/negotiations/document/request/1", "工事依頼書類設定"],
  ["/negotiations/document/removal/1", "撤去承諾書設定"],
  ["/construction-dispatch", "工事指示一覧"],
  ["/construction-dispatch/1", "工事指示"],
  ["/constructions", "工事確認一覧"],
  ["/constructions/1", "工事編集"],
  ["/constructions/measurements/1", "測定値編集"],
  ["/download", "帳票一覧"],
  ["/linecode", "引込線一覧"],
  ["/linecode/details/1", "引込線編集"],
  ["/external-sources", "外部連携一覧"],
  ["/external-sources/details/1", "外部連携詳細"],
  ["/users", "ユーザー一覧"],
  ["/users/create", "ユーザー新規登録"],
  ["/users/1", "ユーザー編集"],
];

/**
 * Runs the sandbox's open tab (operation `name`) and answers its JSON. The button answers once
 * GraphiQL has loaded the schema and its editors: until then a click does nothing, so click again
 * until the query goes out (listening before the click: a second click while it runs would stop it).
 */
async function runSandboxQuery(page: Page, name: string): Promise<unknown> {
  const isRun = (request: Request) =>
    request.method() === "POST" && (request.postData() ?? "").includes(`query ${name}`);
  const answered = page.waitForResponse((response) => isRun(response.request()));
  await page.getByText(name).first().waitFor();
  for (let attempt = 1; ; attempt++) {
    const sent = page.waitForRequest(isRun, { timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    await page.getByRole("button", { name: /Execute query/ }).click();
    if (await sent) break;
    if (attempt === 10) throw new Error("the sandbox never ran its query");
  }
  return (await answered).json();
}

describe("signed-in shell", () => {
  it("shows the administrator the whole menu, the user as id:name and highlights the page", async () => {
    const page = await signedInPage("admin@example.jp");
    expect(await menuLabels(page)).toEqual(ALL_MENU);
    expect((await page.getByTestId("current-user").innerText()).trim()).toMatch(
      /^\d{8}:管理 太郎$/,
    );
    expect(await page.title()).toBe("ダッシュボード | CFX 光化工事管理");
    await shot(page, "shell-admin-dashboard");

    await menu(page).getByRole("link", { name: "工事確認" }).click();
    // The thin progress bar shows while the page changes.
    await page.getByTestId("route-progress").waitFor({ state: "attached", timeout: 2_000 });
    await page.getByRole("heading", { name: "工事確認一覧" }).waitFor();
    expect(
      await menu(page).getByRole("link", { name: "工事確認" }).getAttribute("aria-current"),
    ).toBe("page");
    expect(
      await menu(page).getByRole("link", { name: "ダッシュボード" }).getAttribute("aria-current"),
    ).toBeNull();
  });

  it("hides what matter@example.jp may not use and gates /users", async () => {
    const page = await signedInPage("matter@example.jp");
    const labels = await menuLabels(page);
    expect(labels).toEqual([
      "ダッシュボード",
      "対象物件",
      "プロジェクト",
      "交渉",
      "工事確認",
      "引込線",
      "帳票",
    ]);
    for (const hidden of ["工事指示", "外部連携", "ユーザー管理"])
      expect(labels).not.toContain(hidden);

    await page.goto(at("/users"));
    await page.getByText("この画面を表示する権限がありません").waitFor();
    expect(await page.getByRole("table").count()).toBe(0);
    await shot(page, "shell-matter-forbidden");
    for (const path of [
      "/construction-dispatch",
      "/external-sources",
      "/users/create",
      "/users/1",
    ]) {
      await page.goto(at(path));
      await page.getByText("この画面を表示する権限がありません").waitFor();
    }
    // The spec opens the details of an integration and a dispatch to every signed-in user.
    await page.goto(at("/external-sources/details/1"));
    await page.getByRole("heading", { name: "外部連携詳細" }).waitFor();
    expect(await page.getByText("この画面を表示する権限がありません").count()).toBe(0);
  });

  it("collapses the drawer under 800 px and the button reopens it", async () => {
    const page = await signedInPage("admin@example.jp");
    const nav = menu(page);
    expect(await nav.getAttribute("data-state")).toBe("open");
    expect(Math.round((await nav.boundingBox())!.width)).toBe(240);

    await page.setViewportSize({ width: 760, height: 860 });
    await expect.poll(() => nav.getAttribute("data-state")).toBe("collapsed");
    // The drawer's width animates: a loaded machine may take longer than poll's default second.
    const slide = { timeout: 5000 };
    await expect
      .poll(async () => Math.round((await nav.boundingBox())!.width), slide)
      .toBeLessThan(80);
    // Icons stay, each named by its label.
    expect(await nav.getByRole("link", { name: "対象物件" }).isVisible()).toBe(true);
    await shot(page, "shell-collapsed");

    await page.getByRole("button", { name: "メニューを開く" }).click();
    expect(await nav.getAttribute("data-state")).toBe("open");
    await expect.poll(async () => Math.round((await nav.boundingBox())!.width), slide).toBe(240);
    expect(await menuLabels(page)).toEqual(ALL_MENU);

    await page.getByRole("button", { name: "メニューを折りたたむ" }).click();
    expect(await nav.getAttribute("data-state")).toBe("collapsed");
    await page.setViewportSize({ width: 1200, height: 860 });
    await expect.poll(() => nav.getAttribute("data-state")).toBe("open");
  });

  it("resolves every route of the spec, with its Japanese title", async () => {
    const page = await signedInPage("admin@example.jp");
    for (const [path, title] of SPEC_ROUTES) {
      // In-app navigation (as a menu link does); deep links by reload are covered above and below.
      await page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);
      // An edit page names its record once loaded (対象物件（TA-00000001）, 引込線編集（L143-00001）,
      // 外部連携詳細：名前):
      // any of the headings will do.
      const heading = new RegExp(`^(${title}|${title}[：（].+|.+（[A-Z]{2}-\\d{8}）)$`);
      await page
        .getByRole("heading", { level: 1, name: heading })
        .waitFor()
        .catch(async (error: unknown) => {
          const body = await page
            .locator("main")
            .innerText()
            .catch(() => "");
          throw new Error(
            `${path} did not show ${title} (at ${page.url()}): ${body.slice(0, 300)}`,
            { cause: error },
          );
        });
      expect(await page.getByText("お探しのページは見つかりませんでした").count(), path).toBe(0);
      // The document title follows the heading (either of the two, whichever has shown).
      const documentTitle = new RegExp(
        `^(${title}|${title}[：（].+|.+（[A-Z]{2}-\\d{8}）) \\| CFX 光化工事管理$`,
      );
      expect(await page.title(), path).toMatch(documentTitle);
    }
    await page.goto(at("/no-such-page"));
    await page.getByText("お探しのページは見つかりませんでした").waitFor();
    await shot(page, "shell-not-found");
  });

  it("asks before signing out, then goes to /signin", async () => {
    const page = await signedInPage("admin@example.jp");
    await page.getByRole("button", { name: "サインアウト" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("サインアウトします").waitFor();
    await shot(page, "shell-signout-dialog");
    await dialog.getByRole("button", { name: "キャンセル" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");

    await page.getByRole("button", { name: "サインアウト" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "サインアウト" }).click();
    await page.waitForURL((url) => url.pathname === "/signin");
  });

  it("runs the GraphQL sandbox (GraphiQL, Monaco and its workers) under the gateway's CSP", async () => {
    const page = await signedInPage("admin@example.jp");
    await page.goto(at("/sandbox"));
    // Local mode asks whom to run as: the signed-in user, or a machine client (#39).
    await page.getByRole("button", { name: "サインイン中のユーザーとして実行" }).click();
    const answer = (await runSandboxQuery(page, "MatterList")) as { data?: { matters?: unknown } };
    expect(answer.data?.matters).toBeTruthy();
    // Monaco draws the answer (only its visible lines are in the page).
    await page.locator(".graphiql-response").getByText('"viewer"').waitFor();
    // The saved examples for integrators (#39), one tab each, named by their operation.
    for (const name of ["ConstructionsOfWeek", "ConstructionReadings", "NegotiationDocuments"])
      await page.locator(".graphiql-tab").getByText(name).waitFor();
    await shot(page, "sandbox-default-query");
  });

  it("runs the sandbox as a machine client with its id and secret (local mode)", async () => {
    const created = (await session.graphql(
      `mutation ($input: CreateMachineClientInput!) { createMachineClient(input: $input) { client { clientId } secret } }`,
      { input: { name: `サンドボックス連携-${Date.now()}`, scopes: ["TARGET_READ"] } },
    )) as { createMachineClient: { client: { clientId: string }; secret: string } };
    const { client, secret } = created.createMachineClient;
    const page = await signedInPage("admin@example.jp");
    await page.goto(at("/sandbox"));
    await page.getByLabel("クライアントID").fill(client.clientId);
    await page.getByLabel("クライアントシークレット").fill("wrong");
    await page.getByRole("button", { name: "連携クライアントとして開始" }).click();
    await page
      .getByRole("alert")
      .getByText("クライアントIDまたはシークレットが正しくないか")
      .waitFor();
    await page.getByLabel("クライアントシークレット").fill(secret);
    await page.getByRole("button", { name: "連携クライアントとして開始" }).click();
    const answer = (await runSandboxQuery(page, "WhoAmI")) as {
      data?: { viewer?: { machineClient?: { clientId: string; scopes: string[] } } };
    };
    expect(answer.data?.viewer?.machineClient).toEqual({
      clientId: client.clientId,
      scopes: ["TARGET_READ"],
    });
    await shot(page, "sandbox-machine-client");
  });

  // Last, so it covers every page the tests above opened (sign-in, each route, the sandbox).
  it("never needed anything the Content-Security-Policy forbids", () => {
    expect(session.cspViolations()).toEqual([]);
  });
});
