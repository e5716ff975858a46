// 連携クライアント in a real browser against the real stack (issue #39): an administrator
// registers an integration, copies the secret shown once, and the integration takes a token on
// the gateway and reads what its scope allows; stopping it and making its secret again end what
// they should, and the history says who changed what.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

async function tokenRequest(clientId: string, secret: string) {
  const res = await fetch(`${session.stack.gatewayUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: clientId,
      client_secret: secret,
    }).toString(),
  });
  return { status: res.status, body: (await res.json()) as { access_token?: string } };
}

async function graphqlAs(token: string, query: string) {
  const res = await fetch(`${session.stack.gatewayUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: unknown; errors?: { message: string }[] };
}

/** The secret dialog's id and secret, then 閉じる. */
async function readSecretDialog(page: Page) {
  const dialog = page.getByRole("alertdialog", { name: "クライアントシークレット" });
  await dialog.waitFor();
  const clientId = await dialog.getByLabel("クライアントID").inputValue();
  const secret = await dialog.getByLabel("クライアントシークレット").inputValue();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, "machine-client-secret");
  await dialog.getByRole("button", { name: "閉じる" }).click();
  return { clientId, secret };
}

describe("連携クライアント", () => {
  const name = `E2E連携-${Date.now().toString(36)}`;

  it("registers an integration whose token reads targets but not matters, then stops and re-keys it", async () => {
    const page = await signedInPage("admin@example.jp");
    await page.getByRole("navigation").getByRole("link", { name: "連携クライアント" }).click();
    await page.waitForURL((url) => url.pathname === "/machine-clients");
    await page.getByRole("table", { name: "連携クライアント一覧" }).waitFor();
    await page.getByRole("button", { name: "新規登録" }).click();
    await page.waitForURL((url) => url.pathname === "/machine-clients/create");

    // The kit's validation: the name is required.
    await page.getByRole("button", { name: "登録" }).click();
    await page.getByText("名称は必須入力です").waitFor();
    await page.getByLabel("名称").fill(name);
    await page.getByRole("checkbox", { name: "対象物件の参照 (targetRead)" }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "machine-client-create");
    await page.getByRole("button", { name: "登録" }).click();
    const { clientId, secret } = await readSecretDialog(page);
    expect(clientId).toMatch(/^cfx-/);
    expect(secret.length).toBeGreaterThanOrEqual(40);
    await page.waitForURL((url) => /^\/machine-clients\/\d+$/.test(url.pathname));
    const editPath = pathOf(page);

    // The integration, as its own system would: a token on the gateway, then GraphQL.
    const issued = await tokenRequest(clientId, secret);
    expect(issued.status).toBe(200);
    const token = issued.body.access_token!;
    const targets = await graphqlAs(token, "{ targets(pageSize: 1) { pageInfo { totalCount } } }");
    expect(targets.errors).toBeUndefined();
    const matters = await graphqlAs(token, "{ matters { items { id } } }");
    expect(matters.errors?.[0]?.message).toBe("この操作を行う権限がありません");

    // The list names it, with its scope, 有効 and when it was last used.
    await page.goto(at("/machine-clients"));
    const row = page.getByRole("row").filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain("対象物件の参照 (targetRead)");
    expect(await row.innerText()).toContain("有効");
    expect(await row.innerText()).not.toContain("未使用");
    await expectNoSidewaysScroll(page);
    await shot(page, "machine-client-list");

    // 停止する: no new token.
    await page.goto(at(editPath));
    await page.getByRole("button", { name: "停止する" }).click();
    await page.getByText("連携クライアントを停止しました。").waitFor();
    await page.getByText("停止中", { exact: true }).first().waitFor();
    expect((await tokenRequest(clientId, secret)).status).toBe(401);
    await page.getByRole("button", { name: "再開する" }).click();
    await page.getByText("連携クライアントを再開しました。").waitFor();
    expect((await tokenRequest(clientId, secret)).status).toBe(200);

    // シークレットを再発行: the old secret stops at once, the new one is shown once.
    await page.getByRole("button", { name: "シークレットを再発行" }).click();
    await page
      .getByRole("dialog", { name: "シークレットの再発行" })
      .getByRole("button", { name: "再発行" })
      .click();
    const rotated = await readSecretDialog(page);
    expect(rotated.secret).not.toBe(secret);
    expect((await tokenRequest(clientId, secret)).status).toBe(401);
    expect((await tokenRequest(clientId, rotated.secret)).status).toBe(200);

    // The history of the record: registered, stopped, restarted, re-keyed (never the secret).
    const history = page.getByRole("list", { name: "変更履歴（新しい順）" });
    await history.getByText("シークレット").first().waitFor();
    expect(await history.innerText()).not.toContain(rotated.secret);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "machine-client-edit");
  });
});
