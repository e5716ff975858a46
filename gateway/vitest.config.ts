import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // Vite would load graphql's ESM build for test files while Node (and with it Apollo and
    // graphql-tools, which vitest leaves external) loads the CommonJS one: two graphql realms.
    // Point both at the one Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    include: ["src/**/*.test.ts"],
    // Each file starts real processes (cognito-local, the API): give them time, and keep the
    // 2-core machine from running more than two files at once.
    testTimeout: 30_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
  },
});
