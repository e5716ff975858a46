// The run's one cognito-local emulator (demo users bootstrapped) and a PGlite tarball of the test
// API's database bound to it, which every test file copies: before, each file started an emulator
// and migrated and seeded a database of its own (startTestIdentity({ own: true }) still does).
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bootstrapEmulator, freePort, startEmulator, type PoolInfo } from "@cfx/identity/emulator";
import type { TestProject } from "vitest/node";
import { testApiDatabase } from "./api";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared emulator: its endpoint, user pool and web client, and its data dir (its log). */
    identity: { endpoint: string; pool: PoolInfo; dataDir: string };
    /** The test API's database as a PGlite tarball, its users bound to the emulator at `endpoint`. */
    apiDatabaseTemplate: { file: string; endpoint: string };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "cfx-gateway-identity-"));
  const emulator = await startEmulator({ dataDir, port: await freePort() });
  try {
    const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir });
    const database = await testApiDatabase({ endpoint: emulator.endpoint, pool });
    const file = join(dataDir, "api-template.tar");
    try {
      await writeFile(file, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
    } finally {
      await database.close();
    }
    project.provide("identity", { endpoint: emulator.endpoint, pool, dataDir });
    project.provide("apiDatabaseTemplate", { file, endpoint: emulator.endpoint });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return async () => {
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
