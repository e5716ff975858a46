// One stack and one Chromium per vitest worker, shared by every file that worker runs. They live
// in the global setup's process (so they are stopped at the end whatever a worker does) and are
// handed out over a small loopback HTTP endpoint: a file's first beforeAll asks for its worker's
// slot (VITEST_POOL_ID), which starts the slot's stack the first time and puts it back to the
// seeded template every later time, so files stay independent of each other and of their order.
//
// Starting a stack and a browser cost about 13 s of CPU per file on the 2-core machine (of ~60 s);
// a reset costs well under a second: the REST API restores its tables in place (TEST_RESET_KEY,
// api/src/platform/test-reset.ts) while the identity emulator restarts on the template's pool.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import { browserLaunchOptions, copyDataDir, startTestStack, type TestStack } from "./harness";

/** What a worker needs of its slot: where the stack answers and where its browser listens. */
export type SharedSlot = {
  url: string;
  gatewayUrl: string;
  apiUrl: string;
  dataDir: string;
  identity: TestStack["identity"];
  identityLogFile?: string;
  browserWsEndpoint: string;
  /** Starts of this slot's stack so far (1 unless a reset failed and it was started anew). */
  starts: number;
};

type Slot = { stack: TestStack; browser: BrowserServer; starts: number };

export async function startStackPool(template: string) {
  // Only this run's stacks know it: the reset route refuses any other caller.
  const resetKey = randomBytes(24).toString("hex");
  const slots = new Map<string, Promise<Slot>>();

  const start = async (starts: number): Promise<Slot> => {
    const dataDir = mkdtempSync(join(tmpdir(), "cfx-e2e-shared-"));
    copyDataDir(template, dataDir);
    const [stack, browser] = await Promise.all([
      startTestStack({
        dataDir,
        ownDataDir: true,
        env: {
          TEST_RESET_KEY: resetKey,
          // The /pair lists are shared between requests for 5 s (gateway rest/shared-reads.ts,
          // tested there): across files they would show one file's writes to the next.
          SHARED_READS_TTL_MS: "0",
        },
      }),
      chromium.launchServer(browserLaunchOptions()),
    ]);
    return { stack, browser, starts };
  };

  const reset = async (slot: Slot): Promise<void> => {
    const { stack } = slot;
    await Promise.all([
      stack.restartIdentity!((identityDir) => {
        rmSync(identityDir, { recursive: true, force: true });
        copyDataDir(join(template, "identity"), identityDir);
      }),
      (async () => {
        const res = await fetch(`${stack.apiUrl}/api/v1/test/reset`, {
          method: "POST",
          headers: { "x-test-reset-key": resetKey },
          signal: AbortSignal.timeout(60_000),
        });
        if (res.status !== 204) throw new Error(`reset answered ${res.status}`);
      })(),
    ]);
    const ready = await fetch(`${stack.gatewayUrl}/readyz`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (ready.status !== 200) throw new Error(`gateway not ready after reset (${ready.status})`);
  };

  const dispose = async (slot: Slot) => {
    await slot.browser.close().catch(() => undefined);
    await slot.stack.dispose().catch(() => undefined);
  };

  /** The slot, started or reset; a slot whose reset fails (a file broke it) is started anew. */
  const claim = async (id: string): Promise<Slot> => {
    const previous = slots.get(id);
    const next = (async () => {
      const slot = await previous?.catch(() => undefined);
      if (!slot) return start(1);
      try {
        await reset(slot);
        return slot;
      } catch (error) {
        console.warn(`[stack-pool] slot ${id}: reset failed, starting anew: ${String(error)}`);
        await dispose(slot);
        return start(slot.starts + 1);
      }
    })();
    slots.set(id, next);
    return next;
  };

  const server: Server = createServer((request, response) => {
    const id = /^\/slots\/(\w+)$/.exec(request.url ?? "")?.[1];
    if (request.method !== "POST" || !id) {
      response.writeHead(404).end();
      return;
    }
    claim(id).then(
      (slot) => {
        const { stack } = slot;
        const body: SharedSlot = {
          url: stack.url,
          gatewayUrl: stack.gatewayUrl,
          apiUrl: stack.apiUrl,
          dataDir: stack.dataDir,
          identity: stack.identity,
          identityLogFile: stack.identityLogFile,
          browserWsEndpoint: slot.browser.wsEndpoint(),
          starts: slot.starts,
        };
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the stack pool has no port");

  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const slot of slots.values()) await slot.then(dispose, () => undefined);
    },
  };
}

/** The worker's slot from the pool at `poolUrl` (VITEST_POOL_ID names the worker). */
export async function claimSlot(poolUrl: string): Promise<SharedSlot> {
  const id = process.env.VITEST_POOL_ID ?? "1";
  const res = await fetch(`${poolUrl}/slots/${id}`, {
    method: "POST",
    signal: AbortSignal.timeout(280_000),
  });
  if (!res.ok) throw new Error(`no shared stack for worker ${id}: ${await res.text()}`);
  return (await res.json()) as SharedSlot;
}
