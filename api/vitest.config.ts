import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // One cognito-local emulator for the whole run (src/test/global-setup.ts).
    globalSetup: ["./src/test/global-setup.ts"],
    pool: "forks",
    // 2 cores: each file builds its own database and server.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
