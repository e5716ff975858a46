// The adaptive limit and its queue without HTTP: what runs, waits or is refused, and how the
// limit follows latency (load-shedding.test.ts has the same over real HTTP).
import { describe, expect, it } from "vitest";
import { ConcurrencyLimit, type Admission, type Release } from "./concurrency-limit";

function run(admission: Admission): Release {
  if (admission.kind !== "run") throw new Error(`expected run, got ${admission.kind}`);
  return admission.release;
}

/** `n` rounds of `concurrency` requests each served in `ms`. */
function serve(limit: ConcurrencyLimit, rounds: number, ms: (inFlight: number) => number) {
  for (let r = 0; r < rounds; r++) {
    const held: Release[] = [];
    for (let i = 0; i < limit.limit; i++) {
      const a = limit.acquire();
      if (a.kind === "run") held.push(a.release);
    }
    const latency = ms(held.length);
    for (const release of held) release(latency);
  }
}

describe("ConcurrencyLimit", () => {
  it("without a queue, refuses beyond the limit at once and gives the slot back once", () => {
    const limit = new ConcurrencyLimit({ maxLimit: 2, queueDeadlineMs: 0 });
    const a = run(limit.acquire());
    run(limit.acquire());
    expect(limit.acquire().kind).toBe("shed");
    a();
    a(); // twice is once
    expect(limit.inFlight).toBe(1);
    expect(limit.acquire().kind).toBe("run");
    expect(limit.acquire().kind).toBe("shed");
  });

  it("queues beyond the limit in arrival order and hands freed slots on", async () => {
    const limit = new ConcurrencyLimit({ maxLimit: 1, queueDeadlineMs: 1_000 });
    const first = run(limit.acquire());
    const second = limit.acquire();
    const third = limit.acquire();
    if (second.kind !== "queued" || third.kind !== "queued") throw new Error("expected queued");
    expect(limit.waiting).toBe(2);
    first(10);
    const secondRelease = await second.slot;
    expect(secondRelease).toBeTypeOf("function");
    expect(limit.inFlight).toBe(1);
    expect(limit.waiting).toBe(1);
    secondRelease!(10);
    expect(await third.slot).toBeTypeOf("function");
  });

  it("skips a waiter whose client went away", async () => {
    const limit = new ConcurrencyLimit({ maxLimit: 1, queueDeadlineMs: 1_000 });
    const first = run(limit.acquire());
    const gone = limit.acquire();
    const next = limit.acquire();
    if (gone.kind !== "queued" || next.kind !== "queued") throw new Error("expected queued");
    gone.cancel();
    expect(await gone.slot).toBeUndefined();
    first(10);
    expect(await next.slot).toBeTypeOf("function");
    expect(limit.inFlight).toBe(1);
  });

  it("refuses at arrival when the predicted wait exceeds the deadline", () => {
    const limit = new ConcurrencyLimit({ maxLimit: 4, minLimit: 4, queueDeadlineMs: 1_000 });
    // Latency known: 400 ms per request, 4 at a time → one request waits ~100 ms per place.
    serve(limit, 3, () => 400);
    for (let i = 0; i < 4; i++) run(limit.acquire());
    const admitted: string[] = [];
    for (let i = 0; i < 20; i++) admitted.push(limit.acquire().kind);
    // (n + 1) × 400 / 4 ≤ 1000 with n already waiting → 10 wait, the rest are refused.
    expect(admitted.filter((k) => k === "queued")).toHaveLength(10);
    expect(admitted.slice(10).every((k) => k === "shed")).toBe(true);
  });

  it("grows while latency holds and shrinks when it rises with the load", () => {
    const limit = new ConcurrencyLimit({ maxLimit: 64, minLimit: 2, queueDeadlineMs: 0 });
    // A service that does 8 at once in 10 ms; more only queue inside it (latency ∝ in flight).
    const saturating = (inFlight: number) => 10 * Math.max(1, inFlight / 8);
    serve(limit, 5, () => 10); // baseline
    serve(limit, 200, saturating);
    const settled = limit.limit;
    expect(settled).toBeLessThanOrEqual(24);
    expect(settled).toBeGreaterThanOrEqual(8);
    // Latency back to its baseline whatever the load: the limit climbs again to the ceiling.
    serve(limit, 300, () => 10);
    expect(limit.limit).toBe(64);
  });
});
