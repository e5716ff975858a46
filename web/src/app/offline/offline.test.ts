import "fake-indexeddb/auto";
import { Client, fetchExchange, gql } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearOffline, queuedWrites } from "./offline-db";
import { isQueuedOffline } from "../../shared/mutation/queued-offline";
import { createOfflineExchange } from "./offline-exchange";
import { syncQueue } from "./sync";

// The offline exchange and the queue over a fetch that the test cuts off and restores, with
// IndexedDB from fake-indexeddb (jsdom has none; the browser tests use Chromium's own).

type Answer = (body: { query: string; variables: unknown }, headers: Headers) => object;

let network: "up" | "down" = "up";
let answer: Answer = () => ({ data: {} });
const sent: { name: string; key: string | null }[] = [];

const fakeFetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
  if (network === "down") throw new TypeError("Failed to fetch");
  const body = JSON.parse(String(init!.body)) as { query: string; variables: unknown };
  const headers = new Headers(init!.headers);
  sent.push({
    name: /(query|mutation) (\w+)/.exec(body.query)![2]!,
    key: headers.get("idempotency-key"),
  });
  return new Response(JSON.stringify(answer(body, headers)), {
    headers: { "content-type": "application/json" },
  });
});

const client = () =>
  new Client({
    url: "http://gateway.test/graphql",
    exchanges: [
      createOfflineExchange({
        queries: new Set(["TestJobs"]),
        mutations: new Set(["TestReadingUpdate"]),
      }),
      fetchExchange,
    ],
    preferGetMethod: false,
    fetch: fakeFetch as typeof fetch,
  });

const Jobs = gql`
  query TestJobs {
    constructions {
      items {
        id
      }
    }
  }
`;
const Update = gql`
  mutation TestReadingUpdate($id: ID!, $input: UpdateMeasurementInput!) {
    updateMeasurement(id: $id, input: $input) {
      id
      version
    }
  }
`;

beforeEach(async () => {
  network = "up";
  sent.length = 0;
  await clearOffline();
});
afterEach(() => vi.clearAllMocks());

describe("offline exchange", () => {
  it("answers a crew page's query from the phone's copy when the network is gone", async () => {
    answer = () => ({ data: { constructions: { items: [{ id: "7" }] } } });
    const online = await client().query(Jobs, {}).toPromise();
    expect(online.extensions?.offlineSavedAt).toBeUndefined();
    network = "down";
    const offline = await client().query(Jobs, {}).toPromise();
    expect(offline.error).toBeUndefined();
    expect(offline.data).toEqual({ constructions: { items: [{ id: "7" }] } });
    expect(offline.extensions?.offlineSavedAt).toMatch(/^\d{4}-/);
  });

  it("queues a write it could not send, with the key it was tried with, and sends it once back online", async () => {
    network = "down";
    const c = client();
    const result = await c
      .mutation(Update, { id: "5", input: { powerDbm: -20.5, version: 3 } })
      .toPromise();
    expect(isQueuedOffline(result.error)).toBe(true);
    const [queued] = await queuedWrites();
    expect(queued).toMatchObject({
      operationName: "TestReadingUpdate",
      variables: { id: "5", input: { powerDbm: -20.5, version: 3 } },
    });
    expect(queued!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // Still no signal: nothing is lost, nothing sent.
    expect(await syncQueue(c)).toBe("offline");
    expect(await queuedWrites()).toHaveLength(1);

    network = "up";
    answer = () => ({ data: { updateMeasurement: { id: "5", version: 4 } } });
    expect(await syncQueue(c)).toBe("done");
    expect(sent).toEqual([{ name: "TestReadingUpdate", key: queued!.idempotencyKey }]);
    expect(await queuedWrites()).toEqual([]);
  });

  it("stops at a write the office changed first and keeps it, and the writes after it, for the crew", async () => {
    network = "down";
    const c = client();
    await c.mutation(Update, { id: "5", input: { powerDbm: -20.5, version: 3 } }).toPromise();
    await c.mutation(Update, { id: "6", input: { powerDbm: -19, version: 1 } }).toPromise();
    network = "up";
    answer = () => ({
      data: null,
      errors: [{ message: "他のユーザーが更新しました。", extensions: { code: "CONFLICT" } }],
    });
    expect(await syncQueue(c)).toBe("refused");
    const writes = await queuedWrites();
    expect(writes.map((w) => [w.variables.id, w.conflict?.message])).toEqual([
      ["5", "他のユーザーが更新しました。"],
      ["6", undefined],
    ]);
    // Sent once, the refused one: the one after waits for the crew's choice.
    expect(sent.map((s) => s.name)).toEqual(["TestReadingUpdate"]);
    expect(await syncQueue(c)).toBe("refused");
    expect(sent).toHaveLength(1);
  });

  it("sends every write of the crew's pages with an Idempotency-Key, online too", async () => {
    answer = () => ({ data: { updateMeasurement: { id: "5", version: 4 } } });
    await client()
      .mutation(Update, { id: "5", input: { version: 3 } })
      .toPromise();
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the crew's second change of a record over the version its first one made", async () => {
    network = "down";
    const c = client();
    await c.mutation(Update, { id: "5", input: { powerDbm: -20, version: 3 } }).toPromise();
    await c.mutation(Update, { id: "5", input: { powerDbm: -21, version: 3 } }).toPromise();
    await c.mutation(Update, { id: "9", input: { powerDbm: -22, version: 3 } }).toPromise();
    network = "up";
    const versions: unknown[] = [];
    answer = (body) => {
      const { id, input } = body.variables as { id: string; input: { version: number } };
      versions.push([id, input.version]);
      return { data: { updateMeasurement: { id, version: input.version + 1 } } };
    };
    expect(await syncQueue(c)).toBe("done");
    expect(versions).toEqual([
      ["5", 3],
      ["5", 4],
      ["9", 3],
    ]);
  });
});
