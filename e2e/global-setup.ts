import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startTestStack } from "./harness";

declare module "vitest" {
  export interface ProvidedContext {
    /** A stopped stack's DATA_DIR that every test file's stack starts from a copy of. */
    stackTemplate: string;
  }
}

/**
 * Starts one stack on an empty data dir, which migrates the database, seeds the demo data and
 * creates the emulator's pool with the demo users, and stops it. Each test file's stack starts
 * from a copy (harness.ts): that first start's ~4 s of migrations and seed, once per run instead
 * of once per file. The demo dates are relative to the day the seed ran, as on a first start.
 */
export default async function setup(project: TestProject) {
  const stack = await startTestStack({ empty: true });
  await stack.stop();
  project.provide("stackTemplate", stack.dataDir);
  return () => rmSync(stack.dataDir, { recursive: true, force: true });
}
