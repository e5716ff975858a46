// User administration in a real browser against the real stack: an administrator creates, edits
// and deletes a user and sees 登録しました。/更新しました。/削除しました。; a duplicate e-mail shows the error
// alert and changes nothing; a stale version shows the conflict message.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf, useBrowserSession } from "./browser-session";
import { takeLatest } from "./conflict";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

/** The alert bar's text once it shows. */
async function alertText(page: Page): Promise<string> {
  const alert = page.getByTestId("alert-bar");
  await alert.waitFor();
  return alert.innerText();
}

/** Rows of the user list filtered by e-mail (the list is server-side, so this searches all pages). */
async function searchByEmail(page: Page, email: string) {
  await page.goto(at(`/users?email=${encodeURIComponent(email)}`));
  await page.getByRole("table", { name: "ユーザー一覧" }).waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: "件 / 全" })
    .or(page.getByText("条件に一致するユーザーはいません"))
    .first()
    .waitFor();
  return page.getByRole("table", { name: "ユーザー一覧" }).getByRole("row");
}

async function fillNewUser(
  page: Page,
  user: { name: string; email: string; role: string; company?: string; team?: string },
) {
  await page.getByLabel("氏名").fill(user.name);
  await page.getByLabel("メールアドレス").fill(user.email);
  await page.getByLabel("権限種別").selectOption({ label: user.role });
  if (user.company) await page.getByLabel("協力会社").selectOption({ label: user.company });
  if (user.team) await page.getByLabel("班").selectOption({ label: user.team });
  await page.getByLabel("仮パスワード").fill("Passw0rd");
}

describe("user administration", () => {
  const email = `e2e-${Date.now()}@example.jp`;

  it("lists users with the spec's columns and keeps paging and sorting in the URL", async () => {
    const page = await signedInPage("admin@example.jp");
    await page.getByRole("link", { name: "ユーザー管理" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    const table = page.getByRole("table", { name: "ユーザー一覧" });
    await table.getByText("admin@example.jp").waitFor();
    const headers = await table.getByRole("columnheader").allInnerTexts();
    expect(headers.map((h) => h.trim())).toEqual([
      "ID",
      "氏名",
      "メールアドレス",
      "権限種別",
      "協力会社",
      "班",
      "発注元",
      "状態",
    ]);
    expect(await page.title()).toBe("ユーザー一覧 | CFX 光化工事管理");
    // Ids are 8 digits.
    const firstId = await table.getByRole("row").nth(1).getByRole("cell").first().innerText();
    expect(firstId.trim()).toMatch(/^\d{8}$/);
    await shot(page, "users-list");

    await table.getByRole("columnheader", { name: "メールアドレス" }).click();
    await page.waitForURL((url) => url.search === "?sort=EMAIL");
    await table.getByRole("columnheader", { name: "メールアドレス" }).click();
    await page.waitForURL((url) => url.search === "?sort=EMAIL&order=DESC");
    // Byte order, as the database sorts: "construction@" comes after "construction-manager@".
    const descending = (list: string[]) => [...list].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const emails = () => table.getByRole("row").locator("td:nth-child(3)").allInnerTexts();
    await expect
      .poll(async () => {
        const list = await emails();
        return list.length > 1 && descending(list).join() === list.join()
          ? "sorted"
          : JSON.stringify(list);
      })
      .toBe("sorted");
    expect((await emails())[0]).not.toBe("admin@example.jp");

    // A filter with empty fields drops them from the URL.
    await page.getByRole("search").getByLabel("氏名").fill("管理");
    await page.getByRole("search").getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.search === "?name=%E7%AE%A1%E7%90%86&sort=EMAIL&order=DESC");
    await table.getByText("admin@example.jp").waitFor();
  });

  it("creates, edits and deletes a user, with 登録しました。/更新しました。/削除しました。", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/users" });
    await page.getByRole("button", { name: "新規登録" }).click();
    await page.waitForURL((url) => url.pathname === "/users/create");
    await page.getByRole("heading", { name: "ユーザー新規登録" }).waitFor();

    // Client-side checks first: nothing is sent.
    await page.getByRole("button", { name: "登録" }).click();
    await page.getByText("氏名は必須入力です").waitFor();
    await page.getByText("仮パスワードは必須入力です").waitFor();
    await shot(page, "users-create-errors");

    await fillNewUser(page, {
      name: "試験 一郎",
      email,
      role: "工事担当",
      company: "株式会社東都通信工業",
      team: "第2班",
    });
    await shot(page, "users-create-filled");
    await page.getByRole("button", { name: "登録" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    expect(await alertText(page)).toContain("登録しました。");
    await shot(page, "users-created");

    let rows = await searchByEmail(page, email);
    await expect.poll(() => rows.count()).toBe(2); // header + the new user
    const cells = await rows.nth(1).getByRole("cell").allInnerTexts();
    expect(cells.slice(1)).toEqual([
      "試験 一郎",
      email,
      "工事担当",
      "株式会社東都通信工業",
      "第2班",
      "",
      "仮パスワード",
    ]);

    // Edit
    await rows.nth(1).getByRole("link", { name: "試験 一郎" }).click();
    await page.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
    const editPath = pathOf(page);
    await page.getByRole("heading", { name: "ユーザー編集" }).waitFor();
    expect(await page.getByLabel("氏名").inputValue()).toBe("試験 一郎");
    expect(await page.getByLabel("仮パスワード").count()).toBe(0);
    await shot(page, "users-edit");
    await page.getByLabel("氏名").fill("試験 二郎");
    await page.getByLabel("発注元").selectOption({ label: "城南ケーブルテレビ株式会社" });
    await page.getByRole("button", { name: "更新" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    expect(await alertText(page)).toContain("更新しました。");

    rows = await searchByEmail(page, email);
    await expect
      .poll(() => rows.nth(1).getByRole("cell").allInnerTexts())
      .toEqual([
        expect.stringMatching(/^\d{8}$/),
        "試験 二郎",
        email,
        "工事担当",
        "株式会社東都通信工業",
        "第2班",
        "城南ケーブルテレビ株式会社",
        "仮パスワード",
      ]);

    // Delete, after the confirmation
    await page.goto(at(editPath));
    await page.getByRole("button", { name: "削除" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("ユーザーを削除します。よろしいですか？").waitFor();
    expect(new URL(page.url()).search).toBe("?dialog=delete");
    await shot(page, "users-delete-dialog");
    await dialog.getByRole("button", { name: "削除" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    expect(await alertText(page)).toContain("削除しました。");

    rows = await searchByEmail(page, email);
    await page.getByText("条件に一致するユーザーはいません").waitFor();
  });

  it("shows the error alert for a duplicate e-mail and changes nothing", async () => {
    const page = await signedInPage("admin@example.jp");
    const before = await searchByEmail(page, "matter@example.jp");
    expect(await before.count()).toBe(2);
    const original = await before.nth(1).getByRole("cell").allInnerTexts();

    await page.goto(at("/users/create"));
    await fillNewUser(page, { name: "重複 太郎", email: "matter@example.jp", role: "案件担当" });
    await page.getByRole("button", { name: "登録" }).click();
    const text = await alertText(page);
    expect(text).toContain("【メールアドレス】このメールアドレスは既に登録されています");
    expect(pathOf(page)).toBe("/users/create");
    // What was typed is still there to correct.
    expect(await page.getByLabel("氏名").inputValue()).toBe("重複 太郎");
    await shot(page, "users-duplicate");
    // The form still holds the typed values: leaving asks first (beforeunload), and the test agrees.
    page.on("dialog", (d) => void d.accept());

    const after = await searchByEmail(page, "matter@example.jp");
    expect(await after.count()).toBe(2);
    expect(await after.nth(1).getByRole("cell").allInnerTexts()).toEqual(original);
    const byName = await page.goto(at("/users?name=" + encodeURIComponent("重複 太郎")));
    expect(byName?.ok()).toBe(true);
    await page.getByText("条件に一致するユーザーはいません").waitFor();
  });

  it("shows the conflict message when someone else saved first", async () => {
    const first = await signedInPage("admin@example.jp");
    const second = await signedInPage("admin@example.jp");
    const rows = await searchByEmail(first, "negotiation@example.jp");
    await rows.nth(1).getByRole("link").first().click();
    await first.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
    const editPath = pathOf(first);
    await second.goto(at(editPath));
    await first.getByLabel("氏名").waitFor();
    await second.getByLabel("氏名").waitFor();
    const name = await first.getByLabel("氏名").inputValue();

    await first.getByLabel("氏名").fill(`${name}A`);
    await first.getByRole("button", { name: "更新" }).click();
    await first.waitForURL((url) => url.pathname === "/users");
    expect(await alertText(first)).toContain("更新しました。");

    await second.getByLabel("氏名").fill(`${name}B`);
    await second.getByRole("button", { name: "更新" }).click();
    expect(await alertText(second)).toContain(
      "【更新】他のユーザーが更新しました。再読み込みしてください",
    );
    expect(pathOf(second)).toBe(editPath);
    await shot(second, "users-conflict");

    // The conflict dialog offers 最新の内容を読み込む, which shows the other person's save.
    await takeLatest(second);
    await expect.poll(() => second.getByLabel("氏名").inputValue()).toBe(`${name}A`);

    // Put the name back for the other tests.
    await second.getByLabel("氏名").fill(name);
    await second.getByRole("button", { name: "更新" }).click();
    await second.waitForURL((url) => url.pathname === "/users");
    expect(await alertText(second)).toContain("更新しました。");
  });
});
