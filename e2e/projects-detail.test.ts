// プロジェクト詳細 (/projects/{id}, issue #15) in a real browser on the seeded data: the matters
// filtered by status (kept in the URL), "select all matching" and one bulk assign for all of them;
// a bulk status change some rows refuse names them by MT code and changes nothing; the project's
// name and status saved through the form and shown in the history; axe and 1366 px.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { countOperation, operationName } from "./graphql-requests";
import { expectNoSidewaysScroll } from "./layout";

/** The page's bulk write (web/src/features/projects/detail/useMatterBulk.ts). */
const BULK_UPDATE = "ProjectDetailBulkUpdateMatters";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

interface SeededProject {
  id: string;
  status: number;
  allowedStatuses: number[];
  matterCounts: { status: number; statusLabel: string; count: number }[];
}

interface MatterFacts {
  id: string;
  code: string;
  version: number;
  status: number;
  statusBeforeHold: number | null;
  workType: number;
  workTypeLabel: string;
  assignee: { id: string } | null;
}

const table = (page: Page) => page.getByRole("table", { name: "案件一覧" });
const rows = (page: Page) => table(page).locator("tbody tr");
const alertBar = (page: Page) => page.getByTestId("alert-bar");
const search = (page: Page) => page.getByRole("search", { name: "案件一覧の検索" });

/** The project's matters as the API has them now (≤ 200 in the seed). */
async function mattersOf(projectId: string, filter: Record<string, unknown> = {}) {
  const data = (await session.graphql(
    `query ($f: MatterFilter) {
      matters(filter: $f, sort: ID, pageSize: 200) {
        items { id code version status statusBeforeHold workType workTypeLabel assignee { id } }
        pageInfo { totalCount }
      }
    }`,
    { f: { projectId: [projectId], ...filter } },
  )) as { matters: { items: MatterFacts[]; pageInfo: { totalCount: number } } };
  return data.matters;
}

describe("/projects/{id}", () => {
  let project: SeededProject;
  /** The project with the most matters, whatever its status. */
  let biggest: SeededProject;
  /** A project with a status to move to, when the seed has one (else the one above). */
  let movable: SeededProject;
  beforeAll(async () => {
    const data = (await session.graphql(
      `{ projects(pageSize: 200) { items { id status allowedStatuses matterCounts { status statusLabel count } } } }`,
    )) as { projects: { items: SeededProject[] } };
    // The open project with the most matters.
    const total = (p: SeededProject) => p.matterCounts.reduce((n, c) => n + c.count, 0);
    project = data.projects.items
      .filter((p) => p.status !== 3)
      .sort((a, b) => total(b) - total(a))[0]!;
    expect(total(project)).toBeGreaterThan(20);
    biggest = [...data.projects.items].sort((a, b) => total(b) - total(a))[0]!;
    movable = data.projects.items.find((p) => p.allowedStatuses.length > 0) ?? project;
  });

  it("filters by work type in the URL, selects all matching over pages and assigns them in one call", async () => {
    // The work type most of its matters have: more than one page of them.
    const all = await mattersOf(project.id);
    const byType = new Map<number, number>();
    for (const m of all.items) byType.set(m.workType, (byType.get(m.workType) ?? 0) + 1);
    const workType = [...byType].sort((a, b) => b[1] - a[1])[0]![0];
    const label = all.items.find((m) => m.workType === workType)!.workTypeLabel;
    const users = (await session.graphql(`{ assignableUsers { id name } }`)) as {
      assignableUsers: { id: string; name: string }[];
    };
    const before = await mattersOf(project.id, { workType: [workType] });
    expect(before.pageInfo.totalCount).toBeGreaterThan(20);
    // Someone who is not already the assignee of all of them.
    const assignee = users.assignableUsers.find((u) =>
      before.items.some((m) => m.assignee?.id !== u.id),
    )!;

    const page = await signedInPage("admin@example.jp", { width: 1366, height: 900 });
    const bulkCalls = countOperation(page, BULK_UPDATE);
    await page.goto(at(`/projects/${project.id}`));
    await rows(page).first().waitFor();
    await search(page).getByLabel("工事種別").selectOption(String(workType));
    await search(page).getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.searchParams.get("workType") === String(workType));
    await page.getByRole("heading", { name: `案件（${before.pageInfo.totalCount}件）` }).waitFor();
    await expect
      .poll(async () =>
        (await rows(page).locator("td:nth-child(4)").allInnerTexts()).every((t) => t === label),
      )
      .toBe(true);
    expect(await rows(page).count()).toBe(20);

    // The state survives a reload.
    await page.reload();
    await rows(page).first().waitFor();
    expect(await search(page).getByLabel("工事種別").inputValue()).toBe(String(workType));

    const bar = page.getByRole("region", { name: "選択した行の操作" });
    await bar
      .getByRole("button", { name: `条件に一致する${before.pageInfo.totalCount}件をすべて選択` })
      .click();
    await bar.getByText(`${before.pageInfo.totalCount}件を選択中`).waitFor();
    await bar.getByRole("button", { name: "担当者変更" }).click();
    const dialog = page.getByRole("dialog", { name: "担当者変更" });
    await dialog.getByLabel("担当者").selectOption(assignee.id);
    await shot(page, "projects-detail-bulk-assign");
    await dialog.getByRole("button", { name: "変更" }).click();
    await expect
      .poll(() => alertBar(page).innerText())
      .toContain(`${before.pageInfo.totalCount}件の案件を更新しました。`);
    await dialog.waitFor({ state: "detached" });
    expect(bulkCalls()).toBe(1);

    const after = await mattersOf(project.id, { workType: [workType] });
    expect(after.items.map((m) => m.id)).toEqual(before.items.map((m) => m.id));
    expect(after.items.every((m) => m.assignee?.id === assignee.id)).toBe(true);
    // The list shows the new assignee without a reload.
    await expect
      .poll(async () =>
        (await rows(page).locator("td:nth-child(6)").allInnerTexts()).every((t) =>
          t.includes(assignee.name),
        ),
      )
      .toBe(true);
  });

  it("a status change that some rows refuse names them by MT code and changes nothing", async () => {
    const before = await mattersOf(project.id);
    const firstPage = before.items.slice(0, 20);
    // 完了 is allowed only from 不成立 and 工事完了 (and is no change for a finished matter).
    const refused = firstPage.filter((m) => ![4, 6, 7].includes(m.status));
    expect(refused.length).toBeGreaterThan(0);

    const page = await signedInPage("admin@example.jp", { path: `/projects/${project.id}` });
    await rows(page).first().waitFor();
    await table(page).getByRole("checkbox", { name: "このページをすべて選択" }).check();
    const bar = page.getByRole("region", { name: "選択した行の操作" });
    await bar.getByText("20件を選択中").waitFor();
    await bar.getByRole("button", { name: "状態変更" }).click();
    const dialog = page.getByRole("dialog", { name: "状態変更" });
    await dialog.getByRole("radio", { name: "完了" }).check();
    await dialog.getByRole("button", { name: "変更" }).click();
    // 完了 is final: the kit's confirmation asks first (issue #37.6).
    const question = page.getByRole("dialog", { name: "案件を完了にしますか？" });
    expect(await question.innerText()).toContain("元に戻せません");
    await question.getByRole("button", { name: "完了にする" }).click();
    const problems = dialog.getByRole("list", { name: "変更できない案件" });
    await problems.waitFor();
    // The list may show before its rows (one full run saw it empty): read it once it is filled.
    const listed = async () =>
      (await problems.getByRole("listitem").allInnerTexts()).map((t) => t.slice(0, 11)).sort();
    await expect.poll(listed).toEqual(refused.map((m) => m.code).sort());
    expect(await dialog.innerText()).toContain("何も変更していません");
    await shot(page, "projects-detail-status-refused");
    expect(await seriousViolations(page)).toEqual([]);

    const after = await mattersOf(project.id);
    expect(after.items.map((m) => [m.id, m.version, m.status])).toEqual(
      before.items.map((m) => [m.id, m.version, m.status]),
    );

    // 交渉指示 opens the bulk negotiation instruction with the selected matters.
    await dialog.getByRole("button", { name: "閉じる" }).click();
    await bar.getByRole("button", { name: "交渉指示" }).click();
    await page.waitForURL((url) => url.pathname === `/negotiations/bulk/${project.id}`);
    const passed = new URL(page.url()).searchParams.get("matters")?.split(",") ?? [];
    expect(passed.sort()).toEqual(firstPage.map((m) => m.id).sort());
  });

  it("工事生成 makes constructions for the agreed matters and tells which were left out", async () => {
    const data = (await session.graphql(
      `{ matters(pageSize: 200) { items { id code projectId status can { createConstruction } } } }`,
    )) as {
      matters: {
        items: {
          id: string;
          code: string;
          projectId: string;
          status: number;
          can: { createConstruction: boolean };
        }[];
      };
    };
    const able = data.matters.items.filter((m) => m.can.createConstruction);
    expect(able.length).toBeGreaterThan(0);
    const projectId = able[0]!.projectId;
    // Its 合意 matters, plus one that may not have a construction (selected on the same page).
    const agreed = able.filter((m) => m.projectId === projectId);
    const page = await signedInPage("admin@example.jp", {
      path: `/projects/${projectId}?status=3&pageSize=100`,
    });
    await rows(page).first().waitFor();
    const bar = page.getByRole("region", { name: "選択した行の操作" });
    await table(page).getByRole("checkbox", { name: "このページをすべて選択" }).check();
    const selected = await rows(page).count();
    await bar.getByRole("button", { name: "工事生成" }).click();
    const dialog = page.getByRole("dialog", { name: "工事生成" });
    await dialog.getByRole("button", { name: "生成" }).click();
    const canOnPage = agreed.filter((m) => m.status === 3).length;
    await dialog.getByText(`${canOnPage}件の工事を作成しました。`).waitFor();
    await shot(page, "projects-detail-generate");
    if (selected > canOnPage)
      expect(
        await dialog.getByRole("list", { name: "対象外の案件" }).getByRole("listitem").count(),
      ).toBe(selected - canOnPage);
    const after = (await session.graphql(
      `query ($ids: [ID!]) { matters(filter: { projectId: $ids }, pageSize: 200) { items { id status constructions { id } } } }`,
      { ids: [projectId] },
    )) as { matters: { items: { id: string; status: number; constructions: { id: string }[] }[] } };
    for (const m of agreed.filter((a) => a.status === 3)) {
      const now = after.matters.items.find((a) => a.id === m.id)!;
      expect(now.status).toBe(5);
      expect(now.constructions.length).toBeGreaterThan(0);
    }
  });

  it("a matter changed meanwhile: nothing applied, the row named, 再読み込み offered", async () => {
    const before = await mattersOf(biggest.id);
    const total = before.pageInfo.totalCount;
    expect(total).toBeGreaterThan(20);
    const stale = before.items[Math.floor(total / 2)]!;
    const page = await signedInPage("admin@example.jp");
    // Someone else saves one of the selected matters between the versions read and the call.
    await page.route("**/graphql", async (route) => {
      if (operationName(route.request()) === BULK_UPDATE)
        await session.graphql(
          `mutation ($id: ID!, $v: Int!) { updateMatter(id: $id, input: { notes: "別の人の変更", version: $v }) { id } }`,
          { id: stale.id, v: stale.version },
        );
      await route.continue();
    });
    await page.goto(at(`/projects/${biggest.id}`));
    await rows(page).first().waitFor();
    const bar = page.getByRole("region", { name: "選択した行の操作" });
    await bar.getByRole("button", { name: `条件に一致する${total}件をすべて選択` }).click();
    await bar.getByText(`${total}件を選択中`).waitFor();
    await bar.getByRole("button", { name: "期限変更" }).click();
    const dialog = page.getByRole("dialog", { name: "期限変更" });
    await dialog.getByLabel("期限").fill("2031-03-31");
    await dialog.getByRole("button", { name: "変更" }).click();
    const problems = dialog.getByRole("list", { name: "変更できない案件" });
    await problems.waitFor();
    expect(await problems.innerText()).toContain(stale.code);
    await shot(page, "projects-detail-conflict");
    const after = await mattersOf(biggest.id);
    // Nothing applied: only the other person's save moved a version.
    expect(
      after.items
        .filter((m) => m.version !== before.items.find((b) => b.id === m.id)!.version)
        .map((m) => m.id),
    ).toEqual([stale.id]);
    await page.unroute("**/graphql");
    await dialog.getByRole("button", { name: "再読み込み" }).click();
    await dialog.waitFor({ state: "detached" });
  });

  it("saves the project's name and next status through the form; the history shows it", async () => {
    const next = movable.allowedStatuses.find((s) => s !== movable.status);
    const page = await signedInPage("admin@example.jp", { path: `/projects/${movable.id}` });
    const form = page.getByRole("form", { name: "プロジェクト情報" });
    await form.getByLabel("プロジェクト名").waitFor();
    // Only the current status and the allowed next ones are offered.
    const offered = await form
      .locator('select[name="status"]')
      .locator("option")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(offered.sort()).toEqual(
      [...new Set([movable.status, ...movable.allowedStatuses])].map(String).sort(),
    );
    const name = `e2eプロジェクト ${Date.now()}`;
    await form.getByLabel("プロジェクト名").fill(name);
    if (next) await form.locator('select[name="status"]').selectOption(String(next));
    await form.getByRole("button", { name: "更新" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました。");
    const saved = (await session.graphql(`query ($id: ID!) { project(id: $id) { name status } }`, {
      id: movable.id,
    })) as { project: { name: string; status: number } };
    expect(saved.project).toEqual({ name, status: next ?? movable.status });
    const history = page.getByRole("list", { name: "変更履歴（新しい順）" });
    await expect.poll(() => history.innerText()).toContain(name);
  });

  it("deletes a project without matters; a stale one asks to reload first", async () => {
    const created = (await session.graphql(
      `mutation { createProject(input: { name: "削除用 e2e", workType: 1 }) { id version } }`,
    )) as { createProject: { id: string; version: number } };
    const { id, version } = created.createProject;
    const page = await signedInPage("admin@example.jp", { path: `/projects/${id}` });
    const form = page.getByRole("form", { name: "プロジェクト情報" });
    await form.getByLabel("プロジェクト名").waitFor();
    // Someone else saves it meanwhile: the delete is refused and 再読み込み offered.
    await session.graphql(
      `mutation ($id: ID!, $v: Int!) { updateProject(id: $id, input: { notes: "別の人", version: $v }) { id } }`,
      { id, v: version },
    );
    await form.getByRole("button", { name: "削除" }).click();
    await page
      .getByRole("dialog", { name: "プロジェクトの削除" })
      .getByRole("button", { name: "削除" })
      .click();
    const stale = page.getByRole("alertdialog", { name: "削除できませんでした" });
    await stale.getByRole("button", { name: "再読み込み" }).click();
    await stale.waitFor({ state: "detached" });
    await expect.poll(() => form.getByLabel("備考").inputValue()).toBe("別の人");
    await form.getByRole("button", { name: "削除" }).click();
    await page
      .getByRole("dialog", { name: "プロジェクトの削除" })
      .getByRole("button", { name: "削除" })
      .click();
    await page.waitForURL((url) => url.pathname === "/projects");
    const gone = (await session.graphql(`query ($id: ID!) { project(id: $id) { id } }`, {
      id,
    })) as {
      project: unknown;
    };
    expect(gone.project).toBeNull();
  });

  it("a role without targetEdit reads the project; of the bulk actions only 交渉指示", async () => {
    const as = "negotiation@example.jp";
    const seen = (await session.graphql(
      `{ projects(pageSize: 200) { items { id name } } }`,
      {},
      as,
    )) as { projects: { items: { id: string; name: string }[] } };
    const visible = seen.projects.items[0]!;
    const page = await signedInPage(as, { path: `/projects/${visible.id}` });
    const summary = page.getByRole("region", { name: "プロジェクト情報" });
    await summary.getByText(visible.name).waitFor();
    expect(await page.getByRole("form", { name: "プロジェクト情報" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "削除" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "案件追加" }).count()).toBe(0);
    await page.getByRole("heading", { name: /^案件（\d+件）$/ }).waitFor();
    const bar = page.getByRole("region", { name: "選択した行の操作" });
    await bar.getByRole("button", { name: "交渉指示" }).waitFor();
    for (const name of ["担当者変更", "期限変更", "状態変更", "工事生成"])
      expect(await bar.getByRole("button", { name }).count()).toBe(0);
    await shot(page, "projects-detail-read-only");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("passes axe and fits 1366 px; the header offers 案件追加", async () => {
    const page = await signedInPage("admin@example.jp", { width: 1366, height: 768 });
    // The seed has no overdue matter: one open matter of the project falls due yesterday (Tokyo).
    const open = (await mattersOf(project.id)).items.find((m) =>
      [1, 2, 3, 5, 6].includes(m.status),
    )!;
    const yesterday = new Date(Date.now() + 9 * 3600_000 - 86400_000).toISOString().slice(0, 10);
    await session.graphql(
      `mutation ($id: ID!, $v: Int!, $d: String) { updateMatter(id: $id, input: { dueDate: $d, version: $v }) { id } }`,
      { id: open.id, v: open.version, d: yesterday },
    );
    const shown = project.id;
    await page.goto(at(`/projects/${shown}?overdue=true`));
    await page.getByRole("heading", { name: /^案件（\d+件）$/ }).waitFor();
    await page
      .getByRole("table", { name: "案件一覧" })
      .or(page.getByText("条件に一致する案件はありません"))
      .first()
      .waitFor();
    const overdue = await mattersOf(shown, { overdue: true });
    expect(overdue.items.map((m) => m.id)).toEqual([open.id]);
    // Overdue is told in words, not only in red.
    await expect.poll(() => rows(page).first().innerText()).toContain(open.code);
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().locator("td:nth-child(7)").innerText()).toContain("期限切れ");
    const can = (await session.graphql(
      `query ($id: ID!) { project(id: $id) { can { addMatters } } }`,
      {
        id: shown,
      },
    )) as { project: { can: { addMatters: boolean } } };
    const add = page.getByRole("button", { name: "案件追加" });
    expect(await add.count()).toBe(can.project.can.addMatters ? 1 : 0);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await table(page).scrollIntoViewIfNeeded();
    await shot(page, "projects-detail-1366");
    if (can.project.can.addMatters) {
      await add.click();
      await page.waitForURL((url) => url.pathname === `/projects/add-matters/${shown}`);
    }
  });
});
