// 案件追加 (issue #15) in a real browser against the real stack: on a fresh project of a seeded
// client the page opens on that client's targets not yet in the project, "select all matching"
// picks 130 targets over all pages, and 追加 adds them in ONE addMattersToProject call (counted on
// the wire) with the batch's work type, assignee and due date; adding them again reports them
// skipped and creates nothing. Without targetEdit the page says so. axe on the way.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { housesCsv } from "./fixtures";
import { countOperation } from "./graphql-requests";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const TEST_TIMEOUT = 120_000;
const COUNT = 130;
// Unique per run, so the name filter finds this run's targets only.
const MARKER = `案件追加検査${Date.now() % 1_000_000}`;
/** COUNT houses of client `clientId`, named with this run's marker. */
const csvOf = (clientId: number) =>
  housesCsv({
    clientId,
    count: COUNT,
    name: (i) => `追加邸${i} ${MARKER}`,
    kana: "ツイカテイ",
    block: 2,
  });

interface Fixture {
  clientId: number;
  projectId: string;
  projectName: string;
  targetIds: string[];
  assignee: { id: string; name: string };
}

async function prepare(): Promise<Fixture> {
  const masters = (await session.graphql(`{
    clients: masterList(kind: CLIENTS) { id name }
    assignableUsers { id name }
  }`)) as { clients: { id: number }[]; assignableUsers: { id: string; name: string }[] };
  const clientId = masters.clients[0]!.id;
  const projectName = `案件追加E2E ${MARKER}`;
  const created = (await session.graphql(
    `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
    { input: { name: projectName, clientId, workType: 2 } },
  )) as { createProject: { id: string } };
  const imported = (await session.graphql(
    `mutation ($c: String!) { importTargets(content: $c) { created targetIds } }`,
    { c: csvOf(clientId) },
  )) as { importTargets: { created: number; targetIds: string[] } };
  expect(imported.importTargets.created).toBe(COUNT);
  return {
    clientId,
    projectId: created.createProject.id,
    projectName,
    targetIds: imported.importTargets.targetIds,
    assignee: masters.assignableUsers[0]!,
  };
}

const alertBar = (page: Page) => page.getByTestId("alert-bar");
const search = (page: Page) => page.getByRole("search");
const table = (page: Page) => page.getByRole("table", { name: "追加する対象物件の検索結果" });

async function mattersOf(projectId: string) {
  const data = (await session.graphql(
    `query ($p: [ID!]) { matters(filter: { projectId: $p }, pageSize: 200) {
      items { targetId workType assigneeUserId dueDate status }
      pageInfo { totalCount }
    } }`,
    { p: [projectId] },
  )) as {
    matters: {
      items: {
        targetId: string;
        workType: number;
        assigneeUserId: number | null;
        dueDate: string | null;
        status: number;
      }[];
      pageInfo: { totalCount: number };
    };
  };
  return data.matters;
}

describe("案件追加 /projects/add-matters/{id}", () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await prepare();
  }, 60_000);

  it(
    "selects all 130 matching targets and adds them in one call; adding again skips them",
    async () => {
      const page = await signedInPage("admin@example.jp", { width: 1366, height: 860 });
      const addCalls = countOperation(page, "AddMattersToProject");
      await page.goto(at(`/projects/add-matters/${fx.projectId}`));

      // Opened without a search: the project's client, only targets not yet in the project.
      await page.waitForURL((url) => url.searchParams.get("notInProjectId") === fx.projectId);
      expect(new URL(page.url()).searchParams.get("clientId")).toBe(String(fx.clientId));
      expect(await search(page).getByLabel("発注元").inputValue()).toBe(String(fx.clientId));
      const settings = page.getByRole("form", { name: "追加する案件の設定" });
      // The batch's work type starts as the project's (2 通信).
      expect(await settings.getByLabel("工事種別").inputValue()).toBe("2");

      await search(page).getByLabel("物件名・カナ").fill(MARKER);
      await search(page).getByLabel("物件名・カナ").press("Enter");
      await page.waitForURL((url) => url.searchParams.get("name") === MARKER);
      const selectAll = page.getByRole("button", { name: `条件に一致する${COUNT}件をすべて選択` });
      await selectAll.click();
      await page.getByText(`${COUNT}件を選択中`).waitFor();

      await settings.getByLabel("担当者").selectOption(fx.assignee.id);
      await settings.getByLabel("期限").fill("2026/12/31");
      await settings.getByLabel("期限").press("Tab");
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await shot(page, "projects-add-matters-selected");

      await page.getByRole("button", { name: `追加（${COUNT}件）` }).click();
      await expect
        .poll(() => alertBar(page).innerText())
        .toContain(`${COUNT}件の案件を作成しました`);
      expect(addCalls()).toBe(1);

      const matters = await mattersOf(fx.projectId);
      expect(matters.pageInfo.totalCount).toBe(COUNT);
      expect(matters.items.map((m) => m.targetId).sort()).toEqual([...fx.targetIds].sort());
      for (const m of matters.items)
        expect(m).toMatchObject({
          workType: 2,
          assigneeUserId: Number(fx.assignee.id),
          dueDate: "2026-12-31",
          status: 1,
        });

      // The list is read again: none of the targets is "not in the project" any more.
      await table(page).getByText("条件に一致する対象物件はありません").waitFor();
      await page
        .getByRole("status")
        .getByText(/130件の案件を作成しました/)
        .waitFor();
      await shot(page, "projects-add-matters-done");

      // Again, without 未登録のプロジェクト: all 130 are in the project already.
      await search(page).getByLabel("未登録のプロジェクト").selectOption("");
      await search(page).getByRole("button", { name: "検索" }).click();
      await page.waitForURL((url) => !url.searchParams.has("notInProjectId"));
      await page.getByRole("button", { name: `条件に一致する${COUNT}件をすべて選択` }).click();
      await page.getByText(`${COUNT}件を選択中`).waitFor();
      await page.getByRole("button", { name: `追加（${COUNT}件）` }).click();
      await expect
        .poll(() => alertBar(page).innerText())
        .toContain(`${COUNT}件は登録済みのためスキップしました`);
      expect(addCalls()).toBe(2);
      expect((await mattersOf(fx.projectId)).pageInfo.totalCount).toBe(COUNT);
      expect(await seriousViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it("without targetEdit the page says so and offers nothing to add", async () => {
    const page = await signedInPage("negotiation@example.jp", {
      path: `/projects/add-matters/${fx.projectId}`,
    });
    await page.getByText("案件を追加する権限がありません。").waitFor();
    expect(await page.getByRole("button", { name: /^追加/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
