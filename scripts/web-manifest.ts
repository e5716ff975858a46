import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// Reads Vite's build manifest (web/dist/.vite/manifest.json) to say which scripts a page loads:
// an entry's chunk and everything it imports statically. Used by the size report (`pnpm bench`)
// and by the browser test that checks the sign-in page loads no feature chunk.

export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  const path = join(dist, ".vite", "manifest.json");
  if (!existsSync(path))
    throw new Error(`${path} is missing: build the web app first (pnpm build)`);
  return JSON.parse(readFileSync(path, "utf8")) as Manifest;
}

/** The manifest keys of `roots` and of every chunk they import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** The JS files (`assets/…`) of some manifest keys. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith(".js"));
}

/** The app's entry: what `/signin` (and every first load) fetches before anything lazy. */
export const APP_ENTRY = "index.html";

/** The signed-in app's chunk (shell, menu, route table), loaded lazily by the entry. */
export function shellKeys(manifest: Manifest): string[] {
  return (manifest[APP_ENTRY]?.dynamicImports ?? []).filter(
    (key) => manifest[key]?.name === "SignedInApp",
  );
}

/** `targets` for `src/features/targets/TargetListPage.tsx`; undefined for anything else. */
export function featureOf(chunk: ManifestChunk): string | undefined {
  return /^src\/features\/([^/]+)\//.exec(chunk.src ?? "")?.[1];
}

/** The lazily loaded page chunks of each feature area (manifest keys), by area. */
export function areaPages(manifest: Manifest): Map<string, string[]> {
  const areas = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const area = featureOf(chunk);
    if (!area || !chunk.isDynamicEntry) continue;
    areas.set(area, [...(areas.get(area) ?? []), key]);
  }
  return new Map([...areas].sort(([a], [b]) => a.localeCompare(b)));
}

export type WireSize = { raw: number; gzip: number; brotli: number };

/**
 * The bytes the gateway sends for `file`: its precompressed `.gz`/`.br` copy (web's build writes
 * them), or the file itself where none was worth writing.
 */
export function wireSize(dist: string, file: string): WireSize {
  const path = join(dist, file);
  const raw = statSync(path).size;
  const copy = (suffix: string) => (existsSync(path + suffix) ? statSync(path + suffix).size : raw);
  return { raw, gzip: copy(".gz"), brotli: copy(".br") };
}

export function totalSize(dist: string, files: readonly string[]): WireSize {
  return files
    .map((file) => wireSize(dist, file))
    .reduce(
      (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }),
      {
        raw: 0,
        gzip: 0,
        brotli: 0,
      },
    );
}
