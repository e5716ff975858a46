// The form kit in a real browser against the real stack (issue #10), on the users screens: the
// conflict dialog (最新の内容を読み込む), the unsaved-changes question (menu, back), the server's field
// error under its field, and the alert cleared when the route changes.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf, useBrowserSession } from "./browser-session";
import { conflictShown } from "./conflict";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

/** Opens the edit page of the user with `email` (through the list's e-mail filter). */
async function openUser(page: Page, email: string): Promise<string> {
  await page.goto(at(`/users?email=${encodeURIComponent(email)}`));
  const table = page.getByRole("table", { name: "ユーザー一覧" });
  await table.getByText(email).waitFor();
  await table.getByRole("row").nth(1).getByRole("link").first().click();
  await page.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
  await page.getByLabel("氏名").waitFor();
  return pathOf(page);
}

const alertBar = (page: Page) => page.getByTestId("alert-bar");

describe("form kit", () => {
  it("opens the conflict dialog on a stale version; 最新の内容を読み込む shows the other save", async () => {
    const page = await signedInPage("admin@example.jp");
    const other = await signedInPage("admin@example.jp");
    const path = await openUser(page, "construction@example.jp");
    const name = await page.getByLabel("氏名").inputValue();

    // Someone else saves the same user behind this page's back.
    await other.goto(at(path));
    await other.getByLabel("氏名").fill(`${name}（別）`);
    await other.getByRole("button", { name: "更新" }).click();
    await other.waitForURL((url) => url.pathname === "/users");

    await page.getByLabel("氏名").fill(`${name}（私）`);
    await page.getByRole("button", { name: "更新" }).click();
    const dialog = await conflictShown(page);
    expect(await alertBar(page).innerText()).toContain("【更新】");
    expect(pathOf(page)).toBe(path);
    await page.waitForTimeout(400); // the dialog has faded in
    await shot(page, "form-kit-conflict");
    await dialog.getByRole("button", { name: "最新の内容を読み込む" }).click();
    await expect.poll(() => page.getByLabel("氏名").inputValue()).toBe(`${name}（別）`);

    // The reloaded form is clean again: saving the original name back works.
    await page.getByLabel("氏名").fill(name);
    await page.getByRole("button", { name: "更新" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    expect(await alertBar(page).innerText()).toContain("更新しました。");
  });

  it("asks before leaving a changed form by the menu or by back; staying keeps the input", async () => {
    const page = await signedInPage("admin@example.jp");
    const path = await openUser(page, "matter@example.jp");
    const name = await page.getByLabel("氏名").inputValue();

    // Unchanged: the menu leaves at once.
    await page.getByRole("link", { name: "ダッシュボード" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === path);
    await page.getByLabel("氏名").waitFor();

    await page.getByLabel("氏名").fill(`${name}変更`);
    await page.getByRole("link", { name: "ダッシュボード" }).click();
    const dialog = page.getByRole("dialog", { name: "変更が保存されていません" });
    await dialog.waitFor();
    const stay = dialog.getByRole("button", { name: "このページに留まる" });
    await expect.poll(() => stay.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForTimeout(400); // the dialog has faded in
    await shot(page, "form-kit-unsaved");
    await stay.click();
    await dialog.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe(path);
    expect(await page.getByLabel("氏名").inputValue()).toBe(`${name}変更`);

    // Browser back asks too; staying keeps the page and its URL.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "このページに留まる" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe(path);
    expect(await page.getByLabel("氏名").inputValue()).toBe(`${name}変更`);

    // Leaving anyway goes where the menu pointed, and nothing was saved.
    await page.getByRole("link", { name: "ユーザー管理" }).click();
    await dialog.getByRole("button", { name: "破棄して移動" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    await page.goto(at(path));
    await expect.poll(() => page.getByLabel("氏名").inputValue()).toBe(name);
  });

  it("asks before a reload of a changed form (beforeunload)", async () => {
    const page = await signedInPage("admin@example.jp");
    await openUser(page, "matter@example.jp");
    await page.getByLabel("氏名").fill("再読込 確認");
    const asked = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    void page.reload().catch(() => undefined);
    expect(await asked).toBe("beforeunload");
    expect(await page.getByLabel("氏名").inputValue()).toBe("再読込 確認");
  });

  it("puts a duplicate e-mail under its field, and the alert goes when the route changes", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/users/create" });
    await page.getByLabel("氏名").fill("重複 花子");
    await page.getByLabel("メールアドレス").fill("  Matter@Example.JP ");
    await page.getByLabel("権限種別").selectOption({ label: "案件担当" });
    await page.getByLabel("仮パスワード").fill("Passw0rd");
    await page.getByRole("button", { name: "登録" }).click();

    const message = "このメールアドレスは既に登録されています";
    expect(await alertBar(page).innerText()).toContain(`【メールアドレス】${message}`);
    const email = page.getByLabel("メールアドレス");
    // Normalised in the form (trimmed, lower case) before it was sent.
    expect(await email.inputValue()).toBe("matter@example.jp");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const field = page.locator(".fui-Field").filter({ has: email });
    expect(await field.innerText()).toContain(message);
    await shot(page, "form-kit-field-error");

    // A new route clears the alert (after the unsaved-changes question).
    await page.getByRole("link", { name: "ダッシュボード" }).click();
    await page.getByRole("button", { name: "破棄して移動" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await alertBar(page).waitFor({ state: "hidden" });
  });

  it("offers no 削除 on one's own account", async () => {
    const page = await signedInPage("admin@example.jp");
    await openUser(page, "admin@example.jp");
    await page.getByRole("button", { name: "更新" }).waitFor();
    expect(await page.getByRole("button", { name: "削除" }).count()).toBe(0);
    await openUser(page, "newstaff@example.jp");
    await page.getByRole("button", { name: "削除" }).waitFor();
  });
});
