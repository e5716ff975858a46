// Issue #37 ("A day in the office"), the kit's part in a real browser: a skip link comes first
// in the tab order of every page and takes the keyboard past the top bar and the menu (item 19);
// a form's submit is not lost when the click itself clears an error (item 5); a list that counts
// records shows the new count once records were added elsewhere on the page (item 16); the history
// lists only what a save changed, and a date is typed the same Japanese way, YYYY/MM/DD, in a
// search bar as in a form (item 19); Back on a changed form asks, and a stale save shows what
// differs and lets the person keep theirs or take the latest (item 15).

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { at, signedInPage } = session;

async function projectsNamed(name: string): Promise<string[]> {
  const data = (await session.graphql(
    `query ($q: String) { projects(pageSize: 20, filter: { name: $q }) { items { id name } } }`,
    { q: name },
  )) as { projects: { items: { id: string; name: string }[] } };
  return data.projects.items.filter((p) => p.name === name).map((p) => p.id);
}

describe("#37 the form kit", () => {
  it("#37.5 the first click on 登録 after correcting a date sends the form (案件担当)", async () => {
    const page: Page = await signedInPage("matter@example.jp", { width: 1366, height: 768 });
    await page.goto(at("/projects/create"));
    const form = page.getByRole("form", { name: "プロジェクト情報" });
    const name = `取りこぼし確認 ${Date.now()}`;
    await form.getByLabel(/^プロジェクト名/).fill(name);
    await form.getByLabel(/^工事種別/).selectOption({ label: "放送+通信" });
    await form.getByLabel(/^開始日/).fill("2026/05/01");
    await form.getByLabel(/^終了日/).fill("2026/04/30");
    await form.getByRole("button", { name: "登録" }).click();
    await form.getByText("終了日は開始日以降の日付を入力してください").waitFor();

    // Corrected while the cursor is still in the field: the click on 登録 both leaves the field
    // (which clears the message and moves the button up) and must send the form.
    await form.getByLabel(/^終了日/).fill("2026/09/30");
    await form.getByRole("button", { name: "登録" }).click();
    await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname), { timeout: 15_000 });
    expect(await projectsNamed(name)).toHaveLength(1);
  });
});

describe("#37 the shell", () => {
  it("#37.19 a skip link comes first in the tab order and moves to the main content (発注担当)", async () => {
    const page = await signedInPage("order@example.jp", { path: "/targets" });
    await page.getByRole("table", { name: "対象物件一覧" }).waitFor();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    expect(await focused.innerText()).toBe("メインコンテンツへスキップ");
    expect(await focused.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(pathOf(page)).toBe("/targets");
    // The next Tab lands inside the page, not in the menu.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("#37 lists after a change", () => {
  it("#37.16 the targets list counts the matters just added to a project (管理者)", async () => {
    const projects = (await session.graphql(
      `{ projects(pageSize: 200) { items { id name can { addMatters } } } }`,
    )) as { projects: { items: { id: string; name: string; can: { addMatters: boolean } }[] } };
    const project = projects.projects.items.find((p) => p.can.addMatters)!;
    const targets = (await session.graphql(
      `query ($p: ID!) { targets(filter: { notInProjectId: $p }, pageSize: 1) {
        items { code openMatterCount } } }`,
      { p: project.id },
    )) as { targets: { items: { code: string; openMatterCount: number }[] } };
    const target = targets.targets.items[0]!;

    const page = await signedInPage("admin@example.jp", {
      path: `/targets?code=${encodeURIComponent(target.code)}`,
    });
    const table = page.getByRole("table", { name: "対象物件一覧" });
    const row = table.locator("tbody tr", { hasText: target.code });
    await row.waitFor();
    const headers = await table.locator("thead tr").first().locator("th, td").allInnerTexts();
    const count = row.locator("th, td").nth(headers.findIndex((h) => h.includes("未完了案件数")));
    await expect.poll(() => count.innerText()).toBe(String(target.openMatterCount));

    await table.getByRole("checkbox", { name: `${target.code} を選択` }).check();
    await page.getByRole("button", { name: /^プロジェクトに追加/ }).click();
    const dialog = page.getByRole("dialog", { name: "プロジェクトに追加" });
    await dialog.getByLabel(/プロジェクト/).selectOption(project.id);
    await dialog.getByRole("button", { name: "追加" }).click();
    await expect
      .poll(() => page.getByTestId("alert-bar").innerText())
      .toContain("1件の案件を作成しました");
    // Without a reload: the list asks again, as its count changed.
    await expect.poll(() => count.innerText()).toBe(String(target.openMatterCount + 1));
  });
});

describe("#37 the history panel", () => {
  it("#37.19 lists only the fields a save changed, no （未設定）→（未設定） (案件担当)", async () => {
    // Made elsewhere (an integration, the API) with 備考 "": as blank as never filled.
    const made = (await session.graphql(
      `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id name } }`,
      { input: { name: `履歴確認 ${Date.now()}`, workType: 1, notes: "" } },
      "matter@example.jp",
    )) as { createProject: { id: string; name: string } };
    const project = made.createProject;
    const page = await signedInPage("matter@example.jp", { path: `/projects/${project.id}` });
    const form = page.getByRole("form", { name: "プロジェクト情報" });
    const name = form.getByLabel(/^プロジェクト名/);
    await expect.poll(() => name.inputValue()).toBe(project.name);
    await name.fill(`${project.name}（改）`);
    await form.getByRole("button", { name: "更新" }).click();
    await expect.poll(() => page.getByTestId("alert-bar").innerText()).toContain("更新しました。");

    const newest = page
      .getByRole("list", { name: "変更履歴（新しい順）" })
      .getByRole("listitem")
      .first();
    await expect.poll(() => newest.innerText()).toContain("（改）");
    const labels = await newest
      .getByRole("table")
      .locator("tbody tr > :first-child")
      .allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(["プロジェクト名"]);
    expect(await newest.innerText()).not.toContain("（未設定）");
  });
});

describe("#37 one date input", () => {
  it("#37.19 a search bar's date is typed and shown as YYYY/MM/DD, like a form's (工事管理者)", async () => {
    const page = await signedInPage("construction-manager@example.jp", { path: "/constructions" });
    const search = page.getByRole("search");
    const from = search.getByLabel("工事予定日（から）");
    await from.waitFor();
    expect(await from.getAttribute("type")).toBe("text");
    await from.fill("２０２６/１２/１");
    await from.press("Enter");
    await expect.poll(() => new URL(page.url()).searchParams.get("dateFrom")).toBe("2026-12-01");
    expect(await from.inputValue()).toBe("2026/12/01");
    await page.reload();
    await expect
      .poll(() => search.getByLabel("工事予定日（から）").inputValue())
      .toBe("2026/12/01");

    // No such day: said next to the field, and the search keeps the last good day.
    await from.fill("2026/13/45");
    await from.press("Enter");
    await search.getByText("工事予定日（から）はYYYY/MM/DDの形式で入力してください").waitFor();
    expect(new URL(page.url()).searchParams.get("dateFrom")).toBe("2026-12-01");
    expect(await seriousViolations(page)).toEqual([]);

    // A form's date reads the same way.
    const example = await from.getAttribute("placeholder");
    const office = await signedInPage("matter@example.jp", { path: "/projects/create" });
    const start = office.getByRole("form", { name: "プロジェクト情報" }).getByLabel(/^開始日/);
    expect(await start.getAttribute("type")).toBe("text");
    expect(await start.getAttribute("placeholder")).toBe(example);
  });
});

describe("#37 leaving and conflicts", () => {
  it("#37.15 browser Back on a changed form asks, also on a page opened by its address (案件担当)", async () => {
    const page = await signedInPage("matter@example.jp", { path: "/targets" });
    await page
      .getByRole("table", { name: "対象物件一覧" })
      .getByRole("row")
      .nth(1)
      .getByRole("link")
      .first()
      .click();
    await page.waitForURL((url) => /^\/targets\/\d+$/.test(url.pathname));
    const path = pathOf(page);
    const notes = page.getByRole("form", { name: "対象物件情報" }).getByLabel("備考");
    const leave = page.getByRole("dialog", { name: "変更が保存されていません" });
    const backAndStay = async (typed: string) => {
      await page.goBack();
      await leave.getByRole("button", { name: "このページに留まる" }).click();
      await leave.waitFor({ state: "hidden" });
      expect(pathOf(page)).toBe(path);
      expect(await notes.inputValue()).toBe(typed);
    };
    const backAndLeave = async () => {
      await page.goBack();
      await leave.getByRole("button", { name: "破棄して移動" }).click();
      await page.waitForURL((url) => url.pathname === "/targets");
    };

    // Reached in the app.
    await notes.fill("戻る前の備考");
    await backAndStay("戻る前の備考");
    await backAndLeave();

    // Opened by its address (a bookmark, a link in a mail): the page before it is another
    // document, which Back used to reach with at most the browser's own prompt.
    await page.goto(at(path));
    await notes.fill("アドレスから開いた備考");
    await backAndStay("アドレスから開いた備考");
    expect(await seriousViolations(page)).toEqual([]);
    await backAndLeave();
  });

  it("#37.15 a stale save shows both sides; 自分の入力を残す saves the typing over the latest (案件担当)", async () => {
    const made = (await session.graphql(
      `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id name } }`,
      { input: { name: `競合確認 ${Date.now()}`, workType: 1 } },
      "matter@example.jp",
    )) as { createProject: { id: string; name: string } };
    const { id, name } = made.createProject;
    const path = `/projects/${id}`;
    const mine = await signedInPage("matter@example.jp", { path });
    const theirs = await signedInPage("admin@example.jp", { path });
    const form = (page: Page) => page.getByRole("form", { name: "プロジェクト情報" });
    await expect
      .poll(() =>
        form(mine)
          .getByLabel(/^プロジェクト名/)
          .inputValue(),
      )
      .toBe(name);

    // The other person saves first: another 備考.
    await expect
      .poll(() =>
        form(theirs)
          .getByLabel(/^プロジェクト名/)
          .inputValue(),
      )
      .toBe(name);
    await form(theirs).getByLabel(/^備考/).fill("先に保存した備考");
    await form(theirs).getByRole("button", { name: "更新" }).click();
    await expect
      .poll(() => theirs.getByTestId("alert-bar").innerText())
      .toContain("更新しました。");

    await form(mine)
      .getByLabel(/^プロジェクト名/)
      .fill(`${name}（私）`);
    await form(mine).getByRole("button", { name: "更新" }).click();
    const conflict = mine.getByRole("dialog", { name: "更新できませんでした" });
    const table = conflict.getByRole("table", { name: "変更された項目" });
    await table.waitFor();
    const rows = await table
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent?.trim())),
      );
    expect(rows).toEqual([
      ["プロジェクト名", `${name}（私）`, name],
      ["備考", "変更なし", "先に保存した備考"],
    ]);
    expect(await seriousViolations(mine)).toEqual([]);
    await conflict.getByRole("button", { name: "自分の入力を残す" }).click();
    await conflict.waitFor({ state: "detached" });
    expect(
      await form(mine)
        .getByLabel(/^プロジェクト名/)
        .inputValue(),
    ).toBe(`${name}（私）`);
    expect(await form(mine).getByLabel(/^備考/).inputValue()).toBe("先に保存した備考");

    // Saved again, on the latest version: both changes are kept.
    await form(mine).getByRole("button", { name: "更新" }).click();
    await expect.poll(() => mine.getByTestId("alert-bar").innerText()).toContain("更新しました。");
    const saved = (await session.graphql(`query ($id: ID!) { project(id: $id) { name notes } }`, {
      id,
    })) as { project: { name: string; notes: string } };
    expect(saved.project).toEqual({ name: `${name}（私）`, notes: "先に保存した備考" });
  });
});
