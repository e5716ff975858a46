import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { isolationProjects } from "../scripts/test/isolation";

export default defineConfig({
  test: {
    // Files share a worker's loaded modules unless they cannot (isolation.ts): each builds its own
    // database and server anyway. Measured when it came in: about a third less time for the suite.
    projects: isolationProjects(fileURLToPath(new URL(".", import.meta.url))),
    // One cognito-local emulator for the whole run (src/test/global-setup.ts).
    globalSetup: ["./src/test/global-setup.ts"],
    pool: "forks",
    // 2 cores: each file builds its own database and server.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
