import { tokyoDate } from "@cfx/domain/dates";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Client, fetchExchange, Provider as UrqlProvider } from "urql";
import { afterEach, describe, expect, it } from "vitest";
import { FakeStreams } from "../../app/fake-live-streams";
import { InformationProvider } from "../../shared/information";
import { liveExchange } from "../../app/live-exchange";
import { SessionProviderValue, type Session } from "../../shared/session";
import { renderAt } from "../../shared/list/test-render";
import { DispatchPage } from "./DispatchPage";
import { addDays, mondayOf } from "./dispatch/week";

// 工事指示's calendar kept live (issue #40): the gateway (only its transport is fake) answers the
// page's queries, and its stream sends the visible week's slots whenever they change.

afterEach(() => cleanup());

// Fluent's MessageBar watches its own size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const week = addDays(mondayOf(tokyoDate()), 7);
const slot = (booked: number) => ({
  id: "11",
  teamId: 1,
  team: { id: 1, name: "第1班" },
  date: week,
  slot: "午前",
  capacity: 1,
  booked,
  remaining: 1 - booked,
});

const answers: Record<string, unknown> = {
  DispatchPage: {
    construction: {
      id: "5",
      code: "CN-00000005",
      status: 1,
      statusLabel: "指示待ち",
      version: 1,
      associateCompanyId: 1,
      can: { schedule: true },
      workTypeLabel: "放送+通信",
      associateCompany: { id: 1, name: "テスト工業" },
      team: null,
      scheduledDate: null,
      slot: null,
      instructedAt: null,
      instructedByUser: null,
      matter: null,
    },
    companies: [{ id: 1, name: "テスト工業" }],
    teams: [{ id: 1, name: "第1班", associateCompanyId: 1 }],
  },
  DispatchPageWeek: { constructionFreeSchedules: { items: [slot(0)] }, holidays: [] },
};

function renderCalendar() {
  const streams = new FakeStreams();
  const client = new Client({
    url: "http://gateway.test/graphql",
    preferGetMethod: false,
    fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
      return new Response(JSON.stringify({ data: answers[operationName] }), {
        headers: { "content-type": "application/json" },
      });
    }) as typeof fetch,
    exchanges: [
      liveExchange(
        { idToken: async () => "id-1" },
        { url: "http://gateway.test/graphql/stream", fetchFn: streams.fetchFn, backoff: () => 5 },
      ),
      fetchExchange,
    ],
  });
  const session = {
    status: "signedIn",
    isLoggedIn: true,
    signOut: async () => undefined,
    user: { id: "1", code: "00000001", username: "管理 太郎", email: "", roleType: { id: 1 } },
  } as unknown as Session;
  renderAt(
    <InformationProvider>
      <UrqlProvider value={client}>
        <SessionProviderValue value={session}>
          <DispatchPage params={{ id: "5" }} />
        </SessionProviderValue>
      </UrqlProvider>
    </InformationProvider>,
    `/construction-dispatch/5?company=1&week=${week}`,
  );
  return streams;
}

// The first render of a file loads Fluent and the page: more than findBy's default second.
const cellButton = () => screen.findByRole("button", { name: /午前 第1班/ }, { timeout: 10_000 });

describe("DispatchPage live calendar", () => {
  it("subscribes to the visible week's slots and shows a booking made elsewhere", async () => {
    const streams = renderCalendar();
    expect((await cellButton()).textContent).toContain("残り1");
    await waitFor(() => expect(streams.requests).toHaveLength(1));
    expect(streams.requests[0]!.body.variables).toEqual({
      filter: { associateCompanyId: [1], dateFrom: week, dateTo: addDays(week, 6) },
    });

    streams.next({ data: { constructionFreeSchedulesChanged: [slot(1)] } });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /午前 第1班 満員/ })).toBeTruthy(),
    );
  });

  it("says in the open confirmation that the slot filled meanwhile", async () => {
    const streams = renderCalendar();
    fireEvent.click(await cellButton());
    const dialog = await screen.findByRole("dialog", { name: "日程を確定しますか？" });
    // (By role with `hidden`: jsdom catches Fluent's modal mid-transition, marked aria-hidden.)
    const button = (name: string) => within(dialog).getByRole("button", { name, hidden: true });
    const cancel = () => button("キャンセル");
    const confirm = () => button("日程確定");
    // Fluent's classes of a primary and a secondary button, as the open question has them.
    const [primary, secondary] = [confirm().className, cancel().className];
    expect(primary).not.toBe(secondary);
    await waitFor(() => expect(streams.requests).toHaveLength(1));
    streams.next({ data: { constructionFreeSchedulesChanged: [slot(1)] } });
    expect(
      await screen.findByText(
        /他のユーザーの予約で満員になりました。キャンセルして別の枠を選んでください。/,
      ),
    ).toBeTruthy();
    // キャンセル is now the answer offered; booking anyway is left to the server to refuse.
    expect(cancel().className).toBe(primary);
    expect(confirm().className).toBe(secondary);
  });
});
