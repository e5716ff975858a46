// The three target edit screens of issue #12 in a real browser against the real stack, on the
// seeded data: 対象物件編集 (fields, units, matters, drop lines, history, conflict, unsaved changes,
// delete refused while matters hang on the target), 対象詳細編集 (a tenant added with hiragana kana,
// edited, removed) and 契約内容編集 (a contract row added, refused with a bad period, edited,
// removed); read-only for roles without targetEdit, contact fields only with matterRead; axe on each.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";
import { takeLatest } from "./conflict";

const session = useBrowserSession();
const { at, signedInPage, shot } = session;

const PERIOD = "終了日は開始日以降の日付を入力してください";

interface Seeded {
  targetId: string;
  matterCount: number;
  unitId: string;
  customerId: string;
}

/** A seeded apartment (集合住宅) with matters and drop lines, and one of its units with a customer. */
async function findApartment(): Promise<Seeded> {
  const data = (await session.graphql(`{
    matters(pageSize: 200) { items { targetId target { targetType } } }
    lineCodes(pageSize: 200) { items { targetId } }
  }`)) as {
    matters: { items: { targetId: string; target: { targetType: number } | null }[] };
    lineCodes: { items: { targetId: string | null }[] };
  };
  const withLines = new Set(data.lineCodes.items.map((l) => l.targetId));
  const candidates = [
    ...new Set(
      data.matters.items
        .filter((m) => m.target?.targetType === 3 && withLines.has(m.targetId))
        .map((m) => m.targetId),
    ),
  ];
  for (const targetId of candidates) {
    const t = (await session.graphql(
      `query ($id: ID!) {
        target(id: $id) { details { id customers { id } } }
        matters(filter: { targetId: [$id] }) { pageInfo { totalCount } }
      }`,
      { id: targetId },
    )) as {
      target: { details: { id: string; customers: { id: string }[] }[] };
      matters: { pageInfo: { totalCount: number } };
    };
    const unit = t.target.details.find((d) => d.customers.length > 0);
    if (unit?.customers[0])
      return {
        targetId,
        matterCount: t.matters.pageInfo.totalCount,
        unitId: unit.id,
        customerId: unit.customers[0].id,
      };
  }
  throw new Error("no seeded apartment with matters, drop lines and a customer");
}

const alertBar = (page: Page) => page.getByTestId("alert-bar");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const code = (prefix: string, id: string) => `${prefix}-${id.padStart(8, "0")}`;

describe("target edit screens", () => {
  let seeded: Seeded;
  beforeAll(async () => {
    seeded = await findApartment();
  });

  it("対象物件編集: fields, units, matters, drop lines and history; a save shows in the history", async () => {
    const page = await signedInPage("admin@example.jp", { path: `/targets/${seeded.targetId}` });
    await heading(page)
      .getByText(`対象物件（${code("TA", seeded.targetId)}）`)
      .waitFor();
    const form = page.getByRole("form", { name: "対象物件情報" });
    await form.waitFor();
    expect(await form.getByLabel("物件種別").inputValue()).toBe("3");
    // 集合住宅: 総戸数 and 建物名, no pole fields.
    await form.getByLabel("総戸数").waitFor();
    expect(await form.getByLabel("電柱番号").count()).toBe(0);
    const units = page.getByRole("table", { name: "住戸一覧" });
    expect(await units.locator("tbody tr").count()).toBeGreaterThan(0);
    const matters = page.getByRole("table", { name: "案件一覧" });
    expect(await matters.locator("tbody tr").count()).toBe(Math.min(seeded.matterCount, 200));
    expect(await matters.locator("tbody").innerText()).toMatch(/MT-\d{8}/);
    const lines = page.getByRole("table", { name: "引込線一覧" });
    expect(await lines.locator("tbody tr").count()).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "targets-edit-target");

    const note = `備考 e2e ${Date.now()}`;
    await form.getByLabel("備考").fill(note);
    await form.getByRole("button", { name: "更新" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました。");
    const history = page.getByRole("list", { name: "変更履歴（新しい順）" });
    await expect.poll(() => history.innerText()).toContain(note);
    expect(await form.getByLabel("備考").inputValue()).toBe(note);
  });

  it("対象物件編集: a stale save opens the conflict dialog; leaving with changes asks first", async () => {
    const page = await signedInPage("admin@example.jp");
    const other = await signedInPage("admin@example.jp");
    const path = `/targets/${seeded.targetId}`;
    await page.goto(at(path));
    const form = page.getByRole("form", { name: "対象物件情報" });
    await form.getByLabel("備考").waitFor();

    await other.goto(at(path));
    const otherForm = other.getByRole("form", { name: "対象物件情報" });
    await otherForm.getByLabel("備考").fill(`別タブ ${Date.now()}`);
    await otherForm.getByRole("button", { name: "更新" }).click();
    await expect.poll(() => alertBar(other).innerText()).toContain("更新しました。");

    await form.getByLabel("備考").fill("古い版からの更新");
    await form.getByRole("button", { name: "更新" }).click();
    await takeLatest(page);
    await expect.poll(() => form.getByLabel("備考").inputValue()).toMatch(/^別タブ/);

    // Unsaved changes: following a unit's link asks; staying keeps the input.
    await form.getByLabel("建物名").fill("変更中の建物名");
    await page.getByRole("table", { name: "住戸一覧" }).getByRole("link").first().click();
    const leave = page.getByRole("dialog", { name: "変更が保存されていません" });
    await leave.waitFor();
    await leave.getByRole("button", { name: "このページに留まる" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe(path);
    expect(await form.getByLabel("建物名").inputValue()).toBe("変更中の建物名");
  });

  it("対象物件編集: delete is refused with the API's message while matters hang on the target", async () => {
    const page = await signedInPage("admin@example.jp", { path: `/targets/${seeded.targetId}` });
    const form = page.getByRole("form", { name: "対象物件情報" });
    await form.getByRole("button", { name: "削除" }).click();
    const dialog = page.getByRole("dialog", { name: "対象物件の削除" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "削除" }).click();
    // The alert bar names the failure; the page shows the API's message with its number.
    await expect.poll(() => alertBar(page).innerText()).toContain("対象物件を削除できません");
    await page
      .getByRole("alert")
      .getByText(`案件が${seeded.matterCount}件あるため、対象物件を削除できません`)
      .waitFor();
    expect(pathOf(page)).toBe(`/targets/${seeded.targetId}`);
    const still = (await session.graphql(`query ($id: ID!) { target(id: $id) { id } }`, {
      id: seeded.targetId,
    })) as { target: { id: string } | null };
    expect(still.target?.id).toBe(seeded.targetId);
  });

  it("対象詳細編集: a tenant is added with hiragana kana (saved as katakana), edited and removed", async () => {
    const page = await signedInPage("admin@example.jp", {
      path: `/targets/details/${seeded.unitId}`,
    });
    await heading(page)
      .getByText(`対象詳細（${code("TD", seeded.unitId)}）`)
      .waitFor();
    await page
      .getByRole("link", { name: new RegExp(`対象物件（${code("TA", seeded.targetId)}）`) })
      .waitFor();
    await page.getByRole("form", { name: "住戸情報" }).getByLabel("機器型番").waitFor();
    // admin has matterRead: the customers' contact fields are there.
    const first = page.getByRole("form", { name: `顧客 ${code("CU", seeded.customerId)}` });
    await first.getByLabel("電話番号", { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "targets-edit-detail");

    await page.getByRole("button", { name: "顧客を追加" }).click();
    const draft = page.getByRole("form", { name: "新しい顧客" });
    const name = `入居 花子${Date.now() % 100000}`;
    await draft.getByLabel("氏名").fill(name);
    await draft.getByLabel("フリガナ").fill("にゅうきょはなこ");
    await draft.getByLabel("フリガナ").blur();
    expect(await draft.getByLabel("フリガナ").inputValue()).toBe("ニュウキョハナコ");
    await draft.getByRole("button", { name: "登録" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("登録しました。");
    await draft.waitFor({ state: "detached" });

    const stored = (await session.graphql(
      `query ($id: ID!) { customers(filter: { targetDetailId: [$id] }, pageSize: 200) { items { id name nameKana customerType } } }`,
      { id: seeded.unitId },
    )) as {
      customers: { items: { id: string; name: string; nameKana: string; customerType: number }[] };
    };
    const added = stored.customers.items.find((c) => c.name === name);
    expect(added?.nameKana).toBe("ニュウキョハナコ");
    expect(added?.customerType).toBe(2);
    const card = page.getByRole("form", { name: `顧客 ${code("CU", added?.id ?? "")}` });
    await card.waitFor();

    await card.getByLabel("氏名").fill(`${name} 改`);
    await card.getByRole("button", { name: "更新" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました。");
    await expect.poll(() => card.getByLabel("氏名").inputValue()).toBe(`${name} 改`);

    await card.getByRole("button", { name: "削除" }).click();
    const confirm = page.getByRole("dialog", { name: "顧客の削除" });
    await confirm.getByRole("button", { name: "削除" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("削除しました。");
    await card.waitFor({ state: "detached" });
  });

  it("契約内容編集: a row is added (a bad period refused), edited and removed", async () => {
    const page = await signedInPage("admin@example.jp", {
      path: `/targets/details/${seeded.unitId}`,
    });
    await page.getByRole("link", { name: `契約内容（${code("CU", seeded.customerId)}）` }).click();
    await page.waitForURL(
      (url) => url.pathname === `/targets/details/customer-contents/${seeded.customerId}`,
    );
    await heading(page)
      .getByText(`契約内容（${code("CU", seeded.customerId)}）`)
      .waitFor();

    await page.getByRole("button", { name: "契約内容を追加" }).click();
    const draft = page.getByRole("form", { name: "新しい契約内容" });
    await draft.getByLabel("契約種別").selectOption({ index: 1 });
    await draft.getByLabel("実施").selectOption({ label: "実施する" });
    const number = `OP-${Date.now()}`;
    await draft.getByLabel("事業者顧客番号").fill(number);
    await draft.getByLabel("開始日").fill("2026/04/01");
    await draft.getByLabel("終了日").fill("2026/03/31");
    await draft.getByLabel("終了日").press("Tab");
    await draft.getByRole("button", { name: "登録" }).click();
    await draft.getByText(PERIOD).waitFor();
    await draft.getByLabel("終了日").fill("2027/03/31");
    await draft.getByLabel("終了日").press("Tab");
    await draft.getByRole("button", { name: "登録" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("登録しました。");
    await draft.waitFor({ state: "detached" });

    const stored = (await session.graphql(
      `query ($id: ID!) { customerServices(filter: { customerId: [$id] }, pageSize: 200) { items { id operatorCustomerNo startDate endDate implementation } } }`,
      { id: seeded.customerId },
    )) as {
      customerServices: {
        items: {
          id: string;
          operatorCustomerNo: string;
          startDate: string;
          endDate: string;
          implementation: number;
        }[];
      };
    };
    const added = stored.customerServices.items.find((s) => s.operatorCustomerNo === number);
    expect(added).toMatchObject({
      startDate: "2026-04-01",
      endDate: "2027-03-31",
      implementation: 1,
    });
    const row = page.getByRole("form", { name: `契約内容 ${code("CS", added?.id ?? "")}` });
    await row.waitFor();
    expect(await row.getByLabel("開始日").inputValue()).toBe("2026/04/01");
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "targets-edit-contents");

    await row.getByLabel("事業者顧客番号").fill(`${number}-2`);
    await row.getByRole("button", { name: "更新" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました。");
    await expect.poll(() => row.getByLabel("事業者顧客番号").inputValue()).toBe(`${number}-2`);

    await row.getByRole("button", { name: "削除" }).click();
    await page
      .getByRole("dialog", { name: "契約内容の削除" })
      .getByRole("button", { name: "削除" })
      .click();
    await expect.poll(() => alertBar(page).innerText()).toContain("削除しました。");
    await row.waitFor({ state: "detached" });
  });

  it("without targetEdit the screens are read-only; without matterRead no contact fields", async () => {
    // 交渉担当: matterRead, no targetEdit.
    const page = await signedInPage("negotiation@example.jp", {
      path: `/targets/${seeded.targetId}`,
    });
    await heading(page)
      .getByText(`対象物件（${code("TA", seeded.targetId)}）`)
      .waitFor();
    await page.getByRole("region", { name: "対象物件情報" }).waitFor();
    await page.getByRole("table", { name: "住戸一覧" }).waitFor();
    for (const name of ["更新", "削除", "住戸を追加"])
      expect(await page.getByRole("button", { name }).count()).toBe(0);
    expect(await page.getByRole("main").locator("input, select").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "targets-edit-target-readonly");

    await page.goto(at(`/targets/details/${seeded.unitId}`));
    const customers = page.getByRole("table", { name: "顧客一覧" });
    await customers.waitFor();
    expect(await customers.getByRole("columnheader", { name: "電話番号" }).count()).toBe(1);
    for (const name of ["更新", "削除", "顧客を追加"])
      expect(await page.getByRole("button", { name }).count()).toBe(0);

    await page.goto(at(`/targets/details/customer-contents/${seeded.customerId}`));
    await page.getByRole("table", { name: "契約内容一覧" }).waitFor();
    for (const name of ["更新", "削除", "契約内容を追加"])
      expect(await page.getByRole("button", { name }).count()).toBe(0);

    // 引込線登録: neither targetEdit nor matterRead; targets are readable by every signed-in user
    // but a partner's 工事担当, who reads only those of its own constructions.
    const worker = await signedInPage("linecode@example.jp", {
      path: `/targets/details/${seeded.unitId}`,
    });
    const workerCustomers = worker.getByRole("table", { name: "顧客一覧" });
    await workerCustomers.waitFor();
    expect(await workerCustomers.locator("tbody tr").count()).toBeGreaterThan(0);
    for (const name of ["電話番号", "メールアドレス", "住所"])
      expect(await workerCustomers.getByRole("columnheader", { name }).count()).toBe(0);
    expect(await worker.getByRole("main").locator("input, select").count()).toBe(0);
    expect(await seriousViolations(worker)).toEqual([]);
    await shot(worker, "targets-edit-detail-no-contact");
  });
});
