// プロジェクト新規登録 (/projects/create, issue #15) in a real browser: the form's checks speak
// Japanese and leaving unsaved input asks first; typing the start of a seeded project's name lists
// it ("prefix match") before a duplicate is made; a new project is saved and the page moves to it;
// axe finds nothing serious.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const form = (page: Page) => page.getByRole("form", { name: "プロジェクト情報" });
const field = (page: Page, label: RegExp) => form(page).getByLabel(label);
const NAME = /^プロジェクト名/;

interface Seeded {
  id: string;
  code: string;
  name: string;
  client: { id: number; name: string } | null;
}

async function seeded(): Promise<Seeded[]> {
  const data = (await session.graphql(
    `{ projects(pageSize: 200) { items { id code name client { id name } } } }`,
  )) as { projects: { items: Seeded[] } };
  return data.projects.items;
}

async function openForm(page: Page) {
  await page.goto(at("/projects/create"));
  await field(page, NAME).waitFor();
}

describe("/projects/create as admin", () => {
  it("says in Japanese what is missing or wrong", async () => {
    const page = await signedInPage("admin@example.jp", { width: 1366, height: 768 });
    await openForm(page);
    await form(page).getByRole("button", { name: "登録" }).click();
    await form(page).getByText("プロジェクト名は必須入力です").waitFor();
    await form(page).getByText("工事種別を選択してください").waitFor();
    // The first invalid field gets the focus.
    expect(await field(page, NAME).evaluate((el) => el === document.activeElement)).toBe(true);

    await field(page, /^開始日/).fill("2026/05/01");
    await field(page, /^終了日/).fill("2026/04/30");
    await field(page, /^終了日/).blur();
    await form(page).getByRole("button", { name: "登録" }).click();
    await form(page).getByText("終了日は開始日以降の日付を入力してください").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "projects-create-errors");
    expect(new URL(page.url()).pathname).toBe("/projects/create");

    // Leaving with what was typed asks first; staying keeps it.
    await form(page).getByRole("button", { name: "キャンセル" }).click();
    const dialog = page.getByRole("dialog", { name: "変更が保存されていません" });
    await dialog.getByRole("button", { name: "このページに留まる" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/projects/create");
    expect(await field(page, /^開始日/).inputValue()).toBe("2026/05/01");
  });

  it("lists the projects whose name starts with what is typed", async () => {
    const all = await seeded();
    const target = all.find((p) => p.client)!;
    const prefix = target.name.slice(0, 3);
    const page = await signedInPage("admin@example.jp", { width: 1366, height: 768 });
    await openForm(page);
    await field(page, NAME).fill(prefix);
    const warning = form(page).getByRole("list", { name: "同じ名前で始まるプロジェクト" });
    await warning.getByRole("link", { name: new RegExp(`^${target.code} `) }).waitFor();
    await form(page)
      .getByRole("group", { name: `「${prefix}」で始まる名前のプロジェクトがあります` })
      .waitFor();
    // Every project listed starts with the prefix.
    const names = all.filter((p) => p.name.startsWith(prefix)).map((p) => p.code);
    const links = await warning.getByRole("link").allInnerTexts();
    expect(links.map((l) => l.split(" ")[0]).sort()).toEqual(names.slice(0, 5).sort());

    // A client the project is not of: it is not listed any more.
    const other = all.find((p) => p.client && p.client.id !== target.client!.id);
    if (other) {
      await field(page, /^発注元/).selectOption(String(other.client!.id));
      await expect
        .poll(() => warning.getByRole("link", { name: new RegExp(`^${target.code} `) }).count())
        .toBe(0);
    }
    await field(page, /^発注元/).selectOption(String(target.client!.id));
    await warning.getByRole("link", { name: new RegExp(`^${target.code} `) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "projects-create-prefix");
  });

  it("creates the project and lands on its page", async () => {
    const all = await seeded();
    const client = all.find((p) => p.client)!.client!;
    const name = `試験プロジェクト ${Date.now()}`;
    const page = await signedInPage("admin@example.jp");
    await openForm(page);
    await field(page, NAME).fill(name);
    await field(page, /^発注元/).selectOption(String(client.id));
    await field(page, /^工事種別/).selectOption({ label: "放送+通信" });
    await field(page, /^開始日/).fill("2026/04/01");
    await field(page, /^終了日/).fill("2026/09/30");
    const managers = field(page, /^責任者/).locator("option");
    const manager = (await managers.nth(1).getAttribute("value"))!;
    await field(page, /^責任者/).selectOption(manager);
    await form(page).getByLabel(/^備考/).fill("e2e で登録");
    await form(page).getByRole("button", { name: "登録" }).click();

    await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await expect.poll(() => page.getByTestId("alert-bar").innerText()).toContain("登録しました");
    const saved = (await session.graphql(
      `query ($id: ID!) { project(id: $id) { name clientId workType startDate endDate
        managerUserId status notes } }`,
      { id },
    )) as { project: Record<string, unknown> | null };
    expect(saved.project).toEqual({
      name,
      clientId: Number(client.id),
      workType: 3,
      startDate: "2026-04-01",
      endDate: "2026-09-30",
      managerUserId: Number(manager),
      status: 1,
      notes: "e2e で登録",
    });
  });
});

describe("/projects/create without targetEdit", () => {
  it("shows no form", async () => {
    const page = await signedInPage("negotiation@example.jp", { path: "/projects/create" });
    await page.getByText("プロジェクトを登録する権限がありません").waitFor();
    expect(await form(page).count()).toBe(0);
  });
});
