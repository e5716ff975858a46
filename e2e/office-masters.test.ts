// Issue #37 (a day in the office), the items of マスタ管理, 引込線 and the target import, driven in
// Chromium as the role the walk named: 引込線登録 registers one drop line by hand and from a
// target (3); an admin cannot add a second 「光化移行工事」 (7), opens /masters?kind=JOB_CATEGORIES
// and stays there (11), imports targets naming the 発注元 by name from the list the page shows
// (14) and a pole without a name (16); the line-code dry run names all of a row's errors at once,
// and a new master value comes right after 1, 2, 3 (19).

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { signedInPage, shot } = session;
const STAMP = Date.now().toString(36);
const DESKTOP = { width: 1366, height: 900 };

async function chooseFile(page: Page, name: string, text: string) {
  await page
    .getByLabel("取込ファイル", { exact: true })
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
  await page.getByText(name).waitFor();
}

const csv = (header: string, rows: string[]) => `${header}\r\n${rows.join("\r\n")}\r\n`;

type Target = { id: string; code: string; name: string; clientId: number | null };

async function targetsNamed(name: string): Promise<Target[]> {
  const data = (await session.graphql(
    `query ($name: String) { targets(filter: { name: $name }, pageSize: 20) { items { id code name clientId } } }`,
    { name },
  )) as { targets: { items: Target[] } };
  return data.targets.items;
}

/** Runs the import page's 検証 on `text` and, when `commit`, its 取込. */
async function importTargets(page: Page, file: string, text: string, commit: boolean) {
  await chooseFile(page, file, text);
  await page.getByRole("button", { name: "検証" }).click();
  await page.getByText(/行すべてにエラーはありません/).waitFor();
  if (!commit) return;
  await page.getByRole("button", { name: "取込", exact: true }).click();
  await page
    .getByRole("dialog", { name: "ファイル取込" })
    .getByRole("button", { name: "取込" })
    .click();
  await page
    .getByTestId("import-summary")
    .getByText(/件を登録しました/)
    .waitFor();
}

describe("#37 masters, drop lines and the target import", () => {
  it("#37.3 a drop line is registered by hand, from the list and from its target", async () => {
    const [target] = (
      (await session.graphql(
        `{ targets(filter: { targetType: [3] }, pageSize: 1) { items { id code name details { roomNumber } } } }`,
      )) as {
        targets: {
          items: { id: string; code: string; name: string; details: { roomNumber: string }[] }[];
        };
      }
    ).targets.items;
    const page = await signedInPage("linecode@example.jp", { ...DESKTOP, path: "/linecode" });
    await page.getByRole("button", { name: "新規登録" }).click();
    await page.getByRole("heading", { level: 1, name: "引込線登録" }).waitFor();
    const code = `E2E-LC-${STAMP}`;
    await page.getByLabel(/^引込線コード/).fill(code);
    await page.getByLabel(/^対象物件コード/).fill(target!.code);
    await page.getByText(`対象物件：${target!.name}`).waitFor();
    const room = target!.details[0]!.roomNumber;
    const units = page.getByLabel(/^部屋番号/);
    const unit = (await units.locator("option", { hasText: room }).first().textContent()) ?? "";
    await units.selectOption({ label: unit });
    await page.getByLabel(/^ケーブル種別/).selectOption("光ドロップ");
    await page.getByLabel(/^状態/).selectOption("撤去予定");
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "office-linecode-create");
    await page.getByRole("button", { name: "登録", exact: true }).click();
    await page.getByText(`引込線（${code}）を登録しました。`).waitFor();
    await page.getByRole("heading", { level: 1, name: `引込線編集（${code}）` }).waitFor();
    const saved = (
      (await session.graphql(
        `query ($code: String) { lineCodes(filter: { lineCode: $code }) { items { lineCode status cableType targetId targetDetail { roomNumber } } } }`,
        { code },
      )) as { lineCodes: { items: Record<string, unknown>[] } }
    ).lineCodes.items;
    expect(saved).toEqual([
      {
        lineCode: code,
        status: "撤去予定",
        cableType: "光ドロップ",
        targetId: target!.id,
        targetDetail: { roomNumber: room },
      },
    ]);

    // From the target's 引込線 section: the form starts on that target.
    const admin = await signedInPage("admin@example.jp", {
      ...DESKTOP,
      path: `/targets/${target!.id}`,
    });
    const section = admin.getByRole("region", { name: /^引込線（/ });
    await section.getByRole("cell", { name: code }).waitFor();
    await section.getByRole("button", { name: "引込線を追加" }).click();
    await admin.getByRole("heading", { level: 1, name: "引込線登録" }).waitFor();
    expect(await admin.getByLabel(/^対象物件コード/).inputValue()).toBe(target!.code);
    await admin.getByText(`対象物件：${target!.name}`).waitFor();
  });

  it("#37.7 a master list refuses a second live value of the same name", async () => {
    const page = await signedInPage("admin@example.jp", {
      ...DESKTOP,
      path: "/masters?kind=JOB_CATEGORIES",
    });
    const list = page.getByRole("table", { name: "業務区分の一覧" });
    await list.locator("tbody tr").first().waitFor();
    const before = await list.locator("tbody tr").count();
    await page.getByRole("button", { name: "追加", exact: true }).click();
    await page.getByLabel(/^名称/).fill("光化移行工事");
    await page
      .getByRole("form", { name: "業務区分の追加" })
      .getByRole("button", { name: "追加" })
      .click();
    await page.getByText("この名称は既に登録されています", { exact: true }).waitFor();
    expect(await list.locator("tbody tr").count()).toBe(before);
    const names = (
      (await session.graphql(`{ masterList(kind: JOB_CATEGORIES) { name } }`)) as {
        masterList: { name: string }[];
      }
    ).masterList.map((i) => i.name);
    expect(names.filter((n) => n === "光化移行工事")).toHaveLength(1);
  });

  it("#37.11 /masters?kind=JOB_CATEGORIES opens 業務区分 and keeps it in the URL", async () => {
    const page = await signedInPage("admin@example.jp", {
      ...DESKTOP,
      path: "/masters?kind=JOB_CATEGORIES",
    });
    await page.getByRole("table", { name: "業務区分の一覧" }).locator("tbody tr").first().waitFor();
    // Long enough for the rewrite the walk saw (it came once the lists had loaded).
    await page.waitForTimeout(500);
    expect(new URL(page.url()).searchParams.get("kind")).toBe("JOB_CATEGORIES");
    await page.reload();
    await page.getByRole("table", { name: "業務区分の一覧" }).locator("tbody tr").first().waitFor();
    expect(new URL(page.url()).searchParams.get("kind")).toBe("JOB_CATEGORIES");
  });

  it("#37.14 the target import takes the 発注元 by name and lists the valid values", async () => {
    const page = await signedInPage("admin@example.jp", {
      ...DESKTOP,
      path: "/targets/create/import",
    });
    const values = page.getByRole("table", { name: "発注元に指定できる値" });
    await values.getByRole("cell", { name: "多摩川ケーブルネットワーク株式会社" }).waitFor();
    const clientId = (
      await values
        .getByRole("row", { name: /多摩川ケーブルネットワーク株式会社/ })
        .locator("td")
        .first()
        .innerText()
    ).trim();
    const name = `E2E発注元名${STAMP}`;
    await importTargets(
      page,
      "targets-by-client-name.csv",
      csv("物件種別,物件名,発注元", [`戸建,${name},多摩川ケーブルネットワーク株式会社`]),
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await shot(page, "office-target-import-client-name");
    expect((await targetsNamed(name)).map((t) => t.clientId)).toEqual([Number(clientId)]);
  });

  it("#37.16 a pole row without a name is named by its pole number, as the form says", async () => {
    const pole = `E2E柱${STAMP}`;
    const page = await signedInPage("admin@example.jp", {
      ...DESKTOP,
      path: "/targets/create/import",
    });
    await importTargets(
      page,
      "pole-without-name.csv",
      csv("物件種別,物件名,電柱番号", [`電柱,,${pole}`]),
      true,
    );
    expect((await targetsNamed(pole)).map((t) => t.name)).toEqual([pole]);
  });

  it("#37.19 the line-code dry run names all of a row's errors at once", async () => {
    const page = await signedInPage("linecode@example.jp", { ...DESKTOP, path: "/linecode" });
    await page.getByRole("button", { name: "CSV取込" }).click();
    await chooseFile(
      page,
      "line-two-errors.csv",
      csv("引込線コード,対象物件コード,ケーブル種別", [`E2E-TWO-${STAMP},TA-99999999,銅線`]),
    );
    await page.getByRole("button", { name: "検証" }).click();
    const errors = page.getByRole("table", { name: "取込エラー" });
    await errors.waitFor();
    const columns = (await errors.locator("tbody tr td:nth-child(2)").allInnerTexts()).map((c) =>
      c.trim(),
    );
    expect(columns.sort()).toEqual(["ケーブル種別（3列目）", "対象物件コード（2列目）"].sort());
  });

  it("#37.19 a new master value comes right after the last one (1, 2, 3 → 4)", async () => {
    const page = await signedInPage("admin@example.jp", {
      ...DESKTOP,
      path: "/masters?kind=CONTRACT_RECEIVERS",
    });
    const list = page.getByRole("table", { name: "契約受付者の一覧" });
    await list.locator("tbody tr").first().waitFor();
    const before = (
      (await session.graphql(
        `{ masterList(kind: CONTRACT_RECEIVERS, withRetired: true) { sortOrder } }`,
      )) as {
        masterList: { sortOrder: number }[];
      }
    ).masterList.map((i) => i.sortOrder);
    const added = `E2E受付${STAMP}`;
    await page.getByRole("button", { name: "追加", exact: true }).click();
    await page.getByLabel(/^名称/).fill(added);
    await page
      .getByRole("form", { name: "契約受付者の追加" })
      .getByRole("button", { name: "追加" })
      .click();
    const row = list.getByRole("row", { name: new RegExp(added) });
    await row.waitFor();
    const order = (await row.locator("td").nth(1).innerText()).trim();
    expect(order).toBe(String(Math.max(...before) + 1));
    expect(Math.max(...before)).toBe(before.length);
  });
});
