// 交渉指示 /negotiations/create/{matterId} (issue #16) in a real browser against the real stack, on
// the seeded matters: the matter and its target with links, the customers owner first, the
// assignee's bookings of the visit day with a warning when the visit runs into one (a booking made
// here first), then created: the page opens the new negotiation, and the API holds it, the matter
// is 交渉中 and the assignee's visit is booked. A matter that cannot be instructed says so and
// leads back. axe and no sideways scrolling at 1366 px.

import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { pathOf, useBrowserSession } from "./browser-session";
import { expectNoSidewaysScroll } from "./layout";

const session = useBrowserSession();
const { signedInPage, shot } = session;

interface SeededMatter {
  id: string;
  code: string;
  projectId: string;
  targetId: string;
  can: { instructNegotiation: boolean };
  target: { code: string } | null;
}

interface Customer {
  id: string;
  name: string;
  customerType: number;
}

/** The customers of a target's units (asked per target: all at once is too costly a query). */
async function customersOf(targetId: string): Promise<Customer[]> {
  const data = (await session.graphql(
    `query ($id: ID!) { target(id: $id) { details { customers { id name customerType } } } }`,
    { id: targetId },
  )) as { target: { details: { customers: Customer[] }[] } | null };
  return data.target?.details.flatMap((d) => d.customers) ?? [];
}

interface Booking {
  startAt: string;
  endAt: string;
}

const WARNING = "この時間には既に予定があります";
const form = (page: Page) => page.getByRole("form", { name: "交渉指示" });
const alertBar = (page: Page) => page.getByTestId("alert-bar");

/** The next Monday-to-Friday day after today in Tokyo, YYYY-MM-DD (the page's default visit day). */
function nextWorkingDay(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  do d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6);
  return d.toISOString().slice(0, 10);
}

const tokyo = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+09:00`);

/** The assignee's bookings that touch `day`. */
async function bookingsOf(userId: string, day: string): Promise<Booking[]> {
  const start = tokyo(day, "00:00").getTime();
  const data = (await session.graphql(
    `query ($f: ScheduleFilter!) { schedules(filter: $f, pageSize: 200) { items { startAt endAt } } }`,
    {
      f: {
        userId: [Number(userId)],
        from: new Date(start - 86_400_000).toISOString(),
        to: new Date(start + 86_400_000).toISOString(),
      },
    },
  )) as { schedules: { items: Booking[] } };
  return data.schedules.items;
}

const clashes = (bookings: Booking[], start: Date) =>
  bookings.some(
    (b) =>
      new Date(b.startAt).getTime() < start.getTime() + 3_600_000 &&
      new Date(b.endAt).getTime() > start.getTime(),
  );

describe("交渉指示 /negotiations/create/{id}", () => {
  let matters: SeededMatter[];
  let users: { id: string; name: string }[];
  beforeAll(async () => {
    const data = (await session.graphql(`{
      matters(pageSize: 200) { items {
        id code projectId targetId can { instructNegotiation }
        target { code }
      } }
      assignableUsers { id name }
    }`)) as { matters: { items: SeededMatter[] }; assignableUsers: { id: string; name: string }[] };
    matters = data.matters.items;
    users = data.assignableUsers;
  });

  it("warns about a double booking, then creates: negotiation, 交渉中 and the booked visit", async () => {
    // An instructable matter whose target has an owner and at least one more customer.
    let m: SeededMatter | undefined;
    let customers: Customer[] = [];
    for (const x of matters.filter((y) => y.can.instructNegotiation)) {
      customers = await customersOf(x.targetId);
      if (customers.length > 1 && customers.some((c) => c.customerType === 1)) {
        m = x;
        break;
      }
    }
    expect(
      m,
      "a seeded matter that can be instructed, with an owner and more customers",
    ).toBeDefined();
    const customer = customers.find((c) => c.customerType !== 1) ?? customers[0]!;
    const assignee = users[0]!;
    const day = nextWorkingDay();

    // A booking of the assignee at 14:00–15:00 on the default visit day.
    await session.graphql(
      `mutation ($input: CreateScheduleInput!) { createSchedule(input: $input) { id } }`,
      {
        input: {
          kind: 2,
          userId: Number(assignee.id),
          startAt: tokyo(day, "14:00").toISOString(),
          endAt: tokyo(day, "15:00").toISOString(),
          title: "E2E既存予定",
        },
      },
    );
    const booked = await bookingsOf(assignee.id, day);
    const free = ["08:00", "09:00", "10:00", "11:00", "12:00", "13:00", "16:00", "17:00", "18:00"]
      .map((t) => ({ t, at: tokyo(day, t) }))
      .find(({ at: start }) => !clashes(booked, start));
    expect(free, "a free hour of the assignee on the visit day").toBeDefined();

    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 860,
      path: `/negotiations/create/${m!.id}`,
    });
    await page.getByRole("heading", { level: 1, name: "交渉指示" }).waitFor();
    const facts = page.getByRole("definition").first();
    await facts.waitFor();
    expect(await page.getByRole("link", { name: m!.code }).getAttribute("href")).toBe(
      `/projects/matters/${m!.id}`,
    );
    expect(
      await page.getByRole("link", { name: new RegExp(m!.target!.code) }).getAttribute("href"),
    ).toBe(`/targets/${m!.targetId}`);

    // Owners come first among the customer choices; each says its unit and kind.
    const options = (
      await form(page).getByLabel("交渉相手").locator("option").allInnerTexts()
    ).slice(1);
    expect(options).toHaveLength(customers.length);
    const lastOwner = options.map((o) => o.endsWith("オーナー")).lastIndexOf(true);
    const firstOther = options.findIndex((o) => !o.endsWith("オーナー"));
    expect(lastOwner).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(lastOwner).toBeLessThan(firstOther);

    // Defaults: the next working day at 10:00; nothing chosen is refused in Japanese.
    expect(await form(page).getByLabel("初回訪問日").inputValue()).toBe(day.replaceAll("-", "/"));
    expect(await form(page).getByLabel("訪問時刻").inputValue()).toBe("10:00");
    await form(page).getByRole("button", { name: "交渉指示" }).click();
    await form(page).getByText("交渉相手を選択してください").waitFor();
    await form(page).getByText("交渉担当者を選択してください").waitFor();

    await form(page).getByLabel("交渉相手").selectOption(customer.id);
    await form(page).getByLabel("交渉担当者").selectOption(assignee.id);
    await form(page).getByLabel("訪問時刻").fill("14:30");
    const schedule = page.getByRole("table", { name: new RegExp(`^${assignee.name}さんの`) });
    await expect.poll(() => schedule.innerText()).toContain("E2E既存予定");
    const warning = form(page).getByText(WARNING);
    await warning.waitFor();
    expect(await warning.innerText()).toContain("14:00–15:00 E2E既存予定");
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "negotiations-create-warning");

    // Unsaved changes: following the matter's link asks first; staying keeps the input.
    await page.getByRole("link", { name: m!.code }).click();
    const leave = page.getByRole("dialog", { name: "変更が保存されていません" });
    await leave.getByRole("button", { name: "このページに留まる" }).click();
    await leave.waitFor({ state: "hidden" });
    expect(pathOf(page)).toBe(`/negotiations/create/${m!.id}`);
    expect(await form(page).getByLabel("訪問時刻").inputValue()).toBe("14:30");

    // Another hour: the warning goes; creating opens the new negotiation.
    await form(page).getByLabel("訪問時刻").fill(free!.t);
    await warning.waitFor({ state: "hidden" });
    await form(page).getByLabel("備考").fill("E2E 交渉指示");
    await form(page).getByRole("button", { name: "交渉指示" }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/negotiations\/\d+$/);
    await expect.poll(() => alertBar(page).innerText()).toContain("登録しました");
    const negotiationId = pathOf(page).split("/").pop()!;

    const saved = (await session.graphql(
      `query ($id: ID!, $m: ID!) {
        negotiation(id: $id) { matterId customerId assigneeUserId scheduledAt notes }
        matter(id: $m) { status statusLabel }
        schedules(filter: { negotiationId: [$id] }) { items { userId startAt endAt } }
      }`,
      { id: negotiationId, m: m!.id },
    )) as {
      negotiation: {
        matterId: string;
        customerId: string;
        assigneeUserId: number;
        scheduledAt: string;
        notes: string;
      } | null;
      matter: { status: number; statusLabel: string };
      schedules: { items: { userId: number; startAt: string; endAt: string }[] };
    };
    expect(saved.negotiation).toMatchObject({
      matterId: m!.id,
      customerId: customer.id,
      assigneeUserId: Number(assignee.id),
      notes: "E2E 交渉指示",
    });
    expect(new Date(saved.negotiation!.scheduledAt).getTime()).toBe(free!.at.getTime());
    expect(saved.matter).toEqual({ status: 2, statusLabel: "交渉中" });
    expect(saved.schedules.items).toHaveLength(1);
    expect(saved.schedules.items[0]!.userId).toBe(Number(assignee.id));
    expect(new Date(saved.schedules.items[0]!.startAt).getTime()).toBe(free!.at.getTime());
  });

  it("a matter that cannot be instructed says so and leads back to it", async () => {
    const m = matters.find((x) => !x.can.instructNegotiation);
    expect(m).toBeDefined();
    const page = await signedInPage("admin@example.jp", {
      width: 1366,
      height: 860,
      path: `/negotiations/create/${m!.id}`,
    });
    await page.getByText("この案件には交渉指示できません").waitFor();
    expect(await page.getByRole("form", { name: "交渉指示" }).count()).toBe(0);
    const back = page.getByRole("button", { name: "案件へ戻る" });
    await back.waitFor();
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "negotiations-create-refused");
    await back.click();
    await expect.poll(() => pathOf(page)).toBe(`/projects/matters/${m!.id}`);
  });

  it("without negotiationEdit (発注担当) the page says so instead of the form", async () => {
    // A matter the 発注担当 may see (its client's), instructable for those who may.
    let m: SeededMatter | undefined;
    for (const x of matters.filter((y) => y.can.instructNegotiation)) {
      const seen = (await session.graphql(
        `query ($id: ID!) { matter(id: $id) { id can { instructNegotiation } } }`,
        { id: x.id },
        "order@example.jp",
      )) as { matter: { can: { instructNegotiation: boolean } } | null };
      if (seen.matter) {
        expect(seen.matter.can.instructNegotiation).toBe(false);
        m = x;
        break;
      }
    }
    expect(m, "a matter the 発注担当 can see").toBeDefined();
    const page = await signedInPage("order@example.jp", { path: `/negotiations/create/${m!.id}` });
    await page.getByText("交渉指示の権限がありません").waitFor();
    expect(await page.getByRole("form", { name: "交渉指示" }).count()).toBe(0);
    await page.getByRole("button", { name: "案件へ戻る" }).waitFor();
  });
});
