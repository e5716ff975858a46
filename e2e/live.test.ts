// Live updates (issue #40) in real browsers on the seeded data, two people signed in at once in
// two browser contexts: dispatcher A books the last place of a slot and dispatcher B's calendar of
// the same week shows it within a second; B, who was about to book that slot, is told in the
// confirmation and refused by the server with a clear message, and the slot is never overbooked.
// An edit page open in B's browser shows 「他のユーザーが更新しました。」 with 再読み込み as soon as
// another user saves the record (instead of a 409 at save time); axe finds nothing serious on it.
// A list marks the row another user changed with 「更新あり」 (at 1366 px and on a phone's cards).
// Needs the gateway's stream endpoint (POST /graphql/stream) and the API's events.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { operationName } from "./graphql-requests";
import { expectNoSidewaysScroll } from "./layout";
import { addDays, mondayOf, tokyoDay } from "./fixtures";

// The shared stack: it starts the API and the gateway with one LIVE_EVENTS_KEY (the API's change
// relay the gateway listens to), as `pnpm start` does.
const session = useBrowserSession();
const { signedInPage, shot } = session;

const OTHERS_UPDATED = "他のユーザーが更新しました。";

interface Slot {
  id: string;
  teamId: number;
  date: string;
  slot: string;
  capacity: number;
  booked: number;
  remaining: number;
  version: number;
}

async function slotsOf(companyId: number, from: string, to: string): Promise<Slot[]> {
  const data = (await session.graphql(
    `query ($filter: ConstructionFreeScheduleFilter) {
      constructionFreeSchedules(filter: $filter, sort: DATE, pageSize: 200) {
        items { id teamId date slot capacity booked remaining version }
      }
    }`,
    { filter: { associateCompanyId: [companyId], dateFrom: from, dateTo: to } },
  )) as { constructionFreeSchedules: { items: Slot[] } };
  return data.constructionFreeSchedules.items;
}

const cell = (page: Page, s: Pick<Slot, "date" | "slot" | "teamId">) =>
  page.locator(`td[data-cell="${s.date}|${s.slot}|${s.teamId}"]`);

/** Resolves when `page` got the answer of its mutation `name`. */
const answered = (page: Page, name: string) =>
  page.waitForResponse((response) => operationName(response.request()) === name, {
    timeout: 20_000,
  });

describe("live dispatch calendar (issue #40)", () => {
  it("shows A's booking in B's calendar within a second; B's try at the same last place is refused", async () => {
    const waiting = (await session.graphql(
      `{ constructionInstructions(filter: { status: [1] }, sort: DUE_DATE, order: ASC, pageSize: 2) {
          items { id code }
        } }`,
    )) as { constructionInstructions: { items: { id: string; code: string }[] } };
    const [forA, forB] = waiting.constructionInstructions.items;
    expect(forB).toBeDefined();

    const masters = (await session.graphql(
      `{ companies: masterList(kind: ASSOCIATE_COMPANIES) { id name } }`,
    )) as { companies: { id: number; name: string }[] };
    const week = addDays(mondayOf(tokyoDay()), 7);
    let companyId: number | undefined;
    let slot: Slot | undefined;
    for (const c of masters.companies) {
      slot = (await slotsOf(c.id, week, addDays(week, 6))).find((s) => s.remaining > 0);
      if (slot) {
        companyId = c.id;
        break;
      }
    }
    expect(slot).toBeDefined();
    // One place left.
    const last = slot!.booked + 1;
    await session.graphql(
      `mutation ($id: ID!, $input: UpdateConstructionFreeScheduleInput!) {
        updateConstructionFreeSchedule(id: $id, input: $input) { id }
      }`,
      { id: slot!.id, input: { capacity: last, version: slot!.version } },
    );

    const calendar = (id: string) =>
      `/construction-dispatch/${id}?company=${companyId}&week=${week}`;
    const [a, b] = await Promise.all([
      signedInPage("admin@example.jp", { width: 1366, height: 900, path: calendar(forA!.id) }),
      signedInPage("order@example.jp", { width: 1366, height: 900, path: calendar(forB!.id) }),
    ]);
    for (const page of [a, b])
      await expect
        .poll(() => cell(page, slot!).innerText())
        .toContain(`予約 ${slot!.booked} / 定員 ${last}`);

    // B is choosing that slot when A books it.
    await cell(b, slot!).getByRole("button").click();
    const confirmB = b.getByRole("dialog", { name: "日程を確定しますか？" });
    await confirmB.waitFor();

    await cell(a, slot!).getByRole("button").click();
    const confirmA = a.getByRole("dialog", { name: "日程を確定しますか？" });
    const booked = answered(a, "DispatchPageDispatch");
    await confirmA.getByRole("button", { name: "日程確定" }).click();
    expect((await booked).ok()).toBe(true);
    const at = Date.now();
    // B's calendar, not reloaded, fills in (its stream already had the week open).
    await expect
      .poll(() => cell(b, slot!).innerText(), { timeout: 1_000, interval: 50 })
      .toContain(`予約 ${last} / 定員 ${last}`);
    expect(Date.now() - at).toBeLessThanOrEqual(1_000);
    // B's open confirmation says so before the server would.
    await confirmB.getByText("他のユーザーの予約で満員になりました").waitFor({ timeout: 2_000 });
    expect(await seriousViolations(b)).toEqual([]);
    await shot(b, "live-dispatch-filled");

    // B books anyway: the database refuses, the message is plain Japanese, the calendar is current.
    const refused = answered(b, "DispatchPageDispatch");
    await confirmB.getByRole("button", { name: "日程確定" }).click();
    await refused;
    await b.getByText("この枠は満員です。別の日時を選択してください").first().waitFor();
    expect(await cell(b, slot!).innerText()).toContain("満員");
    await expectNoSidewaysScroll(b);
    const now = (await slotsOf(companyId!, slot!.date, slot!.date)).find((s) => s.id === slot!.id)!;
    expect(now.booked).toBe(last);
    expect(now.remaining).toBe(0);
    const bConstruction = (await session.graphql(
      `query ($id: ID!) { construction(id: $id) { status scheduledDate } }`,
      { id: forB!.id },
    )) as { construction: { status: number; scheduledDate: string | null } };
    expect(bConstruction.construction.status).toBe(1);
  });
});

describe("live edit page (issue #40)", () => {
  it("shows 「他のユーザーが更新しました。」 with 再読み込み when another user saves the open record", async () => {
    const list = (await session.graphql(
      `{ constructions(filter: { status: [3] }, pageSize: 1) { items { id code version } } }`,
    )) as { constructions: { items: { id: string; code: string; version: number }[] } };
    const c = list.constructions.items[0]!;
    expect(c).toBeDefined();

    const page = await signedInPage("construction-manager@example.jp", {
      width: 1366,
      height: 900,
      path: `/constructions/${c.id}`,
    });
    await page.getByRole("form", { name: "施工結果" }).waitFor();
    // The page's own stream is open once its first answer came; give it a moment to be accepted.
    await page.waitForTimeout(1_000);

    const notes = `他のユーザーの保存 ${Date.now()}`;
    await session.graphql(
      `mutation ($id: ID!, $input: UpdateConstructionInput!) {
        updateConstruction(id: $id, input: $input) { id version }
      }`,
      { id: c.id, input: { resultNotes: notes, version: c.version } },
      "admin@example.jp",
    );
    const bar = page.getByRole("status").filter({ hasText: OTHERS_UPDATED });
    await bar.waitFor({ timeout: 5_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "live-edit-bar");

    // Reachable by keyboard: focus the button and press Enter.
    const reload = bar.getByRole("button", { name: "再読み込み" });
    await reload.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByLabel("施工結果メモ").inputValue(), { timeout: 10_000 })
      .toBe(notes);
    await page.getByText(OTHERS_UPDATED).waitFor({ state: "hidden" });

    // The person's own save is no news.
    await page.getByLabel("施工結果メモ").fill(`${notes} 追記`);
    await page
      .getByRole("form", { name: "施工結果" })
      .getByRole("button", { name: "保存" })
      .click();
    await page.waitForTimeout(1_500);
    expect(await page.getByText(OTHERS_UPDATED).count()).toBe(0);
  });
});

describe("live list (issue #40)", () => {
  it.each([
    ["1366 px", { width: 1366, height: 900 }],
    ["a 390 × 844 phone", { width: 390, height: 844, mobile: true }],
  ])(
    "marks a row another user changed with 「更新あり」 and offers 再読み込み (%s)",
    async (label, size) => {
      const list = (await session.graphql(
        `{ constructions(sort: ID, order: ASC, pageSize: 5) { items { id code version } } }`,
      )) as { constructions: { items: { id: string; code: string; version: number }[] } };
      const c = list.constructions.items[label === "1366 px" ? 1 : 2]!;
      const page = await signedInPage("construction-manager@example.jp", {
        ...size,
        path: "/constructions?sort=ID&order=ASC",
      });
      await page.getByText(c.code, { exact: true }).first().waitFor();
      await page.waitForTimeout(1_000);

      await session.graphql(
        `mutation ($id: ID!, $input: UpdateConstructionInput!) {
          updateConstruction(id: $id, input: $input) { id version }
        }`,
        { id: c.id, input: { resultNotes: `一覧の更新 ${Date.now()}`, version: c.version } },
        "admin@example.jp",
      );
      const bar = page.getByRole("status").filter({ hasText: OTHERS_UPDATED });
      await bar.waitFor({ timeout: 5_000 });
      expect(await page.getByText("更新あり", { exact: true }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await shot(page, `live-list-${size.width}`);

      await bar.getByRole("button", { name: "再読み込み" }).click();
      await page.getByText("更新あり", { exact: true }).waitFor({ state: "hidden" });
      await page.getByText(OTHERS_UPDATED).waitFor({ state: "hidden" });
    },
  );
});
