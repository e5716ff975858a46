// The documents the code cites live in the repository (issue #41): every `docs/….md` a tracked
// file names exists, and no file cites DOMAIN.md, ARCHITECTURE.md or the spec by a bare name or a
// path outside the checkout, which a reader of the repository alone could not open.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => /\.(ts|tsx|mjs|js|md|graphql|sql|json|yaml)$/.test(file))
  .filter((file) => file !== "pnpm-lock.yaml" && existsSync(join(root, file)));

/** `file:line  text` of each line of a tracked file that matches. */
function linesMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of tracked) {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      if (pattern.test(line)) found.push(`${file}:${i + 1}  ${line.trim()}`);
    });
  }
  return found;
}

describe("citations of the product documents", () => {
  it("name only docs/ files that exist", () => {
    const cited = new Set<string>();
    for (const line of linesMatching(/docs\/[\w.-]+\.md/))
      for (const [path] of line.matchAll(/docs\/[\w.-]+\.md/g)) cited.add(path);
    expect(cited.size).toBeGreaterThan(3);
    expect([...cited].filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it("never cite DOMAIN.md, ARCHITECTURE.md or the spec outside docs/", () => {
    const bare = linesMatching(
      /(?<!docs\/)\b(DOMAIN|ARCHITECTURE)\.md|shared\/spec|(?<!docs\/)\bspec (\(§|§)/,
    ).filter((line) => !line.startsWith("scripts/docs/citations.test.ts:"));
    expect(bare).toEqual([]);
  });
});
