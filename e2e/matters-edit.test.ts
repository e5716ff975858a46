// 案件編集 (issue #15) in a real browser against the real stack, on the seeded matters: assignee and
// due date changed and saved (an overdue date is said in words), the change in the history; put
// on hold through the status select and taken off again; a matter with negotiations lists them
// with links and offers no 削除 (the API refuses it too); a matter without children is deleted.
// axe and no sideways scrolling at 1366 px.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";
import { takeLatest } from "./conflict";

const session = useBrowserSession();
const { signedInPage, shot } = session;

interface SeededMatter {
  id: string;
  projectId: string;
  targetId: string;
  status: number;
  allowedStatuses: number[];
  assigneeUserId: number | null;
  can: { instructNegotiation: boolean };
  negotiations: { id: string; code: string }[];
  constructions: { id: string }[];
}

const alertBar = (page: Page) => page.getByTestId("alert-bar");
const form = (page: Page) => page.getByRole("form", { name: "案件情報" });
const code = (prefix: string, id: string) => `${prefix}-${id.padStart(8, "0")}`;

async function matter(id: string) {
  const data = (await session.graphql(
    `query ($id: ID!) { matter(id: $id) { status statusBeforeHold assigneeUserId dueDate version } }`,
    { id },
  )) as {
    matter: {
      status: number;
      statusBeforeHold: number | null;
      assigneeUserId: number | null;
      dueDate: string | null;
    } | null;
  };
  return data.matter;
}

/** A Tokyo calendar day `days` from today as YYYY-MM-DD. */
function tokyoDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(d);
}

describe("案件編集 /projects/matters/{id}", () => {
  let seeded: SeededMatter[];
  let users: { id: string; name: string }[];
  beforeAll(async () => {
    const data = (await session.graphql(`{
      matters(pageSize: 200) { items {
        id projectId targetId status allowedStatuses assigneeUserId
        can { instructNegotiation }
        negotiations { id code } constructions { id }
      } }
      assignableUsers { id name }
    }`)) as { matters: { items: SeededMatter[] }; assignableUsers: { id: string; name: string }[] };
    seeded = data.matters.items;
    users = data.assignableUsers;
  });

  it("changes assignee and due date, shows the change in the history; holds and releases", async () => {
    const m = seeded.find(
      (x) => x.negotiations.length > 0 && x.allowedStatuses.includes(9) && x.status !== 9,
    );
    expect(m).toBeDefined();
    const other = users.find((u) => Number(u.id) !== m!.assigneeUserId)!;
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 860,
      path: `/projects/matters/${m!.id}`,
    });
    await page
      .getByRole("heading", { level: 1 })
      .getByText(`案件（${code("MT", m!.id)}）`)
      .waitFor();
    await page.getByRole("link", { name: new RegExp(code("TA", m!.targetId)) }).waitFor();
    await page.getByRole("link", { name: new RegExp(code("PR", m!.projectId)) }).waitFor();

    // A due date already past: said in words, not only in colour.
    const past = tokyoDay(-10);
    await form(page).getByLabel("担当者").selectOption(other.id);
    await form(page).getByLabel("期限").fill(past.replaceAll("-", "/"));
    await form(page).getByLabel("期限").press("Tab");
    await form(page).getByRole("button", { name: "更新" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました。");
    await expect.poll(async () => (await matter(m!.id))?.dueDate).toBe(past);
    expect((await matter(m!.id))?.assigneeUserId).toBe(Number(other.id));
    await page.getByText("期限切れ").waitFor();
    const history = page.getByRole("list", { name: "変更履歴（新しい順）" });
    await expect.poll(() => history.innerText()).toContain(other.name);
    await expect.poll(() => form(page).getByLabel("担当者").inputValue()).toBe(other.id);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "matters-edit");

    // 保留, then back to the status before it.
    const before = m!.status;
    await form(page).getByLabel("ステータス変更").selectOption("9");
    await form(page).getByRole("button", { name: "更新" }).click();
    await expect.poll(async () => (await matter(m!.id))?.status).toBe(9);
    await page.getByText(/^保留（保留前：/).waitFor();
    const release = form(page).getByLabel("ステータス変更");
    await expect
      .poll(() => release.locator("option").allInnerTexts())
      .toContainEqual(expect.stringMatching(/^保留解除（/));
    await release.selectOption(String(before));
    await form(page).getByRole("button", { name: "更新" }).click();
    await expect.poll(async () => (await matter(m!.id))?.status).toBe(before);
    await shot(page, "matters-edit-released");
  });

  it("a matter with negotiations lists them with links and offers no 削除 (the API refuses)", async () => {
    const m = seeded.find((x) => x.negotiations.length > 0)!;
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 860,
      path: `/projects/matters/${m.id}`,
    });
    const negotiations = page.getByRole("table", { name: "交渉一覧" });
    await negotiations.waitFor();
    expect(await negotiations.locator("tbody tr").count()).toBe(m.negotiations.length);
    const first = m.negotiations[0]!;
    expect(await negotiations.getByRole("link", { name: first.code }).getAttribute("href")).toBe(
      `/negotiations/${first.id}`,
    );
    await page.getByRole("table", { name: "工事一覧" }).waitFor();
    await form(page).getByLabel("担当者").waitFor();
    expect(await page.getByRole("button", { name: "削除" }).count()).toBe(0);
    await page.getByText("交渉・工事がある案件は削除できません").waitFor();
    await expect(
      session.graphql(`mutation ($id: ID!) { deleteMatter(id: $id, version: 1) }`, { id: m.id }),
    ).rejects.toThrow();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "matters-edit-negotiations");

    // Unsaved changes: following the negotiation's link asks first; staying keeps the input.
    await form(page).getByLabel("備考").fill("保存前のメモ");
    await negotiations.getByRole("link", { name: first.code }).click();
    const leave = page.getByRole("dialog", { name: "変更が保存されていません" });
    await leave.getByRole("button", { name: "このページに留まる" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe(`/projects/matters/${m.id}`);
    expect(await form(page).getByLabel("備考").inputValue()).toBe("保存前のメモ");
  });

  it("a matter without negotiations or constructions is deleted and the page goes to its project", async () => {
    const base = seeded.find((x) => x.negotiations.length > 0)!;
    const created = (await session.graphql(
      `mutation { createProject(input: { name: "案件削除E2E", workType: 1 }) { id } }`,
    )) as { createProject: { id: string } };
    const projectId = created.createProject.id;
    const m = (await session.graphql(
      `mutation ($input: CreateMatterInput!) { createMatter(input: $input) { id } }`,
      { input: { projectId, targetId: base.targetId } },
    )) as { createMatter: { id: string } };
    const page = await signedInPage("admin@example.jp", {
      path: `/projects/matters/${m.createMatter.id}`,
    });
    await form(page).getByRole("button", { name: "削除" }).click();
    await page
      .getByRole("dialog", { name: "案件の削除" })
      .getByRole("button", { name: "削除" })
      .click();
    await expect.poll(() => alertBar(page).innerText()).toContain("削除しました。");
    await expect.poll(() => pathOf(page)).toBe(`/projects/${projectId}`);
    expect(await matter(m.createMatter.id)).toBeNull();
  });

  it("offers 交渉指示 when allowed; a stale save asks to reload; read-only without targetEdit", async () => {
    const m = seeded.find((x) => x.can.instructNegotiation)!;
    expect(m).toBeDefined();
    const page = await signedInPage("admin@example.jp", { path: `/projects/matters/${m.id}` });
    const instruct = page.getByRole("button", { name: "交渉指示" });
    await instruct.waitFor();

    // Someone else saves first: this page's save is refused and offers to reload.
    const current = (await session.graphql(`query ($id: ID!) { matter(id: $id) { version } }`, {
      id: m.id,
    })) as { matter: { version: number } };
    await form(page).getByLabel("備考").fill("古い版からの更新");
    await session.graphql(
      `mutation ($id: ID!, $v: Int!) { updateMatter(id: $id, input: { notes: "別の人", version: $v }) { id } }`,
      { id: m.id, v: current.matter.version },
    );
    await form(page).getByRole("button", { name: "更新" }).click();
    await takeLatest(page);
    await expect.poll(() => form(page).getByLabel("備考").inputValue()).toBe("別の人");
    await instruct.click();
    await expect.poll(() => pathOf(page)).toBe(`/negotiations/create/${m.id}`);

    // 交渉担当 (no targetEdit) reads a matter it may see: text, no inputs, no 削除.
    const visible = (await session.graphql(
      `{ matters(pageSize: 1) { items { id } } }`,
      {},
      "negotiation@example.jp",
    )) as { matters: { items: { id: string }[] } };
    const reader = await signedInPage("negotiation@example.jp", {
      path: `/projects/matters/${visible.matters.items[0]!.id}`,
    });
    await reader.getByRole("region", { name: "案件情報" }).getByText("プロジェクト").waitFor();
    expect(await reader.getByRole("main").locator("input, select, textarea").count()).toBe(0);
    expect(await reader.getByRole("button", { name: "削除" }).count()).toBe(0);
    expect(await seriousViolations(reader)).toEqual([]);
    await shot(reader, "matters-edit-readonly");
  });
});
