// After compile.ts, a deploy folder's node_modules keeps what the compiled files load and no more:
// the workspace packages are bundled into src/*.mjs, so their npm dependencies move up to the
// folder's own node_modules (where the compiled files resolve them from), and tsx, still a
// dependency of the services for `pnpm start` from the sources, goes with everything only it
// needs (esbuild, get-tsconfig…). pnpm deploy's layout is kept: node_modules/<name> links into
// node_modules/.pnpm/<key>/node_modules/<name>, whose siblings are that package's dependencies.

import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";

/** Dependencies a compiled folder must not ship (checked again by the smoke test). */
export const NOT_SHIPPED = ["tsx"];

/** Entries of a node_modules directory as package names (scopes opened), dot entries skipped. */
function packageNames(nodeModules: string): string[] {
  if (!existsSync(nodeModules)) return [];
  const names: string[] = [];
  for (const entry of readdirSync(nodeModules)) {
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@")) {
      for (const scoped of readdirSync(join(nodeModules, entry))) names.push(`${entry}/${scoped}`);
    } else names.push(entry);
  }
  return names;
}

/** The .pnpm key a real package path lies under, e.g. "pino@10.4.0". */
function storeKey(store: string, realPath: string): string | undefined {
  const rel = relative(store, realPath);
  return rel.startsWith("..") ? undefined : rel.split(sep)[0];
}

function link(nodeModules: string, name: string, target: string): void {
  const at = join(nodeModules, name);
  mkdirSync(dirname(at), { recursive: true });
  symlinkSync(relative(dirname(at), target), at);
}

export function pruneFolder(dir: string): { removed: string[] } {
  const nodeModules = join(dir, "node_modules");
  const store = join(nodeModules, ".pnpm");

  // 1. The bundled workspace packages' dependencies, linked where src/*.mjs finds them.
  const workspace = join(nodeModules, "@cfx");
  for (const name of existsSync(workspace) ? readdirSync(workspace) : []) {
    const real = realpathSync(join(workspace, name));
    // Its dependencies are the siblings of its folder in the store (…/node_modules/@cfx/domain).
    const siblings = dirname(dirname(real));
    for (const dependency of packageNames(siblings)) {
      if (dependency.startsWith("@cfx/") || existsSync(join(nodeModules, dependency))) continue;
      link(nodeModules, dependency, realpathSync(join(siblings, dependency)));
    }
  }

  // 2. What is no longer loaded: the bundled sources, tsx.
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  for (const name of Object.keys(manifest.dependencies ?? {}))
    if (name.startsWith("@cfx/") || NOT_SHIPPED.includes(name))
      delete manifest.dependencies?.[name];
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(workspace, { recursive: true, force: true });
  rmSync(join(nodeModules, ".bin"), { recursive: true, force: true });
  for (const name of NOT_SHIPPED) rmSync(join(nodeModules, name), { force: true });

  // 3. Keep the store entries reachable from the links left; remove the rest.
  const reachable = new Set<string>();
  const visit = (packagePath: string) => {
    const key = storeKey(store, realpathSync(packagePath));
    if (!key || reachable.has(key)) return;
    reachable.add(key);
    const keyModules = join(store, key, "node_modules");
    for (const name of packageNames(keyModules)) visit(join(keyModules, name));
  };
  for (const name of packageNames(nodeModules)) visit(join(nodeModules, name));
  const removed: string[] = [];
  for (const key of readdirSync(store)) {
    if (key === "node_modules" || key.startsWith(".") || reachable.has(key)) continue;
    rmSync(join(store, key), { recursive: true, force: true });
    removed.push(key);
  }
  // pnpm's hidden hoisting folder links to every package: drop the links now dangling.
  const hoisted = join(store, "node_modules");
  for (const name of packageNames(hoisted)) {
    const at = join(hoisted, name);
    if (lstatSync(at).isSymbolicLink() && !existsSync(at)) rmSync(at, { force: true });
  }
  return { removed };
}
