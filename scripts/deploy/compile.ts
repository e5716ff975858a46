// The compile step of `pnpm bundle` (bundle.ts): each service's TypeScript, with the workspace
// packages it imports (@cfx/domain, @cfx/identity, @cfx/schema), bundled by esbuild into plain
// JavaScript files that Node runs as they are, so a deploy folder starts without tsx.
// npm packages stay external: they are loaded from the folder's node_modules as pnpm deploy laid
// them out (PGlite's wasm and data files, the fonts of the PDF generator, native and optional
// packages all work unchanged there).
//
// Paths relative to a source file (`new URL(…, import.meta.url)`: the migrations, the worker
// entries, the fonts' createRequire, the gateway's persisted documents) keep working because each
// file's `import.meta.url` is rewritten to where that file sits in the folder's layout, resolved
// from the output file: src/db/client.ts still finds ../../drizzle. The workspace packages' files
// are placed under workspace/<package>/ (only data files they read, such as the schema's *.graphql,
// are actually there).

import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { build, type Plugin } from "esbuild";
import type { BundleService } from "./bundle";

/** An output file of a service's folder, and the source it is compiled from (both folder-relative). */
type Entry = { out: string; source: string };

/** The compiled start file of each folder: `node src/main.mjs`. */
export const COMPILED_MAIN = "src/main.mjs";

/**
 * Every file a service loads by path rather than by import: the main entry, the worker threads'
 * entries (found with new URL("./x.mjs", import.meta.url)) and the business seed, which the demo
 * seed imports only when present (api/src/seed/index.ts).
 */
const ENTRIES: Record<BundleService, Entry[]> = {
  api: [
    { out: COMPILED_MAIN, source: "src/main.ts" },
    { out: "src/db/pglite-worker.mjs", source: "src/db/pglite-worker.mjs" },
    { out: "src/documents/render-worker.mjs", source: "src/documents/render-worker.mjs" },
    { out: "src/seed/business.mjs", source: "src/seed/business.ts" },
  ],
  gateway: [{ out: COMPILED_MAIN, source: "src/main.ts" }],
};

/** Source text replaced for the compiled layout: file (repo-relative) → [from, to]. */
const RENAMES: Record<string, [string, string][]> = {
  // The optional business seed is compiled beside it as business.mjs.
  [join("api", "src", "seed", "index.ts")]: [['"./business.ts"', '"./business.mjs"']],
};

const WORKSPACE_PACKAGES = ["api", "gateway", "domain", "identity", "schema"];

/** Where a repository source file sits in a service's folder. */
function folderPath(repoRoot: string, service: BundleService, file: string): string | undefined {
  const [pkg, ...rest] = relative(repoRoot, file).split(sep);
  if (!pkg || !WORKSPACE_PACKAGES.includes(pkg) || rest[0] === "node_modules") return undefined;
  return pkg === service ? join(...rest) : join("workspace", pkg, ...rest);
}

/** What esbuild does not compile: a folder's data files (the schema's *.graphql) are copied as they are. */
const CODE = /\.(ts|tsx|mjs|js|json)$/;

/**
 * The data files beside a workspace package's source that reads its own folder (schema/type-defs.ts
 * lists its *.graphql), copied to where that source sits in the layout (workspace/<package>/).
 */
function copyDataFiles(
  repoRoot: string,
  service: BundleService,
  dir: string,
  sourceDirs: Set<string>,
) {
  for (const sourceDir of sourceDirs) {
    const inFolder = folderPath(repoRoot, service, join(sourceDir, "x"));
    if (!inFolder || !inFolder.startsWith("workspace")) continue;
    for (const name of readdirSync(sourceDir)) {
      const file = join(sourceDir, name);
      if (CODE.test(name) || !statSync(file).isFile()) continue;
      mkdirSync(join(dir, dirname(inFolder)), { recursive: true });
      copyFileSync(file, join(dir, dirname(inFolder), name));
    }
  }
}

function layoutPlugin(
  repoRoot: string,
  service: BundleService,
  outFile: string,
  readsOwnFolder: Set<string>,
): Plugin {
  return {
    name: "cfx-layout",
    setup(build) {
      // The worker entries register tsx before importing their TypeScript; compiled, there is
      // nothing to register.
      build.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({
        path: "tsx-register",
        namespace: "cfx-stub",
      }));
      build.onLoad({ filter: /.*/, namespace: "cfx-stub" }, () => ({
        contents: "export function register() {}",
        loader: "js",
      }));
      // Every other package is loaded from the folder's node_modules; the workspace's own are bundled.
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith("@cfx/") ||
        args.path.startsWith("node:") ||
        args.kind === "entry-point"
          ? undefined
          : { path: args.path, external: true },
      );
      build.onLoad({ filter: /\.(ts|mjs)$/ }, (args) => {
        const inFolder = folderPath(repoRoot, service, args.path);
        if (!inFolder) return undefined;
        let contents = readFileSync(args.path, "utf8");
        for (const [from, to] of RENAMES[relative(repoRoot, args.path)] ?? [])
          contents = contents.replaceAll(from, to);
        if (contents.includes("import.meta.url")) readsOwnFolder.add(dirname(args.path));
        const fromOut = relative(dirname(outFile), inFolder).split(sep).join("/");
        contents = contents.replaceAll(
          "import.meta.url",
          `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`,
        );
        return { contents, loader: args.path.endsWith(".ts") ? "ts" : "js" };
      });
    },
  };
}

/** Compiles a service's entries into `dir` (its pnpm-deployed folder); returns the files written. */
export async function compileService(
  repoRoot: string,
  service: BundleService,
  dir: string,
): Promise<string[]> {
  const written: string[] = [];
  const readsOwnFolder = new Set<string>();
  // One build per entry: each output file resolves `import.meta.url` from its own place.
  for (const { out, source } of ENTRIES[service]) {
    const outfile = join(dir, out);
    await build({
      entryPoints: [join(repoRoot, service, source)],
      outfile,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node24",
      // Class and function names as in the sources: error names and logs read the same.
      keepNames: true,
      sourcemap: "linked",
      sourcesContent: false,
      logLevel: "warning",
      plugins: [layoutPlugin(repoRoot, service, out, readsOwnFolder)],
    });
    written.push(out);
  }
  copyDataFiles(repoRoot, service, dir, readsOwnFolder);
  return written;
}
