// マスタ管理 (/masters, issue #19) in a real browser on the seeded data. As admin: a value added to
// 発注元 is renamed, moved up (button, then Alt+↑ from the keyboard), retired — gone from the
// targets list's 発注元 pull-down while a target using it still shows its name — and restored;
// deleting a value in use shows the API's refusal with the offer to retire; a threshold is
// edited; axe finds nothing serious and 1366 px needs no sideways scrolling. A role without
// masterManage has no menu entry and the route shows the permission message.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const table = (page: Page, name: string) => page.getByRole("table", { name });
const namesOnScreen = async (page: Page, name: string) =>
  (await table(page, name).locator("tbody tr td:nth-child(1)").allInnerTexts()).map((t) =>
    t.trim(),
  );

type Item = { id: number; name: string; retired: boolean; sortOrder: number | null };

async function clients(): Promise<Item[]> {
  const data = (await session.graphql(
    `{ masterList(kind: CLIENTS, withRetired: true) { id name retired sortOrder } }`,
  )) as { masterList: Item[] };
  return data.masterList;
}

/** Waits for the success alert of a write (each write says what it did). */
const alerted = (page: Page, text: string) => page.getByText(text).first().waitFor();

describe("/masters as admin", () => {
  it("adds, renames, reorders, retires and restores a 発注元 value", async () => {
    const stamp = Date.now().toString(36);
    const added = `E2E発注元${stamp}`;
    const renamed = `E2E改名発注元${stamp}`;
    const page = await signedInPage("admin@example.jp", { width: 1366, height: 900 });
    await page
      .getByRole("navigation", { name: "メインメニュー" })
      .getByRole("link", { name: "マスタ管理" })
      .click();
    await page.getByRole("heading", { level: 1, name: "マスタ管理" }).waitFor();
    await page
      .getByRole("navigation", { name: "マスタの一覧" })
      .getByRole("link", { name: "発注元" })
      .click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "CLIENTS");
    const list = "発注元の一覧";
    await table(page, list).locator("tbody tr").first().waitFor();
    const before = await namesOnScreen(page, list);
    expect(before.length).toBeGreaterThan(1);

    // 追加: the new value goes last.
    await page.getByRole("button", { name: "追加", exact: true }).click();
    await page.getByLabel(/^名称/).fill(added);
    await page
      .getByRole("form", { name: "発注元の追加" })
      .getByRole("button", { name: "追加" })
      .click();
    await alerted(page, "登録しました。");
    await expect.poll(() => namesOnScreen(page, list)).toEqual([...before, added]);

    // 変更 (rename).
    await page.getByRole("button", { name: `「${added}」を変更` }).click();
    await page.getByLabel(/^名称/).fill(renamed);
    await page.getByRole("button", { name: "更新", exact: true }).click();
    await expect.poll(() => namesOnScreen(page, list)).toEqual([...before, renamed]);

    // 上へ by the button, then once more by Alt+↑ from the focused row: the order is the API's.
    await page.getByRole("button", { name: `「${renamed}」を上へ` }).click();
    const once = [...before.slice(0, -1), renamed, before.at(-1)!];
    await expect.poll(() => namesOnScreen(page, list)).toEqual(once);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(`「${renamed}」を上へ`);
    await page.keyboard.press("Alt+ArrowUp");
    const twice = [...before.slice(0, -2), renamed, ...before.slice(-2)];
    await expect.poll(() => namesOnScreen(page, list)).toEqual(twice);
    expect((await clients()).filter((c) => !c.retired).map((c) => c.name)).toEqual(twice);

    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "masters-clients");

    // A target that uses the value: it keeps the name once the value is retired.
    const mine = (await clients()).find((c) => c.name === renamed)!;
    const targetName = `E2E発注元利用物件${stamp}`;
    await session.graphql(
      `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id } }`,
      { input: { targetType: 4, name: targetName, poleNumber: `E2E ${stamp}`, clientId: mine.id } },
    );

    // 廃止: gone from the list (and the pull-downs) until 「廃止を表示」.
    await page.getByRole("button", { name: `「${renamed}」を廃止` }).click();
    await alerted(page, "廃止しました。");
    await expect.poll(() => namesOnScreen(page, list)).not.toContain(renamed);
    await page.getByRole("switch", { name: "廃止を表示" }).click();
    await page.waitForURL((url) => url.searchParams.get("retired") === "1");
    const retiredRow = table(page, list).locator("tbody tr", { hasText: renamed });
    await expect.poll(() => retiredRow.innerText()).toContain("廃止");
    expect(await seriousViolations(page)).toEqual([]);

    const targets = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 900,
      path: `/targets?name=${encodeURIComponent(targetName)}`,
    });
    const targetRows = table(targets, "対象物件一覧").locator("tbody tr");
    await expect.poll(() => targetRows.first().innerText()).toContain(targetName);
    expect(await targetRows.first().innerText()).toContain(renamed);
    const offered = await targets.getByLabel("発注元").locator("option").allInnerTexts();
    expect(offered.length).toBeGreaterThan(1);
    expect(offered).not.toContain(renamed);

    // 廃止を取り消す: back in the list and in the pull-down.
    await page.getByRole("button", { name: `「${renamed}」の廃止を取り消す` }).click();
    await alerted(page, "廃止を取り消しました。");
    await expect.poll(() => retiredRow.innerText()).toContain("使用中");
    await targets.reload();
    await expect
      .poll(() => targets.getByLabel("発注元").locator("option").allInnerTexts())
      .toContain(renamed);

    // 削除 of a value in use: the API's refusal, with 廃止 offered instead.
    await page.getByRole("button", { name: `「${renamed}」を削除` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "削除" }).click();
    const refusal = page.getByRole("dialog", { name: "削除できません" });
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain("使用中のため削除できません。廃止にしてください");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "masters-delete-refused");
    await refusal.getByRole("button", { name: "閉じる" }).click();
    expect((await clients()).some((c) => c.name === renamed && !c.retired)).toBe(true);
  });

  it("edits a measurement threshold", async () => {
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 900,
      path: "/masters?kind=MEASUREMENT_THRESHOLDS",
    });
    const list = "測定しきい値の一覧";
    const row = table(page, list).locator("tbody tr", { hasText: "クロージャ" });
    await row.first().waitFor();
    expect(await row.first().innerText()).toContain("1310 nm");

    await page.getByRole("button", { name: "クロージャ 1310 nmを変更" }).click();
    await page.getByLabel(/^下限/).fill("ー２８．５");
    await page.getByRole("button", { name: "更新", exact: true }).click();
    await alerted(page, "更新しました。");
    await expect.poll(() => row.first().innerText()).toContain("−28.50");
    const data = (await session.graphql(
      `{ measurementThresholds(point: "クロージャ") { wavelengthNm minDbm maxDbm } }`,
    )) as { measurementThresholds: { wavelengthNm: number; minDbm: number; maxDbm: number }[] };
    expect(data.measurementThresholds).toContainEqual({
      wavelengthNm: 1310,
      minDbm: -28.5,
      maxDbm: -8,
    });

    // An upper bound below the lower one is refused on the page, before any request.
    await page.getByRole("button", { name: "クロージャ 1310 nmを変更" }).click();
    await page.getByLabel(/^上限/).fill("-30");
    await page.getByRole("button", { name: "更新", exact: true }).click();
    await page.getByText("上限は下限以上の値を入力してください").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "masters-thresholds");

    // Put the seeded bound back for the other files' measurements.
    await page.getByLabel(/^下限/).fill("-27");
    await page.getByLabel(/^上限/).fill("-8");
    await page.getByRole("button", { name: "更新", exact: true }).click();
    await expect.poll(() => row.first().innerText()).toContain("−27.00");
  });
});

describe("/masters without masterManage", () => {
  it("has no menu entry and refuses the route", async () => {
    const page = await signedInPage("matter@example.jp");
    const menu = page.getByRole("navigation", { name: "メインメニュー" });
    expect(await menu.getByRole("link").allInnerTexts()).not.toContain("マスタ管理");
    await page.goto(at("/masters?kind=CLIENTS"));
    await page.getByText("この画面を表示する権限がありません").waitFor();
    expect(await page.getByRole("table").count()).toBe(0);
  });
});
