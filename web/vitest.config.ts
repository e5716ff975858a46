import { readdirSync, readFileSync } from "node:fs";
import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

// Most test files share one module graph and one jsdom per worker (isolate: false): importing
// Fluent UI and building a DOM for each of 120 files took 105 of the suite's 143 s, its tests 20.
// A file that replaces a module or a global (vi.mock, vi.stubGlobal, fake timers, …) would leak
// that into the files after it, and one that needs a module loaded for the first time cannot
// share either: those keep a graph and a DOM of their own. The pattern finds the first kind by
// their calls and the second by a comment that starts the file, `// Runs isolated` and why.
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|^\/\/ Runs isolated/;

const testFiles = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll("\\", "/")}`);
const isolated = testFiles.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8")));

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      projects: [
        {
          extends: true,
          test: {
            name: "shared",
            include: testFiles.filter((file) => !isolated.includes(file)),
            isolate: false,
          },
        },
        { extends: true, test: { name: "isolated", include: isolated } },
      ],
    },
  }),
);
