import { defineConfig } from "vitest/config";

// Each file starts a whole stack (emulator, API, gateway) of its own, on its own ports and data
// dir, and a browser: long timeouts. Two files at a time: most of a browser test is waiting for a
// page, so two overlap well on a 2-core machine (the suite in about half the time of one at a
// time); three gained little more and slowed every test down.
export default defineConfig({
  test: {
    include: ["**/*.test.ts"],
    // One stack's data dir, migrated and seeded, that each file's stack copies (global-setup.ts).
    globalSetup: ["./global-setup.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 240_000,
    // expect.poll waits for what a page shows after a query; its default of 1 s is shorter than a
    // list's first answer can take while two files run, and Playwright's own waits here are 20 s.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 300_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
