import { defineConfig } from "vitest/config";

// The tests start real cognito-local processes: give them time, run files one by one.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
