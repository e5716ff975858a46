// The crew's home (#38) on a phone: 工事担当 (construction@example.jp) opens the app at 390 × 844
// with touch, as on site. Its company's jobs are cards: today's first, then the coming ones by day
// and slot, then the late ones; 完了 and 中止 only when asked for. The first job shows without
// scrolling, no text column is narrower than 6 characters, a card links to the job and its map,
// and axe finds nothing serious. The office books one job for today first (the seed's calendar
// may have none on this day: a Sunday has no slots).

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { PHONE, useBrowserSession } from "./browser-session";
import { bookTodayForCrew, CREW } from "./crew-fixtures";
import { tokyoDay } from "./fixtures";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { signedInPage, shot } = session;

type Job = { id: string; code: string; status: number; scheduledDate: string | null };

const gql = <T>(query: string, variables?: Record<string, unknown>, as?: string) =>
  session.graphql(query, variables, as) as Promise<T>;

/** The crew's own open jobs, as the API scopes them. */
async function crewJobs(): Promise<Job[]> {
  const { constructions } = await gql<{ constructions: { items: Job[] } }>(
    `query { constructions(filter: { status: [1, 2, 3, 4, 6] }, pageSize: 200) {
      items { id code status scheduledDate } } }`,
    {},
    CREW,
  );
  return constructions.items;
}

const section = (page: Page, name: RegExp) => page.getByRole("list", { name });
const codesIn = async (page: Page, name: RegExp) =>
  (await section(page, name).getByRole("listitem").allInnerTexts()).map(
    (text) => /CN-\d{8}/.exec(text)![0],
  );

describe("the crew's home on a phone", () => {
  let today: string;
  let booked: string;
  beforeAll(async () => {
    today = tokyoDay();
    booked = (await bookTodayForCrew(session, today)).code;
  });

  it("shows today's jobs first, then the coming and the late ones, as cards a finger can use", async () => {
    const jobs = await crewJobs();
    const page = await signedInPage(CREW, { ...PHONE, path: "/" });
    await page.getByRole("heading", { level: 1, name: "今日の作業" }).waitFor();
    const todays = section(page, /^今日の工事/);
    await todays.waitFor();

    const expected = (pick: (d: string) => boolean) =>
      jobs.filter((j) => j.scheduledDate && pick(j.scheduledDate)).map((j) => j.code);
    expect((await codesIn(page, /^今日の工事/)).sort()).toEqual(
      expected((d) => d === today).sort(),
    );
    expect(await codesIn(page, /^今日の工事/)).toContain(booked);
    const coming = expected((d) => d > today);
    expect((await codesIn(page, /^今後の工事/)).sort()).toEqual(coming.sort());
    // By day: each card's date is not before the one above it.
    const days = (
      await section(page, /^今後の工事/)
        .getByRole("listitem")
        .allInnerTexts()
    ).map((t) => /\d{4}\/\d{2}\/\d{2}/.exec(t)![0]);
    expect(days).toEqual([...days].sort());
    const late = expected((d) => d < today);
    if (late.length) expect((await codesIn(page, /^期限を過ぎた/)).sort()).toEqual(late.sort());
    // Finished work is not on the home until asked for.
    expect(await page.getByRole("list", { name: /^完了・中止/ }).count()).toBe(0);

    // The first job is on the first screen, whole.
    const first = todays.getByRole("listitem").first();
    const box = (await first.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.width).toBeGreaterThan(300);
    // No text squeezed into a narrow column: every value on a card has room for 6 characters.
    const narrowest = await page.evaluate(() => {
      const widths = [...document.querySelectorAll("main li dd, main li dt")].map(
        (el) => el.getBoundingClientRect().width / parseFloat(getComputedStyle(el).fontSize),
      );
      return Math.min(...widths);
    });
    expect(narrowest).toBeGreaterThanOrEqual(6);
    // Targets for a finger: the job's link and its map link are 44 px high.
    for (const link of [
      first.getByRole("link").first(),
      first.getByRole("link", { name: "地図を開く" }),
    ]) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await first.getByRole("link", { name: "地図を開く" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "crew-home-phone");

    // A card opens the job.
    await first.getByRole("link").first().click();
    await page.waitForURL(/\/constructions\/\d+$/);
    await page.getByRole("heading", { level: 1, name: /工事編集/ }).waitFor();
  });

  it("shows 完了 and 中止 when asked, and keeps the choice in the URL", async () => {
    const page = await signedInPage(CREW, { ...PHONE, path: "/" });
    await page.getByRole("switch", { name: "完了・中止も表示" }).click();
    await page.waitForURL(/\?finished=true$/);
    const finished = page.getByRole("list", { name: /^完了・中止/ });
    await finished.waitFor();
    const labels = await finished.getByRole("listitem").allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    for (const text of labels) expect(text).toMatch(/完了|中止/);
  });
});
