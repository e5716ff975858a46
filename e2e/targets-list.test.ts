// 対象物件一覧 (/targets, issue #12) in a real browser on the seeded data: a name search in
// hiragana finds the katakana readings, the state survives a reload, the 物件名 header sorts by
// reading, CSV出力 downloads, two selected rows join a project as matters; a role without
// targetEdit sees no selection and no プロジェクトに追加; axe finds nothing serious.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { downloadedBytes, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { signedInPage, shot } = session;

const table = (page: Page) => page.getByRole("table", { name: "対象物件一覧" });
const rows = (page: Page) => table(page).locator("tbody tr");

/** Katakana → hiragana (the same fixed shift the app's normaliser undoes). */
const toHiragana = (s: string) =>
  s.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));

type Listed = { targets: { items: { id: string; code: string; nameKana: string | null }[] } };

async function listed(query: string, variables: Record<string, unknown>) {
  return (await session.graphql(query, variables)) as Listed;
}

/** The 物件名 / カナ cells' second line (the reading) of the rows on screen. */
async function kanaOnScreen(page: Page): Promise<string[]> {
  const cells = await rows(page).locator("td:nth-child(4)").allInnerTexts();
  return cells.map((text) => text.split("\n")[1]?.trim() ?? "");
}

describe("/targets as admin", () => {
  it("finds katakana readings by hiragana, keeps the state in the URL, sorts by reading", async () => {
    // A reading of the seed (e.g. サトウテイ): its first three kana, typed in hiragana.
    const seeded = await listed(
      `{ targets(filter: { targetType: [2] }, sort: NAME_KANA, pageSize: 1) { items { id code nameKana } } }`,
      {},
    );
    const kana = seeded.targets.items[0]!.nameKana!.slice(0, 3);
    const hiragana = toHiragana(kana);
    expect(hiragana).not.toBe(kana);

    const page = await signedInPage("admin@example.jp", { path: "/targets" });
    await rows(page).first().waitFor();
    await page.getByLabel("物件名・カナ").fill(hiragana);
    await page.getByLabel("物件名・カナ").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("name") === hiragana);
    await expect
      .poll(async () => (await kanaOnScreen(page)).every((k) => k.includes(kana)))
      .toBe(true);
    const found = await kanaOnScreen(page);
    expect(found.length).toBeGreaterThan(0);

    // Sort by the reading: the header asks the server, the URL keeps it.
    await table(page).getByRole("button", { name: "物件名 / カナ" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "NAME_KANA");
    expect(
      await table(page)
        .getByRole("columnheader", { name: "物件名 / カナ" })
        .getAttribute("aria-sort"),
    ).toBe("ascending");

    // Reload: the same filter, sort and rows.
    const before = await rows(page).locator("td:nth-child(2)").allInnerTexts();
    await page.reload();
    await rows(page).first().waitFor();
    expect(await page.getByLabel("物件名・カナ").inputValue()).toBe(hiragana);
    await expect.poll(() => rows(page).locator("td:nth-child(2)").allInnerTexts()).toEqual(before);

    // Descending by reading: what the API answers for the same search, in that order.
    await table(page).getByRole("button", { name: "物件名 / カナ" }).click();
    await page.waitForURL((url) => url.searchParams.get("order") === "DESC");
    const expected = await listed(
      `query ($name: String) { targets(filter: { name: $name }, sort: NAME_KANA, order: DESC, pageSize: 20) { items { id code nameKana } } }`,
      { name: hiragana },
    );
    await expect
      .poll(() => rows(page).locator("td:nth-child(2)").allInnerTexts())
      .toEqual(expected.targets.items.map((t) => t.code));
    await shot(page, "targets-list-kana");
  });

  it("exports the filtered list as CSV", async () => {
    const page = await signedInPage("admin@example.jp", {
      path: "/targets?name=%E6%A3%AE%E3%82%B1%E5%B4%8E",
    });
    await rows(page).first().waitFor();
    await page.getByRole("button", { name: "対象物件一覧をCSV出力" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV（UTF-8）" }).click(),
    ]);
    const bytes = await downloadedBytes(download);
    const text = new TextDecoder("utf-8").decode(bytes);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(text).toContain("森ケ崎 190");
  });

  it("adds two selected targets to a project as matters", async () => {
    const projects = (await session.graphql(
      `{ projects(pageSize: 200) { items { id code name can { addMatters } } } }`,
    )) as { projects: { items: { id: string; name: string; can: { addMatters: boolean } }[] } };
    const project = projects.projects.items.find((p) => p.can.addMatters);
    expect(project).toBeDefined();

    const page = await signedInPage("admin@example.jp", {
      path: `/targets?notInProjectId=${project!.id}`,
    });
    await rows(page).nth(1).waitFor();
    const codes = (await rows(page).locator("td:nth-child(2)").allInnerTexts()).slice(0, 2);
    const add = page.getByRole("button", { name: /^プロジェクトに追加/ });
    expect(await add.isDisabled()).toBe(true);
    // Keyboard: the row checkboxes are reached and ticked with the space bar.
    for (const code of codes) {
      await table(page)
        .getByRole("checkbox", { name: `${code} を選択` })
        .focus();
      await page.keyboard.press("Space");
    }
    await expect.poll(() => add.innerText()).toContain("2件");
    await add.click();
    const dialog = page.getByRole("dialog", { name: "プロジェクトに追加" });
    await dialog.getByLabel(/プロジェクト/).selectOption(project!.id);
    await shot(page, "targets-list-add-dialog");
    await dialog.getByRole("button", { name: "追加" }).click();
    const alert = page.getByTestId("alert-bar");
    await expect.poll(() => alert.innerText()).toContain("2件の案件を作成しました");
    await dialog.waitFor({ state: "detached" });

    const matters = (await session.graphql(
      `query ($p: [ID!]) { matters(filter: { projectId: $p }, pageSize: 200) { items { target { code } } } }`,
      { p: [project!.id] },
    )) as { matters: { items: { target: { code: string } | null }[] } };
    const inProject = matters.matters.items.map((m) => m.target?.code);
    for (const code of codes) expect(inProject).toContain(code);
  });

  it("passes axe and fits 1366 px", async () => {
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 768,
      path: "/targets",
    });
    await rows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    // The address, the longest text, keeps room to be read (not one character per line).
    const addressWidth = await table(page)
      .getByRole("columnheader", { name: "住所" })
      .evaluate((th) => th.getBoundingClientRect().width);
    expect(addressWidth).toBeGreaterThan(200);
    await shot(page, "targets-list-1366");
  });
});

describe("/targets without targetEdit", () => {
  it("shows no selection, no プロジェクトに追加 and no 新規登録", async () => {
    const page = await signedInPage("negotiation@example.jp", { path: "/targets" });
    await rows(page).first().waitFor();
    expect(await table(page).getByRole("checkbox").count()).toBe(0);
    expect(await page.getByRole("button", { name: /プロジェクトに追加/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "新規登録" }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
