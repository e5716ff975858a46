// Issue #37 "A day in the office", the negotiation items, in a real browser against the real stack
// on the seeded demo at 1366 px: no negotiation without a customer (single and bulk 交渉指示 refuse
// a target without one and say which, 合意 needs a counterpart in the form and the API), the final
// completion asks first through the kit's one confirmation, a contact's own methods (訪問, 郵送),
// no blank contact on the timeline, a completed negotiation's visits leave the schedule, and the
// negotiator picker offers only the users who may negotiate.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";

const session = useBrowserSession();
const { signedInPage, shot } = session;

const VIEW = { width: 1366, height: 860 };
const alertBar = (page: Page) => page.getByTestId("alert-bar");
const negotiationForm = (page: Page) => page.getByRole("form", { name: "交渉情報" });

interface SeededMatter {
  id: string;
  code: string;
  projectId: string;
  targetId: string;
  can: { instructNegotiation: boolean };
}

interface Negotiation {
  id: string;
  negotiationStatusId: number;
  completeReason: number;
  customerId: string | null;
  histories: { id: string; method: number; methodLabel: string }[];
  schedules: { id: string }[];
}

async function customerCount(targetId: string): Promise<number> {
  const data = (await session.graphql(
    `query ($id: ID!) { target(id: $id) { details { customers { id } } } }`,
    { id: targetId },
  )) as { target: { details: { customers: { id: string }[] }[] } | null };
  return data.target?.details.flatMap((d) => d.customers).length ?? 0;
}

async function negotiationOf(id: string): Promise<Negotiation> {
  const data = (await session.graphql(
    `query ($id: ID!) { negotiation(id: $id) {
      id negotiationStatusId completeReason customerId
      histories { id method methodLabel }
      schedules { id }
    } }`,
    { id },
  )) as { negotiation: Negotiation };
  return data.negotiation;
}

/** Tomorrow-or-later 10:00 Tokyo on a weekday, `days` working days ahead. */
function visitAt(days: number, hour = 10): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  for (let n = 0; n < days;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n++;
  }
  const day = d.toISOString().slice(0, 10);
  return new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+09:00`).toISOString();
}

describe("issue #37: the office's negotiations", () => {
  let matters: SeededMatter[];
  let users: { id: string; name: string }[];
  /** Instructable seeded matters whose target has customers, handed out one per test. */
  const withCustomers: SeededMatter[] = [];
  let negotiatorId: string;

  beforeAll(async () => {
    const data = (await session.graphql(`{
      matters(pageSize: 200) { items { id code projectId targetId can { instructNegotiation } } }
      assignableUsers { id name }
    }`)) as { matters: { items: SeededMatter[] }; assignableUsers: { id: string; name: string }[] };
    matters = data.matters.items;
    users = data.assignableUsers;
    negotiatorId = users.find((u) => u.name === "田中 由美")!.id;
    for (const m of matters.filter((x) => x.can.instructNegotiation)) {
      if ((await customerCount(m.targetId)) > 0) withCustomers.push(m);
      if (withCustomers.length >= 5) break;
    }
    expect(withCustomers.length, "instructable seeded matters with customers").toBe(5);
  });

  /** A fresh open negotiation (with the target's first customer unless `customer` is false). */
  async function openNegotiation(
    m: SeededMatter,
    { customer = true, scheduledAt }: { customer?: boolean; scheduledAt?: string } = {},
  ): Promise<string> {
    let customerId: string | undefined;
    if (customer) {
      const t = (await session.graphql(
        `query ($id: ID!) { target(id: $id) { details { customers { id } } } }`,
        { id: m.targetId },
      )) as { target: { details: { customers: { id: string }[] }[] } };
      customerId = t.target.details.flatMap((d) => d.customers)[0]!.id;
    }
    const created = (await session.graphql(
      `mutation ($input: CreateNegotiationInput!) { createNegotiation(input: $input) { id } }`,
      {
        input: {
          matterId: m.id,
          ...(customerId ? { customerId } : {}),
          assigneeUserId: Number(negotiatorId),
          ...(scheduledAt ? { scheduledAt } : {}),
        },
      },
    )) as { createNegotiation: { id: string } };
    return created.createNegotiation.id;
  }

  it("#37.2 交渉指示 refuses a target without a customer (single and bulk, with a confirmation), and 合意 needs a counterpart", async () => {
    // A target with no customer, and a matter on it in a seeded project.
    const project = matters.find((m) => m.can.instructNegotiation)!.projectId;
    const target = (await session.graphql(
      `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id } }`,
      { input: { targetType: 2, name: "E2E顧客なし邸", city: "大田区", town: "大森北" } },
      "manager@example.jp",
    )) as { createTarget: { id: string } };
    const matter = (await session.graphql(
      `mutation ($input: CreateMatterInput!) { createMatter(input: $input) { id code } }`,
      { input: { projectId: project, targetId: target.createTarget.id, workType: 1 } },
      "manager@example.jp",
    )) as { createMatter: { id: string; code: string } };
    const noCustomer = matter.createMatter;

    // Single: the page says there is nobody to negotiate with and offers no form.
    const page = await signedInPage("manager@example.jp", {
      ...VIEW,
      path: `/negotiations/create/${noCustomer.id}`,
    });
    await page.getByText("この対象物件には顧客が登録されていません").waitFor({ timeout: 15_000 });
    expect(await page.getByRole("form", { name: "交渉指示" }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // …and the API refuses it whatever the screen does.
    await expect(
      session.graphql(
        `mutation ($input: CreateNegotiationInput!) { createNegotiation(input: $input) { id } }`,
        { input: { matterId: noCustomer.id, assigneeUserId: Number(negotiatorId) } },
        "manager@example.jp",
      ),
    ).rejects.toThrow(/対象物件に顧客が登録されていません/);

    // Bulk: the matter without a customer (and one with customers when the project has one); a confirmation comes first,
    // then the refusal names the one without a customer and nothing is created.
    const other = withCustomers.find((m) => m.projectId === project) ?? null;
    const ids = [noCustomer.id, ...(other ? [other.id] : [])];
    await page.goto(session.at(`/negotiations/bulk/${project}?matters=${ids.join(",")}`));
    await page.getByRole("heading", { level: 1, name: "一括交渉指示" }).waitFor();
    await page.getByLabel("交渉担当者").first().selectOption(negotiatorId);
    const submit = page.getByRole("button", { name: new RegExp(`^一括指示（${ids.length}件）`) });
    await submit.waitFor();
    await submit.click();
    const question = page.getByRole("dialog", { name: "交渉を一括指示しますか？" });
    await question.waitFor();
    expect(await question.innerText()).toContain(`${ids.length}件の案件に`);
    expect(await question.innerText()).toContain("顧客が登録されていない対象物件");
    await question.getByRole("button", { name: "一括指示する" }).click();
    await question.waitFor({ state: "hidden" });
    const refused = page.getByRole("list", { name: "交渉を指示できない案件" });
    await expect.poll(() => refused.innerText(), { timeout: 15_000 }).toContain(noCustomer.code);
    const line = (await refused.innerText()).split("\n").find((l) => l.includes(noCustomer.code));
    expect(line).toContain("顧客が登録されていません");
    await shot(page, "office-negotiations-bulk-no-customer");
    const created = (await session.graphql(
      `query ($m: [ID!]) { negotiations(filter: { matterId: $m }) { items { id } } }`,
      { m: ids },
    )) as { negotiations: { items: unknown[] } };
    expect(created.negotiations.items).toHaveLength(0);

    // 合意 without a counterpart: the form says so, and the API refuses it.
    const open = await openNegotiation(withCustomers[0]!, { customer: false });
    await page.goto(session.at(`/negotiations/${open}`));
    const form = negotiationForm(page);
    await form.waitFor();
    await form.getByLabel("ステータス変更").selectOption({ label: "完了" });
    await form.getByLabel("完了理由").selectOption({ label: "合意" });
    await form.getByRole("button", { name: "更新" }).click();
    await form.getByText("合意で完了するには交渉相手（顧客）を選択してください").waitFor();
    expect((await negotiationOf(open)).negotiationStatusId).not.toBe(6);
    const version = (
      (await session.graphql(`query ($id: ID!) { negotiation(id: $id) { version } }`, {
        id: open,
      })) as { negotiation: { version: number } }
    ).negotiation.version;
    await expect(
      session.graphql(
        `mutation ($id: ID!, $input: UpdateNegotiationInput!) { updateNegotiation(id: $id, input: $input) { id } }`,
        { id: open, input: { negotiationStatusId: 6, completeReason: 1, version } },
        "manager@example.jp",
      ),
    ).rejects.toThrow(/合意で完了するには交渉相手/);
  });

  it("#37.6 completing a negotiation asks first (the kit's confirmation); キャンセル keeps it open", async () => {
    const id = await openNegotiation(withCustomers[1]!);
    const page = await signedInPage("negotiation@example.jp", {
      ...VIEW,
      path: `/negotiations/${id}`,
    });
    const form = negotiationForm(page);
    await form.waitFor();
    await form.getByLabel("ステータス変更").selectOption({ label: "完了" });
    await form.getByLabel("完了理由").selectOption({ label: "不成立" });
    await form.getByRole("button", { name: "更新" }).click();
    const question = page.getByRole("dialog", { name: "交渉を完了しますか？" });
    await question.waitFor({ timeout: 10_000 });
    expect(await question.innerText()).toContain("元に戻せず");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "office-negotiations-complete-confirm");
    await question.getByRole("button", { name: "キャンセル" }).click();
    await question.waitFor({ state: "hidden" });
    expect((await negotiationOf(id)).negotiationStatusId).not.toBe(6);

    await form.getByRole("button", { name: "更新" }).click();
    await question.waitFor();
    await question.getByRole("button", { name: "完了する" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("更新しました");
    const after = await negotiationOf(id);
    expect([after.negotiationStatusId, after.completeReason]).toEqual([6, 2]);
  });

  it("#37.12 a contact is recorded with its own methods: 訪問 and 郵送, not the receiving methods", async () => {
    const id = await openNegotiation(withCustomers[2]!);
    const page = await signedInPage("negotiation@example.jp", {
      ...VIEW,
      path: `/negotiations/${id}`,
    });
    await page.getByRole("button", { name: "接触を記録" }).click();
    const form = page.getByRole("form", { name: "接触の記録" });
    await form.waitFor();
    const methods = (await form.getByLabel("接触方法").locator("option").allInnerTexts()).slice(1);
    expect(methods).toEqual(expect.arrayContaining(["訪問", "郵送", "電話"]));
    expect(methods).not.toContain("放送");
    expect(methods).not.toContain("通信");
    await form.getByLabel("接触方法").selectOption({ label: "訪問" });
    await form.getByLabel("結果").selectOption({ label: "説明済" });
    await form.getByRole("button", { name: "記録" }).click();
    await expect.poll(async () => (await negotiationOf(id)).histories.length).toBe(1);
    expect((await negotiationOf(id)).histories[0]!.methodLabel).toBe("訪問");
    await page.getByText("訪問", { exact: true }).first().waitFor();
  });

  it("#37.16 接触を記録 with nothing filled is refused; a completed negotiation's later visits leave the schedule", async () => {
    const id = await openNegotiation(withCustomers[3]!, { scheduledAt: visitAt(3, 11) });
    expect((await negotiationOf(id)).schedules).toHaveLength(1);
    const page = await signedInPage("negotiation@example.jp", {
      ...VIEW,
      path: `/negotiations/${id}`,
    });
    await page.getByRole("button", { name: "接触を記録" }).click();
    const form = page.getByRole("form", { name: "接触の記録" });
    await form.waitFor();
    await form.getByRole("button", { name: "記録" }).click();
    await form
      .getByText("接触方法・相手・結果・メモ・次回接触予定のいずれかを入力してください")
      .waitFor({ timeout: 10_000 });
    expect((await negotiationOf(id)).histories).toHaveLength(0);
    // The API refuses a blank contact too.
    await expect(
      session.graphql(
        `mutation ($input: CreateNegotiationHistoryInput!) { createNegotiationHistory(input: $input) { id } }`,
        { input: { negotiationId: id, contactedAt: new Date().toISOString() } },
        "negotiation@example.jp",
      ),
    ).rejects.toThrow(/いずれかを入力してください/);
    await form.getByRole("button", { name: "キャンセル" }).click();

    // Completed (引継ぎ): the visit booked for later leaves the negotiator's schedule.
    const nego = negotiationForm(page);
    await nego.getByLabel("ステータス変更").selectOption({ label: "完了" });
    await nego.getByLabel("完了理由").selectOption({ label: "引継ぎ" });
    await nego.getByRole("button", { name: "更新" }).click();
    const question = page.getByRole("dialog", { name: "交渉を完了しますか？" });
    await question.getByRole("button", { name: "完了する" }).click();
    await expect.poll(async () => (await negotiationOf(id)).negotiationStatusId).toBe(6);
    expect((await negotiationOf(id)).schedules).toHaveLength(0);
    const mine = (await session.graphql(
      `query ($f: ScheduleFilter!) { schedules(filter: $f, pageSize: 200) { items { id negotiationId } } }`,
      { f: { userId: [Number(negotiatorId)] } },
    )) as { schedules: { items: { negotiationId: string | null }[] } };
    expect(mine.schedules.items.filter((s) => s.negotiationId === id)).toHaveLength(0);
    await page.getByText("予定（0件）").waitFor();
  });

  it("#37.19 交渉担当者 and 責任者 offer only the users who can do the work (no crews, no line registrars)", async () => {
    const page = await signedInPage("manager@example.jp", {
      ...VIEW,
      path: `/negotiations/create/${withCustomers[4]!.id}`,
    });
    const form = page.getByRole("form", { name: "交渉指示" });
    await form.waitFor();
    const negotiators = await form.getByLabel("交渉担当者").locator("option").allInnerTexts();
    expect(negotiators).toContain("田中 由美");
    expect(negotiators).toContain("鈴木 美咲");
    expect(negotiators).not.toContain("渡辺 翔太");
    expect(negotiators).not.toContain("山本 直樹");
    expect(negotiators).not.toContain("伊藤 誠");

    await page.goto(session.at("/projects/create"));
    const project = page.getByRole("form").first();
    await project.getByLabel("責任者").waitFor();
    const managers = await project.getByLabel("責任者").locator("option").allInnerTexts();
    expect(managers).toContain("佐藤 健一");
    expect(managers).not.toContain("渡辺 翔太");
    expect(managers).not.toContain("山本 直樹");
    expect(pathOf(page)).toBe("/projects/create");
  });
});
