// Issue #42, "a supported runtime, compiled": the API's and the gateway's warm start (spawn →
// health check 200) and their RSS once started, run the way development does (TypeScript from
// the sources through tsx) and the way a deployment does (the compiled deploy bundle,
// `node --enable-source-maps src/main.mjs` from its folder, scripts/deploy/bundle.ts).
// Both on PGlite in a data directory of their own, NODE_ENV=production, the same variables; the
// first start of each is not counted (it creates and seeds the database, fills tsx's cache).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@cfx/identity/emulator";
import { repoRoot, rssKiB, startIdentity } from "./services";

type Service = "api" | "gateway";

export type StartFigure = { service: Service; ms: number[]; rssKiB: number[] };
export type RuntimeFigures = {
  tsx: StartFigure[];
  compiled: StartFigure[];
  /** bundle.json's start command: what the image and the smoke test run. */
  compiledStart: string;
  /** The Node the services ran on (the bench's own, process.execPath). */
  node: string;
};

type Way = {
  name: "tsx" | "compiled";
  cwd: (service: Service) => string;
  args: (service: Service) => string[];
  webDist: string;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One start: spawn → `path` answers 200 (ms, RSS in KiB right then); leaves it running. */
async function startOnce(
  way: Way,
  service: Service,
  env: NodeJS.ProcessEnv,
  path: string,
): Promise<{ ms: number; rssKiB: number; url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, way.args(service), {
    cwd: way.cwd(service),
    env: { ...env, HOST: "127.0.0.1", PORT: String(port), API_PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${way.name} ${service} exited:\n${stderr}`);
    const status = await fetch(`http://127.0.0.1:${port}${path}`, {
      signal: AbortSignal.timeout(2000),
    }).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${way.name} ${service} did not answer ${path}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  return { ms, rssKiB: rssKiB(child.pid!) ?? Number.NaN, url: `http://127.0.0.1:${port}`, stop };
}

const HEALTH: Record<Service, string> = { api: "/api/v1/healthz", gateway: "/healthz" };

/** `runs` warm starts of each service one way, after one start that is not counted. */
async function measureWay(way: Way, baseEnv: NodeJS.ProcessEnv, runs: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `cfx-runtime-${way.name}-`));
  const figures: StartFigure[] = [];
  const measure = async (service: Service, env: NodeJS.ProcessEnv) => {
    const figure: StartFigure = { service, ms: [], rssKiB: [] };
    for (let i = 0; i <= runs; i++) {
      const run = await startOnce(way, service, env, HEALTH[service]);
      await run.stop();
      if (i === 0) continue;
      figure.ms.push(run.ms);
      figure.rssKiB.push(run.rssKiB);
    }
    figures.push(figure);
  };
  try {
    const env = { ...baseEnv, DATA_DIR: dataDir };
    await measure("api", env);
    // The gateway beside a running API started the same way.
    const upstream = await startOnce(way, "api", env, HEALTH.api);
    try {
      await measure("gateway", { ...env, API_URL: upstream.url, WEB_DIST: way.webDist });
    } finally {
      await upstream.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** Builds the deploy bundle into a temp dir (as `pnpm bundle --skip-web-build`): about 15 s. */
function buildBundle(outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/deploy/bundle.ts", "--out", outDir, "--skip-web-build"],
    { cwd: repoRoot, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm bundle failed (${code}):\n${stderr}`)),
    ),
  );
}

export async function runtimeStartFigures(runs = 3): Promise<RuntimeFigures | { missing: string }> {
  const webDist = join(repoRoot, "web", "dist");
  if (!existsSync(join(webDist, "index.html"))) return { missing: "no web/dist (pnpm build)" };
  const work = mkdtempSync(join(tmpdir(), "cfx-runtime-"));
  const identity = await startIdentity(work);
  try {
    const bundle = join(work, "deploy");
    await buildBundle(bundle);
    const { start } = JSON.parse(readFileSync(join(bundle, "api", "bundle.json"), "utf8")) as {
      start: string;
    };
    // What a deployment sets (docs/DEPLOY.md), nothing inherited but PATH: PGlite, local files.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      LIVE_EVENTS_KEY: "runtime-start-bench-key-0123456789abcdef",
      ...identity.env,
    };
    const tsx: Way = {
      name: "tsx",
      cwd: () => repoRoot,
      args: (service) => ["--import", "tsx", join(service, "src", "main.ts")],
      webDist,
    };
    const compiled: Way = {
      name: "compiled",
      cwd: (service) => join(bundle, service),
      // bundle.json's command without its leading `node`.
      args: () => start.split(" ").slice(1),
      webDist: join(bundle, "gateway", "web"),
    };
    return {
      tsx: await measureWay(tsx, env, runs),
      compiled: await measureWay(compiled, env, runs),
      compiledStart: start,
      node: process.version,
    };
  } finally {
    await identity.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The table's rows: per service, before (tsx) and after (compiled), medians. */
export function runtimeRows(f: RuntimeFigures): string[][] {
  return f.tsx.map((before) => {
    const after = f.compiled.find((c) => c.service === before.service);
    const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
    return [
      before.service,
      median(before.ms).toFixed(0),
      after ? median(after.ms).toFixed(0) : "—",
      mib(median(before.rssKiB)),
      after ? mib(median(after.rssKiB)) : "—",
    ];
  });
}

/** The goals row of issue #42: the bundle starts without tsx, on Node 24. */
export function runtimeGoal(f: RuntimeFigures): [string, string, boolean] {
  return [
    "deploy bundle starts without tsx (Node 24)",
    `${f.compiledStart} on ${f.node}`,
    !/\btsx\b/.test(f.compiledStart) && f.node.startsWith("v24."),
  ];
}
