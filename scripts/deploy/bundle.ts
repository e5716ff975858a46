// `pnpm bundle`: one self-contained folder per service, what a server (or the Dockerfile) runs.
//   dist/deploy/api/       the REST API: src/*.mjs compiled, its migrations (drizzle/), production
//                          node_modules
//   dist/deploy/gateway/   the GraphQL gateway: src/main.mjs compiled, production node_modules, the
//                          built web app in web/, the web app's registered documents
//                          (persisted-documents.json)
// Each folder starts with `node --enable-source-maps src/main.mjs` from inside it and nothing else:
// the service and the workspace packages it uses (@cfx/domain, @cfx/identity, @cfx/schema) are
// compiled by esbuild into plain JavaScript (compile.ts), npm packages stay in the folder's
// node_modules as pnpm deploy installs them, and no tsx, pnpm, dev dependency or file outside the
// folder is needed (prune.ts, docs/DEPLOY.md).
// Usage: node --import tsx scripts/deploy/bundle.ts [--out <dir>] [--skip-web-build]
//   --out             where the folders go (default dist/deploy; emptied first)
//   --skip-web-build  take web/dist as it is instead of rebuilding it when its sources changed

import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { COMPILED_MAIN, compileService } from "./compile";
import { NOT_SHIPPED, pruneFolder } from "./prune";

/** How a folder starts (bundle.json, the Dockerfile, docs/DEPLOY.md). */
export const START_COMMAND = `node --enable-source-maps ${COMPILED_MAIN}`;

export const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

export type BundleService = "api" | "gateway";
export const SERVICES: readonly BundleService[] = ["api", "gateway"];

export type BundleResult = {
  outDir: string;
  folders: { service: BundleService; dir: string; bytes: number }[];
};

export type BundleOptions = {
  outDir?: string;
  /** Use web/dist as it is (it must hold an index.html). */
  skipWebBuild?: boolean;
  /** Progress lines; default console.log. */
  log?: (line: string) => void;
};

/**
 * The pnpm that runs us (npm_execpath: its JS entry point, or its standalone binary as with
 * pnpm 12 here), else the one on PATH.
 */
function pnpmCommand(args: string[]): [string, string[]] {
  const pnpm = process.env.npm_execpath;
  if (pnpm && /pnpm/.test(pnpm)) {
    return /\.[cm]?js$/.test(pnpm) ? [process.execPath, [pnpm, ...args]] : [pnpm, args];
  }
  return ["pnpm", args];
}

function run(command: string, args: string[], log: (line: string) => void): Promise<void> {
  const shown = [
    command === process.execPath ? "node" : /pnpm/.test(command) ? "pnpm" : command,
    ...args,
  ];
  log(
    `$ ${shown.map((a) => (a.startsWith(repoRoot) ? relative(repoRoot, a) || "." : a)).join(" ")}`,
  );
  const child = spawn(command, args, { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
  }
  return new Promise((resolvePromise, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      // The tail only: pnpm's progress lines are noise once it worked.
      const tail = output.trimEnd().split("\n").slice(-6);
      for (const line of tail) log(`  ${line}`);
      if (code === 0) resolvePromise();
      else
        reject(
          new Error(
            `${command} ${args.join(" ")} が失敗しました / failed (exit ${code ?? signal})`,
          ),
        );
    });
  });
}

/** Bytes of the files under `dir` (symbolic links counted as links, not followed). */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(path);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(1)} KiB`;
}

function gitCommit(): string | undefined {
  try {
    const head = readFileSync(join(repoRoot, ".git", "HEAD"), "utf8").trim();
    const ref = /^ref: (.+)$/.exec(head)?.[1];
    if (!ref) return head;
    const refFile = join(repoRoot, ".git", ref);
    if (existsSync(refFile)) return readFileSync(refFile, "utf8").trim();
    const packed = readFileSync(join(repoRoot, ".git", "packed-refs"), "utf8");
    return packed
      .split("\n")
      .find((line) => line.endsWith(` ${ref}`))
      ?.split(" ")[0];
  } catch {
    return undefined;
  }
}

export async function buildBundle(options: BundleOptions = {}): Promise<BundleResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const outDir = resolve(options.outDir ?? join(repoRoot, "dist", "deploy"));
  const webDist = join(repoRoot, "web", "dist");

  // 1. The web app: rebuilt only when its sources changed since the last build (what `pnpm start`
  //    does), so a bundle never ships a stale web app and a warm run costs no build.
  if (!options.skipWebBuild) {
    await run(
      process.execPath,
      ["--import", "tsx", join(repoRoot, "scripts", "build-web-if-changed.ts")],
      log,
    );
  }
  if (!existsSync(join(webDist, "index.html"))) {
    throw new Error(
      `web/dist にビルド済みの Web アプリがありません / no built web app in ${webDist} (pnpm build)`,
    );
  }

  rmSync(outDir, { recursive: true, force: true });
  const folders: BundleResult["folders"] = [];
  for (const service of SERVICES) {
    const dir = join(outDir, service);
    // --prod: no devDependencies. --frozen-lockfile: exactly the versions CI tested. The lockfile
    // was verified against the supply-chain policy when it was installed; --trust-lockfile skips
    // the second check, which needs registry metadata a machine without network lacks.
    // --prefer-offline: from the store the install filled, the registry only for what is missing.
    const [command, args] = pnpmCommand([
      "--filter",
      `@cfx/${service}`,
      "deploy",
      "--prod",
      "--frozen-lockfile",
      "--trust-lockfile",
      "--prefer-offline",
      dir,
    ]);
    await run(command, args, log);
    // The sources give way to what esbuild compiles from them; files only the tools read go too.
    for (const file of ["src", "tsconfig.json", "vitest.config.ts", "drizzle.config.ts"])
      rmSync(join(dir, file), { recursive: true, force: true });
    // pnpm deploy's lockfile still lists what prune.ts removes; bundle.json records the commit.
    for (const file of ["pnpm-lock.yaml", "pnpm-workspace.yaml"])
      rmSync(join(dir, file), { force: true });
    const compiled = await compileService(repoRoot, service, dir);
    log(`  compiled ${compiled.join(", ")}`);
    const { removed } = pruneFolder(dir);
    log(
      `  pruned ${removed.length} packages no compiled file loads (${removed.filter((k) => NOT_SHIPPED.some((n) => k.startsWith(`${n}@`))).join(", ") || "none of tsx"})`,
    );
    if (service === "api" && !existsSync(join(dir, "drizzle", "meta", "_journal.json"))) {
      throw new Error(`マイグレーションがありません / the API bundle has no drizzle/ migrations`);
    }
    if (service === "gateway") {
      // Served by the gateway from WEB_DIST=<folder>/web (docs/DEPLOY.md).
      cpSync(webDist, join(dir, "web"), { recursive: true });
      // The web app's registered documents (issue #39), which the gateway finds beside its src/
      // (gateway/src/env.ts, TRUSTED_DOCUMENTS_FILE): in production a browser session runs only these.
      cpSync(
        join(repoRoot, "web", "src", "gql", "persisted-documents.json"),
        join(dir, "persisted-documents.json"),
      );
    }
    writeFileSync(
      join(dir, "bundle.json"),
      `${JSON.stringify(
        {
          service,
          commit: gitCommit() ?? null,
          builtAt: new Date().toISOString(),
          node: process.version,
          start: START_COMMAND,
        },
        null,
        2,
      )}\n`,
    );
    folders.push({ service, dir, bytes: folderBytes(dir) });
  }
  return { outDir, folders };
}

async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf("--out");
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  if (outIndex >= 0 && !out) throw new Error("--out needs a directory");
  const started = performance.now();
  const result = await buildBundle({
    outDir: out === undefined ? undefined : resolve(process.cwd(), out),
    skipWebBuild: args.includes("--skip-web-build"),
  });
  console.log(
    `\nデプロイ用フォルダ / deploy folders (${((performance.now() - started) / 1000).toFixed(1)} s):`,
  );
  for (const { dir, bytes } of result.folders) {
    console.log(`  ${(relative(process.cwd(), dir) || dir).padEnd(24)} ${formatBytes(bytes)}`);
  }
  console.log(`起動 / start: cd <folder> && NODE_ENV=production ${START_COMMAND}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(
      `\nバンドルを作成できませんでした / could not build the bundle: ${(error as Error).message}`,
    );
    process.exit(1);
  });
}
