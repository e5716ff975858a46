import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Which built files the service worker precaches: the app's page and everything it can load —
// its entry, every lazy page, their CSS and the files those import (fonts, images) — read from
// Vite's build manifest. Not the GraphQL sandbox (sandbox.html, GraphiQL and Monaco: megabytes a
// crew's phone never needs), which shares the assets/ folder with the app: anything there that the
// app's page cannot reach is left out, whatever its name.

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};

/** The files (`assets/…`, relative to dist/) that `index.html` loads or may load lazily. */
export function appFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit("index.html");
  return files;
}

/**
 * A Workbox `manifestTransforms` step: drops the `assets/` files the app cannot reach. Runs after
 * Vite wrote its manifest (vite-plugin-pwa generates the worker when the bundle is closed);
 * `dist` is asked then, so a `vite build --outDir …` is read where it was written.
 */
export function onlyAppAssets(dist: () => string) {
  return async <E extends { url: string }>(
    entries: E[],
  ): Promise<{ manifest: E[]; warnings: string[] }> => {
    const path = join(dist(), ".vite", "manifest.json");
    if (!existsSync(path)) throw new Error(`${path} is missing: build.manifest must stay on`);
    const app = appFiles(JSON.parse(readFileSync(path, "utf8")) as Record<string, ManifestChunk>);
    const manifest = entries.filter(({ url }) => !url.startsWith("assets/") || app.has(url));
    return { manifest, warnings: [] };
  };
}
