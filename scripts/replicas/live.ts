// Issue #40 across replicas: two dispatchers in Chromium, A on gateway-1 and B on gateway-2, both
// on 工事指示 for the same week. B has picked the last place of a slot and is reading the
// confirmation when A books it: B's calendar shows it full within a second (the booking went
// API → PostgreSQL NOTIFY → the other API → gateway-2 → B's stream), and B's 日程確定 is refused
// with the message, the slot never over its capacity.
import { chromium, type Browser, type Page } from "playwright-core";
import { browserLaunchOptions } from "../../e2e/chromium";
import { DEMO_PASSWORD } from "../../identity/src/demo-users";
import { graphql, type Answer } from "./http";

/** The most a booking may take to show on the other dispatcher's calendar. */
export const LIVE_LIMIT_MS = 1_000;
/**
 * The most a change made while B's gateway was down may take to show once it is back: B's client
 * reconnects with a growing backoff (0.5 s doubling, web/src/app/live-exchange.ts) and re-reads.
 */
export const LIVE_RESYNC_LIMIT_MS = 30_000;
const FULL_MESSAGE = "この枠は満員です。別の日時を選択してください";

type Slot = {
  id: string;
  teamId: number;
  date: string;
  slot: string;
  capacity: number;
  booked: number;
  remaining: number;
  version: number;
};

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const tokyoToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
const mondayOf = (day: string) =>
  addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

function dataOf<R>(answer: Answer<R>, what: string): R {
  if (!answer.data || answer.errors.length)
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const cell = (page: Page, s: Slot) =>
  page.locator(`td[data-cell="${s.date}|${s.slot}|${s.teamId}"]`);

async function signedIn(browser: Browser, base: string, email: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${base}/signin`);
  await page.getByLabel("メールアドレス").fill(email);
  await page.getByLabel(/^パスワード/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^パスワード/).press("Enter");
  await page.getByRole("button", { name: "サインアウト" }).waitFor();
  await page.goto(`${base}${path}`);
  return page;
}

/** A company's free slots between two days, as the API has them now. */
async function slotsOf(base: string, token: string, companyId: number, from: string, to: string) {
  return dataOf(
    await graphql<{ constructionFreeSchedules: { items: Slot[] } }, object>(
      base,
      token,
      `
        query ReplicaLiveSlots($filter: ConstructionFreeScheduleFilter) {
          constructionFreeSchedules(filter: $filter, sort: DATE, pageSize: 200) {
            items {
              id
              teamId
              date
              slot
              capacity
              booked
              remaining
              version
            }
          }
        }
      `,
      { filter: { associateCompanyId: [companyId], dateFrom: from, dateTo: to } },
    ),
    "free slots",
  ).constructionFreeSchedules.items;
}

/** Two waiting constructions and a slot of next week with exactly one place left. */
async function prepare(base: string, token: string) {
  const waiting = dataOf(
    await graphql<{ constructionInstructions: { items: { id: string; code: string }[] } }, object>(
      base,
      token,
      `
        query ReplicaLiveWaiting {
          constructionInstructions(filter: { status: [1] }, sort: ID, pageSize: 2) {
            items {
              id
              code
            }
          }
        }
      `,
      {},
    ),
    "waiting constructions",
  ).constructionInstructions.items;
  if (waiting.length < 2) throw new Error(`${waiting.length} waiting constructions, 2 needed`);
  const from = addDays(mondayOf(tokyoToday()), 7);
  const to = addDays(from, 6);
  const companies = dataOf(
    await graphql<{ masterList: { id: number }[] }, object>(
      base,
      token,
      `
        query ReplicaLiveCompanies {
          masterList(kind: ASSOCIATE_COMPANIES) {
            id
          }
        }
      `,
      {},
    ),
    "companies",
  ).masterList;
  for (const company of companies) {
    const slots = await slotsOf(base, token, company.id, from, to);
    const open = slots.find((s) => s.remaining > 0);
    const spare = slots.find((s) => s.id !== open?.id);
    if (!open || !spare) continue;
    // One place left: its capacity brought down to what is booked + 1.
    const updated = dataOf(
      await graphql<{ updateConstructionFreeSchedule: Slot }, object>(
        base,
        token,
        `
          mutation ReplicaLiveLastPlace($id: ID!, $input: UpdateConstructionFreeScheduleInput!) {
            updateConstructionFreeSchedule(id: $id, input: $input) {
              id
              teamId
              date
              slot
              capacity
              booked
              remaining
              version
            }
          }
        `,
        { id: open.id, input: { capacity: open.booked + 1, version: open.version } },
      ),
      "last place",
    ).updateConstructionFreeSchedule;
    return { waiting, companyId: company.id, week: from, slot: updated, spare };
  }
  throw new Error(`no company has a free slot between ${from} and ${to}`);
}

export type LiveCheck = {
  shownAfterMs: number;
  refused: boolean;
  booked: number;
  capacity: number;
  afterRestartMs: number;
};

/** Stops B's gateway and answers how to start it again. */
export type Restart = () => Promise<() => Promise<void>>;

/**
 * A and B book the same last place through different gateways. Throws when a step cannot be
 * taken; the caller judges the figures (LIVE_LIMIT_MS, refused, booked ≤ capacity).
 */
export async function liveDispatchCheck(
  gatewayUrls: [string, string],
  adminToken: string,
  restartB: Restart,
): Promise<LiveCheck> {
  const [urlA, urlB] = gatewayUrls;
  const { waiting, companyId, week, slot, spare } = await prepare(urlA, adminToken);
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    const query = `?company=${companyId}&week=${week}`;
    const [a, b] = await Promise.all([
      signedIn(
        browser,
        urlA,
        "admin@example.jp",
        `/construction-dispatch/${waiting[0]!.id}${query}`,
      ),
      signedIn(
        browser,
        urlB,
        "order@example.jp",
        `/construction-dispatch/${waiting[1]!.id}${query}`,
      ),
    ]);
    for (const page of [a, b]) await cell(page, slot).getByRole("button").waitFor();
    // B is choosing: the confirmation of the last place is open.
    await cell(b, slot).getByRole("button").click();
    const confirmB = b.getByRole("dialog", { name: "日程を確定しますか？" });
    await confirmB.waitFor();
    // A books it.
    await cell(a, slot).getByRole("button").click();
    const booked = a.waitForResponse(
      (r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("Dispatch"),
    );
    await a
      .getByRole("dialog", { name: "日程を確定しますか？" })
      .getByRole("button", { name: "日程確定" })
      .click();
    await booked;
    const answeredAt = Date.now();
    await cell(b, slot).getByText("満員").waitFor({ timeout: 10_000 });
    const shownAfterMs = Date.now() - answeredAt;
    // B confirms what it chose: refused with the message.
    await confirmB.getByRole("button", { name: "日程確定" }).click();
    const refused = await b
      .getByText(FULL_MESSAGE)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    const after = (await slotsOf(urlA, adminToken, companyId, slot.date, slot.date)).find(
      (s) => s.id === slot.id,
    );
    if (!after) throw new Error(`slot ${slot.id} gone`);

    // B's gateway restarts; meanwhile another slot of the week gets a place more. B's stream
    // ended with the gateway: its client reconnects and re-reads, so the change is not missed.
    const startAgain = await restartB();
    dataOf(
      await graphql<{ updateConstructionFreeSchedule: { id: string } }, object>(
        urlA,
        adminToken,
        `
          mutation ReplicaLiveMorePlaces($id: ID!, $input: UpdateConstructionFreeScheduleInput!) {
            updateConstructionFreeSchedule(id: $id, input: $input) {
              id
            }
          }
        `,
        { id: spare.id, input: { capacity: spare.capacity + 1, version: spare.version } },
      ),
      "a place more",
    );
    await startAgain();
    const readyAt = Date.now();
    await cell(b, spare)
      .getByText(`定員 ${spare.capacity + 1}`)
      .waitFor({ timeout: LIVE_RESYNC_LIMIT_MS * 2 });
    const afterRestartMs = Date.now() - readyAt;
    return {
      shownAfterMs,
      refused,
      booked: after.booked,
      capacity: after.capacity,
      afterRestartMs,
    };
  } finally {
    await browser.close();
  }
}
