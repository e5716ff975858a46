import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startTestStack } from "./harness";
import { startStackPool } from "./stack-pool";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped stack's DATA_DIR that every test file's stack starts from a copy of. */
    stackTemplate: string;
    /** Where a file asks for its worker's shared stack and browser (stack-pool.ts). */
    stackPool: string;
  }
}

/**
 * Starts one stack on an empty data dir, which migrates the database, seeds the demo data and
 * creates the emulator's pool with the demo users, and stops it. Each test file's stack starts
 * from a copy (harness.ts): that first start's ~4 s of migrations and seed, once per run instead
 * of once per file. The demo dates are relative to the day the seed ran, as on a first start.
 */
export default async function setup(project: TestProject) {
  // With a reset key the API also keeps a copy of the seeded tables (api/src/platform/test-reset.ts)
  // that the shared stacks restore between files; this key itself is used no further.
  const stack = await startTestStack({
    empty: true,
    env: { TEST_RESET_KEY: randomBytes(24).toString("hex") },
  });
  await stack.stop();
  project.provide("stackTemplate", stack.dataDir);
  const pool = await startStackPool(stack.dataDir);
  project.provide("stackPool", pool.url);
  return async () => {
    await pool.close();
    rmSync(stack.dataDir, { recursive: true, force: true });
  };
}
