// 交渉一覧 (/negotiations, issue #16) in a real browser on the seeded data: a 交渉担当 lands on their
// own open negotiations, the next visit first, kept through a reload and left with one back; an
// admin's name search in hiragana finds the katakana readings; 今日 and 超過 show the rows the API
// answers (a missed visit says 超過 in words); the 訪問予定 header sorts; CSV出力 downloads the
// same rows, visit days and status order included; axe finds nothing serious; 1366 px fits.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { downloadedBytes, pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const table = (page: Page) => page.getByRole("table", { name: "交渉一覧" });
const rows = (page: Page) => table(page).locator("tbody tr");
const codesOnScreen = (page: Page) => rows(page).locator("td:nth-child(1)").allInnerTexts();

/** Katakana → hiragana (the same fixed shift the API's normaliser undoes). */
const toHiragana = (s: string) =>
  s.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));

interface Listed {
  code: string;
  negotiationStatusId: number;
  scheduledAt: string | null;
  assignee: { id: string; name: string } | null;
  customer: { nameKana: string | null } | null;
  matter: { target: { nameKana: string | null } | null } | null;
}

/** What the API answers for a filter and sort: the first page of 20 and the total. */
async function negotiations(
  filter: Record<string, unknown>,
  sort = "ID",
  order = "DESC",
  as?: string,
  pageSize = 20,
): Promise<{ items: Listed[]; totalCount: number }> {
  const data = (await session.graphql(
    `query ($filter: NegotiationFilter, $sort: NegotiationSortField, $order: SortOrder, $pageSize: Int) {
      negotiations(filter: $filter, sort: $sort, order: $order, pageSize: $pageSize) {
        items { code negotiationStatusId scheduledAt assignee { id name }
          customer { nameKana } matter { target { nameKana } } }
        pageInfo { totalCount }
      }
    }`,
    { filter, sort, order, pageSize },
    as,
  )) as { negotiations: { items: Listed[]; pageInfo: { totalCount: number } } };
  return { items: data.negotiations.items, totalCount: data.negotiations.pageInfo.totalCount };
}

const codes = (list: { items: Listed[] }) => list.items.map((n) => n.code);

/** Downloads the list on screen as UTF-8 CSV and returns its lines without the header. */
async function exportedLines(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "交渉一覧をCSV出力" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "CSV（UTF-8）" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const text = new TextDecoder("utf-8")
    .decode(await downloadedBytes(download))
    .replace(/^\uFEFF/, "");
  const lines = text.split(/\r?\n/).filter(Boolean);
  expect(lines[0]).toContain("交渉コード");
  return lines.slice(1);
}

describe("/negotiations as a 交渉担当", () => {
  it("opens on their own open negotiations by next visit, through a reload and back", async () => {
    const as = "negotiation@example.jp";
    const { viewer } = (await session.graphql(`{ viewer { id name } }`, {}, as)) as {
      viewer: { id: string; name: string };
    };
    const expected = await negotiations(
      { assigneeUserId: [Number(viewer.id)], open: true },
      "SCHEDULED_AT",
      "ASC",
      as,
    );
    expect(expected.items.length).toBeGreaterThan(1);
    // Someone else's or a completed one would show if the landing did not filter.
    const all = await negotiations({}, "ID", "DESC", as);
    expect(all.totalCount).toBeGreaterThan(expected.totalCount);

    const page = await signedInPage(as);
    const before = pathOf(page);
    await page.goto(at("/negotiations"));
    await page.waitForURL((url) => url.search !== "");
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      assigneeUserId: viewer.id,
      open: "true",
      sort: "SCHEDULED_AT",
      order: "ASC",
    });
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(expected));
    const assignees = await rows(page).locator("td:nth-child(5)").allInnerTexts();
    expect(new Set(assignees.map((a) => a.trim()))).toEqual(new Set([viewer.name]));
    expect(await page.getByLabel("交渉担当").inputValue()).toBe(viewer.id);
    expect(
      await table(page).getByRole("columnheader", { name: "訪問日時" }).getAttribute("aria-sort"),
    ).toBe("ascending");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "negotiations-list-own");

    await page.reload();
    await rows(page).first().waitFor();
    expect(new URL(page.url()).searchParams.get("assigneeUserId")).toBe(viewer.id);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(expected));

    // The landing replaced the bare URL: one back leaves the list.
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== "/negotiations");
    expect(pathOf(page)).toBe(before);
  });
});

describe("/negotiations as admin", () => {
  it("shows the plain list, newest first", async () => {
    const page = await signedInPage("admin@example.jp", { path: "/negotiations" });
    await rows(page).first().waitFor();
    expect(new URL(page.url()).search).toBe("");
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(await negotiations({})));

    // Completed ones say why (合意, 不成立, 引継ぎ) under the status.
    await page.getByLabel("状態").selectOption({ label: "完了" });
    await page.getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.searchParams.get("negotiationStatusId") === "6");
    await expect
      .poll(() => codesOnScreen(page))
      .toEqual(codes(await negotiations({ negotiationStatusId: [6] })));
    for (const cell of await rows(page).locator("td:nth-child(2)").allInnerTexts())
      expect(cell).toMatch(/^完了\n(合意|不成立|引継ぎ)$/);
    await shot(page, "negotiations-list-done");
  });

  it("finds katakana readings by a hiragana name", async () => {
    // A reading of the seed (a customer's or else a target's): its first three kana in hiragana.
    const seeded = await negotiations({});
    const reading = seeded.items
      .flatMap((n) => [n.customer?.nameKana, n.matter?.target?.nameKana])
      .find((k): k is string => Boolean(k && /^[\u30a1-\u30f6ー]{3}/.test(k)));
    expect(reading).toBeDefined();
    const kana = reading!.slice(0, 3);
    const hiragana = toHiragana(kana);
    expect(hiragana).not.toBe(kana);
    const expected = await negotiations({ name: hiragana });
    expect(expected.items.length).toBeGreaterThan(0);
    for (const n of expected.items)
      expect([n.customer?.nameKana, n.matter?.target?.nameKana].join(" ")).toContain(kana);

    const page = await signedInPage("admin@example.jp", { path: "/negotiations" });
    await rows(page).first().waitFor();
    await page.getByLabel("物件名・顧客名・カナ").fill(hiragana);
    await page.getByLabel("物件名・顧客名・カナ").press("Enter");
    await page.waitForURL((url) => url.searchParams.get("name") === hiragana);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(expected));
    await page.reload();
    await rows(page).first().waitFor();
    expect(await page.getByLabel("物件名・顧客名・カナ").inputValue()).toBe(hiragana);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(expected));
  });

  it("shows today's and the missed visits as the API does, and sorts by visit", async () => {
    // The seed books open negotiations from today on; a visit moved to yesterday is missed.
    const open = (await session.graphql(
      `{ negotiations(filter: { open: true }, sort: ID, pageSize: 1) { items { id code version } } }`,
    )) as { negotiations: { items: { id: string; code: string; version: number }[] } };
    const missed = open.negotiations.items[0]!;
    await session.graphql(
      `mutation ($id: ID!, $input: UpdateNegotiationInput!) {
        updateNegotiation(id: $id, input: $input) { id }
      }`,
      {
        id: missed.id,
        input: {
          scheduledAt: new Date(Date.now() - 86_400_000).toISOString(),
          version: missed.version,
        },
      },
    );

    const page = await signedInPage("admin@example.jp", { path: "/negotiations" });
    await rows(page).first().waitFor();

    await page.getByRole("checkbox", { name: "今日の訪問" }).check();
    await page.getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.searchParams.get("today") === "true");
    const today = await negotiations({ today: true });
    expect(today.items.length).toBeGreaterThan(0);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(today));

    await page.getByRole("checkbox", { name: "今日の訪問" }).uncheck();
    await page.getByRole("checkbox", { name: "訪問予定超過" }).check();
    await page.getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.searchParams.get("overdue") === "true");
    expect(new URL(page.url()).searchParams.get("today")).toBeNull();
    const overdue = await negotiations({ overdue: true });
    expect(codes(overdue)).toContain(missed.code);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(overdue));
    // Said in words, not only in colour.
    for (const cell of await rows(page).locator("td:nth-child(6)").allInnerTexts())
      expect(cell).toContain("超過");

    await shot(page, "negotiations-list-overdue");

    // The 訪問予定 header over the open ones: ascending, then descending, as the API sorts.
    await page.getByRole("checkbox", { name: "訪問予定超過" }).uncheck();
    await page.getByRole("checkbox", { name: "完了" }).check();
    await page.getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.searchParams.get("open") === "true");
    const header = table(page).getByRole("columnheader", { name: "訪問日時" });
    await header.getByRole("button").click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "SCHEDULED_AT");
    const ascending = await negotiations({ open: true }, "SCHEDULED_AT", "ASC");
    expect(ascending.items.length).toBeGreaterThan(1);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(ascending));
    expect(await header.getAttribute("aria-sort")).toBe("ascending");
    await header.getByRole("button").click();
    // Descending is the list's default order, so the URL leaves it out.
    await page.waitForURL((url) => url.searchParams.get("order") === null);
    await expect
      .poll(() => codesOnScreen(page))
      .toEqual(codes(await negotiations({ open: true }, "SCHEDULED_AT", "DESC")));
    expect(await header.getAttribute("aria-sort")).toBe("descending");
  });

  it("exports what the list shows: visit days and the status order too", async () => {
    // A week of visits around today (Tokyo), by status: both need translating for the API.
    const day = (offset: number) =>
      new Date(Date.now() + 9 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [day(-3), day(3)];
    const page = await signedInPage("admin@example.jp", {
      path: `/negotiations?scheduledFrom=${from}&scheduledTo=${to}&sort=NEGOTIATION_STATUS_ID`,
    });
    await rows(page).first().waitFor();
    expect(await page.getByLabel("訪問予定（から）").inputValue()).toBe(from.replaceAll("-", "/"));
    const filter = {
      scheduledFrom: new Date(`${from}T00:00:00+09:00`).toISOString(),
      scheduledTo: new Date(Date.parse(`${to}T00:00:00+09:00`) + 86_400_000 - 1).toISOString(),
    };
    const expected = await negotiations(filter, "NEGOTIATION_STATUS_ID", "DESC");
    expect(expected.items.length).toBeGreaterThan(0);
    await expect.poll(() => codesOnScreen(page)).toEqual(codes(expected));
    await shot(page, "negotiations-list-by-status");

    // The whole result (not the page), in status order: ties may come in any order.
    const all = await negotiations(filter, "NEGOTIATION_STATUS_ID", "DESC", undefined, 200);
    expect(all.totalCount).toBeLessThanOrEqual(200);
    const statusOf = new Map(all.items.map((n) => [n.code, n.negotiationStatusId]));
    const exported = (await exportedLines(page)).map((line) => line.split(",")[0]!);
    expect([...exported].sort()).toEqual(codes(all).sort());
    const statuses = exported.map((code) => statusOf.get(code)!);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    expect(new Set(statuses).size).toBeGreaterThan(1);
  });

  it("passes axe and fits 1366 px", async () => {
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 768,
      path: "/negotiations?overdue=true",
    });
    await rows(page).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    // The target, the longest text, keeps room to be read.
    const targetWidth = await table(page)
      .getByRole("columnheader", { name: "対象物件 / 顧客" })
      .evaluate((th) => th.getBoundingClientRect().width);
    expect(targetWidth).toBeGreaterThan(150);
    await shot(page, "negotiations-list-1366");
  });
});
