import { describe, expect, it } from "vitest";
import { watchRefusals, type Target } from "./caches";

/** A target that accepts until `ms` after the start, then refuses. */
const until = (name: string, ms: number, start: number): Target => ({
  name,
  accepts: async () => performance.now() - start < ms,
});

describe("watchRefusals", () => {
  it("says from when on each replica refused for good", async () => {
    const start = performance.now();
    const flapping: Target = {
      name: "flapping",
      // Refuses at first, accepts once in the middle (a replica still holding the old user), then refuses.
      accepts: async () => {
        const t = performance.now() - start;
        return t > 100 && t < 160;
      },
    };
    const [at0, at200, flap, never] = await watchRefusals(
      [
        until("at once", 0, start),
        until("at 200", 200, start),
        flapping,
        until("never", 1e9, start),
      ],
      "token",
      start,
      400,
      20,
    );
    expect(at0!.seconds).toBeLessThan(0.05);
    expect(at200!.seconds).toBeGreaterThanOrEqual(0.2);
    expect(at200!.seconds).toBeLessThan(0.3);
    expect(flap!.seconds).toBeGreaterThanOrEqual(0.16);
    expect(never!.seconds).toBeUndefined();
    expect(never!.probes).toBeGreaterThan(5);
  });

  it("counts a replica that does not answer as refusing", async () => {
    const start = performance.now();
    const [down] = await watchRefusals(
      [{ name: "down", accepts: () => Promise.reject(new Error("ECONNREFUSED")) }],
      "token",
      start,
      60,
      20,
    );
    expect(down!.seconds).toBeLessThan(0.05);
  });
});
