import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bootstrapEmulator, freePort, startEmulator, type PoolInfo } from "@cfx/identity/emulator";
import type { TestProject } from "vitest/node";
import { buildTemplate, type DatabaseTemplate } from "./templates";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared cognito-local emulator: endpoint, user pool and web client ids. */
    identity: PoolInfo;
    /** Migrated + demo-seeded database every test file copies (see templates.ts). */
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Starts ONE real cognito-local emulator (demo users bootstrapped) for all test files, and builds
 * the database template they copy.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "cfx-api-identity-"));
  const emulator = await startEmulator({ dataDir, port: await freePort() });
  const pool = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir });
  project.provide("identity", pool);
  let template: Awaited<ReturnType<typeof buildTemplate>>;
  try {
    template = await buildTemplate(dataDir);
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  project.provide("databaseTemplate", template.template);
  return async () => {
    await template.dispose();
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
