// First step of `pnpm start`: builds the web app (`pnpm --filter @cfx/web build`) only when its
// inputs changed since the last successful build, so a start with nothing changed skips the
// ~35 s `vite build` + precompress. The inputs' content hash is kept in web/dist/.vite/build-hash.
// Usage: node --import tsx scripts/build-web-if-changed.ts [--force]
//   --force: build whatever the hash says (and still record it), e.g. for `pnpm build`.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "./stack/source-hash";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const dist = join(repoRoot, "web", "dist");
// Beside Vite's manifest in dist/.vite/, which the gateway never serves (a dot file at the top of
// dist/ it would) and precompress skips; `vite build` empties it with the rest of dist/.
const hashFile = join(dist, ".vite", "build-hash");

/**
 * What `vite build` of web/ reads besides node_modules: all of web/ but its output (source-hash
 * skips dist/ and node_modules/ at any depth; tests and scripts count too, which errs on the side
 * of building), the workspace package it imports (@cfx/domain), the shared compiler options its
 * tsconfig extends, and the lockfile that pins every dependency's version. The GraphQL schema is
 * not here: its generated types (web/src/gql) are committed, and `pnpm generate` rewrites them.
 */
const WEB_BUILD_INPUTS = [
  "web",
  "domain/src",
  "domain/package.json",
  "tsconfig.base.json",
  "pnpm-lock.yaml",
];

/** Inputs that are no files: VITE_* variables are baked into the bundle, NODE_ENV picks React's build. */
function environmentInputs(env: NodeJS.ProcessEnv): Record<string, string> {
  const extra: Record<string, string> = { NODE_ENV: env.NODE_ENV || "production" };
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith("VITE_") && value !== undefined) extra[key] = value;
  }
  return extra;
}

function readStoredHash(): string | undefined {
  // No index.html: dist/ was emptied or half written; whatever hash is there says nothing.
  if (!existsSync(join(dist, "index.html")) || !existsSync(hashFile)) return undefined;
  return readFileSync(hashFile, "utf8").trim();
}

/** `pnpm --filter @cfx/web build`, with the pnpm that runs us when there is one. */
function runWebBuild(): Promise<number> {
  const buildArgs = ["--filter", "@cfx/web", "build"];
  // npm_execpath is pnpm's JS entry point, or its standalone binary (as with pnpm 12 here).
  const pnpm = process.env.npm_execpath;
  const [command, args]: [string, string[]] =
    pnpm && /pnpm/.test(pnpm)
      ? /\.[cm]?js$/.test(pnpm)
        ? [process.execPath, [pnpm, ...buildArgs]]
        : [pnpm, buildArgs]
      : ["pnpm", buildArgs];
  const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit" });
  // Ctrl-C reaches the build through the terminal; a SIGTERM sent to us alone is passed on,
  // so the build never outlives us (and we then exit non-zero, without recording a hash).
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  return new Promise((resolve) => {
    child.once("error", (error) => {
      console.error(`pnpm を起動できませんでした / could not run pnpm: ${error.message}`);
      resolve(1);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const hashInputs = () =>
  sourceHash(repoRoot, WEB_BUILD_INPUTS, { extra: environmentInputs(process.env) });

const force = process.argv.slice(2).includes("--force");
const hashStarted = performance.now();
const current = hashInputs();
const hashMs = Math.round(performance.now() - hashStarted);
const stored = readStoredHash();
const short = current.slice(0, 12);

if (!force && stored === current) {
  console.log(
    `Web アプリは変更なし: ビルドを省略しました / web app unchanged: build skipped (hash ${short}, ${hashMs} ms)`,
  );
} else {
  const reason = force
    ? "指定により / forced"
    : stored === undefined
      ? "ビルドなし / no previous build"
      : "入力が変更されました / inputs changed";
  console.log(`Web アプリをビルドします / building the web app (${reason}; hash ${short})`);
  // Gone before the build starts: a build that fails or is interrupted leaves no hash behind,
  // so the next start builds again instead of trusting a half-written dist/.
  rmSync(hashFile, { force: true });
  const code = await runWebBuild();
  if (code !== 0) {
    console.error(`\nWeb アプリのビルドに失敗しました / web app build failed (exit ${code})\n`);
    process.exit(code);
  }
  // Recorded only if nothing changed while the build ran (an edit, or pnpm rewriting the
  // lockfile): otherwise dist/ may hold neither state, and the next start builds again.
  if (hashInputs() === current) {
    mkdirSync(dirname(hashFile), { recursive: true });
    writeFileSync(hashFile, `${current}\n`);
  } else
    console.log(
      "ビルド中に入力が変更されたため、次回の起動で再ビルドします / inputs changed during the build: the next start builds again",
    );
}
