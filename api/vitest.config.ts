import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { isolationProjects } from "../scripts/test/isolation";

// Which files run on which database (README "Tests"). With DATABASE_URL the suite runs on that
// PostgreSQL: every file but those about PGlite itself (`// Databases: pglite`). Without it, on
// PGlite: every file, unless API_TESTS=database, which keeps only the files about the database
// (`// Databases: both` or `pglite`: SQL that may differ, migrations and seed, the session
// options, the read cache). `pnpm test` runs both ways: the whole suite once on PostgreSQL, what
// production runs and the faster of the two, and the database files again on PGlite, which the
// gateway's and the browser tests run on end to end anyway.
const DATABASES = /^\/\/ Databases: (both|pglite)\b/m;
function runsHere(_file: string, text: string): boolean {
  const mark = DATABASES.exec(text)?.[1];
  if (process.env.DATABASE_URL) return mark !== "pglite";
  if (process.env.API_TESTS === "database") return mark !== undefined;
  return true;
}

export default defineConfig({
  test: {
    // Files share a worker's loaded modules unless they cannot (isolation.ts): each builds its own
    // database and server anyway. Measured when it came in: about a third less time for the suite.
    projects: isolationProjects(fileURLToPath(new URL(".", import.meta.url)), runsHere),
    // One cognito-local emulator for the whole run (src/test/global-setup.ts).
    globalSetup: ["./src/test/global-setup.ts"],
    pool: "forks",
    // 2 cores: each file builds its own database and server.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
