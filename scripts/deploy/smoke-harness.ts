// What `pnpm test:bundle` (smoke.ts) runs its checks with: its options, the temp dir and the
// services' log, the checks passed, psql, the services started from their folders with only the
// runbook's variables, s3rver, free ports and the cleanups. Apart from smoke.ts so that the checks
// (smoke-checks.ts) share it without importing the script.
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../identity/src/emulator";
import { spawnService, type ServiceProcess } from "../stack/child";
import { COMPILED_MAIN } from "./compile";
import { repoRoot } from "./bundle";

export const args = process.argv.slice(2);
export const keep = args.includes("--keep");
export const useS3 = args.includes("--s3");
export const BUCKET = "cfx-smoke";
const verbose = process.env.SMOKE_VERBOSE === "1";
export const adminUrl = process.env.SMOKE_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const host = "127.0.0.1";

export const work = mkdtempSync(join(tmpdir(), "cfx-bundle-"));
export const logFile = join(work, "services.log");
export const passed: string[] = [];
export const cleanups: (() => Promise<void> | void)[] = [];

export function check(name: string, ok: boolean, detail = ""): void {
  if (!ok) throw new Error(`${name}${detail ? `: ${detail}` : ""}`);
  passed.push(name);
  console.log(`  ✓ ${name}${detail ? ` (${detail})` : ""}`);
}

/** psql (database names are ours: cfx_bundle_<time>_<pid>); resolves with its unaligned output. */
export function psql(sql: string, url = adminUrl): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("psql", [url, "-v", "ON_ERROR_STOP=1", "-qAtc", sql], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(stdout.trim())
        : reject(new Error(`psql: ${stderr.trim() || `exit ${code}`}`)),
    );
  });
}

/** What the runbook says a service needs, and nothing inherited from this shell but PATH. */
export function serviceEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", NODE_ENV: "production", ...vars };
}

export function startService(
  name: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  // bundle.ts START_COMMAND: compiled JavaScript, no tsx.
  args = ["--enable-source-maps", COMPILED_MAIN],
): ServiceProcess {
  const service = spawnService({
    name,
    command: process.execPath,
    args,
    cwd,
    env,
    onLine: (_name, line) => {
      appendFileSync(logFile, `[${name}] ${line}\n`);
      if (verbose) console.log(`[${name}] ${line}`);
    },
  });
  cleanups.push(() => service.stop());
  return service;
}

export async function getJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the message
  }
  return { status: response.status, body };
}

/** s3rver on a free port over `dir`, with one bucket; the API's variables to use it. */
export async function startS3(dir: string): Promise<Record<string, string>> {
  const bin = join(repoRoot, "node_modules", "s3rver", "bin", "s3rver.js");
  if (!existsSync(bin)) throw new Error(`s3rver is not installed (${bin}): pnpm install`);
  let announced: (port: string) => void = () => undefined;
  const port = new Promise<string>((resolve) => (announced = resolve));
  const server = spawnService({
    name: "s3rver",
    command: process.execPath,
    args: [bin, "--directory", dir, "--address", host, "--port", "0", "--configure-bucket", BUCKET],
    cwd: work,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" },
    onLine: (_name, line) => {
      appendFileSync(logFile, `[s3rver] ${line}\n`);
      const match = /listening on [\d.]+:(\d+)/.exec(line);
      if (match?.[1]) announced(match[1]);
    },
  });
  cleanups.push(() => server.stop());
  const listening = await Promise.race([
    port,
    server.exited.then(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, 30_000)),
  ]);
  if (!listening) throw new Error("s3rver did not start");
  return {
    FILE_STORE: `s3://${BUCKET}/files`,
    S3_ENDPOINT: `http://${host}:${listening}`,
    S3_FORCE_PATH_STYLE: "true",
    AWS_REGION: "ap-northeast-1",
    // s3rver's fixed development credentials, through the SDK's default chain like a real key.
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
}

/** Files under `dir` whose name ends with `suffix`. */
export function countFiles(dir: string, suffix: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) total += countFiles(join(dir, entry.name), suffix);
    else if (entry.name.endsWith(suffix)) total += 1;
  }
  return total;
}

/** Three ports that were free a moment ago, all different. */
export async function distinctPorts(): Promise<[number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort(host));
  const [a = 0, b = 0, c = 0] = ports;
  return [a, b, c];
}

export async function cleanup(): Promise<void> {
  // Reverse order: gateway, API, emulator, database.
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`  後始末に失敗 / cleanup failed: ${(error as Error).message}`);
    }
  }
}
