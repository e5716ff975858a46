import { Client, gql, type OperationResult } from "urql";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeStreams } from "./fake-live-streams";
import { LIVE_RECONNECTED } from "../shared/live/live-reconnected";
import { liveExchange } from "./live-exchange";

// The live exchange against a fake stream endpoint: when a stream is opened again, with which
// token, and when it is not.

const Changed = gql`
  subscription LiveExchangeTest {
    constructionChanged {
      id
      version
      deleted
      updatedBy {
        id
      }
    }
  }
`;

let streams: FakeStreams;
let forced: number;
let results: OperationResult[];

function subscribe() {
  const client = new Client({
    url: "http://gateway.test/graphql",
    exchanges: [
      liveExchange(
        {
          async idToken(options) {
            if (options?.forceRefresh) forced++;
            return `id-${forced + 1}`;
          },
        },
        { url: "http://gateway.test/graphql/stream", fetchFn: streams.fetchFn, backoff: () => 5 },
      ),
    ],
  });
  const source = client.subscription(Changed, {});
  return source.subscribe((result) => results.push(result));
}

beforeEach(() => {
  streams = new FakeStreams();
  forced = 0;
  results = [];
});

const settle = () => new Promise((r) => setTimeout(r, 40));

describe("liveExchange", () => {
  it("opens a stream the gateway ended (a restart's drain) again, and flags the first answer", async () => {
    const { unsubscribe } = subscribe();
    await expect.poll(() => streams.requests.length).toBe(1);
    streams.complete();
    await expect.poll(() => streams.requests.length).toBe(2);
    await expect.poll(() => results.length).toBe(1);
    expect(results[0]!.extensions?.[LIVE_RECONNECTED]).toBe(true);
    expect(results[0]!.data).toBeUndefined();
    // The same token: nothing said it was refused.
    expect(streams.requests[1]!.authorization).toBe("Bearer id-1");
    unsubscribe();
  });

  it("answers an HTTP 401 with a fresh token on the next try", async () => {
    streams.refusals = [401];
    const { unsubscribe } = subscribe();
    await expect.poll(() => streams.requests.length).toBe(2);
    expect(forced).toBe(1);
    expect(streams.requests[1]!.authorization).toBe("Bearer id-2");
    unsubscribe();
  });

  it("tries again when the gateway is busy (503) or the user has too many streams (429)", async () => {
    streams.refusals = [503, 429];
    const { unsubscribe } = subscribe();
    await expect.poll(() => streams.requests.length).toBe(3);
    expect(forced).toBe(0);
    unsubscribe();
  });

  it("gives the page a refusal of the request itself (400) and does not try again", async () => {
    streams.refusals = [400];
    const { unsubscribe } = subscribe();
    await expect.poll(() => results.length).toBe(1);
    expect(results[0]!.error?.networkError).toBeDefined();
    await settle();
    expect(streams.requests).toHaveLength(1);
    unsubscribe();
  });

  it("gives the page a refusal at the start of the stream (errors, no data) and ends there", async () => {
    const { unsubscribe } = subscribe();
    await expect.poll(() => streams.requests.length).toBe(1);
    streams.next({
      data: null,
      errors: [{ message: "権限がありません", extensions: { code: "FORBIDDEN" } }],
    });
    streams.complete();
    // The error, then (urql) the same answer marked as the last one.
    await expect.poll(() => results.at(-1)?.hasNext).toBe(false);
    expect(results[0]!.error?.graphQLErrors[0]?.message).toBe("権限がありません");
    await settle();
    expect(streams.requests).toHaveLength(1);
    unsubscribe();
  });

  it("closes the stream when the page no longer listens", async () => {
    const { unsubscribe } = subscribe();
    await expect.poll(() => streams.requests.length).toBe(1);
    unsubscribe();
    await settle();
    expect(streams.requests).toHaveLength(1);
  });
});
