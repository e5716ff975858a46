// Vitest projects for a package's unit tests: most files share a worker's loaded modules (and
// its jsdom), which spares importing the same libraries again for every file; the files that
// cannot share run isolated. A file replacing a module or a global (vi.mock, vi.stubGlobal, fake
// timers, spies) would leak that into the files after it; one that needs a module loaded for the
// first time says so with a comment that starts the file, `// Runs isolated` and why.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProjectInlineConfiguration } from "vitest/config";

const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|^\/\/ Runs isolated/;

/** The test files under `src/` of `packageDir`, as paths relative to it. */
function testFiles(packageDir: string): string[] {
  return readdirSync(join(packageDir, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.replaceAll("\\", "/")}`);
}

/**
 * `shared` (isolate: false) and, when any file needs it, `isolated`, both extending the config.
 * `select` keeps only the files it answers true for (given the path and the file's text).
 */
export function isolationProjects(
  packageDir: string,
  select: (file: string, text: string) => boolean = () => true,
): TestProjectInlineConfiguration[] {
  const texts = new Map(
    testFiles(packageDir).map((f) => [f, readFileSync(join(packageDir, f), "utf8")]),
  );
  const files = [...texts.keys()].filter((f) => select(f, texts.get(f)!));
  const isolated = files.filter((f) => NEEDS_ISOLATION.test(texts.get(f)!));
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: true,
      test: { name: "shared", include: files.filter((f) => !isolated.includes(f)), isolate: false },
    },
  ];
  if (isolated.length)
    projects.push({ extends: true, test: { name: "isolated", include: isolated } });
  return projects;
}
