// Sign-in, challenges, password reset, session and sign-out in a real browser against the real
// stack (identity emulator, REST API, gateway serving the built web app).

import { join } from "node:path";
import { bootstrapEmulator } from "@cfx/identity/emulator";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pathOf, useBrowserSession } from "./browser-session";
import { trackGraphql } from "./graphql-requests";

const MESSAGES = {
  emailRequired: "メールアドレスは必須入力です",
  unknownUser: "該当のメールアドレスは未登録です",
  badCredentials: "アカウント名またはパスワードが不正です",
  badCode: "検証コードが不正です。再入力してください",
  authError: "認証エラーです。再度サインインしてください。",
  disabled: "このアカウントは無効です。管理者にお問い合わせください",
  passwordHint: "8文字以上の半角英数字で、大文字・小文字・数字をそれぞれ含めてください",
};

const DEMO_PASSWORD = "Demo1234";
// Required fields carry a " *" in their accessible name.
const PASSWORD_LABEL = /^パスワード\s*\*?$/;
const NEW_PASSWORD_LABEL = /^新しいパスワード\s*\*?$/;
const TEST_TIMEOUT = 90_000;

const session = useBrowserSession();
const { at, newPage } = session;

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

/** Keys Amplify keeps for the identity session. */
async function identityKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
      (key) =>
        key.startsWith("CognitoIdentityServiceProvider") || key.toLowerCase().startsWith("amplify"),
    ),
  );
}

async function openSignIn(page: Page, path = "/signin") {
  await page.goto(at(path));
  await page.getByRole("heading", { name: "サインイン" }).waitFor();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  // Enter submits: the form is keyboard friendly.
  await page.getByLabel(PASSWORD_LABEL).press("Enter");
}

async function alertText(page: Page): Promise<string> {
  const alert = page.getByTestId("alert-bar");
  await alert.waitFor();
  return alert.innerText();
}

async function expectAlert(page: Page, text: string) {
  await page.getByTestId("alert-bar").filter({ hasText: text }).waitFor();
  expect(await alertText(page)).toContain(text);
}

async function expectSignedInAs(page: Page, name: string) {
  await page.getByTestId("current-user").filter({ hasText: name }).waitFor();
}

async function signInAs(page: Page, email: string, password = DEMO_PASSWORD, path = "/signin") {
  await openSignIn(page, path);
  await fillSignIn(page, email, password);
}

async function signOut(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "サインアウト" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("サインアウトします").waitFor();
  await dialog.getByRole("button", { name: "サインアウト" }).click();
  await waitForPath(page, "/signin");
}

describe("sign-in", () => {
  it(
    "an administrator signs in and lands on the dashboard; a reload keeps the session",
    async () => {
      const page = await newPage();
      await openSignIn(page);
      // No navigation menu on the sign-in page; the e-mail field has the focus.
      expect(await page.getByRole("navigation").count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe(
        "username",
      );
      expect(await page.title()).toContain("CFX");

      await fillSignIn(page, "admin@example.jp", DEMO_PASSWORD);
      await waitForPath(page, "/");
      await expectSignedInAs(page, "管理 太郎");
      expect(await identityKeys(page)).not.toHaveLength(0);

      await page.reload();
      await expectSignedInAs(page, "管理 太郎");
      expect(pathOf(page)).toBe("/");
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the four sign-in messages",
    async () => {
      const page = await newPage();
      await openSignIn(page);

      await page.getByRole("button", { name: "サインイン", exact: true }).click();
      await page.getByText(MESSAGES.emailRequired).waitFor();

      await fillSignIn(page, "nobody@example.jp", DEMO_PASSWORD);
      await expectAlert(page, MESSAGES.unknownUser);

      await fillSignIn(page, "admin@example.jp", "Wrong1234");
      await expectAlert(page, MESSAGES.badCredentials);
      expect(pathOf(page)).toBe("/signin");

      // The verification-code message: a code the emulator never issued.
      await page.getByRole("button", { name: "パスワードをお忘れの方" }).click();
      await page.getByLabel("メールアドレス").fill("matter@example.jp");
      await page.getByRole("button", { name: "検証コードを送信" }).click();
      await page.getByLabel("検証コード").waitFor();
      const issued = await session.stack.latestCode("matter@example.jp");
      await page.getByLabel("検証コード").fill(issued === "000000" ? "111111" : "000000");
      await page.getByLabel(NEW_PASSWORD_LABEL).fill("Matter2345");
      await page.getByLabel("新しいパスワード（確認）").fill("Matter2345");
      await page.getByRole("button", { name: "パスワードを再設定" }).click();
      await expectAlert(page, MESSAGES.badCode);
    },
    TEST_TIMEOUT,
  );

  it(
    "a user with a temporary password must set a new one, checked against the rule first",
    async () => {
      const page = await newPage();
      await signInAs(page, "newstaff@example.jp", "Temp1234");
      await page.getByRole("heading", { name: "新しいパスワードの設定" }).waitFor();
      await page.getByText(MESSAGES.passwordHint).waitFor();

      // Too weak: refused in the browser (the emulator would accept it).
      await page.getByLabel(NEW_PASSWORD_LABEL).fill("abcdefgh");
      await page.getByLabel("新しいパスワード（確認）").fill("abcdefgh");
      await page.getByRole("button", { name: "パスワードを設定してサインイン" }).click();
      await page.getByText("パスワードが条件を満たしていません").waitFor();
      expect(pathOf(page)).toBe("/signin");

      await page.getByLabel(NEW_PASSWORD_LABEL).fill("Newstaff123");
      await page.getByLabel("新しいパスワード（確認）").fill("Newstaff123");
      await page.getByLabel("新しいパスワード（確認）").press("Enter");
      await waitForPath(page, "/");
      await expectSignedInAs(page, "中村 さくら");

      // The new password is now the password.
      await signOut(page);
      await fillSignIn(page, "newstaff@example.jp", "Newstaff123");
      await waitForPath(page, "/");
      await expectSignedInAs(page, "中村 さくら");
    },
    TEST_TIMEOUT,
  );

  it(
    "a forgotten password is reset with the code the identity service sent",
    async () => {
      const email = "order@example.jp";
      const page = await newPage();
      await openSignIn(page);
      await page.getByRole("button", { name: "パスワードをお忘れの方" }).click();
      await page.getByRole("heading", { name: "パスワードの再設定" }).waitFor();
      await page.getByLabel("メールアドレス").fill(email);
      await page.getByLabel("メールアドレス").press("Enter");
      await page.getByLabel("検証コード").waitFor();

      let code: string | undefined;
      for (let i = 0; i < 50 && !code; i++) {
        code = await session.stack.latestCode(email);
        if (!code) await page.waitForTimeout(100);
      }
      expect(code).toMatch(/^\d+$/);
      await page.getByLabel("検証コード").fill(code!);
      await page.getByLabel(NEW_PASSWORD_LABEL).fill("Order5678");
      await page.getByLabel("新しいパスワード（確認）").fill("Order5678");
      await page.getByRole("button", { name: "パスワードを再設定" }).click();
      await page.getByRole("heading", { name: "サインイン" }).waitFor();
      await expectAlert(page, "パスワードを再設定しました");

      // The old password no longer works, the new one does.
      await fillSignIn(page, email, DEMO_PASSWORD);
      await expectAlert(page, MESSAGES.badCredentials);
      await fillSignIn(page, email, "Order5678");
      await waitForPath(page, "/");
      await expectSignedInAs(page, "高橋 大輔");
    },
    TEST_TIMEOUT,
  );
});

/** A REST call to the stack's API as the demo administrator (what the users page does). */
async function asAdmin(path: string, init: { method?: string; json?: unknown } = {}) {
  const { idToken } = await session.stack.tokens("admin@example.jp");
  const res = await fetch(`${session.stack.apiUrl}/api/v1${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("a deleted user", () => {
  it(
    "cannot sign in again: このアカウントは無効です, no session",
    async () => {
      if (session.stack.identity.mode !== "local") return;
      const email = `deleted-${Date.now().toString(36)}@example.jp`;
      const created = await asAdmin("/basis/users", {
        json: { name: "削除 予定子", email, roleTypeId: 3, temporaryPassword: "Temp1234" },
      });
      expect(created.status).toBe(201);

      // A working account first: the first sign-in sets a password and lands on the dashboard.
      const page = await newPage();
      await signInAs(page, email, "Temp1234");
      await page.getByRole("heading", { name: "新しいパスワードの設定" }).waitFor();
      await page.getByLabel(NEW_PASSWORD_LABEL).fill("Leaving123");
      await page.getByLabel("新しいパスワード（確認）").fill("Leaving123");
      await page.getByLabel("新しいパスワード（確認）").press("Enter");
      await waitForPath(page, "/");
      await expectSignedInAs(page, "削除 予定子");
      await signOut(page);

      const deleted = await asAdmin(`/basis/users/${String(created.body.id)}?version=1`, {
        method: "DELETE",
      });
      expect(deleted.status).toBe(200);

      // The same password that worked a moment ago: the account is disabled, the page says so.
      await fillSignIn(page, email, "Leaving123");
      await expectAlert(page, MESSAGES.disabled);
      expect(pathOf(page)).toBe("/signin");
      expect(await identityKeys(page)).toEqual([]);
      expect(await page.getByTestId("current-user").count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});

describe("session", () => {
  it(
    "nothing renders while signed out; the page first asked for opens after signing in",
    async () => {
      const page = await newPage();
      await page.goto(at("/users?sort=EMAIL&order=DESC&name=%E5%B1%B1%26"));
      await waitForPath(page, "/signin");
      expect(await page.getByRole("navigation").count()).toBe(0);
      expect(await page.getByTestId("current-user").count()).toBe(0);
      await fillSignIn(page, "admin@example.jp", DEMO_PASSWORD);
      await waitForPath(page, "/users");
      await expectSignedInAs(page, "管理 太郎");
      // The query string comes back exactly as asked for (encoded values intact). No page number:
      // the list kit would move a page past the end of this one-page result to the last page.
      expect(new URL(page.url()).search).toBe("?sort=EMAIL&order=DESC&name=%E5%B1%B1%26");
    },
    TEST_TIMEOUT,
  );

  it(
    "sign-out asks first, then lands on /signin with every identity entry gone",
    async () => {
      const page = await newPage();
      await signInAs(page, "manager@example.jp");
      await waitForPath(page, "/");
      await expectSignedInAs(page, "佐藤 健一");

      // Cancelling keeps the session.
      await page.getByRole("banner").getByRole("button", { name: "サインアウト" }).click();
      await page.getByRole("dialog").getByText("サインアウトします").waitFor();
      await page.getByRole("dialog").getByRole("button", { name: "キャンセル" }).click();
      expect(pathOf(page)).toBe("/");

      await signOut(page);
      await page.getByRole("heading", { name: "サインイン" }).waitFor();
      expect(await identityKeys(page)).toEqual([]);

      // And the session is really gone: the app does not come back on its own.
      await page.goto(at("/"));
      await waitForPath(page, "/signin");
    },
    TEST_TIMEOUT,
  );

  it(
    "an identity without a user record: 該当ユーザが見つかりません, session cleared",
    async () => {
      if (session.stack.identity.mode !== "local") return;
      // A person in the user pool whom the product's user table does not know.
      await bootstrapEmulator({
        endpoint: session.stack.identity.endpoint,
        dataDir: join(session.stack.dataDir, "identity"),
        users: [
          {
            email: "ghost@example.jp",
            name: "未登録 幽霊",
            roleTypeId: 3,
            password: "Ghost1234",
            temporary: false,
          },
        ],
      });
      const page = await newPage();
      await signInAs(page, "ghost@example.jp", "Ghost1234");
      await expectAlert(page, "該当ユーザが見つかりません");
      expect(pathOf(page)).toBe("/signin");
      expect(await identityKeys(page)).toEqual([]);
      expect(await page.getByTestId("current-user").count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    "a tampered stored ID token lands on /signin with the authentication error",
    async () => {
      const page = await newPage();
      await signInAs(page, "construction@example.jp");
      await waitForPath(page, "/");
      await page.getByTestId("current-user").waitFor();

      const tampered = await page.evaluate(() => {
        const key = Object.keys(localStorage).find((k) => k.endsWith(".idToken"));
        if (!key) return false;
        const [header, payload, signature] = localStorage.getItem(key)!.split(".");
        // Same claims, someone else's signature: decodes fine, must not verify.
        const flipped = [...signature!].reverse().join("");
        localStorage.setItem(key, [header, payload, flipped].join("."));
        return true;
      });
      expect(tampered).toBe(true);

      await page.reload();
      await waitForPath(page, "/signin");
      await expectAlert(page, MESSAGES.authError);
      expect(await identityKeys(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    "a token refused mid-session is refreshed once; when that fails too, sign-out with the alert",
    async () => {
      const page = await newPage();
      const calls = trackGraphql(page);
      await signInAs(page, "admin@example.jp");
      await waitForPath(page, "/");
      await expectSignedInAs(page, "管理 太郎");
      // The dashboard's own queries can still be on their way once the top bar shows the user: let
      // them end, or one of them meets the spoiled token below and signs out before the click.
      await calls.settled();
      const graphqlCalls: number[] = [];
      page.on("response", (response) => {
        if (new URL(response.url()).pathname === "/graphql") graphqlCalls.push(response.status());
      });
      // Spoil the ID token and the refresh token in place (no reload): the next query is refused,
      // and the forced refresh cannot repair it.
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) {
          if (key.endsWith(".idToken")) {
            const [header, payload, signature] = localStorage.getItem(key)!.split(".");
            localStorage.setItem(
              key,
              [header, payload, [...signature!].reverse().join("")].join("."),
            );
          }
          if (key.endsWith(".refreshToken")) localStorage.setItem(key, "spoiled");
        }
      });
      await page.getByRole("navigation").getByRole("link", { name: "ユーザー管理" }).click();
      await waitForPath(page, "/signin");
      await expectAlert(page, MESSAGES.authError);
      expect(await identityKeys(page)).toEqual([]);
      expect(graphqlCalls).toContain(401);
    },
    TEST_TIMEOUT,
  );

  it(
    "a stored credential removed while signed in ends the session at the next page change",
    async () => {
      const page = await newPage();
      await signInAs(page, "linecode@example.jp");
      await waitForPath(page, "/");
      await page.getByTestId("current-user").waitFor();
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith("CognitoIdentityServiceProvider")) localStorage.removeItem(key);
        }
      });
      // A client-side navigation (no reload): the gate runs on every route change.
      await page.getByRole("navigation").getByRole("link", { name: "対象物件" }).click();
      await waitForPath(page, "/signin");
      await expectAlert(page, MESSAGES.authError);
    },
    TEST_TIMEOUT,
  );
});
