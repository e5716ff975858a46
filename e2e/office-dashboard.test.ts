// Issue #37 ("A day in the office"), the dashboard and each role's start, in a real browser on the
// seeded demo at 1,366 px:
// #37.1  every figure of the dashboard — for every role that sees figures — opens a list whose
//        total is the figure: its link is clicked and the list's 「全 N 件」 read (a 測定不合格 link
//        that opened all 57 constructions failed here); a team's free-slot row opens that team's
//        bookings of the 14 days.
// #37.17 工事管理者 and 引込線登録 get cards of their own work (指示待ち, 測定不合格, 班別の空き枠,
//        撤去予定の引込線); 案件担当 and 発注担当 start from 自分の案件.
// #37.19 the project-status chart fills its card: drawn across it, its labels inside it.

import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { signedInPage } = session;

const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
/** The page's own content: the figures, not the shell's menu. */
const content = (page: Page) => page.locator("section[aria-labelledby='page-title']");

/** Waits for the dashboard's figures, the managers' charts too when it has them. */
async function dashboardShown(page: Page) {
  await page.getByRole("heading", { name: "自分の作業" }).waitFor();
  const manager = page.getByRole("region", { name: "全体の状況" });
  if (await manager.count()) await manager.getByRole("table").first().waitFor();
}

/** The total a list page shows under its table (「1〜20 件 / 全 123 件」 or 「0 件」). */
async function listTotal(page: Page): Promise<number> {
  const status = page.getByRole("navigation", { name: "ページ送り" }).getByRole("status");
  await status.waitFor({ timeout: 15_000 });
  await expect.poll(() => status.innerText()).toMatch(/件/);
  const text = (await status.innerText()).trim();
  const match = /全\s*([\d,]+)\s*件/.exec(text) ?? /^([\d,]+)\s*件$/.exec(text);
  if (!match) throw new Error(`no total in 「${text}」`);
  return Number(match[1]!.replace(/,/g, ""));
}

/** The figure a link says: its last 「N件」. */
function figureOf(text: string): number | undefined {
  const match = /([\d,]+)件\s*$/.exec(text.replace(/\s+/g, " ").trim());
  return match ? Number(match[1]!.replace(/,/g, "")) : undefined;
}

interface Checked {
  text: string;
  href: string;
  figure?: number;
  listed?: number;
  problem?: string;
}

/**
 * Clicks every linked figure of `as`'s dashboard in turn and reads the total of the list it
 * opens. Returns each link with its figure and the list's total.
 */
async function everyFigure(as: string): Promise<Checked[]> {
  const page = await signedInPage(as, { path: "/" });
  await dashboardShown(page);
  const links = content(page).locator("a[href^='/']");
  const n = await links.count();
  const out: Checked[] = [];
  for (let i = 0; i < n; i++) {
    const link = links.nth(i);
    const text = ((await link.textContent()) ?? "").trim();
    const href = (await link.getAttribute("href")) ?? "";
    const figure = figureOf(text);
    if (figure === undefined) {
      out.push({ text, href, problem: "the link says no count" });
      continue;
    }
    await link.scrollIntoViewIfNeeded();
    await link.click({ position: { x: 4, y: 4 } });
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    let listed: number | undefined;
    let problem: string | undefined;
    try {
      listed = await listTotal(page);
    } catch (error) {
      problem = `no list total at ${href}: ${String(error).slice(0, 120)}`;
    }
    out.push({
      text,
      href,
      figure,
      ...(listed === undefined ? {} : { listed }),
      ...(problem ? { problem } : {}),
    });
    await page.goBack();
    await dashboardShown(page);
  }
  return out;
}

const mismatches = (checked: readonly Checked[]) =>
  checked.filter((c) => c.problem || c.figure !== c.listed);

/** Makes `n` matters of one open project `as`'s (the seed gives 発注担当 none). */
async function assignMatters(as: string, n: number): Promise<{ projectId: string; count: number }> {
  const { viewer } = (await session.graphql(`{ viewer { id } }`, {}, as)) as {
    viewer: { id: string };
  };
  const open = (await session.graphql(
    `{ matters(filter: { status: [1] }, pageSize: 50) { items { id projectId version } } }`,
  )) as { matters: { items: { id: string; projectId: string; version: number }[] } };
  const projectId = open.matters.items[0]!.projectId;
  const chosen = open.matters.items.filter((m) => m.projectId === projectId).slice(0, n);
  for (const m of chosen)
    await session.graphql(
      `mutation ($id: ID!, $input: UpdateMatterInput!) { updateMatter(id: $id, input: $input) { id } }`,
      { id: m.id, input: { assigneeUserId: Number(viewer.id), version: m.version } },
    );
  return { projectId, count: chosen.length };
}

/** The card titles of 自分の作業, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  const work = page.locator("section[aria-labelledby='dashboard-my-work']");
  return work.getByRole("heading", { level: 3 }).allInnerTexts();
}

/** Clicks a figure's link and reads the total of the list it opens. */
async function follow(page: Page, link: Locator): Promise<{ figure: number; listed: number }> {
  const href = (await link.getAttribute("href")) ?? "";
  const figure = figureOf((await link.textContent()) ?? "");
  await link.click({ position: { x: 4, y: 4 } });
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
  return { figure: figure ?? -1, listed: await listTotal(page) };
}

describe("issue #37: the dashboard and each role's start", () => {
  it("#37.1 every figure of every role equals the total of the list its link opens", async () => {
    const roles = [
      "admin@example.jp",
      "manager@example.jp",
      "matter@example.jp",
      "order@example.jp",
      "negotiation@example.jp",
      "construction-manager@example.jp",
      // Not construction@example.jp: a crew's / is its home of job cards (crew-home.test.ts).
      "linecode@example.jp",
    ];
    const wrong: (Checked & { as: string })[] = [];
    let checked = 0;
    for (const as of roles) {
      const figures = await everyFigure(as);
      checked += figures.length;
      wrong.push(...mismatches(figures).map((c) => ({ ...c, as })));
    }
    // Not a vacuous pass: the managers' charts alone hold dozens of figures.
    expect(checked).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  }, 1_200_000);

  it("#37.1 測定不合格の工事 opens 工事確認一覧 filtered to it, the filter shown", async () => {
    const as = "manager@example.jp";
    const page = await signedInPage(as, { path: "/" });
    await dashboardShown(page);
    const failed = card(page, "測定不合格の工事");
    const { figure, listed } = await follow(page, failed.getByRole("link").first());
    expect(pathOf(page)).toBe("/constructions");
    expect(figure).toBeGreaterThan(0);
    expect(listed).toBe(figure);
    const since = new URL(page.url()).searchParams.get("failedSince");
    expect(since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The condition is on the filter bar, where it can be seen and cleared.
    await expect.poll(() => page.getByLabel("この日以降に測定不合格").inputValue()).not.toBe("");
  });

  it("#37.17 工事管理者 and 引込線登録 get the cards of their own work, each equal to its list", async () => {
    const manager = await signedInPage("construction-manager@example.jp", { path: "/" });
    await dashboardShown(manager);
    const titles = await cardTitles(manager);
    for (const title of ["指示待ちの工事", "測定不合格の工事", "班別の空き枠", "撤去予定の引込線"])
      expect(titles).toContain(title);
    // Its own work comes before the visits.
    expect(titles.indexOf("指示待ちの工事")).toBeLessThan(titles.indexOf("今日の訪問"));
    expect(await seriousViolations(manager)).toEqual([]);
    const waiting = await follow(
      manager,
      card(manager, "指示待ちの工事").getByRole("link").first(),
    );
    expect(waiting.figure).toBeGreaterThan(0);
    expect(waiting.listed).toBe(waiting.figure);
    expect(new URL(manager.url()).searchParams.getAll("status")).toEqual(["1"]);

    const lines = await signedInPage("linecode@example.jp", { path: "/" });
    await dashboardShown(lines);
    expect((await cardTitles(lines))[0]).toBe("撤去予定の引込線");
    const toRemove = await follow(lines, card(lines, "撤去予定の引込線").getByRole("link").first());
    expect(pathOf(lines)).toBe("/linecode");
    expect(toRemove.listed).toBe(toRemove.figure);
  });

  it("#37.17 案件担当 and 発注担当 start from their own matters", async () => {
    for (const as of ["matter@example.jp", "order@example.jp"]) {
      const mine = await assignMatters(as, 2);
      const page = await signedInPage(as, { path: "/" });
      await dashboardShown(page);
      expect((await cardTitles(page))[0]).toBe("自分の案件");
      const region = card(page, "自分の案件");
      const item = region.locator(`a[href^="/projects/${mine.projectId}?"]`);
      const text = (await item.textContent()) ?? "";
      expect(figureOf(text)).toBeGreaterThanOrEqual(mine.count);
      const { figure, listed } = await follow(page, item);
      expect(pathOf(page)).toBe(`/projects/${mine.projectId}`);
      const me = new URL(page.url()).searchParams.get("assigneeUserId");
      expect(me).toBeTruthy();
      expect(listed).toBe(figure);

      // The project's page, opened plainly (from the menu's list), starts from my matters too.
      const plain = await signedInPage(as, { path: `/projects/${mine.projectId}` });
      await expect.poll(() => new URL(plain.url()).searchParams.get("assigneeUserId")).toBe(me);
      expect(await listTotal(plain)).toBe(figure);
    }
  });

  it("#37.19 the project-status chart fills its card, its labels inside it", async () => {
    const page = await signedInPage("manager@example.jp", { path: "/" });
    await dashboardShown(page);
    const chart = page.getByRole("region", { name: "プロジェクト別の案件状態", exact: true });
    const svg = chart.locator("svg").first();
    await svg.waitFor();
    await page.waitForTimeout(500);
    if (process.env.E2E_SCREENSHOTS)
      await chart.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/office-project-chart.png` });
    const box = (await chart.boundingBox())!;
    const drawn = await chart.evaluate((region) => {
      const svg = region.querySelector("svg")!;
      const plot = svg.getBoundingClientRect();
      const bars = [...svg.querySelectorAll("rect")]
        .map((r) => r.getBoundingClientRect())
        .filter((b) => b.width > 0 && b.height > 0);
      const texts = [...svg.querySelectorAll("text")];
      const rects = texts.map((t) => t.getBoundingClientRect());
      return {
        plotLeft: plot.left,
        plotWidth: plot.width,
        barsLeft: Math.min(...bars.map((b) => b.left)),
        barsRight: Math.max(...bars.map((b) => b.right)),
        cut: texts.map((t) => t.textContent ?? "").filter((t) => /(\.\.\.|…)$/.test(t)),
        textsLeft: Math.min(...rects.map((t) => t.left)),
        textsRight: Math.max(...rects.map((t) => t.right)),
        textsBottom: Math.max(...rects.map((t) => t.bottom)),
      };
    });
    // The bars spread over the chart, not bunched in its right half.
    expect(drawn.barsLeft - drawn.plotLeft).toBeLessThan(drawn.plotWidth / 4);
    expect(drawn.barsRight - drawn.barsLeft).toBeGreaterThan(drawn.plotWidth * 0.6);
    // No project's name is cut short, and every label is inside the card.
    expect(drawn.cut).toEqual([]);
    expect(drawn.textsLeft).toBeGreaterThanOrEqual(box.x);
    expect(drawn.textsRight).toBeLessThanOrEqual(box.x + box.width);
    expect(drawn.textsBottom).toBeLessThanOrEqual(box.y + box.height);
  });
});
