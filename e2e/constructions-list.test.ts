// 工事確認一覧 (/constructions, issue #18) in a real browser on the seeded data: the 状態 filter,
// 今週のみ and 測定不合格のみ change the URL and show the rows the API answers; CSV出力 downloads the
// same rows under Japanese headers; a 工事担当 lands on its company's work, today's first (the API
// scopes it: fewer than the admin sees); on a 390 × 844 phone nothing scrolls sideways and the
// drawer starts collapsed; axe finds nothing serious.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { downloadedBytes, PHONE, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";
import { drawerAtStart } from "./phone";

const session = useBrowserSession();
const { signedInPage, shot } = session;

const CREW = "construction@example.jp";
/** 指示待ち, 指示済, 日程確定, 施工中, 延期: the crew's landing leaves out 完了 and 中止. */
const OPEN = [1, 2, 3, 4, 6];

const table = (page: Page) => page.getByRole("table", { name: "工事確認一覧" });
const rows = (page: Page) => table(page).locator("tbody tr");
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n})`).allInnerTexts();
const codesOnScreen = async (page: Page) =>
  (await column(page, 1)).map((t) => t.split("\n")[0]!.trim());

interface Listed {
  code: string;
  scheduledDate: string | null;
  associateCompany: { name: string } | null;
  measurements: { passed: boolean; judgement: string | null }[];
}

/** What the API answers for a filter and sort: the first page of 20 and the total. */
async function constructions(
  filter: Record<string, unknown>,
  sort = "ID",
  order = "DESC",
  as?: string,
): Promise<{ items: Listed[]; totalCount: number }> {
  const data = (await session.graphql(
    `query ($filter: ConstructionFilter, $sort: ConstructionSortField, $order: SortOrder) {
      constructions(filter: $filter, sort: $sort, order: $order, pageSize: 20) {
        items { code scheduledDate associateCompany { name } measurements { passed judgement } }
        pageInfo { totalCount }
      }
    }`,
    { filter, sort, order },
    as,
  )) as { constructions: { items: Listed[]; pageInfo: { totalCount: number } } };
  return { items: data.constructions.items, totalCount: data.constructions.pageInfo.totalCount };
}

const codes = (list: { items: Listed[] }) => list.items.map((c) => c.code);

/** Today in Tokyo, YYYY-MM-DD. */
const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

async function search(page: Page, until: (url: URL) => boolean) {
  await page.getByRole("button", { name: "検索" }).click();
  await page.waitForURL(until);
}

describe("/constructions as admin", () => {
  it("filters by status, this week and failed readings as the API does, in the URL", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/constructions" });
    await rows(page).first().waitFor();
    expect(new URL(page.url()).search).toBe("");
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(await constructions({})));

    // 状態: two of them (施工中 and 完了).
    await page.getByRole("combobox", { name: "状態" }).click();
    await page.getByRole("menuitemcheckbox", { name: "施工中" }).click();
    await page.getByRole("menuitemcheckbox", { name: "完了" }).click();
    await page.keyboard.press("Escape");
    await search(page, (url) => url.searchParams.getAll("status").join() === "4,5");
    const byStatus = await constructions({ status: [4, 5] });
    expect(byStatus.items.length).toBeGreaterThan(0);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(byStatus));
    for (const cell of await column(page, 2)) expect(["施工中", "完了"]).toContain(cell.trim());
    await page.getByRole("button", { name: "クリア" }).click();
    await page.waitForURL((url) => url.search === "");

    await page.getByRole("checkbox", { name: "今週の工事" }).check();
    await search(page, (url) => url.searchParams.get("thisWeek") === "true");
    const thisWeek = await constructions({ thisWeek: true });
    expect(thisWeek.items.length).toBeGreaterThan(0);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(thisWeek));

    await page.getByRole("checkbox", { name: "今週の工事" }).uncheck();
    await page.getByRole("checkbox", { name: "測定結果" }).check();
    await search(page, (url) => url.searchParams.get("failedMeasurement") === "true");
    expect(new URL(page.url()).searchParams.get("thisWeek")).toBeNull();
    const failed = await constructions({ failedMeasurement: true });
    expect(failed.items.length).toBeGreaterThan(0);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(failed));
    // Said in words, with the count, not only in colour.
    for (const cell of await column(page, 7)) expect(cell).toMatch(/^不合格 \d+件$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "constructions-list-failed");

    // Back restores the previous list.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("thisWeek") === "true");
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(thisWeek));
  });

  it("exports the filtered rows as CSV with Japanese headers", async () => {
    const page = await signedInPage("admin@example.jp", {
      path: "/constructions?status=4&status=5&sort=SCHEDULED_DATE&order=ASC",
    });
    await rows(page).first().waitFor();
    const expected = await constructions({ status: [4, 5] }, "SCHEDULED_DATE", "ASC");
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(expected));

    await page.getByRole("button", { name: "工事確認一覧をCSV出力" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV（UTF-8）" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = new TextDecoder("utf-8")
      .decode(await downloadedBytes(download))
      .replace(/^\uFEFF/, "");
    const [header, ...lines] = text.split(/\r?\n/).filter(Boolean);
    expect(header).toContain("工事コード");
    expect(header).toContain("工事状態");
    expect(header).toContain("協力会社");
    expect(lines).toHaveLength(expected.totalCount);
    // The same order as the table.
    expect(
      lines.slice(0, expected.items.length).map((l) => l.split(",")[0]!.replace(/"/g, "")),
    ).toEqual(codes(expected));
  });
});

describe("/constructions as a 工事担当", () => {
  it("lands on its company's open constructions, today's first", async () => {
    const mine = await constructions({ status: OPEN }, "TODAY_FIRST", "ASC", CREW);
    const all = await constructions({});
    expect(mine.items.length).toBeGreaterThan(0);
    expect(all.totalCount).toBeGreaterThan(mine.totalCount);
    const companies = new Set(mine.items.map((c) => c.associateCompany?.name));
    expect(companies.size).toBe(1);
    // Today's work, if any, comes first.
    const days = mine.items.map((c) => c.scheduledDate);
    const firstOther = days.findIndex((d) => d !== today());
    expect(days.slice(firstOther).includes(today())).toBe(false);

    const page = await signedInPage(CREW, { path: "/constructions" });
    await page.waitForURL((url) => url.search !== "");
    const landed = new URL(page.url()).searchParams;
    expect(landed.getAll("status")).toEqual(OPEN.map(String));
    expect([landed.get("sort"), landed.get("order")]).toEqual(["TODAY_FIRST", "ASC"]);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(mine));
    const [company] = [...companies];
    for (const cell of await column(page, 4)) expect(cell.split("\n")[0]!.trim()).toBe(company);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "constructions-list-crew");
  });

  it("fits a 390 × 844 phone: cards, filters folded, no rail, nothing scrolls sideways", async () => {
    const mine = await constructions({ status: OPEN }, "TODAY_FIRST", "ASC", CREW);
    const page = await signedInPage(CREW, { ...PHONE, path: "/constructions" });
    await page.waitForURL((url) => url.search !== "");
    const cards = page.getByRole("list", { name: "工事確認一覧" }).getByRole("listitem");
    await cards.first().waitFor();
    const drawer = await drawerAtStart(page);
    // Each row a card whose title is the code; the table's headers are gone.
    await expect
      .poll(async () => (await cards.allInnerTexts()).map((t) => t.split("\n")[0]!.trim()))
      .toEqual(codes(mine));
    expect(await page.getByRole("table").count()).toBe(0);
    const terms = await cards.first().getByRole("term").allInnerTexts();
    expect(terms.slice(0, 2)).toEqual(["状態", "工事予定日"]);
    expect(terms).toContain("対象物件");
    expect(terms).not.toContain("指示者");
    // The filters wait behind 絞り込み, which counts the landing's one condition (状態).
    expect(await page.getByRole("search").count()).toBe(0);
    await page.getByRole("button", { name: "絞り込み（1件）" }).click();
    await page.getByRole("search", { name: "工事確認一覧の検索" }).waitFor();
    // No rail beside the page: the menu is out of sight until its button opens it over the page.
    expect(await page.locator("#side-nav").isVisible()).toBe(false);
    const main = (await page.locator("main").boundingBox())!;
    expect(main.x).toBe(0);
    await expectNoSidewaysScroll(page);
    // The top bar keeps one row: the user's id:name, and サインアウト as its icon (still named).
    const bar = page.getByRole("banner");
    expect(Math.round((await bar.boundingBox())!.height)).toBe(52);
    expect(await bar.getByTestId("current-user").innerText()).toMatch(/^\d{8}:/);
    const signOut = bar.getByRole("button", { name: "サインアウト" });
    expect(await signOut.isVisible()).toBe(true);
    expect((await signOut.innerText()).trim()).toBe("");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "constructions-list-phone");
    // The shell starts a phone with its drawer collapsed (checked last: it is the shell's part).
    expect(drawer).toBe("collapsed");
  });
});
