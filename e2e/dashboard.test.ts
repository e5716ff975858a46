// ダッシュボード (/, issue #19) in a real browser on the seeded data: an admin sees the cards and
// the managers' charts (SVG, each with its figures as links in text), axe finds nothing serious and
// 1366 px (and a 390 px phone) need no sideways scrolling; figures equal the lists they link to —
// 今週の訪問 → 交渉一覧, a project's status segment → the project's matters, 合意 of a week →
// 交渉一覧, 測定不合格 → the constructions GraphQL. A 交渉担当 gets no managers' section and its own
// 今週の訪問 equals its list. (A 工事担当's / is its crew home: crew-home.test.ts.)

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { drawerAtStart } from "./phone";
import { pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { signedInPage, shot } = session;

interface Dashboard {
  today: string;
  weekStart: string;
  weekEnd: string;
  my: {
    visitsToday: number;
    visitsThisWeek: number;
    overdueMatters: { projectId: string; projectName: string; count: number }[];
    constructionsToday: number;
    constructionsThisWeek: number;
  };
  manager: {
    since: string;
    mattersByProject: {
      projectId: string;
      projectName: string;
      byStatus: { status: number; label: string; count: number }[];
    }[];
    negotiationsByWeek: { weekStart: string; weekEnd: string; agreed: number; failed: number }[];
    teamCapacity: { teamId: number; remaining: number }[];
    failedMeasurements: number;
    failedRuns: number;
  } | null;
}

/** The dashboard as the gateway answers it to `as`. */
async function dashboardOf(as: string): Promise<Dashboard> {
  const data = (await session.graphql(
    `{ dashboard { today weekStart weekEnd
        my { visitsToday visitsThisWeek overdueMatters { projectId projectName count }
          constructionsToday constructionsThisWeek }
        manager { since mattersByProject { projectId projectName byStatus { status label count } }
          negotiationsByWeek { weekStart weekEnd agreed failed }
          teamCapacity { teamId remaining } failedMeasurements failedRuns } } }`,
    {},
    as,
  )) as { dashboard: Dashboard };
  return data.dashboard;
}

async function viewerId(as: string): Promise<string> {
  const { viewer } = (await session.graphql(`{ viewer { id } }`, {}, as)) as {
    viewer: { id: string };
  };
  return viewer.id;
}

const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const managerSection = (page: Page) => page.getByRole("region", { name: "全体の状況" });
const countOf = (n: number) => `${n.toLocaleString("ja-JP")}件`;

/** The total a list page shows under its table (「1〜20 件 / 全 123 件」 or 「0 件」). */
async function listTotal(page: Page): Promise<number> {
  const status = page.getByRole("navigation", { name: "ページ送り" }).getByRole("status");
  await status.waitFor();
  const text = (await status.innerText()).trim();
  const match = /全\s*([\d,]+)\s*件/.exec(text) ?? /^([\d,]+)\s*件$/.exec(text);
  if (!match) throw new Error(`no total in 「${text}」`);
  return Number(match[1]!.replace(/,/g, ""));
}

/** Waits for the dashboard's figures (once it is open). */
const dashboardShown = (page: Page) => page.getByRole("heading", { name: "自分の作業" }).waitFor();

/** The page's own content (the shell's main pane scrolls it, so a full-page shot would cut it). */
async function shotContent(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  // One shot per part: an element's shot scrolls it into the pane's view first.
  const parts = page.locator("section[aria-labelledby='page-title'] > section");
  for (let i = 0; i < (await parts.count()); i++)
    await parts.nth(i).screenshot({ path: `${folder}/${name}-${i}.png` });
  const charts = page.locator("section[aria-labelledby='dashboard-manager'] section:has(svg)");
  for (let i = 0; i < (await charts.count()); i++)
    await charts.nth(i).screenshot({ path: `${folder}/${name}-chart${i}.png` });
}

/** Clicks the link and reads the list's total once the URL is the link's. */
async function followAndCount(page: Page, link: ReturnType<Page["getByRole"]>): Promise<number> {
  const href = await link.getAttribute("href");
  expect(href).toBeTruthy();
  // At the link's start: a card's link may wrap onto two lines, and the middle of its box can
  // then fall between them (the headless shell wraps 期限切れの案件's so), where nothing is hit.
  await link.click({ position: { x: 4, y: 4 } });
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  return listTotal(page);
}

describe("the dashboard as admin", () => {
  const as = "admin@example.jp";
  let dashboard: Dashboard;
  let me: string;
  beforeAll(async () => {
    [dashboard, me] = await Promise.all([dashboardOf(as), viewerId(as)]);
    expect(dashboard.manager).not.toBeNull();
  });

  it("shows the cards and the charts, accessible, without sideways scrolling", async () => {
    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    for (const title of ["今日の訪問", "今週の訪問", "期限切れの案件", "今日の工事", "今週の工事"])
      await expect.poll(() => card(page, title).count()).toBe(1);
    await expect
      .poll(() => card(page, "今週の訪問").innerText())
      .toContain(countOf(dashboard.my.visitsThisWeek));
    await expect
      .poll(() => card(page, "今週の工事").innerText())
      .toContain(countOf(dashboard.my.constructionsThisWeek));

    const manager = managerSection(page);
    await manager.waitFor();
    for (const chart of [
      "プロジェクト別の案件状態",
      "週別の交渉結果（合意・不成立）",
      "班別の空き枠（今日から2週間）",
    ]) {
      const region = manager.getByRole("region", { name: chart });
      await region.locator("svg").first().waitFor();
      expect(await region.locator("svg").count()).toBeGreaterThan(0);
    }
    // Every week of the chart is in the table too, its figures as links.
    const weeks = manager.getByRole("table", { name: "週別の交渉結果（数値）" });
    expect(await weeks.locator("tbody tr").count()).toBe(
      dashboard.manager!.negotiationsByWeek.length,
    );
    expect(await weeks.getByRole("link").count()).toBe(
      dashboard.manager!.negotiationsByWeek.length * 2,
    );
    await expect
      .poll(() => card(page, "測定不合格の工事").innerText())
      .toContain(countOf(dashboard.manager!.failedMeasurements));

    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shotContent(page, "dashboard-admin");
    expect(session.cspViolations().filter((v) => !/eval/.test(v))).toEqual([]);
  });

  it("fits a phone: the cards stack, nothing sideways", async () => {
    const page = await signedInPage(as, { width: 390, height: 844, path: "/" });
    await dashboardShown(page);
    await drawerAtStart(page);
    await managerSection(page)
      .getByRole("region", { name: "プロジェクト別の案件状態" })
      .locator("svg")
      .first()
      .waitFor();
    const [today, thisWeek] = await Promise.all(
      ["今日の訪問", "今週の訪問"].map((t) => card(page, t).boundingBox()),
    );
    expect(thisWeek!.y).toBeGreaterThan(today!.y); // one column
    await expectNoSidewaysScroll(page);
    await shotContent(page, "dashboard-phone");
  });

  it("今週の訪問 equals the total of the negotiation list it opens", async () => {
    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    const link = card(page, "今週の訪問").getByRole("link", { name: /今週の訪問/ });
    const listed = await followAndCount(page, link);
    expect(pathOf(page)).toBe("/negotiations");
    const params = new URL(page.url()).searchParams;
    expect(params.get("assigneeUserId")).toBe(me);
    expect(params.get("scheduledFrom")).toBe(dashboard.weekStart);
    expect(listed).toBe(dashboard.my.visitsThisWeek);
  });

  it("今週の工事 equals the total of the construction list it opens", async () => {
    expect(dashboard.my.constructionsThisWeek).toBeGreaterThan(0);
    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    const link = card(page, "今週の工事").getByRole("link", { name: /今週の工事/ });
    const listed = await followAndCount(page, link);
    expect(pathOf(page)).toBe("/constructions");
    expect(new URL(page.url()).searchParams.getAll("status")).toEqual(["3", "4"]);
    expect(listed).toBe(dashboard.my.constructionsThisWeek);
  });

  it("a project's status segment equals the project's matters in that status", async () => {
    // The largest segment: a figure that is not trivially 0 or 1.
    const segments = dashboard.manager!.mattersByProject.flatMap((p) =>
      p.byStatus.map((s) => ({ ...s, projectId: p.projectId, projectName: p.projectName })),
    );
    expect(segments.length).toBeGreaterThan(0);
    const segment = segments.reduce((a, b) => (b.count > a.count ? b : a));

    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    const project = managerSection(page)
      .getByRole("list", { name: "プロジェクト別の案件状態（数値）" })
      .getByRole("listitem")
      .filter({ hasText: `${segment.projectName}（` })
      .first();
    const link = project.getByRole("link", { name: `${segment.label} ${countOf(segment.count)}` });
    const listed = await followAndCount(page, link);
    expect(pathOf(page)).toBe(`/projects/${segment.projectId}`);
    expect(new URL(page.url()).searchParams.get("status")).toBe(String(segment.status));
    expect(listed).toBe(segment.count);
  });

  it("合意 of a week equals the negotiations completed 合意 that week", async () => {
    const weeks = dashboard.manager!.negotiationsByWeek;
    const week = weeks.reduce((a, b) => (b.agreed > a.agreed ? b : a));
    expect(week.agreed).toBeGreaterThan(0);
    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    const label = `${Number(week.weekStart.slice(5, 7))}/${Number(week.weekStart.slice(8))}`;
    const link = managerSection(page)
      .getByRole("table", { name: "週別の交渉結果（数値）" })
      .getByRole("link", { name: new RegExp(`^${label}〜\\S+ 合意 ${countOf(week.agreed)}$`) });
    const listed = await followAndCount(page, link);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      completeReason: "1",
      completedFrom: week.weekStart,
      completedTo: week.weekEnd,
    });
    expect(listed).toBe(week.agreed);
    // The list's filter bar shows the conditions it was opened with.
    expect(await page.getByLabel("完了日（から）").inputValue()).toBe(
      week.weekStart.replaceAll("-", "/"),
    );
  });

  it("測定不合格の工事 equals the constructions with a failed measurement since that day", async () => {
    const since = dashboard.manager!.since;
    const data = (await session.graphql(
      `query ($filter: ConstructionFilter) { constructions(filter: $filter) { pageInfo { totalCount } } }`,
      { filter: { failedSince: since } },
    )) as { constructions: { pageInfo: { totalCount: number } } };
    expect(data.constructions.pageInfo.totalCount).toBe(dashboard.manager!.failedMeasurements);

    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    const link = card(page, "測定不合格の工事").getByRole("link");
    expect(await link.getAttribute("href")).toBe(`/constructions?failedSince=${since}`);
    await expect
      .poll(() => link.innerText())
      .toContain(countOf(dashboard.manager!.failedMeasurements));
  });
});

describe("期限切れの案件 as admin", () => {
  const as = "admin@example.jp";

  it("counts my overdue matters per project, as the project's matter list shows them", async () => {
    // The seed keeps no open matter overdue: make two of one project mine and due yesterday.
    const [before, me] = await Promise.all([dashboardOf(as), viewerId(as)]);
    const open = (await session.graphql(
      `{ matters(filter: { status: [1] }, pageSize: 50) { items { id projectId version } } }`,
    )) as { matters: { items: { id: string; projectId: string; version: number }[] } };
    const projectId = open.matters.items[0]!.projectId;
    const chosen = open.matters.items.filter((m) => m.projectId === projectId).slice(0, 2);
    const yesterday = new Date(Date.parse(`${before.today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const m of chosen)
      await session.graphql(
        `mutation ($id: ID!, $input: UpdateMatterInput!) { updateMatter(id: $id, input: $input) { id } }`,
        {
          id: m.id,
          input: { assigneeUserId: Number(me), dueDate: yesterday, version: m.version },
        },
      );
    const after = await dashboardOf(as);
    const figure = after.my.overdueMatters.find((p) => p.projectId === projectId);
    expect(figure?.count).toBeGreaterThanOrEqual(chosen.length);

    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    const overdue = card(page, "期限切れの案件");
    await expect
      .poll(() => overdue.innerText())
      .toContain(countOf(after.my.overdueMatters.reduce((sum, p) => sum + p.count, 0)));
    const link = overdue.getByRole("link", {
      name: `期限切れの案件 ${figure!.projectName} ${countOf(figure!.count)}`,
    });
    const listed = await followAndCount(page, link);
    expect(pathOf(page)).toBe(`/projects/${projectId}`);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      assigneeUserId: me,
      overdue: "true",
    });
    expect(listed).toBe(figure!.count);
  });
});

describe("the dashboard as a 交渉担当", () => {
  const as = "negotiation@example.jp";

  it("has no managers' section, and 今週の訪問 equals its list", async () => {
    const dashboard = await dashboardOf(as);
    expect(dashboard.manager).toBeNull();
    // The seed plans this negotiator's visits this week: a figure that can be wrong.
    expect(dashboard.my.visitsThisWeek).toBeGreaterThan(0);
    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    await card(page, "今週の訪問").waitFor();
    await shotContent(page, "dashboard-negotiation");
    expect(await managerSection(page).count()).toBe(0);
    const link = card(page, "今週の訪問").getByRole("link", { name: /今週の訪問/ });
    expect(await followAndCount(page, link)).toBe(dashboard.my.visitsThisWeek);
    await shot(page, "dashboard-negotiation-week-list");
  });
});
