// freePort picks below the kernel's ephemeral range and skips a port something listens on.
import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freePort } from "./emulator";

const listening: Server[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(listening.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe("freePort", () => {
  it("gives a port below the ephemeral range, on which one can listen", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_000);
    const server = createServer();
    listening.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
  });

  it("skips a port that is taken", async () => {
    const taken = await freePort();
    const server = createServer();
    listening.push(server);
    await new Promise<void>((resolve) => server.listen(taken, "127.0.0.1", resolve));
    // The first pick is the taken port, the second one above it.
    const pick = (port: number) => (port - 20_000 + 0.5) / 12_000;
    const next = taken + 1 < 32_000 ? taken + 1 : taken - 1;
    vi.spyOn(Math, "random").mockReturnValueOnce(pick(taken)).mockReturnValueOnce(pick(next));
    expect(await freePort()).toBe(next);
  });
});
