// A content hash of a set of source files, so `pnpm start` can tell whether a build's inputs
// changed since the last build (scripts/build-web-if-changed.ts). Reads files, writes nothing.

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Outputs and installed packages, never sources: skipped wherever they appear. */
export const IGNORED_DIRS: ReadonlySet<string> = new Set(["node_modules", "dist", ".git"]);

export type SourceHashOptions = {
  /** Folder names skipped at any depth; default IGNORED_DIRS. */
  ignoredDirs?: ReadonlySet<string>;
  /** Other inputs that are not files (e.g. VITE_* variables Vite bakes into the bundle). */
  extra?: Record<string, string>;
};

/** The files under `paths` (files or folders, relative to `root`), as sorted `/`-separated paths. */
export function listSourceFiles(
  root: string,
  paths: readonly string[],
  ignoredDirs: ReadonlySet<string> = IGNORED_DIRS,
): string[] {
  const files = new Set<string>();
  const visit = (absolute: string) => {
    let stats;
    try {
      stats = statSync(absolute); // follows symlinks, as the build does
    } catch {
      return; // a listed input that does not exist (yet): its absence is part of the state
    }
    if (stats.isFile()) {
      files.add(relative(root, absolute).split(sep).join("/"));
    } else if (stats.isDirectory()) {
      for (const entry of readdirSync(absolute, { withFileTypes: true })) {
        // By name alone: pnpm links node_modules (and a copied checkout may link the folder
        // itself), so a symlink to an ignored folder must be skipped before it is followed.
        if (ignoredDirs.has(entry.name)) continue;
        visit(join(absolute, entry.name));
      }
    }
  };
  for (const path of paths) visit(join(root, path));
  // Sorted by code point, not by locale or by the order the file system lists them in.
  return [...files].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * sha256 over every file's path and content (and `extra`), in path order: a renamed, added,
 * removed or edited file changes it; the order the paths are given or found in does not.
 */
export function sourceHash(
  root: string,
  paths: readonly string[],
  options: SourceHashOptions = {},
): string {
  const hash = createHash("sha256");
  for (const file of listSourceFiles(root, paths, options.ignoredDirs)) {
    const content = readFileSync(join(root, file));
    // Lengths keep the boundaries unambiguous: "a" + "bc" never hashes like "ab" + "c".
    hash.update(`file ${Buffer.byteLength(file)}:${file} ${content.length}\n`);
    hash.update(content);
  }
  const extra = options.extra ?? {};
  for (const key of Object.keys(extra).sort()) {
    const value = extra[key] ?? "";
    hash.update(`extra ${Buffer.byteLength(key)}:${key} ${Buffer.byteLength(value)}\n${value}`);
  }
  return hash.digest("hex");
}
