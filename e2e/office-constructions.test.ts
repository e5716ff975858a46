// Issue #37 ("A day in the office"), the construction items and the kit's messages, in a real
// browser on the seeded demo, each driven as the role the issue names: the construction page names
// the customer of the agreed negotiation with its unit (#37.8), a stale booking's alert names its
// field in Japanese (#37.9), 施工開始 and 完了 before the booked day warn (#37.10), a page the crew
// may not see says so instead of "not found" (#37.18), and a reading with letters gets a field
// message while full-width digits are read as digits (#37.19).

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { useBrowserSession } from "./browser-session";
import { addDays, dayLabel, mondayOf, tokyoDay } from "./fixtures";

const session = useBrowserSession();
const { signedInPage, shot } = session;

const CREW = "construction@example.jp";
const MANAGER = "construction-manager@example.jp";

const fact = (page: Page, label: string) =>
  page
    .locator("dl[aria-label='工事の概要'] > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");
const alertBar = (page: Page) => page.getByTestId("alert-bar");

interface Listed {
  id: string;
  code: string;
  status: number;
  scheduledDate: string | null;
  associateCompanyId: number | null;
  matterId: string;
  matter: { targetDetail: { id: string } | null } | null;
}

async function constructions(filter: Record<string, unknown>, as?: string) {
  const data = (await session.graphql(
    `query ($filter: ConstructionFilter) {
      constructions(filter: $filter, sort: ID, order: ASC, pageSize: 200) {
        items { id code status scheduledDate associateCompanyId matterId
          matter { targetDetail { id } } }
      }
    }`,
    { filter },
    as,
  )) as { constructions: { items: Listed[] } };
  return data.constructions.items;
}

describe("issue #37: constructions and the kit's messages", () => {
  it("#37.8 the construction page names the agreed negotiation's customer with the unit, as the crew sees it", async () => {
    // The office's day: a house, its unit and 山田 太郎, a matter on the whole house, a negotiation
    // with him ended 合意, the construction generated and dispatched to the crew's team.
    type Id = { id: string };
    const gql = async <T>(query: string, variables: Record<string, unknown>) =>
      (await session.graphql(query, variables)) as T;
    const { createTarget: target } = await gql<{ createTarget: Id }>(
      `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id } }`,
      { input: { targetType: 2, name: "山田邸（工事確認）" } },
    );
    const { createTargetDetail: unit } = await gql<{ createTargetDetail: Id & { code: string } }>(
      `mutation ($input: CreateTargetDetailInput!) { createTargetDetail(input: $input) { id code } }`,
      { input: { targetId: target.id } },
    );
    const { createCustomer } = await gql<{ createCustomer: Id }>(
      `mutation ($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }`,
      {
        input: {
          targetDetailId: unit.id,
          customerType: 1,
          name: "山田 太郎",
          phone: "090-1111-2222",
        },
      },
    );
    const customerId = createCustomer.id;
    const { createProject: project } = await gql<{ createProject: Id }>(
      `mutation ($input: CreateProjectInput!) { createProject(input: $input) { id } }`,
      { input: { name: "山田邸の光化工事", workType: 1 } },
    );
    const { createMatter: matter } = await gql<{ createMatter: Id }>(
      `mutation ($input: CreateMatterInput!) { createMatter(input: $input) { id } }`,
      { input: { projectId: project.id, targetId: target.id } },
    );
    const { createNegotiation: ne } = await gql<{ createNegotiation: Id & { version: number } }>(
      `mutation ($input: CreateNegotiationInput!) { createNegotiation(input: $input) { id version } }`,
      { input: { matterId: matter.id, customerId, negotiationStatusId: 4 } },
    );
    await gql(
      `mutation ($id: ID!, $input: UpdateNegotiationInput!) { updateNegotiation(id: $id, input: $input) { id } }`,
      { id: ne.id, input: { negotiationStatusId: 6, completeReason: 1, version: ne.version } },
    );
    const { generateConstructions } = await gql<{
      generateConstructions: { created: (Id & { code: string; version: number })[] };
    }>(
      `mutation ($input: GenerateConstructionsInput!) {
        generateConstructions(input: $input) { created { id code version } }
      }`,
      { input: { matterIds: [matter.id] } },
    );
    const c = generateConstructions.created[0]!;
    const day = addDays(tokyoDay(), 60);
    await gql(
      `mutation ($input: CreateConstructionFreeScheduleInput!) {
        createConstructionFreeSchedule(input: $input) { id }
      }`,
      { input: { teamId: 1, date: day, slot: "午後", capacity: 1 } },
    );
    await gql(
      `mutation ($id: ID!, $input: DispatchConstructionInput!) {
        dispatchConstruction(id: $id, input: $input) { id }
      }`,
      { id: c.id, input: { teamId: 1, scheduledDate: day, slot: "午後", version: c.version } },
    );
    const customer = { name: "山田 太郎", targetDetail: { code: unit.code } };

    const page = await signedInPage(CREW, { path: `/constructions/${c.id}` });
    await page.getByRole("heading", { level: 1, name: `工事編集（${c.code}）` }).waitFor();
    await page.getByRole("definition").first().waitFor();
    const shown = await fact(page, "顧客").innerText();
    expect(shown).toContain(customer.name);
    expect(shown).toContain(customer.targetDetail.code);
    // Whom to ask for at the door, never how to reach them.
    expect(await page.locator("dl[aria-label='工事の概要']").innerText()).not.toMatch(
      /@|電話|携帯/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "office-constructions-customer");
  });

  it("#37.9 a stale booking's alert names the slot in Japanese, never a raw field key", async () => {
    const waiting = await constructions({ status: [1] });
    const target = waiting[0]!;
    const masters = (await session.graphql(
      `{ companies: masterList(kind: ASSOCIATE_COMPANIES) { id name } }`,
    )) as { companies: { id: number; name: string }[] };
    const nextMonday = addDays(mondayOf(tokyoDay()), 7);
    type Slot = {
      id: string;
      teamId: number;
      date: string;
      slot: string;
      capacity: number;
      booked: number;
      remaining: number;
      version: number;
      team: { name: string } | null;
    };
    let company: { id: number } | undefined;
    let free: Slot | undefined;
    for (const c of masters.companies) {
      const data = (await session.graphql(
        `query ($filter: ConstructionFreeScheduleFilter) {
          constructionFreeSchedules(filter: $filter, sort: DATE, pageSize: 200) {
            items { id teamId date slot capacity booked remaining version team { name } }
          }
        }`,
        {
          filter: {
            associateCompanyId: [c.id],
            dateFrom: nextMonday,
            dateTo: addDays(nextMonday, 6),
          },
        },
      )) as { constructionFreeSchedules: { items: Slot[] } };
      free = data.constructionFreeSchedules.items.find((s) => s.remaining > 0);
      if (free) {
        company = c;
        break;
      }
    }
    expect(free).toBeDefined();
    const page = await signedInPage(MANAGER, {
      path: `/construction-dispatch/${target.id}?company=${company!.id}&week=${nextMonday}`,
    });
    await page.getByRole("heading", { name: `工事指示（${target.code}）` }).waitFor();
    const book = page.getByRole("button", {
      name: new RegExp(
        `^${dayLabel(free!.date).replace(/[()]/g, "\\$&")} ${free!.slot} ${free!.team!.name} 残り`,
      ),
    });
    await book.waitFor();
    // Someone else fills the slot while its confirmation is open (the calendar itself is live
    // since #40: a slot filled before the click can no longer be picked).
    await book.click();
    const confirm = page.getByRole("dialog", { name: "日程を確定しますか？" });
    await confirm.waitFor();
    await session.graphql(
      `mutation ($id: ID!, $input: UpdateConstructionFreeScheduleInput!) {
        updateConstructionFreeSchedule(id: $id, input: $input) { id }
      }`,
      { id: free!.id, input: { capacity: free!.booked, version: free!.version } },
    );
    await confirm.getByRole("button", { name: "日程確定" }).click();
    await expect.poll(() => alertBar(page).innerText()).toContain("この枠は満員です");
    const text = await alertBar(page).innerText();
    expect(text).toContain("【工事枠】");
    expect(text).not.toMatch(/【[^】]*[A-Za-z][^】]*】/);
  });

  it("#37.10 施工開始 and 完了 before the booked day warn with the day", async () => {
    const today = tokyoDay();
    const booked = (await constructions({ status: [3] })).find(
      (c) => c.scheduledDate && c.scheduledDate > today,
    );
    expect(booked, "a construction booked for a later day").toBeDefined();
    const [y, m, d] = booked!.scheduledDate!.split("-");
    const day = `${y}/${m}/${d}`;
    const page = await signedInPage(MANAGER, { path: `/constructions/${booked!.id}` });
    await page.getByRole("heading", { level: 1, name: `工事編集（${booked!.code}）` }).waitFor();
    await page.getByRole("button", { name: "施工開始" }).click();
    const ask = page.getByRole("dialog", { name: "施工開始の確認" });
    await ask.waitFor();
    await expect.poll(() => ask.innerText()).toContain(`工事予定日（${day}）より前`);
    expect(await seriousViolations(page)).toEqual([]);
    await ask.getByRole("button", { name: "施工開始" }).click();
    await page.getByRole("button", { name: "完了" }).waitFor();
    await page.getByRole("button", { name: "完了" }).click();
    const done = page.getByRole("dialog", { name: "工事の完了" });
    await done.waitFor();
    expect(await done.innerText()).toContain(`工事予定日（${day}）より前`);
    await shot(page, "office-constructions-early");
  });

  it("#37.18 a crew member opening pages it may not see is told it lacks permission, not that nothing is there", async () => {
    const any = (await session.graphql(
      `{ negotiations(pageSize: 1) { items { id } } externalSources(pageSize: 1) { items { id } } }`,
    )) as {
      negotiations: { items: { id: string }[] };
      externalSources: { items: { id: string }[] };
    };
    const page = await signedInPage(CREW, {
      path: `/negotiations/document/contract/${any.negotiations.items[0]!.id}`,
    });
    const refused = page.getByRole("main").getByText("この操作を行う権限がありません");
    await refused.waitFor();
    expect(await page.getByText(/該当する.*が見つかりません/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    const source = any.externalSources.items[0];
    if (source) {
      await page.goto(session.at(`/external-sources/details/${source.id}`));
      await refused.waitFor();
      expect(await page.getByText(/該当する.*が見つかりません/).count()).toBe(0);
    }
  });

  it("#37.19 a reading with letters gets a field message; full-width digits are read as digits", async () => {
    const own = await constructions({ status: [3, 4] }, CREW);
    const c = own[0]!;
    const data = (await session.graphql(
      `query ($id: ID!) { construction(id: $id) { expectedReadings { point wavelengthNm } } }`,
      { id: c.id },
      CREW,
    )) as { construction: { expectedReadings: { point: string; wavelengthNm: number }[] } };
    const [first, second] = data.construction.expectedReadings;
    const name = (r: { point: string; wavelengthNm: number }) => `${r.point} ${r.wavelengthNm}nm`;
    const page = await signedInPage(CREW, { path: `/constructions/measurements/${c.id}` });
    await page.getByRole("table", { name: "測定値一覧" }).waitFor();

    const letters = page.getByLabel(`${name(first!)}の測定値（dBm）`);
    await letters.fill("abc");
    await letters.press("Tab");
    const row = page.locator(`tr[data-reading="${name(first!)}"]`);
    await expect.poll(() => row.innerText()).toContain("数値で入力してください");
    expect(await letters.getAttribute("aria-invalid")).toBe("true");

    const wide = page.getByLabel(`${name(second!)}の測定値（dBm）`);
    await wide.fill("－１０．５");
    await wide.press("Tab");
    await expect.poll(() => wide.inputValue()).toBe("-10.50");
    expect(await page.locator(`tr[data-reading="${name(second!)}"]`).innerText()).not.toContain(
      "数値で入力してください",
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
