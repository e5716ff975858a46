import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { isolationProjects } from "../scripts/test/isolation";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Vite would load graphql's ESM build for test files while Node (and with it Apollo and
    // graphql-tools, which vitest leaves external) loads the CommonJS one: two graphql realms.
    // Point both at the one Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    // Files share a worker's loaded modules unless they cannot (isolation.ts): each starts its
    // own processes and servers anyway. Measured when it came in: about 40 % less time for the suite.
    projects: isolationProjects(fileURLToPath(new URL(".", import.meta.url))),
    // One cognito-local emulator for the run and the test API's database template
    // (src/test/global-setup.ts).
    globalSetup: ["./src/test/global-setup.ts"],
    // Each file starts the real API and gateway (and a file may start its own emulator): give them
    // time, and keep the 2-core machine from running more than two files at once.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
  },
});
