// Test support: one real emulator per test file, in a temp dir on a free port.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  bootstrapEmulator,
  freePort,
  startEmulator,
  type PoolInfo,
  type RunningEmulator,
} from "./emulator";

export type TestEmulator = {
  emulator: RunningEmulator;
  pool: PoolInfo;
  dataDir: string;
  close(): Promise<void>;
};

export async function startTestEmulator(): Promise<TestEmulator> {
  const dataDir = mkdtempSync(join(tmpdir(), "cfx-identity-"));
  const emulator = await startEmulator({ dataDir, port: await freePort() });
  const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir });
  const t: TestEmulator = {
    emulator,
    pool,
    dataDir,
    // t.emulator, not the local: a test may restart the emulator.
    async close() {
      await t.emulator.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return t;
}
