import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vitest/config";
import { isolationProjects } from "../scripts/test/isolation";
import viteConfig from "./vite.config";

// Files share one module graph and one jsdom per worker unless they cannot (isolation.ts):
// importing Fluent UI and building a DOM for each of 120 files took 105 of the suite's 143 s,
// its tests 20; now the suite takes 42–46 s.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      // A test that opens Fluent dialogs waits on several renders; on CI's 2 cores beside the
      // other suites one such test took over the default 5 s while each wait stayed in bounds.
      testTimeout: 20_000,
      projects: isolationProjects(fileURLToPath(new URL(".", import.meta.url))),
    },
  }),
);
