// 交渉編集 (issue #16) in a real browser against the real stack, on the seeded negotiations: what the
// negotiation is about with the customer's phone and e-mail as tel:/mailto: links (matterRead only);
// completing without a reason refused on the field, by the client and by the API word for word;
// completing 合意 says what it triggers, saves, and the matter is 合意; a contact recorded appears
// on top of the timeline and is edited in place; unsaved changes ask before leaving; a stale save
// offers 最新の内容を読み込む; axe and no sideways scrolling at 1366 px.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";
import { takeLatest } from "./conflict";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

interface SeededNegotiation {
  id: string;
  matterId: string;
  negotiationStatusId: number;
  allowedStatuses: number[];
  can: { complete: boolean; delete: boolean };
  customer: { name: string; phone: string | null; email: string | null } | null;
  histories: { id: string }[];
  attachments: { id: string; fileName: string }[];
}

const CLIENT_REASON = "完了理由を選択してください";
const API_REASON = "完了にするには完了理由を選択してください";
const AGREED = "保存すると案件が合意になり、工事生成ができるようになります";

async function completeConfirmed(page: Page) {
  const question = page.getByRole("dialog", { name: "交渉を完了しますか？" });
  await question.getByRole("button", { name: "完了する" }).click();
  await question.waitFor({ state: "detached" });
}

const alertBar = (page: Page) => page.getByTestId("alert-bar");
const form = (page: Page) => page.getByRole("form", { name: "交渉情報" });
const code = (prefix: string, id: string) => `${prefix}-${id.padStart(8, "0")}`;

async function negotiation(id: string) {
  const data = (await session.graphql(
    `query ($id: ID!) { negotiation(id: $id) {
      negotiationStatusId completeReason histories { id memo outcome counterpart method }
      matter { status }
    } }`,
    { id },
  )) as {
    negotiation: {
      negotiationStatusId: number;
      completeReason: number;
      histories: { id: string; memo: string | null; outcome: string | null }[];
      matter: { status: number };
    };
  };
  return data.negotiation;
}

const editPath = (id: string) => `/negotiations/${id}`;

async function open(page: Page, id: string) {
  await page.goto(at(editPath(id)));
  await shown(page, id);
}

async function shown(page: Page, id: string) {
  await page
    .getByRole("heading", { level: 1 })
    .getByText(`交渉（${code("NE", id)}）`)
    .waitFor();
}

describe("交渉編集 /negotiations/{id}", () => {
  let seeded: SeededNegotiation[];
  /** Open ones that may be completed and whose customer has a phone number. */
  let completable: SeededNegotiation[];
  beforeAll(async () => {
    const data = (await session.graphql(`{
      negotiations(pageSize: 200) { items {
        id matterId negotiationStatusId allowedStatuses can { complete delete }
        customer { name phone email } histories { id } attachments { id fileName }
      } }
    }`)) as { negotiations: { items: SeededNegotiation[] } };
    seeded = data.negotiations.items;
    completable = seeded.filter(
      (n) => n.can.complete && n.allowedStatuses.includes(6) && n.customer?.phone,
    );
    expect(completable.length).toBeGreaterThanOrEqual(3);
  });

  it("shows the matter, target and customer with tel: links; timeline, schedules, documents", async () => {
    // One with contacts and issued documents, and a phone number to call.
    const n = seeded.find(
      (x) => x.histories.length > 1 && x.attachments.length > 0 && x.customer?.phone,
    )!;
    expect(n).toBeDefined();
    const page = await signedInPage("admin@example.jp", { path: editPath(n.id) });
    await shown(page, n.id);
    await page.getByRole("link", { name: new RegExp(code("MT", n.matterId)) }).waitFor();
    expect(
      await page
        .getByRole("link", { name: new RegExp(code("MT", n.matterId)) })
        .getAttribute("href"),
    ).toBe(`/projects/matters/${n.matterId}`);
    await page.getByRole("link", { name: /^TA-\d{8}/ }).waitFor();
    const tel = page.locator(`a[href="tel:${n.customer!.phone}"]`);
    expect(await tel.count()).toBe(1);
    if (n.customer!.email)
      expect(await page.locator(`a[href="mailto:${n.customer!.email}"]`).count()).toBe(1);

    const timeline = page.getByRole("list", { name: "接触履歴（新しい順）" });
    expect(await timeline.locator(":scope > li").count()).toBe(n.histories.length);
    // Newest first: the times shown go down.
    const times = await timeline
      .locator("time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
    expect([...times].sort((a, b) => Date.parse(b) - Date.parse(a))).toEqual(times);
    await page.getByRole("table", { name: "予定一覧" }).waitFor();
    const documents = page.getByRole("table", { name: "帳票一覧" });
    expect(await documents.locator("tbody tr").count()).toBe(n.attachments.length);
    // A document downloads with the session's token under its own name.
    const file = n.attachments[0]!;
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      documents.getByRole("button", { name: `${file.fileName}をダウンロード` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(file.fileName);
    for (const label of ["契約書類設定", "工事依頼書類設定", "撤去承諾書設定"])
      await page.getByRole("link", { name: label }).waitFor();
    expect(await page.getByRole("link", { name: "契約書類設定" }).getAttribute("href")).toBe(
      `/negotiations/document/contract/${n.id}`,
    );
    // The seed writes no audit rows: the panel says so once it has asked.
    await page.getByText("変更履歴はありません").waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "negotiations-edit");

    // Unsaved changes: following the matter's link asks first; staying keeps the input.
    await form(page).getByLabel("備考").fill("保存前の備考");
    await page.getByRole("link", { name: new RegExp(code("MT", n.matterId)) }).click();
    const leave = page.getByRole("dialog", { name: "変更が保存されていません" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "このページに留まる" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe(`/negotiations/${n.id}`);
    expect(await form(page).getByLabel("備考").inputValue()).toBe("保存前の備考");
  });

  it("refuses 完了 without a reason (client and API, on the field); 合意 says what it does and moves the matter", async () => {
    const n = completable[completable.length - 1]!;
    const page = await signedInPage("admin@example.jp", { path: editPath(n.id) });
    await shown(page, n.id);
    const status = form(page).getByLabel("ステータス変更");
    await status.selectOption("6");
    const reason = form(page).getByLabel(/^完了理由/);
    await reason.waitFor();
    await form(page).getByRole("button", { name: "更新" }).click();
    await form(page).getByText(CLIENT_REASON, { exact: true }).waitFor();
    expect((await negotiation(n.id)).negotiationStatusId).toBe(n.negotiationStatusId);

    // The API's own refusal, word for word: the request leaves without the reason.
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { input?: Record<string, unknown> };
      } | null;
      if (body?.operationName !== "NegotiationEditUpdate" || !body.variables?.input)
        return route.continue();
      body.variables.input.completeReason = 0;
      return route.continue({ postData: JSON.stringify(body) });
    });
    await reason.selectOption("1");
    await form(page).getByText(AGREED).waitFor();
    await shot(page, "negotiations-edit-agreed");
    await form(page).getByRole("button", { name: "更新" }).click();
    // The completion is final: the kit's confirmation asks first (issue #37.6).
    await completeConfirmed(page);
    await form(page).getByText(API_REASON, { exact: true }).waitFor();
    expect((await negotiation(n.id)).negotiationStatusId).toBe(n.negotiationStatusId);
    await page.unroute("**/graphql");
    // Straight to the API: the same message on the same field.
    const refused = await session
      .graphql(
        `mutation ($id: ID!, $v: Int!) { updateNegotiation(id: $id, input: { negotiationStatusId: 6, version: $v }) { id } }`,
        { id: n.id, v: await versionOf(n.id) },
      )
      .catch((e: Error) => e.message);
    expect(refused).toContain(API_REASON);
    expect(refused).toContain("completeReason");

    await form(page).getByRole("button", { name: "更新" }).click();
    await completeConfirmed(page);
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました。");
    await expect.poll(async () => (await negotiation(n.id)).negotiationStatusId).toBe(6);
    const after = await negotiation(n.id);
    expect(after.completeReason).toBe(1);
    expect(after.matter.status).toBe(3);
    // Completed: the status is final, the matter says 合意 in the header.
    await expect.poll(() => form(page).getByLabel("ステータス変更").isDisabled()).toBe(true);
    await page
      .getByRole("link", { name: new RegExp(`${code("MT", n.matterId)}（合意）`) })
      .waitFor();
    expect(await form(page).getByRole("button", { name: "削除" }).count()).toBe(0);
  });

  it("records a contact that shows on top of the timeline, and edits it", async () => {
    const n = completable[0]!;
    const page = await signedInPage("negotiation@example.jp", { path: editPath(n.id) });
    await shown(page, n.id);
    await page.getByRole("button", { name: "接触を記録" }).click();
    const add = page.getByRole("form", { name: "接触の記録" });
    await add.waitFor();
    // Now, as the kit's date input shows a day (YYYY/MM/DD) and the time beside it.
    expect(await add.getByRole("textbox", { name: "接触日時", exact: true }).inputValue()).toMatch(
      /^\d{4}\/\d{2}\/\d{2}$/,
    );
    expect(await add.getByLabel("接触日時（時刻）").inputValue()).toMatch(/^\d{2}:\d{2}$/);
    const memo = `電話で説明 e2e ${Date.now()}`;
    await add.getByLabel("接触方法").selectOption("3");
    await add.getByLabel("相手").selectOption("本人");
    await add.getByLabel("結果").selectOption("説明済");
    await add.getByLabel("メモ").fill(memo);
    await add.getByRole("button", { name: "記録" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("登録しました。");
    const timeline = page.getByRole("list", { name: "接触履歴（新しい順）" });
    await expect.poll(() => timeline.locator(":scope > li").first().innerText()).toContain(memo);
    expect(await timeline.locator(":scope > li").first().innerText()).toContain("説明済");
    const saved = (await negotiation(n.id)).histories.find((h) => h.memo === memo);
    expect(saved?.outcome).toBe("説明済");

    await timeline
      .locator(":scope > li")
      .first()
      .getByRole("button", { name: /を編集$/ })
      .click();
    const edit = page.getByRole("form", { name: "接触記録の編集" });
    await edit.getByLabel("結果").selectOption("承諾");
    await edit.getByRole("button", { name: "更新" }).click();
    await expect.poll(() => timeline.locator(":scope > li").first().innerText()).toContain("承諾");
    expect((await negotiation(n.id)).histories.find((h) => h.id === saved!.id)?.outcome).toBe(
      "承諾",
    );
    // The 交渉担当 has matterRead: the customer's phone is a link that calls.
    expect(await page.locator(`a[href="tel:${n.customer!.phone}"]`).count()).toBe(1);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "negotiations-edit-contact");
  });

  it("a stale save opens the conflict dialog; 最新の内容を読み込む shows the other person's change", async () => {
    const n = completable[1]!;
    const page = await signedInPage("admin@example.jp");
    const other = await signedInPage("manager@example.jp");
    await open(page, n.id);
    await open(other, n.id);
    const note = `別の人の備考 ${Date.now()}`;
    await form(other).getByLabel("備考").fill(note);
    await form(other).getByRole("button", { name: "更新" }).click();
    await expect.poll(() => alertBar(other).innerText()).toContain("更新しました。");

    await form(page).getByLabel("備考").fill("古い版からの備考");
    await form(page).getByRole("button", { name: "更新" }).click();
    await takeLatest(page);
    await expect.poll(() => form(page).getByLabel("備考").inputValue()).toBe(note);
  });

  it("without matterRead: no contact details, no documents, read-only", async () => {
    const n = completable[0]!;
    const page = await signedInPage("linecode@example.jp", { path: editPath(n.id) });
    await shown(page, n.id);
    await page.getByRole("region", { name: "交渉情報" }).waitFor();
    await page.getByText(n.customer!.name, { exact: false }).first().waitFor();
    expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(0);
    expect(await page.getByText(n.customer!.phone!).count()).toBe(0);
    expect(await page.getByRole("table", { name: "帳票一覧" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "接触を記録" }).count()).toBe(0);
    expect(await page.getByRole("form", { name: "交渉情報" }).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "negotiations-edit-readonly");
  });
});

async function versionOf(id: string): Promise<number> {
  const data = (await session.graphql(`query ($id: ID!) { negotiation(id: $id) { version } }`, {
    id,
  })) as { negotiation: { version: number } };
  return data.negotiation.version;
}
