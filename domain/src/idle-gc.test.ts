import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { idleCollector } from "./idle-gc";

// The collections are promises: let their `then` run between timer steps.
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("idleCollector", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("collects twice, a gap apart, when a burst is followed by quiet, and not during it", async () => {
    const collect = vi.fn(() => Promise.resolve());
    const collector = idleCollector({ idleMs: 1_000, gapMs: 200, minRequests: 3, collect });
    for (let i = 0; i < 10; i++) {
      collector.requestDone();
      await vi.advanceTimersByTimeAsync(500); // busy: the deadline keeps moving
    }
    expect(collect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500); // 1,000 ms after the last request
    expect(collect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(collect).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it("a trickle of requests is not worth a collection", async () => {
    const collect = vi.fn(() => Promise.resolve());
    const collector = idleCollector({ idleMs: 1_000, gapMs: 200, minRequests: 3, collect });
    collector.requestDone();
    collector.requestDone();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(collect).not.toHaveBeenCalled();
    collector.requestDone(); // the third since the last collection
    await vi.advanceTimersByTimeAsync(5_000);
    expect(collect).toHaveBeenCalledTimes(2);
  });

  it("traffic between the two drops the second; stop() cancels; a failure is swallowed", async () => {
    const collect = vi.fn(() => Promise.resolve());
    const collector = idleCollector({ idleMs: 1_000, gapMs: 200, minRequests: 1, collect });
    collector.requestDone();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(collect).toHaveBeenCalledTimes(1);
    collector.requestDone(); // busy again within the gap
    await vi.advanceTimersByTimeAsync(300);
    expect(collect).toHaveBeenCalledTimes(1);
    collector.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(collect).toHaveBeenCalledTimes(1);

    const failing = vi.fn(() => Promise.reject(new Error("no")));
    const other = idleCollector({ idleMs: 1_000, gapMs: 200, minRequests: 1, collect: failing });
    other.requestDone();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(failing).toHaveBeenCalledTimes(1); // no second after a failed first, and no rejection
  });
});
