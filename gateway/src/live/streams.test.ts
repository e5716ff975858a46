import type { ExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import { LiveQueue } from "./queue";
import { LiveStreams, TOKEN_EXPIRED_MESSAGE } from "./streams";

const results = (onEnd: () => void = () => undefined) => new LiveQueue<ExecutionResult>({ onEnd });

describe("LiveStreams", () => {
  it("holds each user to the limit and gives a place back once", () => {
    const streams = new LiveStreams(2);
    const first = streams.reserve("a")!;
    expect(streams.reserve("a")).toBeDefined();
    expect(streams.reserve("a")).toBeUndefined();
    expect(streams.reserve("b")).toBeDefined();
    first();
    first();
    expect(streams.heldBy("a")).toBe(1);
  });

  it("ends at the token's expiry with UNAUTHENTICATED, then completes, and frees its place", async () => {
    const streams = new LiveStreams(1);
    const release = streams.reserve("a")!;
    let sourceEnded = false;
    const bounded = streams.bound(
      results(() => (sourceEnded = true)),
      Date.now() + 50,
      release,
    );
    const last = await bounded.next();
    expect(last.value?.errors?.[0]).toMatchObject({
      message: TOKEN_EXPIRED_MESSAGE,
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect((await bounded.next()).done).toBe(true);
    expect(sourceEnded).toBe(true);
    expect(streams.heldBy("a")).toBe(0);
    expect(streams.size).toBe(0);
  });

  it("ends every stream at shutdown, and a stream opened after it at once", async () => {
    const streams = new LiveStreams(5);
    const open = [1, 2].map(() => streams.bound(results(), undefined, streams.reserve("a")!));
    const waiting = open.map((s) => s.next());
    streams.endAll();
    for (const result of await Promise.all(waiting)) expect(result.done).toBe(true);
    const late = streams.bound(results(), undefined, streams.reserve("a")!);
    expect((await late.next()).done).toBe(true);
    expect(streams.heldBy("a")).toBe(0);
  });

  it("stops at once when the client goes away, even while waiting for an event", async () => {
    const streams = new LiveStreams(1);
    let sourceEnded = false;
    const bounded = streams.bound(
      results(() => (sourceEnded = true)),
      undefined,
      streams.reserve("a")!,
    );
    const pending = bounded.next();
    await bounded.return!();
    expect(sourceEnded).toBe(true);
    expect((await pending).done).toBe(true);
  });
});

describe("LiveQueue", () => {
  it("keeps only the newest value of a list, all values of a change feed", async () => {
    const latest = new LiveQueue<number>({ latestOnly: true, onEnd: () => undefined });
    latest.push(1);
    latest.push(2);
    expect(await latest.next()).toEqual({ value: 2, done: false });
    const all = new LiveQueue<number>({ onEnd: () => undefined });
    all.push(1);
    all.push(2);
    expect((await all.next()).value).toBe(1);
    expect((await all.next()).value).toBe(2);
  });

  it("gives each value a fresh context first", async () => {
    let renewed = 0;
    const queue = new LiveQueue<number>({ onEnd: () => undefined, beforeEach: () => renewed++ });
    const waiting = queue.next();
    queue.push(1);
    queue.push(2);
    await waiting;
    await queue.next();
    expect(renewed).toBe(2);
  });
});
