import { tokyoDate } from "@cfx/domain/dates";
import { flagsOf } from "@cfx/domain/flags";
import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { cleanup, render, screen, within } from "@testing-library/react";
import { Client, fetchExchange, Provider as UrqlProvider } from "urql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { FakeStreams } from "../../app/fake-live-streams";
import { InformationProvider } from "../../shared/information";
import { liveExchange } from "../../app/live-exchange";
import { SessionProviderValue, type Session } from "../../shared/session";
import { DashboardPage } from "./DashboardPage";
import { sampleDashboard } from "./test/sample-dashboard";

afterEach(() => cleanup());

// Fluent's MessageBar watches its own size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** The page with a gateway that gives `answer` to the one query, signed in as role type `roleTypeId`. */
function renderPage(answer: object, roleTypeId: number, streams?: FakeStreams) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } }),
  );
  // With `streams`, the live subscriptions reach a fake stream endpoint (issue #40).
  const live = streams
    ? [
        liveExchange(
          { idToken: async () => "id-1" },
          { url: "http://gateway.test/graphql/stream", fetchFn: streams.fetchFn, backoff: () => 5 },
        ),
      ]
    : [];
  const client = new Client({
    url: "http://gateway.test/graphql",
    exchanges: [...live, fetchExchange],
    preferGetMethod: false,
    fetch: fetch as typeof globalThis.fetch,
  });
  const session = {
    status: "signedIn",
    isLoggedIn: true,
    signOut: vi.fn(),
    user: {
      id: "7",
      code: "00000007",
      username: "田中 由美",
      email: "n@example.jp",
      roleType: { id: roleTypeId, name: "" },
      role: { ...flagsOf(roleTypeId), allRecords: roleTypeId !== 7 },
    },
  } as Session;
  const location = memoryLocation({ path: "/" });
  render(
    <FluentProvider theme={webLightTheme}>
      <InformationProvider>
        <UrqlProvider value={client}>
          <SessionProviderValue value={session}>
            <Router hook={location.hook}>
              <DashboardPage />
            </Router>
          </SessionProviderValue>
        </UrqlProvider>
      </InformationProvider>
    </FluentProvider>,
  );
  return { fetch };
}

const withoutManager = { data: { dashboard: { ...sampleDashboard, manager: null } } };

describe("DashboardPage", () => {
  it("gives a negotiator its visits and overdue matters as links, in one request", async () => {
    const { fetch } = renderPage(withoutManager, 5);
    const week = await screen.findByRole("region", { name: "今週の訪問" });
    expect(within(week).getByRole("link", { name: "今週の訪問 5件" }).getAttribute("href")).toBe(
      "/negotiations?assigneeUserId=7&open=true&scheduledFrom=2026-11-23&scheduledTo=2026-11-29",
    );
    const overdue = screen.getByRole("region", { name: "期限切れの案件" });
    expect(within(overdue).getByText("5件")).toBeTruthy();
    expect(
      within(overdue)
        .getByRole("link", { name: "期限切れの案件 大森光化 4件" })
        .getAttribute("href"),
    ).toBe("/projects/3?assigneeUserId=7&overdue=true");
    expect(screen.queryByRole("heading", { name: "全体の状況" })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives a crew (工事担当) its home: today's jobs first, then the coming, then the late", async () => {
    const today = tokyoDate();
    const day = (n: number) => tokyoDate(new Date(Date.now() + n * 86_400_000));
    const job = (id: number, status: number, date: string | null, slot: string | null) => ({
      id: String(id),
      code: `CN-0000000${id}`,
      status,
      statusLabel: { 2: "指示済", 3: "日程確定", 4: "施工中" }[status],
      workTypeLabel: "放送+通信",
      scheduledDate: date,
      slot,
      customer: { id: "1", unitCode: "TD-00000001", roomNumber: "101" },
      matter: {
        id: "1",
        target: {
          id: "1",
          name: `物件${id}`,
          address: "東京都 大田区",
          latitude: null,
          longitude: null,
        },
      },
    });
    const items = [
      job(1, 3, day(2), "午前"),
      job(2, 3, today, "午後"),
      job(3, 4, today, "午前"),
      job(4, 3, day(-3), "午前"),
      job(5, 2, null, null),
    ];
    renderPage({ data: { constructions: { items, pageInfo: { totalCount: 5 } } } }, 7);
    const todays = await screen.findByRole("list", { name: "今日の工事（2件）" });
    const cards = within(todays).getAllByRole("listitem");
    expect(cards.map((c) => within(c).getAllByRole("link")[0]!.textContent)).toEqual([
      "物件3",
      "物件2",
    ]);
    expect(within(cards[0]!).getByRole("link", { name: "物件3" }).getAttribute("href")).toBe(
      "/constructions/3",
    );
    expect(within(cards[0]!).getByRole("link", { name: "地図を開く" }).getAttribute("href")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("東京都 大田区")}`,
    );
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "今日の工事（2件）",
      "今後の工事（1件）",
      "期限を過ぎた未完了の工事（1件）",
      "日程未定の工事（1件）",
    ]);
    expect(screen.queryByRole("heading", { name: "自分の作業" })).toBeNull();
  });

  it("gives 工事管理者 the cards of its own work, each a link to its list (#37.17)", async () => {
    renderPage(withoutManager, 6);
    const waiting = await screen.findByRole("region", { name: "指示待ちの工事" });
    expect(within(waiting).getByRole("link").getAttribute("href")).toBe("/constructions?status=1");
    const failed = screen.getByRole("region", { name: "測定不合格の工事" });
    expect(within(failed).getByRole("link").getAttribute("href")).toBe(
      "/constructions?failedSince=2026-11-20",
    );
    expect(screen.getByRole("region", { name: "班別の空き枠" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "撤去予定の引込線" })).toBeTruthy();
  });

  it("replaces the figures shown with those of dashboardChanged (issue #40)", async () => {
    const streams = new FakeStreams();
    renderPage(withoutManager, 5, streams);
    await screen.findByRole("link", { name: "今週の訪問 5件" });
    await vi.waitFor(() => expect(streams.requests).toHaveLength(1));
    const my = { ...sampleDashboard.my, visitsThisWeek: 9 };
    streams.next({ data: { dashboardChanged: { ...sampleDashboard, manager: null, my } } });
    await screen.findByRole("link", { name: "今週の訪問 9件" });
  });

  it("reads a crew's home again when another user changes one of its constructions (issue #40)", async () => {
    const streams = new FakeStreams();
    const { fetch } = renderPage(
      { data: { constructions: { items: [], pageInfo: { totalCount: 0 } } } },
      7,
      streams,
    );
    await vi.waitFor(() => expect(streams.requests).toHaveLength(1));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    // The crew's own save is no news; the office's is.
    streams.change("3", "7");
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    streams.change("3", "2");
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it("says so when the figures could not be read, with a way to try again", async () => {
    renderPage({ errors: [{ message: "boom" }], data: null }, 1);
    expect(await screen.findByText(/ダッシュボードを読み込めませんでした/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "再読み込み" })).toBeTruthy();
  });
});
