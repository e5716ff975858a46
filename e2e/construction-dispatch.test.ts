// 工事指示一覧 and 工事指示 (/construction-dispatch, issue #18) in a real browser on the seeded data:
// the list holds only 指示待ち and 延期 constructions, its プロジェクト and 状態 filters go to the URL
// and show what the API answers, two selected rows dispatched to one team (班に一括手配) leave it;
// on 工事指示 a free slot of next week is booked (its count goes up by one at once, the
// construction becomes 日程確定), a slot made full cannot be picked, a holiday in view is named;
// axe finds nothing serious and 1366 px needs no sideways scrolling.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";
import { addDays, dayLabel, mondayOf, tokyoDay } from "./fixtures";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const TITLE = "工事指示一覧";
const table = (page: Page) => page.getByRole("table", { name: TITLE });
const search = (page: Page) => page.getByRole("search", { name: `${TITLE}の検索` });
/** The CN codes on screen: each row's link to 工事指示. */
const codesOnScreen = (page: Page) => table(page).locator("tbody tr a").allInnerTexts();

interface Listed {
  id: string;
  code: string;
  status: number;
  matter: { project: { id: string } | null } | null;
}

/** The first page of 工事指示一覧 as the API answers it (the page's default order). */
async function instructions(filter: Record<string, unknown> = {}, pageSize = 20) {
  const data = (await session.graphql(
    `query ($filter: ConstructionFilter, $pageSize: Int) {
      constructionInstructions(filter: $filter, sort: DUE_DATE, order: ASC, pageSize: $pageSize) {
        items { id code status matter { project { id } } }
        pageInfo { totalCount }
      }
    }`,
    { filter, pageSize },
  )) as {
    constructionInstructions: { items: Listed[]; pageInfo: { totalCount: number } };
  };
  return data.constructionInstructions;
}

const codes = (list: { items: Listed[] }) => list.items.map((c) => c.code);

describe("/construction-dispatch 工事指示一覧", () => {
  it("lists only 指示待ち and 延期, filters by project and status in the URL", async () => {
    const all = await instructions();
    expect(all.items.length).toBeGreaterThan(1);
    const everything = (await session.graphql(
      `{ constructions(pageSize: 1) { pageInfo { totalCount } } }`,
    )) as { constructions: { pageInfo: { totalCount: number } } };
    // Other statuses exist in the seed, yet the list holds none of them.
    expect(everything.constructions.pageInfo.totalCount).toBeGreaterThan(all.pageInfo.totalCount);
    for (const c of all.items) expect([1, 6]).toContain(c.status);

    const page = await signedInPage("order@example.jp", {
      width: 1366,
      height: 860,
      path: "/construction-dispatch",
    });
    await table(page).locator("tbody tr a").first().waitFor();
    await expect.poll(() => codesOnScreen(page), { timeout: 10_000 }).toEqual(codes(all));
    const statuses = await table(page).locator("tbody tr td:nth-child(3)").allInnerTexts();
    for (const s of statuses) expect(["指示待ち", "延期"]).toContain(s.trim());
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    // The target, the longest text, keeps room to be read.
    const targetWidth = await table(page)
      .getByRole("columnheader", { name: "対象物件" })
      .evaluate((th) => th.getBoundingClientRect().width);
    expect(targetWidth).toBeGreaterThan(150);
    await shot(page, "dispatch-list");

    const projectId = all.items.find((c) => c.status === 1)?.matter?.project?.id;
    expect(projectId).toBeDefined();
    await search(page).getByLabel("プロジェクト").selectOption(projectId!);
    await search(page).getByLabel("状態", { exact: true }).selectOption("1");
    await search(page).getByRole("button", { name: "検索" }).click();
    await page.waitForURL((url) => url.searchParams.get("projectId") === projectId);
    expect(new URL(page.url()).searchParams.get("status")).toBe("1");
    const filtered = await instructions({ projectId, status: [1] });
    expect(filtered.items.length).toBeGreaterThan(0);
    await expect.poll(() => codesOnScreen(page), { timeout: 10_000 }).toEqual(codes(filtered));
  });

  it("dispatches two selected constructions to one team, which leave the list", async () => {
    const masters = (await session.graphql(
      `{ companies: masterList(kind: ASSOCIATE_COMPANIES) { id name }
         teams: masterList(kind: TEAMS) { id name associateCompanyId } }`,
    )) as {
      companies: { id: number; name: string }[];
      teams: { id: number; name: string; associateCompanyId: number | null }[];
    };
    const team = masters.teams.find((t) => t.associateCompanyId != null)!;
    const company = masters.companies.find((c) => c.id === team.associateCompanyId)!;

    const page = await signedInPage("order@example.jp", {
      path: "/construction-dispatch?status=1",
    });
    await table(page).locator("tbody tr a").first().waitFor();
    const before = await instructions({ status: [1] });
    await expect.poll(() => codesOnScreen(page), { timeout: 10_000 }).toEqual(codes(before));
    const chosen = codes(before).slice(0, 2);
    for (const code of chosen)
      await table(page)
        .getByRole("checkbox", { name: `${code} を選択` })
        .check();
    await page.getByText("2件を選択中").waitFor();
    await page.getByRole("button", { name: "班に一括手配" }).click();
    const dialog = page.getByRole("dialog", { name: "班に一括手配" });
    await dialog.getByLabel("協力会社").selectOption(String(company.id));
    await dialog.getByLabel("班").selectOption(String(team.id));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "手配" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(async () => (await codesOnScreen(page)).filter((c) => chosen.includes(c)), {
        timeout: 10_000,
      })
      .toEqual([]);
    await page.getByText(`2件の工事を${team.name}に手配しました（指示済）`).first().waitFor();
    await shot(page, "dispatch-list-bulk-done");

    const after = (await session.graphql(
      `query ($filter: ConstructionFilter) {
        constructions(filter: $filter, pageSize: 200) { items { code status teamId } }
      }`,
      { filter: { teamId: [team.id], status: [2] } },
    )) as { constructions: { items: { code: string; status: number; teamId: number }[] } };
    for (const code of chosen) expect(after.constructions.items.map((c) => c.code)).toContain(code);
  });
});

interface Slot {
  id: string;
  teamId: number;
  date: string;
  slot: string;
  capacity: number;
  booked: number;
  remaining: number;
  version: number;
  team: { name: string } | null;
}

/** A company's free slots between two days, as the API has them now. */
async function slotsOf(companyId: number, from: string, to: string): Promise<Slot[]> {
  const data = (await session.graphql(
    `query ($filter: ConstructionFreeScheduleFilter) {
      constructionFreeSchedules(filter: $filter, sort: DATE, pageSize: 200) {
        items { id teamId date slot capacity booked remaining version team { name } }
      }
    }`,
    { filter: { associateCompanyId: [companyId], dateFrom: from, dateTo: to } },
  )) as { constructionFreeSchedules: { items: Slot[] } };
  return data.constructionFreeSchedules.items;
}

const cell = (page: Page, s: Pick<Slot, "date" | "slot" | "teamId">) =>
  page.locator(`td[data-cell="${s.date}|${s.slot}|${s.teamId}"]`);

describe("/construction-dispatch/{id} 工事指示", () => {
  it("books a free slot of next week, refuses a full one and names a holiday", async () => {
    const waiting = await instructions({ status: [1] });
    const target = waiting.items[0]!;
    const masters = (await session.graphql(
      `{ companies: masterList(kind: ASSOCIATE_COMPANIES) { id name }
         teams: masterList(kind: TEAMS) { id associateCompanyId } }`,
    )) as {
      companies: { id: number; name: string }[];
      teams: { id: number; associateCompanyId: number | null }[];
    };
    const nextMonday = addDays(mondayOf(tokyoDay()), 7);
    const nextSunday = addDays(nextMonday, 6);
    // A company with two free slots next week: one to book, one to fill up.
    let company: { id: number; name: string } | undefined;
    let free: Slot[] = [];
    for (const c of masters.companies) {
      free = (await slotsOf(c.id, nextMonday, nextSunday)).filter((s) => s.remaining > 0);
      if (free.length >= 2) {
        company = c;
        break;
      }
    }
    expect(company).toBeDefined();
    const [book, fill] = [free[0]!, free[free.length - 1]!];
    // Full: its capacity down to what is booked (updateConstructionFreeSchedule).
    await session.graphql(
      `mutation ($id: ID!, $input: UpdateConstructionFreeScheduleInput!) {
        updateConstructionFreeSchedule(id: $id, input: $input) { id remaining }
      }`,
      { id: fill.id, input: { capacity: fill.booked, version: fill.version } },
    );

    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 900,
      path: `/construction-dispatch/${target.id}`,
    });
    await page.getByRole("heading", { name: `工事指示（${target.code}）` }).waitFor();
    await page.getByLabel("協力会社").selectOption(String(company!.id));
    await page.waitForURL((url) => url.searchParams.get("company") === String(company!.id));
    await page.getByRole("button", { name: "次の週" }).click();
    await page.waitForURL((url) => url.searchParams.get("week") === nextMonday);
    expect(await page.getByRole("button", { name: "前の週" }).isDisabled()).toBe(false);

    // The button's name: day, slot, team, then what the cell shows.
    const bookName = `${dayLabel(book.date)} ${book.slot} ${book.team!.name} 残り${book.remaining} 予約 ${book.booked} / 定員 ${book.capacity}`;
    const bookButton = page.getByRole("button", { name: bookName });
    await bookButton.waitFor();
    expect(await cell(page, book).innerText()).toContain(
      `予約 ${book.booked} / 定員 ${book.capacity}`,
    );
    const fullButton = page.getByRole("button", {
      name: `${dayLabel(fill.date)} ${fill.slot} ${fill.team!.name} 満員 予約 ${fill.booked} / 定員 ${fill.booked}`,
    });
    expect(await fullButton.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "dispatch-calendar-next-week");

    // Picked with the keyboard: focus and Enter, then the confirmation.
    await bookButton.focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("dialog", { name: "日程を確定しますか？" });
    await confirm.getByRole("button", { name: "日程確定" }).click();
    await expect
      .poll(() => cell(page, book).innerText(), { timeout: 10_000 })
      .toContain(`予約 ${book.booked + 1} / 定員 ${book.capacity}`);
    const after = (await session.graphql(
      `query ($id: ID!) { construction(id: $id) { status statusLabel scheduledDate slot teamId } }`,
      { id: target.id },
    )) as {
      construction: {
        status: number;
        statusLabel: string;
        scheduledDate: string;
        slot: string;
        teamId: number;
      };
    };
    expect(after.construction).toMatchObject({
      status: 3,
      statusLabel: "日程確定",
      scheduledDate: book.date,
      slot: book.slot,
      teamId: book.teamId,
    });
    const slotNow = (await slotsOf(company!.id, book.date, book.date)).find(
      (s) => s.id === book.id,
    )!;
    expect(slotNow.booked).toBe(book.booked + 1);
    expect(slotNow.remaining).toBe(book.remaining - 1);
    await shot(page, "dispatch-calendar-booked");

    // A holiday within the seeded weeks: its week marks the day with its name.
    const from = mondayOf(tokyoDay());
    const holidays = (await session.graphql(
      `query ($from: String!, $to: String!) { holidays(from: $from, to: $to) { date name } }`,
      { from, to: addDays(from, 7 * 8 - 1) },
    )) as { holidays: { date: string; name: string }[] };
    const holiday = holidays.holidays[0];
    expect(holiday).toBeDefined();
    await page.goto(
      at(
        `/construction-dispatch/${target.id}?company=${company!.id}&week=${mondayOf(holiday!.date)}`,
      ),
    );
    const head = page.getByRole("columnheader", {
      name: new RegExp(dayLabel(holiday!.date).replace(/[()]/g, "\\$&")),
    });
    // The holidays arrive by a query of their own, after the week's columns: wait for the name.
    await expect.poll(() => head.innerText()).toContain(`祝日 ${holiday!.name}`);
    await shot(page, "dispatch-calendar-holiday");
  });

  it("shows why a completed construction cannot be booked, with no slot buttons", async () => {
    const done = (await session.graphql(
      `{ constructions(filter: { status: [5] }, pageSize: 1) { items { id code can { schedule } } } }`,
    )) as { constructions: { items: { id: string; code: string; can: { schedule: boolean } }[] } };
    const c = done.constructions.items[0]!;
    expect(c.can.schedule).toBe(false);
    const page = await signedInPage("admin@example.jp", { path: `/construction-dispatch/${c.id}` });
    await page.getByText("この工事は完了のため、日程を予約できません。").waitFor();
    // The counts are shown, but no cell is a button.
    await page.locator("td[data-cell]").first().waitFor();
    expect(await page.locator("td[data-cell] button").count()).toBe(0);
  });
});
