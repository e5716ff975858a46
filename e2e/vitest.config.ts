import { defineConfig } from "vitest/config";

// Each worker has a whole stack (emulator, API, gateway) and a browser, shared by the files it runs
// and put back to the seeded data before each (stack-pool.ts); a file that needs a stack of its
// own (another NODE_ENV, restarts) starts one. Long timeouts: a stack starts in the first file.
// Two files at a time: most of a browser test is waiting for a page, so two overlap well on a
// 2-core machine; three gained little more and slowed every test down.
// E2E_SHUFFLE=1 (or a seed) runs the files in a shuffled order: they must pass in any order on
// the shared stacks. Off by default: vitest's own order starts the longest files first, which
// packs two workers best.
const shuffle = process.env.E2E_SHUFFLE;
const seed = shuffle === "1" ? Date.now() % 1_000_000 : Number(shuffle);
if (shuffle)
  console.log(`browser test files shuffled with seed ${seed} (E2E_SHUFFLE=${seed} repeats it)`);

export default defineConfig({
  test: {
    ...(shuffle ? { sequence: { shuffle: { files: true, tests: false }, seed } } : {}),
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
    // A worker's files share its loaded modules (playwright-core, the harness): each file imported
    // them anew before, 1.3 s a file. The files keep no state between them but the shared stack's.
    isolate: false,
    maxWorkers: 2,
  },
});
