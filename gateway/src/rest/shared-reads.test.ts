import { describe, expect, it } from "vitest";
import { SharedReads } from "./shared-reads";

/** A load whose answer the test gives when it wants, counting how often it was started. */
function deferredLoads<T>() {
  const pending: { resolve(value: T): void; reject(error: Error): void }[] = [];
  return {
    pending,
    load: () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  };
}

describe("SharedReads", () => {
  it("shares one load among the readers that come while it runs and for the TTL after it", async () => {
    let now = 1_000;
    const reads = new SharedReads({ ttlMs: 5_000, now: () => now });
    const loads = deferredLoads<{ id: number }[]>();
    const first = reads.read("clients", loads.load);
    const second = reads.read("clients", loads.load);
    expect(loads.pending).toHaveLength(1);
    now += 60_000; // in flight: never expired, however long it takes
    expect(reads.read("clients", loads.load)).toBe(first);
    loads.pending[0]!.resolve([{ id: 1 }]);
    expect(await first).toEqual([{ id: 1 }]);
    expect(await second).toBe(await first);
    now += 4_999; // the TTL counts from the answer
    expect(reads.read("clients", loads.load)).toBe(first);
    expect(loads.pending).toHaveLength(1);
    now += 1;
    void reads.read("clients", loads.load);
    expect(loads.pending).toHaveLength(2);
  });

  it("keeps each key apart", () => {
    const reads = new SharedReads({ ttlMs: 5_000 });
    const loads = deferredLoads<string>();
    void reads.read("/pair/clients", loads.load);
    void reads.read("/pair/teams", loads.load);
    expect(loads.pending).toHaveLength(2);
    expect(reads.size).toBe(2);
  });

  it("never keeps a failure: the next reader loads again", async () => {
    const reads = new SharedReads({ ttlMs: 5_000 });
    const loads = deferredLoads<string>();
    const failed = reads.read("k", loads.load);
    loads.pending[0]!.reject(new Error("API down"));
    await expect(failed).rejects.toThrow("API down");
    const again = reads.read("k", loads.load);
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]!.resolve("ok");
    expect(await again).toBe("ok");
  });

  it("forgets on clear, and does not keep an answer read before the clear", async () => {
    const reads = new SharedReads({ ttlMs: 5_000 });
    const loads = deferredLoads<string>();
    const before = reads.read("k", loads.load);
    reads.clear(); // a write ended while the read was under way
    loads.pending[0]!.resolve("old");
    expect(await before).toBe("old"); // its own reader still gets it
    const after = reads.read("k", loads.load);
    expect(loads.pending).toHaveLength(2);
    loads.pending[1]!.resolve("new");
    expect(await after).toBe("new");
    expect(await reads.read("k", loads.load)).toBe("new");
    expect(loads.pending).toHaveLength(2);
  });

  it("freezes what it shares, so no reader can change another's answer", async () => {
    const reads = new SharedReads({ ttlMs: 5_000 });
    const list = await reads.read("k", async () => ({ body: [{ id: 1, name: "東京" }] }));
    expect(() => list.body.push({ id: 2, name: "大阪" })).toThrow(TypeError);
    expect(() => {
      list.body[0]!.name = "x";
    }).toThrow(TypeError);
  });

  it("with a TTL of 0 shares nothing", async () => {
    const reads = new SharedReads({ ttlMs: 0 });
    let calls = 0;
    const load = async () => ++calls;
    expect(reads.enabled).toBe(false);
    expect(await reads.read("k", load)).toBe(1);
    expect(await reads.read("k", load)).toBe(2);
    expect(reads.size).toBe(0);
  });
});
