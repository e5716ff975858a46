// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { reloadOnStaleBuild, STALE_BUILD_KEY, STALE_BUILD_QUIET_MS } from "./stale-build";

function tab(startMs: number) {
  const target = new EventTarget();
  const reload = vi.fn();
  const stored = new Map<string, string>();
  let clock = startMs;
  reloadOnStaleBuild(
    Object.assign(target, { location: { reload } }) as unknown as Window,
    { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    () => clock,
  );
  /** Dispatches Vite's event; true when the page let the import error go on (not prevented). */
  const chunkFails = () =>
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
  return { reload, stored, chunkFails, later: (ms: number) => (clock += ms) };
}

describe("reloadOnStaleBuild", () => {
  it("loads the page again when a chunk of the old build is gone", () => {
    const t = tab(1_000_000);
    expect(t.chunkFails()).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
    expect(t.stored.get(STALE_BUILD_KEY)).toBe("1000000");
  });

  it("does not reload again within a minute: the error reaches the error screen", () => {
    const t = tab(1_000_000);
    t.chunkFails();
    t.later(STALE_BUILD_QUIET_MS - 1);
    expect(t.chunkFails()).toBe(true);
    expect(t.reload).toHaveBeenCalledTimes(1);
    t.later(1);
    expect(t.chunkFails()).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(2);
  });
});
