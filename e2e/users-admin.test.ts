// The users defects of issue #10 in a real browser against the real stack: フリガナ (氏名カナ) and
// the name sort by reading, the status column from the user pool, and 「パスワードを再設定」 followed
// by the user's sign-in with the new temporary password (a new password is asked).

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { at, newPage, signedInPage, shot } = session;

const TEST_TIMEOUT = 120_000;
// Required fields carry a " *" in their accessible name.
const PASSWORD_LABEL = /^パスワード\s*\*?$/;
const NEW_PASSWORD_LABEL = /^新しいパスワード\s*\*?$/;

const table = (page: Page) => page.getByRole("table", { name: "ユーザー一覧" });

async function alertText(page: Page): Promise<string> {
  const alert = page.getByTestId("alert-bar");
  await alert.waitFor();
  return alert.innerText();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(at("/signin"));
  await page.getByRole("heading", { name: "サインイン" }).waitFor();
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByLabel(PASSWORD_LABEL).press("Enter");
}

/** Signs in with a temporary password and chooses `chosen` when asked for a new one. */
async function signInChoosingPassword(
  page: Page,
  email: string,
  temporary: string,
  chosen: string,
) {
  await signIn(page, email, temporary);
  await page.getByRole("heading", { name: "新しいパスワードの設定" }).waitFor();
  await page.getByLabel(NEW_PASSWORD_LABEL).fill(chosen);
  await page.getByLabel("新しいパスワード（確認）").fill(chosen);
  await page.getByLabel("新しいパスワード（確認）").press("Enter");
  await page.waitForURL((url) => url.pathname === "/");
}

/** The status badge of the list row whose e-mail is `email`. */
async function listedStatus(page: Page, email: string): Promise<string> {
  await page.goto(at(`/users?email=${encodeURIComponent(email)}`));
  const row = table(page).getByRole("row").filter({ hasText: email });
  await row.waitFor();
  return (await row.getByTestId("user-status").innerText()).trim();
}

describe("users: フリガナ, status and password reset", () => {
  const email = `kana-${Date.now()}@example.jp`;

  it(
    "creates a user with フリガナ; 氏名 sorts by reading; the new account shows 仮パスワード",
    async () => {
      const page = await signedInPage("admin@example.jp", { path: "/users/create" });
      await page.getByLabel("氏名").fill("鬼塚 健");
      await page.getByLabel("フリガナ").fill("おにづか けん");
      await page.getByLabel("フリガナ").blur();
      // Converted in the form already (the server stores full-width katakana).
      expect(await page.getByLabel("フリガナ").inputValue()).toBe("オニヅカ ケン");
      await page.getByLabel("メールアドレス").fill(email);
      await page.getByLabel("権限種別").selectOption({ label: "案件担当" });
      await page.getByLabel("仮パスワード").fill("Start1234");
      await page.getByRole("button", { name: "登録" }).click();
      await page.waitForURL((url) => url.pathname === "/users");
      expect(await alertText(page)).toContain("登録しました。");

      // 氏名 ascending: 伊藤 (イトウ) then 鬼塚 (オニヅカ) then 管理 (カンリ)… although 鬼 (U+9B3C)
      // comes after every other name's first kanji by code point.
      await page.goto(at("/users?sort=NAME"));
      const names = table(page).locator("tbody tr td:nth-child(2)");
      await expect
        .poll(async () => (await names.allInnerTexts()).length)
        .toBeGreaterThanOrEqual(10);
      const listed = (await names.allInnerTexts()).map((text) => text.split("\n")[0]!.trim());
      expect(listed.slice(0, 4)).toEqual(["伊藤 誠", "鬼塚 健", "管理 太郎", "佐藤 健一"]);
      expect(
        await table(page).getByRole("columnheader", { name: "氏名" }).getAttribute("aria-sort"),
      ).toBe("ascending");
      // The reading is shown under the name.
      await table(page).getByText("オニヅカ\u3000ケン").waitFor();
      await shot(page, "users-sorted-by-kana");

      expect(await listedStatus(page, email)).toBe("仮パスワード");
      expect(await listedStatus(page, "admin@example.jp")).toBe("有効");
    },
    TEST_TIMEOUT,
  );

  it(
    "after the first sign-in the account is 有効; 「パスワードを再設定」 makes it 仮パスワード and the next sign-in asks for a new password",
    async () => {
      const user = await newPage();
      await signInChoosingPassword(user, email, "Start1234", "Chosen123");

      const admin = await signedInPage("admin@example.jp");
      expect(await listedStatus(admin, email)).toBe("有効");

      // Edit page: the badge, then the reset dialog with the spec's password rule.
      await table(admin)
        .getByRole("row")
        .filter({ hasText: email })
        .getByRole("link")
        .first()
        .click();
      await admin.waitForURL((url) => /^\/users\/\d+$/.test(url.pathname));
      const editPath = pathOf(admin);
      const badge = admin.getByTestId("user-status");
      await expect.poll(() => badge.innerText()).toBe("有効");
      await admin.getByRole("button", { name: "パスワードを再設定" }).click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByText("新しいパスワードの設定が必要になります", { exact: false }).waitFor();
      await dialog.getByLabel(/新しい仮パスワード/).fill("weakpass");
      await dialog.getByRole("button", { name: "再設定" }).click();
      await dialog
        .getByText(
          "仮パスワードは8文字以上の半角英数字で、大文字・小文字・数字をそれぞれ含めてください",
        )
        .waitFor();
      await dialog.getByLabel(/新しい仮パスワード/).fill("Reset5678");
      await shot(admin, "users-reset-password");
      await dialog.getByRole("button", { name: "再設定" }).click();
      expect(await alertText(admin)).toContain("仮パスワードを再設定しました。");
      await dialog.waitFor({ state: "detached" });
      expect(pathOf(admin)).toBe(editPath);
      await expect.poll(() => badge.innerText()).toBe("仮パスワード");
      expect(await listedStatus(admin, email)).toBe("仮パスワード");

      // The user: the new temporary password asks for a new password at sign-in.
      const again = await newPage();
      await signInChoosingPassword(again, email, "Reset5678", "Renewed123");
      expect(await listedStatus(admin, email)).toBe("有効");
    },
    TEST_TIMEOUT,
  );
});
