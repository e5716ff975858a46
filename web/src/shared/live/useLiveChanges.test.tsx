import { FluentProvider, webLightTheme } from "@fluentui/react-components";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Client, fetchExchange, gql, Provider as UrqlProvider, useQuery } from "urql";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeStreams } from "../../app/fake-live-streams";
import { liveExchange } from "../../app/live-exchange";
import { useNavigationGuard } from "../form/navigation-guard";
import { SessionProviderValue, type Session } from "../session";
import { LiveUpdateBar, MAYBE_UPDATED } from "./LiveUpdateBar";
import { useLiveChanges } from "./useLiveChanges";

// Only the transport is fake: the gateway's stream endpoint (graphql-sse, distinct connections)
// and /graphql. The urql client, the live exchange, the hook and the bar are the app's.

const RecordQuery = gql`
  query LiveTestRecord($id: ID!) {
    construction(id: $id) {
      id
      version
    }
  }
`;

const RecordChanged = gql`
  subscription LiveTestChanged($ids: [ID!]) {
    constructionChanged(ids: $ids) {
      id
      version
      deleted
      updatedBy {
        id
      }
    }
  }
`;

const ME = "7";

let streams: FakeStreams;
let queries: number;
let tokens: { current: string; forced: number };

/** A form of the page with changes not saved: the kit's question, answered by the test. */
let unsaved: { asked: number; proceed: (() => void) | null } | null;

function UnsavedForm() {
  useNavigationGuard(true, (proceed) => {
    unsaved!.asked++;
    unsaved!.proceed = proceed;
  });
  return null;
}

function renderRecordPage() {
  const client = new Client({
    url: "http://gateway.test/graphql",
    preferGetMethod: false,
    fetch: (async () => {
      queries++;
      return new Response(
        JSON.stringify({ data: { construction: { id: "1", version: queries } } }),
        { headers: { "content-type": "application/json" } },
      );
    }) as typeof fetch,
    exchanges: [
      liveExchange(
        {
          async idToken(options) {
            if (options?.forceRefresh) {
              tokens.forced++;
              tokens.current = `id-${tokens.forced + 1}`;
            }
            return tokens.current;
          },
        },
        { url: "http://gateway.test/graphql/stream", fetchFn: streams.fetchFn, backoff: () => 5 },
      ),
      fetchExchange,
    ],
  });
  const session = {
    status: "signedIn",
    isLoggedIn: true,
    signOut: async () => undefined,
    user: {
      id: ME,
      code: "00000007",
      username: "伊藤 誠",
      email: "",
      roleType: { id: 6, name: "" },
    },
  } as unknown as Session;

  function RecordPage() {
    const [{ data }, refetch] = useQuery({
      query: RecordQuery,
      variables: { id: "1" },
      requestPolicy: "network-only",
    });
    const live = useLiveChanges({
      subscription: RecordChanged,
      variables: { ids: ["1"] },
      reload: () => refetch({ requestPolicy: "network-only" }),
    });
    return (
      <>
        <LiveUpdateBar live={live} />
        {unsaved ? <UnsavedForm /> : null}
        <p>
          版 {(data as { construction?: { version: number } } | undefined)?.construction?.version}
        </p>
      </>
    );
  }

  render(
    <FluentProvider theme={webLightTheme}>
      <UrqlProvider value={client}>
        <SessionProviderValue value={session}>
          <RecordPage />
        </SessionProviderValue>
      </UrqlProvider>
    </FluentProvider>,
  );
}

const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

// Fluent's MessageBar watches its own size; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, "onLine");

beforeEach(() => {
  streams = new FakeStreams();
  queries = 0;
  tokens = { current: "id-1", forced: 0 };
  unsaved = null;
});

afterEach(() => {
  cleanup();
  if (onLine) Object.defineProperty(Navigator.prototype, "onLine", onLine);
});

describe("useLiveChanges with LiveUpdateBar", () => {
  it("subscribes by the gateway's stream with the ID token and the open record's id", async () => {
    renderRecordPage();
    await waitFor(() => expect(streams.requests).toHaveLength(1));
    expect(streams.requests[0]!.authorization).toBe("Bearer id-1");
    expect(streams.requests[0]!.body.variables).toEqual({ ids: ["1"] });
  });

  it("ignores the signed-in user's own saves and shows another user's at once", async () => {
    renderRecordPage();
    await screen.findByText("版 1");
    await waitFor(() => expect(streams.requests).toHaveLength(1));

    streams.change("1", ME);
    await settle();
    expect(screen.queryByText(/他のユーザーが更新しました。/)).toBeNull();

    streams.change("1", "8");
    const bar = await screen.findByText(/他のユーザーが更新しました。/);
    // Announced politely, without taking the person away from what they type.
    expect(bar.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("button", { name: "再読み込み" })).toBeTruthy();
    // Nothing is read behind the person's back: the page still shows what it read.
    expect(queries).toBe(1);
  });

  it("reads the record again on 再読み込み and hides the bar", async () => {
    renderRecordPage();
    await screen.findByText("版 1");
    await waitFor(() => expect(streams.requests).toHaveLength(1));
    streams.change("1", "8");
    fireEvent.click(await screen.findByRole("button", { name: "再読み込み" }));
    await screen.findByText("版 2");
    await waitFor(() => expect(screen.queryByText(/他のユーザーが更新しました。/)).toBeNull());
  });

  it("subscribes again with a fresh token after UNAUTHENTICATED, and reads again what it shows", async () => {
    renderRecordPage();
    await screen.findByText("版 1");
    await waitFor(() => expect(streams.requests).toHaveLength(1));

    streams.next({
      errors: [
        { message: "認証の有効期限が切れました。", extensions: { code: "UNAUTHENTICATED" } },
      ],
    });
    await waitFor(() => expect(streams.requests).toHaveLength(2));
    expect(tokens.forced).toBe(1);
    expect(streams.requests[1]!.authorization).toBe("Bearer id-2");
    // Changes while no stream was open are not replayed: the page reads again.
    await screen.findByText("版 2");
    expect(screen.queryByText(/他のユーザーが更新しました。/)).toBeNull();

    // The new stream is the one heard.
    streams.change("1", "8");
    await screen.findByText(/他のユーザーが更新しました。/);
  });

  it("subscribes again after the connection drops, and reads again what it shows", async () => {
    renderRecordPage();
    await screen.findByText("版 1");
    await waitFor(() => expect(streams.requests).toHaveLength(1));
    streams.drop();
    await waitFor(() => expect(streams.requests).toHaveLength(2));
    await screen.findByText("版 2");
  });

  it("asks first when a form holds changes, and reads again only once the person agrees", async () => {
    unsaved = { asked: 0, proceed: null };
    renderRecordPage();
    await screen.findByText("版 1");
    await waitFor(() => expect(streams.requests).toHaveLength(1));
    streams.change("1", "8");
    fireEvent.click(await screen.findByRole("button", { name: "再読み込み" }));
    expect(unsaved.asked).toBe(1);
    await settle();
    expect(queries).toBe(1);
    act(() => unsaved!.proceed!());
    await screen.findByText("版 2");
  });

  it("after a lost stream shows the bar instead of reading again when a form holds changes", async () => {
    unsaved = { asked: 0, proceed: null };
    renderRecordPage();
    await screen.findByText("版 1");
    await waitFor(() => expect(streams.requests).toHaveLength(1));
    streams.drop();
    await waitFor(() => expect(streams.requests).toHaveLength(2));
    await screen.findByText(MAYBE_UPDATED);
    expect(queries).toBe(1);
  });

  it("does not subscribe while offline", async () => {
    Object.defineProperty(Navigator.prototype, "onLine", { configurable: true, get: () => false });
    renderRecordPage();
    await screen.findByText("版 1");
    await settle();
    expect(streams.requests).toHaveLength(0);
  });
});
