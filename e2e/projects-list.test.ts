// プロジェクト一覧 (/projects, issue #15) in a real browser on the seeded data: filtering by client and
// status and sorting by name show what the API answers, in the URL so a reload keeps them; CSV出力
// downloads the same rows; each row's progress bar says the project's matter counts; axe finds
// nothing serious and nothing scrolls sideways at 1366 px.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { downloadedBytes, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const table = (page: Page) => page.getByRole("table", { name: "プロジェクト一覧" });
const rows = (page: Page) => table(page).locator("tbody tr");
const codesOnScreen = (page: Page) => rows(page).locator("td:nth-child(1)").allInnerTexts();

interface Listed {
  id: string;
  code: string;
  name: string;
  status: number;
  statusLabel: string;
  client: { id: number; name: string } | null;
  matterCounts: { status: number; statusLabel: string; count: number }[];
}

async function projects(
  filter: Record<string, unknown> = {},
  sort = "ID",
  order = "ASC",
): Promise<Listed[]> {
  const data = (await session.graphql(
    `query ($filter: ProjectFilter, $sort: ProjectSortField, $order: SortOrder) {
      projects(filter: $filter, sort: $sort, order: $order, pageSize: 200) {
        items { id code name status statusLabel client { id name }
          matterCounts { status statusLabel count } }
      }
    }`,
    { filter, sort, order },
  )) as { projects: { items: Listed[] } };
  return data.projects.items;
}

/** The progress bar's text as the page should say it (statuses in the API's order). */
const countsText = (p: Listed) => {
  const total = p.matterCounts.reduce((n, c) => n + c.count, 0);
  const parts = p.matterCounts.map((c) => `${c.statusLabel} ${c.count}`);
  return parts.length ? `案件 ${total}件: ${parts.join("・")}` : "案件 0件";
};

/** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  return [...cells, cell];
}

describe("/projects as admin", () => {
  it("filters by client and status, sorts by name, keeps the state over a reload", async () => {
    const all = await projects();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const pick = all.find((p) => p.client)!;
    const client = pick.client!;

    const page = await signedInPage("admin@example.jp", { path: "/projects" });
    await rows(page).first().waitFor();
    expect(await codesOnScreen(page)).toEqual(all.slice(0, 20).map((p) => p.code));

    const search = page.getByRole("search", { name: "プロジェクト一覧の検索" });
    await search.getByLabel("発注元").selectOption({ label: client.name });
    await search.getByLabel("状態").selectOption({ label: pick.statusLabel });
    await search.getByRole("button", { name: "検索" }).click();
    await shot(page, "projects-list-filtered");
    await page.waitForURL(
      (url) =>
        url.searchParams.get("clientId") === String(client.id) &&
        url.searchParams.get("status") === String(pick.status),
    );
    const filter = { clientId: [Number(client.id)], status: [pick.status] };
    const expected = await projects(filter);
    expect(expected.map((p) => p.code)).toContain(pick.code);
    await expect.poll(() => codesOnScreen(page)).toEqual(expected.map((p) => p.code));

    // The name header asks the server for the name order; the URL keeps it.
    await table(page).getByRole("button", { name: "プロジェクト名 / 工事種別" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "NAME");
    const byName = await projects(filter, "NAME");
    await expect.poll(() => codesOnScreen(page)).toEqual(byName.map((p) => p.code));

    await page.reload();
    await rows(page).first().waitFor();
    expect(await search.getByLabel("発注元").inputValue()).toBe(String(client.id));
    expect(await search.getByLabel("状態").inputValue()).toBe(String(pick.status));
    expect(
      await table(page)
        .getByRole("columnheader", { name: "プロジェクト名 / 工事種別" })
        .getAttribute("aria-sort"),
    ).toBe("ascending");
    await expect.poll(() => codesOnScreen(page)).toEqual(byName.map((p) => p.code));

    // All projects by name, descending: the server's order.
    await page.goto(at("/projects?sort=NAME&order=DESC"));
    await rows(page).first().waitFor();
    const desc = await projects({}, "NAME", "DESC");
    await expect.poll(() => codesOnScreen(page)).toEqual(desc.slice(0, 20).map((p) => p.code));
    await shot(page, "projects-list-name-desc");
  });

  it("draws each project's matter counts as a bar that says them", async () => {
    const all = await projects();
    expect(all.some((p) => p.matterCounts.length > 1)).toBe(true);
    const page = await signedInPage("admin@example.jp", { path: "/projects" });
    await rows(page).first().waitFor();
    for (const p of all.slice(0, 20)) {
      const row = rows(page).filter({ has: page.getByRole("link", { name: p.code, exact: true }) });
      const bar = row.getByRole("img");
      expect(await bar.getAttribute("aria-label")).toBe(countsText(p));
      expect(await bar.getAttribute("title")).toBe(countsText(p));
      // One coloured segment per status that has matters.
      expect(await bar.locator("span").count()).toBe(p.matterCounts.length);
    }
    // The legend names every matter status.
    const legend = page.getByRole("list", { name: "案件の状態の色" });
    await legend.scrollIntoViewIfNeeded();
    await shot(page, "projects-list-legend");
    expect(await legend.getByRole("listitem").allInnerTexts()).toEqual([
      "未着手",
      "交渉中",
      "合意",
      "不成立",
      "工事手配中",
      "工事完了",
      "完了",
      "保留",
    ]);
  });

  it("exports the rows of the list as CSV", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/projects?sort=NAME" });
    await rows(page).first().waitFor();
    const codes = await codesOnScreen(page);
    await page.getByRole("button", { name: "プロジェクト一覧をCSV出力" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV（UTF-8）" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = new TextDecoder("utf-8").decode(await downloadedBytes(download));
    const [header, ...lines] = text
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter((l) => l !== "")
      .map(cellsOf);
    expect(header!.slice(0, 2)).toEqual(["プロジェクトコード", "プロジェクト名"]);
    expect(lines.map((cells) => cells[0])).toEqual(codes);
    const names = await rows(page).locator("td:nth-child(2)").allInnerTexts();
    expect(lines.map((cells) => cells[1])).toEqual(names.map((n) => n.split("\n")[0]));
  });

  it("passes axe and fits 1366 px", async () => {
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 768,
      path: "/projects",
    });
    await rows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    const nameWidth = await table(page)
      .getByRole("columnheader", { name: "プロジェクト名 / 工事種別" })
      .evaluate((th) => th.getBoundingClientRect().width);
    await shot(page, "projects-list-1366");
    expect(nameWidth).toBeGreaterThan(150);
    // The row leads to the project's page.
    await rows(page).first().getByRole("link").click();
    await page.waitForURL((url) => /^\/projects\/\d+$/.test(url.pathname));
  });
});

describe("/projects without targetEdit", () => {
  it("lists projects but offers no 新規登録", async () => {
    const page = await signedInPage("negotiation@example.jp", { path: "/projects" });
    await rows(page).first().waitFor();
    expect(await page.getByRole("button", { name: "新規登録" }).count()).toBe(0);
  });
});
