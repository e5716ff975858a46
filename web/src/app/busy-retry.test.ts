// @vitest-environment node
import { gql } from "urql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { alertFromCombinedError, statusOf } from "../shared/result-alert";
import {
  BUSY_RETRY_DEFAULT_MS,
  BUSY_RETRY_MAX_MS,
  retryAfterMs,
  retryReadWhenBusy,
} from "./busy-retry";
import { createGraphqlClient } from "./graphql-client";

const BUSY_MESSAGE = "混み合っています。しばらくしてから再度お試しください";

/** The gateway's load-shedding answer, exactly as issue #20 specifies it. */
function busy(retryAfter: string | null = "3"): Response {
  const headers = new Headers({ "content-type": "application/json" });
  if (retryAfter !== null) headers.set("retry-after", retryAfter);
  return new Response(
    JSON.stringify({ errors: [{ message: BUSY_MESSAGE, extensions: { code: "SERVER_BUSY" } }] }),
    { status: 503, headers },
  );
}

function ok(data: unknown = { ok: true }): Response {
  return new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("retryAfterMs", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");

  it("reads delay-seconds", () => {
    expect(retryAfterMs("1", now)).toBe(1_000);
    expect(retryAfterMs("5", now)).toBe(5_000);
    expect(retryAfterMs(" 3 ", now)).toBe(3_000);
    expect(retryAfterMs("0", now)).toBe(0);
  });
  it("caps a long delay", () => {
    expect(BUSY_RETRY_MAX_MS).toBeLessThanOrEqual(10_000);
    expect(retryAfterMs("11", now)).toBe(BUSY_RETRY_MAX_MS);
    expect(retryAfterMs("86400", now)).toBe(BUSY_RETRY_MAX_MS);
    expect(retryAfterMs("99999999999999999999999", now)).toBe(BUSY_RETRY_MAX_MS);
  });
  it("falls back to one second when the header is missing or garbled", () => {
    expect(BUSY_RETRY_DEFAULT_MS).toBe(1_000);
    for (const header of [null, undefined, "", "  ", "soon", "-1", "1.5", "3s", "0x10"]) {
      expect(retryAfterMs(header, now)).toBe(BUSY_RETRY_DEFAULT_MS);
    }
  });
  it("reads an HTTP-date, bounded to now…the cap", () => {
    expect(retryAfterMs("Thu, 26 Nov 2026 12:00:04 GMT", now)).toBe(4_000);
    expect(retryAfterMs("Thu, 26 Nov 2026 11:59:00 GMT", now)).toBe(0);
    expect(retryAfterMs("Fri, 27 Nov 2026 12:00:00 GMT", now)).toBe(BUSY_RETRY_MAX_MS);
  });
});

describe("retryReadWhenBusy", () => {
  it("asks again once after Retry-After and returns the second answer", async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValueOnce(busy("2")).mockResolvedValueOnce(ok());
    const answer = retryReadWhenBusy(send)("/graphql", { method: "POST", body: "{}" });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]).toEqual(["/graphql", { method: "POST", body: "{}" }]);
    expect((await answer).status).toBe(200);
  });
  it("waits one second when the header is missing", async () => {
    const send = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(busy(null))
      .mockResolvedValueOnce(ok());
    const answer = retryReadWhenBusy(send)("/graphql");
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
  });
  it("returns a second 503 as it is, without a third try", async () => {
    const send = vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(busy("1")));
    const answer = retryReadWhenBusy(send)("/graphql");
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await answer).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(2);
  });
  it("does not retry other failures", async () => {
    for (const response of [
      new Response("x", { status: 500 }),
      new Response("x", { status: 502 }),
    ]) {
      const send = vi.fn<typeof fetch>().mockResolvedValue(response);
      const answer = await retryReadWhenBusy(send)("/graphql");
      expect(answer.status).toBe(response.status);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });
  it("sends nothing more once the request is aborted during the wait", async () => {
    const send = vi.fn<typeof fetch>().mockResolvedValue(busy("5"));
    const controller = new AbortController();
    const answer = retryReadWhenBusy(send)("/graphql", { signal: controller.signal });
    const settled = answer.then(
      () => "resolved",
      (error: unknown) => (error as Error).name,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    expect(await settled).toBe("AbortError");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("graphql client when the gateway is busy", () => {
  const Ok = gql`
    query BusyRetryOk {
      ok
    }
  `;
  const Save = gql`
    mutation BusyRetryNoop {
      noop
    }
  `;
  const auth = { idToken: () => Promise.resolve("id-1"), onAuthFailure: () => undefined };

  function gateway(...answers: (() => Response)[]) {
    const calls: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(new Headers(init?.headers).get("authorization"));
        const next = answers.shift();
        if (!next) throw new Error("unexpected request");
        return Promise.resolve(next());
      }),
    );
    return calls;
  }

  it("retries a query once after Retry-After and returns its data", async () => {
    const calls = gateway(
      () => busy("3"),
      () => ok(),
    );
    const result = createGraphqlClient(auth, "http://gateway.test/graphql")
      .query(Ok, {}, { requestPolicy: "network-only" })
      .toPromise();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    const { data, error } = await result;
    expect(error).toBeUndefined();
    expect(data).toEqual({ ok: true });
    expect(calls).toEqual(["Bearer id-1", "Bearer id-1"]);
  });

  it("shows the busy message after a second 503", async () => {
    const calls = gateway(
      () => busy("1"),
      () => busy("1"),
    );
    const result = createGraphqlClient(auth, "http://gateway.test/graphql")
      .query(Ok, {}, { requestPolicy: "network-only" })
      .toPromise();
    await vi.advanceTimersByTimeAsync(1_000);
    const { error } = await result;
    expect(calls).toHaveLength(2);
    expect(error?.graphQLErrors[0]?.extensions.code).toBe("SERVER_BUSY");
    expect(statusOf(error!)).toBe(503);
    expect(alertFromCombinedError(error!)).toEqual({
      type: "error",
      message: `【サーバー】${BUSY_MESSAGE}`,
    });
  });

  it("never retries a mutation and shows the busy message", async () => {
    const calls = gateway(() => busy("1"));
    const result = createGraphqlClient(auth, "http://gateway.test/graphql")
      .mutation(Save, {})
      .toPromise();
    const { error } = await result;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
    expect(alertFromCombinedError(error!).message).toBe(`【サーバー】${BUSY_MESSAGE}`);
  });
});
