// 測定値編集 (issue #18) in a real browser against the real stack, on the seeded constructions: a
// 工事担当 on a phone (390 × 844) types every reading with the keyboard only (value, Enter, …),
// sees 合格/不合格 with the range while typing, saves with the last Enter and gets the API's
// judgements, which a reload keeps; a failing reading then blocks completing the construction.
// At 1,366 px the office adds a reading the threshold master has, removes it again, is asked
// before leaving with unsaved values, and a finished construction is read-only. axe at both widths.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { drawerAtStart } from "./phone";
import { pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const CREW = "construction@example.jp";
const CREW_NAME = "渡辺 翔太";
const PHONE = { width: 390, height: 844 };

interface Expected {
  point: string;
  wavelengthNm: number;
  minDbm: number;
  maxDbm: number;
}
interface Seeded {
  id: string;
  code: string;
  status: number;
  expectedReadings: Expected[];
  measurements: { id: string }[];
}
interface SavedMeasurement {
  id: string;
  point: string;
  wavelengthNm: number;
  powerDbm: number;
  judgement: string | null;
  measuredByUser: { name: string } | null;
}

const name = (r: { point: string; wavelengthNm: number }) => `${r.point} ${r.wavelengthNm}nm`;
const row = (page: Page, r: { point: string; wavelengthNm: number }) =>
  page.locator(`tr[data-reading="${name(r)}"]`);
const valueInput = (page: Page, r: { point: string; wavelengthNm: number }) =>
  page.getByLabel(`${name(r)}の測定値（dBm）`);
const alertBar = (page: Page) => page.getByTestId("alert-bar");
/** The API's judge: inclusive, at two decimals. */
const judge = (v: number, min: number, max: number) =>
  Math.round(v * 100) >= Math.round(min * 100) && Math.round(v * 100) <= Math.round(max * 100)
    ? "合格"
    : "不合格";
/** −12.00 / +2.00 as the page prints a range. */
const signed = (v: number) => (v === 0 ? "0.00" : `${v > 0 ? "+" : "−"}${Math.abs(v).toFixed(2)}`);
/** What a phone keyboard in kana mode gives: ー for minus, full-width digits and point. */
const asTypedOnPhone = (v: number) =>
  v
    .toFixed(2)
    .replace("-", "ー")
    .replace(/[0-9.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

async function measurementsOf(id: string) {
  const data = (await session.graphql(
    `query ($id: ID!) { construction(id: $id) {
      can { complete }
      measurements { id point wavelengthNm powerDbm judgement measuredByUser { name } }
    } }`,
    { id },
  )) as { construction: { can: { complete: boolean }; measurements: SavedMeasurement[] } };
  return data.construction;
}

const measurementsPath = (c: Seeded) => `/constructions/measurements/${c.id}`;

async function open(page: Page, c: Seeded) {
  await page.goto(at(measurementsPath(c)));
  await shown(page, c);
}

async function shown(page: Page, c: Seeded) {
  await page.getByRole("heading", { level: 1, name: `測定値編集（${c.code}）` }).waitFor();
  await page.getByRole("table", { name: "測定値一覧" }).waitFor();
}

/**
 * The shell starts with its drawer collapsed on a phone. Soft: when it does not, the test fails
 * but collapses it and goes on, so the page itself is still checked at its real width.
 */
async function expectCollapsedDrawer(page: Page) {
  expect.soft(await drawerAtStart(page)).toBe("collapsed");
}

/** Every visible button, input and select of the page (not the shell) that is under 44 px high. */
async function smallTargets(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        "section[aria-labelledby='page-title'] :is(button, input, select)",
      ),
    ]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 43.5)
      .map(
        ({ el, box }) =>
          `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent} ${box.height}`,
      ),
  );
}

describe("測定値編集 /constructions/measurements/{id}", () => {
  /** The crew's company's constructions it may measure (日程確定 or 施工中), none measured yet. */
  let fresh: Seeded[];
  let done: Seeded;
  beforeAll(async () => {
    const query = `query ($status: [Int!]) {
      constructions(filter: { status: $status }, pageSize: 200) { items {
        id code status measurements { id }
        expectedReadings { point wavelengthNm minDbm maxDbm }
      } }
    }`;
    const mine = (await session.graphql(query, { status: [3, 4] }, CREW)) as {
      constructions: { items: Seeded[] };
    };
    fresh = mine.constructions.items.filter(
      (c) => c.measurements.length === 0 && c.expectedReadings.length >= 2,
    );
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    const finished = (await session.graphql(query, { status: [5] })) as {
      constructions: { items: Seeded[] };
    };
    done = finished.constructions.items.find((c) => c.expectedReadings.length > 0)!;
    expect(done).toBeDefined();
  });

  it("a crew on a phone types every reading with the keyboard, sees 合格/不合格 live and saves", async () => {
    const c = fresh[0]!;
    const page = await signedInPage(CREW, { ...PHONE, path: measurementsPath(c) });
    await shown(page, c);
    await expectCollapsedDrawer(page);
    await page.getByRole("definition").filter({ hasText: "（TA-" }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // The first reading fails (below its range), the others pass (mid-range).
    const readings = c.expectedReadings.map((e, i) => ({
      ...e,
      value: i === 0 ? e.minDbm - 3.5 : Math.round(((e.minDbm + e.maxDbm) / 2) * 100) / 100,
    }));
    await valueInput(page, readings[0]!).focus();
    for (const r of readings) {
      await page.keyboard.type(asTypedOnPhone(r.value));
      const line = row(page, r);
      await expect.poll(() => line.innerText()).toContain(judge(r.value, r.minDbm, r.maxDbm));
      expect(await line.innerText()).toContain(`範囲 ${signed(r.minDbm)}〜${signed(r.maxDbm)}`);
      expect(await valueInput(page, r).getAttribute("inputmode")).toBe("decimal");
      await page.keyboard.press("Enter");
    }
    // The last Enter lands on 保存; the values left behind are shown as they will be saved.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("保存");
    expect(await valueInput(page, readings[0]!).inputValue()).toBe(readings[0]!.value.toFixed(2));
    expect(await page.getByRole("status", { name: "判定の集計" }).innerText()).toBe(
      `合格 ${readings.length - 1} / 不合格 1 / 未測定 0`,
    );
    await expectNoSidewaysScroll(page);
    await shot(page, "construction-measurements-phone-typed");
    await page.keyboard.press("Enter");
    await expect.poll(() => alertBar(page).innerText()).toContain("測定値を保存しました");

    // The API judged them the same way, measured by the crew.
    const saved = await measurementsOf(c.id);
    expect(
      saved.measurements
        .map((m) => [name(m), m.powerDbm, m.judgement, m.measuredByUser?.name])
        .sort(),
    ).toEqual(
      readings.map((r) => [name(r), r.value, judge(r.value, r.minDbm, r.maxDbm), CREW_NAME]).sort(),
    );
    // 不合格 blocks completing (the API's can.complete, what 工事編集 shows).
    expect(saved.can.complete).toBe(false);

    // A reload keeps them: the API's judgements, who measured, nothing left unsaved.
    await page.reload();
    await open(page, c);
    await expectCollapsedDrawer(page);
    for (const r of readings) {
      expect(await valueInput(page, r).inputValue()).toBe(r.value.toFixed(2));
      const text = await row(page, r).innerText();
      expect(text).toContain(judge(r.value, r.minDbm, r.maxDbm));
      expect(text).toContain(CREW_NAME);
      expect(text).not.toContain("未保存");
    }
    expect(await page.getByRole("status", { name: "判定の集計" }).innerText()).toBe(
      `合格 ${readings.length - 1} / 不合格 1 / 未測定 0`,
    );
    await expectNoSidewaysScroll(page);
    expect(await smallTargets(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "construction-measurements-phone-saved");
  });

  it("at 1,366 px the office adds a reading of the master, removes it, and is asked before leaving", async () => {
    const c = fresh[1]!;
    const page = await signedInPage("admin@example.jp", { path: measurementsPath(c) });
    await shown(page, c);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    // 行を追加 offers only what the master has and the page does not show yet.
    await page.getByRole("button", { name: "行を追加" }).click();
    const panel = page.getByRole("group", { name: "行を追加" });
    await panel.getByLabel("測定点").selectOption("クロージャ");
    expect(await panel.getByLabel("波長").locator("option").allInnerTexts()).toEqual(["1310nm"]);
    await panel.getByRole("button", { name: "追加" }).click();
    const closure = { point: "クロージャ", wavelengthNm: 1310 };
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(`${name(closure)}の測定値（dBm）`);
    await page.keyboard.type("-20");
    await expect.poll(() => row(page, closure).innerText()).toContain("合格");
    expect(await row(page, closure).innerText()).toContain("範囲 −27.00〜−8.00");
    await shot(page, "construction-measurements-desktop-added");

    // Unsaved: leaving for 工事編集 asks first.
    await page.getByRole("link", { name: "工事編集へ戻る" }).click();
    const leave = page.getByRole("dialog", { name: "変更が保存されていません" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "このページに留まる" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe(`/constructions/measurements/${c.id}`);

    await page.getByRole("button", { name: "保存" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("測定値を保存しました（1件）");
    await expect.poll(() => row(page, closure).innerText()).toContain("管理 太郎");
    const added = (await measurementsOf(c.id)).measurements.find((m) => m.point === "クロージャ");
    expect(added).toMatchObject({ wavelengthNm: 1310, powerDbm: -20, judgement: "合格" });

    // Removing a saved reading asks, then deletes it.
    await row(page, closure)
      .getByRole("button", { name: `${name(closure)}の行を削除` })
      .click();
    const confirm = page.getByRole("dialog", { name: "測定値の削除" });
    await confirm.getByText("クロージャ 1310nmの測定値（−20.00 dBm）を削除します").waitFor();
    await confirm.getByRole("button", { name: "削除" }).click();
    await expect.poll(() => row(page, closure).count()).toBe(0);
    await confirm.waitFor({ state: "hidden" });
    expect((await measurementsOf(c.id)).measurements).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a finished construction is read-only and says why", async () => {
    const page = await signedInPage("admin@example.jp", { path: measurementsPath(done) });
    await shown(page, done);
    await page.getByText("のため測定値を編集できません").waitFor();
    expect(await page.getByRole("table", { name: "測定値一覧" }).locator("input").count()).toBe(0);
    expect(await page.getByRole("button", { name: "保存" }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
