import { defineConfig } from "vitest/config";

// Each file starts a whole stack (emulator, API, gateway) and a browser: long
// timeouts, and one file at a time on a 2-core machine.
export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 240_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
