// 帳票設定 (issue #17) in a real browser against the real stack, on the seeded negotiations: the
// contract page opens with the defaults from the records; edits to 宛名, 備考 and a 品目 line
// re-render the live preview (a new blob: URL, pages and size shown); 保存 keeps them over a
// reload; 帳票を作成 with three types lists three files with Japanese names at once, and one
// downloads as a PDF; a save from a stale version offers 最新の内容を読み込む; the request and removal pages
// offer their own types; without the edit permission the page is read-only but still previews.
// axe and no sideways scrolling at 1366 px throughout.

import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { downloadedBytes, downloadOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";
import { conflictShown } from "./conflict";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

type Kind = "CONTRACT" | "REQUEST" | "REMOVAL";

interface Settings {
  version: number;
  addresseeName: string;
  remarks: string | null;
  items: { name: string; quantity: number }[];
  documentTypes: { type: number; label: string }[];
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

const alertBar = (page: Page) => page.getByTestId("alert-bar");
const form = (page: Page, title = "契約書類設定") => page.getByRole("form", { name: title });
const code = (id: string) => `NE-${id.padStart(8, "0")}`;
const preview = (page: Page) => page.locator('iframe[title$="のプレビュー"]');
const previewStatus = (page: Page) => page.getByTestId("preview-status");

async function settingsOf(negotiationId: string, kind: Kind): Promise<Settings> {
  const data = (await session.graphql(
    `query ($id: ID!, $kind: DocumentSettingsKind!) {
      documentSettings(negotiationId: $id, kind: $kind) {
        version addresseeName remarks items { name quantity } documentTypes { type label }
      }
    }`,
    { id: negotiationId, kind },
  )) as { documentSettings: Settings };
  return data.documentSettings;
}

const settingsPath = (path: string, id: string) => `/negotiations/document/${path}/${id}`;

async function open(page: Page, path: string, title: string, id: string) {
  await page.goto(at(settingsPath(path, id)));
  await shown(page, title, id);
}

const shown = (page: Page, title: string, id: string) =>
  page.getByRole("heading", { level: 1, name: `${title}（${code(id)}）` }).waitFor();

/** The blob: URL of the preview once one has rendered (and is not `not`). */
async function previewUrl(page: Page, not?: string): Promise<string> {
  await expect
    .poll(async () => (await preview(page).getAttribute("src")) ?? "", { timeout: 30_000 })
    .toMatch(/^blob:/);
  if (not)
    await expect
      .poll(async () => (await preview(page).getAttribute("src")) ?? "", { timeout: 30_000 })
      .not.toBe(not);
  await expect.poll(() => previewStatus(page).innerText()).toMatch(/^\d+ページ・[\d.]+ (KB|MB)$/);
  return (await preview(page).getAttribute("src"))!;
}

describe("帳票設定 /negotiations/document/{contract|request|removal}/{id}", () => {
  let ids: string[];
  beforeAll(async () => {
    const data = (await session.graphql(`{
      negotiations(pageSize: 200) { items { id customer { name } } }
    }`)) as { negotiations: { items: { id: string; customer: { name: string } | null }[] } };
    ids = data.negotiations.items.filter((n) => n.customer).map((n) => n.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
  });

  it("contract: defaults, live preview of edits, save, generate three and download one", async () => {
    const id = ids[0]!;
    const before = await settingsOf(id, "CONTRACT");
    expect(before.documentTypes.map((t) => t.type)).toEqual([2, 3, 5, 6, 7]);
    const page = await signedInPage("negotiation@example.jp", {
      path: settingsPath("contract", id),
    });
    await shown(page, "契約書類設定", id);

    // The defaults from the records.
    expect(await form(page).getByLabel("宛名").inputValue()).toBe(before.addresseeName);
    expect(await form(page).getByRole("checkbox").count()).toBe(5);
    for (const t of before.documentTypes)
      await form(page).getByRole("checkbox", { name: t.label }).waitFor();
    await page.getByRole("link", { name: new RegExp(code(id)) }).waitFor();
    const first = await previewUrl(page);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "documents-settings-defaults");

    // Edits re-render the preview from the unsaved values; the page revokes the old blob URL
    // (recorded here: fetching a blob: URL is itself refused by the gateway's connect-src).
    await page.evaluate(() => {
      const revoked: string[] = [];
      (window as unknown as { revokedUrls: string[] }).revokedUrls = revoked;
      const revoke = URL.revokeObjectURL.bind(URL);
      URL.revokeObjectURL = (url: string) => {
        revoked.push(url);
        revoke(url);
      };
    });
    const stamp = Date.now();
    const name = `e2e 宛名 ${stamp}`;
    const remarks = `e2e 備考 ${stamp}\n二行目`;
    await form(page).getByLabel("宛名").fill(name);
    await form(page).getByLabel("備考", { exact: true }).fill(remarks);
    if (before.items.length === 0)
      await form(page).getByRole("button", { name: "品目を追加" }).click();
    await form(page).getByLabel("1行目の品目").fill("e2e 品目");
    await form(page).getByLabel("1行目の数量").fill("7");
    await form(page).getByLabel("1行目の単位").fill("式");
    const second = await previewUrl(page, first);
    expect(second).not.toBe(first);
    // The old blob is revoked once the new one shows.
    expect(
      await page.evaluate(() => (window as unknown as { revokedUrls: string[] }).revokedUrls),
    ).toContain(first);
    await shot(page, "documents-settings-edited");

    await form(page).getByRole("button", { name: "保存" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました。");
    const saved = await settingsOf(id, "CONTRACT");
    expect(saved).toMatchObject({ addresseeName: name, remarks });
    expect(saved.items[0]).toMatchObject({ name: "e2e 品目", quantity: 7 });
    await page.reload();
    await page.getByRole("heading", { level: 1, name: `契約書類設定（${code(id)}）` }).waitFor();
    await expect.poll(() => form(page).getByLabel("宛名").inputValue()).toBe(name);
    expect(await form(page).getByLabel("備考", { exact: true }).inputValue()).toBe(remarks);
    expect(await form(page).getByLabel("1行目の数量").inputValue()).toBe("7");

    // Three of the five types.
    const chosen = before.documentTypes.slice(0, 3);
    for (const t of before.documentTypes) {
      const box = form(page).getByRole("checkbox", { name: t.label });
      if (chosen.includes(t)) await box.check();
      else await box.uncheck();
    }
    await form(page).getByRole("button", { name: "帳票を作成" }).click();
    await expect
      .poll(() => alertBar(page).innerText(), { timeout: 60_000 })
      .toContain("3件の帳票を作成しました。");
    const files = page.getByRole("table", { name: "作成した帳票" });
    await expect.poll(() => files.locator("tbody tr").count()).toBe(3);
    const names = await files
      .getByRole("button", { name: /をダウンロード$/ })
      .evaluateAll((els) =>
        els.map((e) => (e.getAttribute("aria-label") ?? "").replace(/をダウンロード$/, "")),
      );
    expect(names).toHaveLength(3);
    for (const n of names) {
      expect(n).toMatch(JAPANESE);
      expect(n).toMatch(/\.pdf$/);
    }
    for (const t of chosen) expect(await files.getByText(t.label).count()).toBeGreaterThan(0);

    const download = await downloadOf(page, names[0]!, () =>
      files.getByRole("button", { name: `${names[0]}をダウンロード` }).click(),
    );
    expect(download.suggestedFilename()).toBe(names[0]);
    expect(download.suggestedFilename()).toMatch(JAPANESE);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "documents-settings-generated");

    // The three are listed on 帳票一覧 (newest first), and two of them come as one ZIP.
    await page.goto(at("/download"));
    const listed = page.getByRole("table").first();
    for (const n of names) await listed.getByText(n, { exact: true }).waitFor();
    for (const n of names.slice(0, 2))
      await listed.getByRole("checkbox", { name: `${n} を選択` }).check();
    const [zipDownload] = await Promise.all([
      page.waitForEvent("download", { predicate: (d) => d.suggestedFilename().endsWith(".zip") }),
      page
        .getByRole("region", { name: "選択した行の操作" })
        .getByRole("button", { name: "ZIPでダウンロード（2件）" })
        .click(),
    ]);
    const zip = unzipSync(new Uint8Array(await downloadedBytes(zipDownload)));
    expect(Object.keys(zip).sort()).toEqual(names.slice(0, 2).sort());
    await page.goBack();

    // The next visit offers the types generated last.
    await page.reload();
    await form(page).getByRole("checkbox", { name: chosen[0]!.label }).waitFor();
    for (const t of before.documentTypes)
      expect(await form(page).getByRole("checkbox", { name: t.label }).isChecked()).toBe(
        chosen.includes(t),
      );
  });

  it("a save from a stale version shows the conflict; 最新の内容を読み込む shows the other person's values", async () => {
    const id = ids[1]!;
    const page = await signedInPage("admin@example.jp");
    const other = await signedInPage("manager@example.jp");
    await open(page, "contract", "契約書類設定", id);
    await open(other, "contract", "契約書類設定", id);

    const theirs = `別の人の備考 ${Date.now()}`;
    await form(other).getByLabel("備考", { exact: true }).fill(theirs);
    await form(other).getByRole("button", { name: "保存" }).click();
    await expect.poll(() => alertBar(other).innerText()).toContain("更新しました。");

    await form(page).getByLabel("備考", { exact: true }).fill("古い版からの備考");
    await form(page).getByRole("button", { name: "保存" }).click();
    const conflict = await conflictShown(page);
    await shot(page, "documents-settings-conflict");
    await conflict.getByRole("button", { name: "最新の内容を読み込む" }).click();
    await conflict.waitFor({ state: "hidden" });
    await expect
      .poll(() => form(page).getByLabel("備考", { exact: true }).inputValue())
      .toBe(theirs);
    expect((await settingsOf(id, "CONTRACT")).remarks).toBe(theirs);
  });

  it("the API's field errors show on their fields", async () => {
    const id = ids[2]!;
    const page = await signedInPage("admin@example.jp", { path: settingsPath("contract", id) });
    await shown(page, "契約書類設定", id);
    // What the client would never send: a blank 宛名 and a line without 品目.
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { input?: { settings: { addresseeName: string; items: unknown[] } } };
      } | null;
      const settings = body?.variables?.input?.settings;
      if (body?.operationName !== "DocumentSettingsPageSave" || !settings) return route.continue();
      settings.addresseeName = " ";
      settings.items = [{ name: " ", quantity: 1 }];
      return route.continue({ postData: JSON.stringify(body) });
    });
    await form(page).getByLabel("宛名").fill("送信時に空白へ置き換える宛名");
    await form(page).getByRole("button", { name: "保存" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("【宛名】必須項目です");
    await expect
      .poll(async () => (await settingsOf(id, "CONTRACT")).addresseeName)
      .not.toBe("送信時に空白へ置き換える宛名");
    await expect
      .poll(() => form(page).getByLabel("宛名").getAttribute("aria-invalid"))
      .toBe("true");
    // The API's word on `items` shows under the table.
    await form(page).getByRole("group", { name: /^品目/ }).getByRole("alert").waitFor();
    await shot(page, "documents-settings-server-errors");
    await page.unroute("**/graphql");
  });

  it("the request and removal pages offer their own types", async () => {
    const id = ids[2]!;
    const page = await signedInPage("admin@example.jp");
    for (const [path, title, kind, types] of [
      ["request", "工事依頼書類設定", "REQUEST", [1, 4]],
      ["removal", "撤去承諾書設定", "REMOVAL", [8]],
    ] as const) {
      const settings = await settingsOf(id, kind);
      expect(settings.documentTypes.map((t) => t.type)).toEqual(types);
      await open(page, path, title, id);
      const boxes = form(page, title).getByRole("checkbox");
      await expect.poll(() => boxes.count()).toBe(types.length);
      for (const t of settings.documentTypes)
        expect(await form(page, title).getByRole("checkbox", { name: t.label }).isChecked()).toBe(
          true,
        );
      await previewUrl(page);
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `documents-settings-${path}`);
    }
  });

  it("stacks the preview below the form under 1200 px, without sideways scrolling", async () => {
    const id = ids[2]!;
    const page = await signedInPage("admin@example.jp", {
      width: 1100,
      height: 860,
      path: settingsPath("request", id),
    });
    await shown(page, "工事依頼書類設定", id);
    await previewUrl(page);
    const formBox = (await form(page, "工事依頼書類設定").boundingBox())!;
    const previewBox = (await page.getByRole("region", { name: "プレビュー" }).boundingBox())!;
    expect(previewBox.y).toBeGreaterThan(formBox.y + formBox.height - 1);
    await expectNoSidewaysScroll(page);
    await shot(page, "documents-settings-stacked");
  });

  it("without the edit permission: read-only, no 保存, 帳票を作成 disabled, the preview still shows", async () => {
    const id = ids[2]!;
    const page = await signedInPage("order@example.jp", { path: settingsPath("contract", id) });
    await shown(page, "契約書類設定", id);
    const card = page.getByRole("region", { name: "契約書類設定", exact: true });
    await card.waitFor();
    expect(await card.getByLabel("宛名").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "保存" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "帳票を作成" }).isDisabled()).toBe(true);
    await previewUrl(page);
    await expectNoSidewaysScroll(page);
    await shot(page, "documents-settings-readonly");
    // The preview's blob: frame needs nothing the gateway's policy forbids.
    expect(session.cspViolations()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
