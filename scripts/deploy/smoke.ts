// `pnpm test:bundle` (CI): the deploy folders start and serve on their own. Builds the bundle
// (scripts/deploy/bundle.ts) into a temp dir, then starts FROM THOSE FOLDERS, with
// NODE_ENV=production and nothing but the variables docs/DEPLOY.md lists (no inherited
// environment), the API on a fresh PostgreSQL database of 127.0.0.1:5432 and the gateway
// serving the bundled web app; the identity emulator (cognito-local, from the repository: it
// stands in for the Cognito user pool, it is not part of a deployment) signs a demo user in.
// Checks readiness, the web app, a sign-in through the gateway and a GraphQL query, the pool's
// settings of the runbook (token lifetime, e-mail verified on change), the hardened mode, and
// that no dev dependency was shipped; then stops everything and drops the database.
// Usage: node --import tsx scripts/deploy/smoke.ts [--skip-web-build] [--s3] [--keep]
//   --s3    FILE_STORE=s3://… on an S3-compatible server started here (s3rver) instead of the
//           local directory: the API's files (the demo seed's documents) go to the bucket
//   --keep  keep the temp dir (bundle and service logs) even when every check passed
// Environment: SMOKE_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres): the server
// where the database is created; SMOKE_VERBOSE=1 also prints the services' output.

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD } from "../../identity/src/demo-users";
import {
  bootstrapEmulator,
  freePort,
  startEmulator,
  type RunningEmulator,
} from "../../identity/src/emulator";
import { poolFacts } from "../../identity/src/pool-check";
import { signInThrough } from "../replicas/http";
import { spawnService, type ServiceProcess } from "../stack/child";
import { waitForStatus } from "../stack/wait";
import { buildBundle, formatBytes, repoRoot } from "./bundle";

const args = process.argv.slice(2);
const keep = args.includes("--keep");
const useS3 = args.includes("--s3");
const BUCKET = "cfx-smoke";
const verbose = process.env.SMOKE_VERBOSE === "1";
const adminUrl = process.env.SMOKE_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const host = "127.0.0.1";

const work = mkdtempSync(join(tmpdir(), "cfx-bundle-"));
const logFile = join(work, "services.log");
const passed: string[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function check(name: string, ok: boolean, detail = ""): void {
  if (!ok) throw new Error(`${name}${detail ? `: ${detail}` : ""}`);
  passed.push(name);
  console.log(`  ✓ ${name}${detail ? ` (${detail})` : ""}`);
}

/** psql (database names are ours: cfx_bundle_<time>_<pid>); resolves with its unaligned output. */
function psql(sql: string, url = adminUrl): Promise<string> {
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
function serviceEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", NODE_ENV: "production", ...vars };
}

function startService(
  name: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  args = ["--import", "tsx", "src/main.ts"],
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

async function getJson(
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

/** Packages a production folder must not hold (they are dev dependencies of the workspace). */
const DEV_ONLY = ["vitest", "typescript", "drizzle-kit", "openapi-typescript", "s3rver"];

async function smoke(): Promise<void> {
  // 1. The bundle, into the temp dir.
  console.log(`バンドルを作成します / building the bundle in ${work}`);
  const bundle = await buildBundle({
    outDir: join(work, "deploy"),
    skipWebBuild: args.includes("--skip-web-build"),
    log: (line) => console.log(`  ${line}`),
  });
  const apiDir = join(bundle.outDir, "api");
  const gatewayDir = join(bundle.outDir, "gateway");
  for (const { service, bytes } of bundle.folders)
    console.log(`  ${service}: ${formatBytes(bytes)}`);
  for (const dir of [apiDir, gatewayDir]) {
    const store = readdirSync(join(dir, "node_modules", ".pnpm"));
    const shipped = DEV_ONLY.filter((name) => store.some((entry) => entry.startsWith(`${name}@`)));
    check(
      `${dir.endsWith("api") ? "api" : "gateway"} folder has no dev dependencies`,
      shipped.length === 0,
      shipped.join(", "),
    );
  }
  check(
    "api folder has its migrations",
    existsSync(join(apiDir, "drizzle", "meta", "_journal.json")),
  );
  check("gateway folder has the web app", existsSync(join(gatewayDir, "web", "index.html")));
  check(
    "gateway folder has the web app's registered documents",
    existsSync(join(gatewayDir, "persisted-documents.json")),
  );

  // 2. A fresh database, dropped at the end whatever happens.
  const database = `cfx_bundle_${Date.now()}_${process.pid}`;
  await psql(`create database ${database}`);
  cleanups.push(async () => {
    await psql(`drop database if exists ${database} with (force)`);
  });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;

  // 3. The identity emulator in place of the Cognito user pool.
  const [identityPort, apiPort, gatewayPort] = await distinctPorts();
  const emulator: RunningEmulator = await startEmulator({
    dataDir: join(work, "identity"),
    port: identityPort,
    host,
    onLine: (line) => appendFileSync(logFile, `[identity] ${line}\n`),
  });
  cleanups.push(() => emulator.stop());
  const pool = await bootstrapEmulator({
    endpoint: emulator.endpoint,
    dataDir: join(work, "identity"),
  });
  const identityVars = {
    IDENTITY_MODE: "local",
    IDENTITY_ENDPOINT: emulator.endpoint,
    COGNITO_USER_POOL_ID: pool.userPoolId,
    COGNITO_CLIENT_ID: pool.clientId,
  };

  // 4. Where the API keeps files: the local directory under DATA_DIR (FILE_STORE unset), or with
  //    --s3 a bucket of an S3-compatible server (s3rver, a dev dependency of the repository: it
  //    stands in for S3 like the emulator for Cognito).
  const s3Dir = join(work, "s3");
  const storeVars = useS3 ? await startS3(s3Dir) : {};

  // The live event stream's shared secret (issue #40), as a deployment sets it on both.
  const liveEventsKey = randomBytes(24).toString("hex");

  // 5. The API from its folder.
  const apiUrl = `http://${host}:${apiPort}`;
  const api = startService(
    "api",
    apiDir,
    serviceEnv({
      HOST: host,
      API_PORT: String(apiPort),
      DATABASE_URL: databaseUrl.href,
      // PGlite is not used (DATABASE_URL); the local file store when FILE_STORE is unset.
      DATA_DIR: join(work, "data"),
      // The demo story: the users to sign in with, and documents stored as files.
      SEED_DEMO: "true",
      LIVE_EVENTS_KEY: liveEventsKey,
      ...storeVars,
      ...identityVars,
    }),
  );
  await waitForStatus(`${apiUrl}/api/v1/healthz`, 200, {
    timeoutMs: 180_000,
    abort: api.exited,
    what: "API",
  });
  check("API ready from its folder on PostgreSQL", true, "/api/v1/healthz 200");
  // The live event stream opens with the shared key (its events: api/src/live/routes.test.ts).
  const live = await fetch(`${apiUrl}/api/v1/live/events`, {
    headers: { "x-live-key": liveEventsKey },
    signal: AbortSignal.timeout(15_000),
  });
  const liveType = live.headers.get("content-type") ?? "";
  await live.body?.cancel();
  check(
    "API live event stream with LIVE_EVENTS_KEY",
    live.status === 200 && liveType.startsWith("text/event-stream"),
    `${live.status} ${liveType}`,
  );

  // 6. The gateway from its folder, serving the web app it carries.
  const gatewayUrl = `http://${host}:${gatewayPort}`;
  const gateway = startService(
    "gateway",
    gatewayDir,
    serviceEnv({
      HOST: host,
      PORT: String(gatewayPort),
      API_URL: apiUrl,
      WEB_DIST: join(gatewayDir, "web"),
      LIVE_EVENTS_KEY: liveEventsKey,
      ...identityVars,
    }),
  );
  await waitForStatus(`${gatewayUrl}/healthz`, 200, {
    timeoutMs: 120_000,
    abort: gateway.exited,
    what: "gateway",
  });
  const ready = await getJson(`${gatewayUrl}/readyz`);
  check("gateway /readyz", ready.status === 200, JSON.stringify(ready.body));

  // 7. The web app's index and one of the assets it loads.
  const index = await fetch(`${gatewayUrl}/`, { signal: AbortSignal.timeout(15_000) });
  const html = await index.text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  check(
    "web app index at /",
    index.status === 200 && /text\/html/.test(index.headers.get("content-type") ?? "") && !!script,
    `HTTP ${index.status}, entry ${script ?? "missing"}`,
  );
  const asset = await fetch(`${gatewayUrl}${script}`, { signal: AbortSignal.timeout(15_000) });
  await asset.arrayBuffer();
  check("web app asset", asset.status === 200, `${script} HTTP ${asset.status}`);
  const config = await getJson(`${gatewayUrl}/app-config.json`);
  check("app-config.json", config.status === 200, `HTTP ${config.status}`);

  // 8. Production mode reached the gateway: no sandbox.
  const sandbox = await fetch(`${gatewayUrl}/sandbox`, { signal: AbortSignal.timeout(15_000) });
  await sandbox.arrayBuffer();
  check("hardened mode (no /sandbox)", sandbox.status === 404, `HTTP ${sandbox.status}`);

  // 9. Sign-in as the browser does it: through the gateway's /identity proxy to the emulator.
  //    The request Amplify's signIn makes (USER_PASSWORD_AUTH); the AWS SDK would add a slash.
  const email = "admin@example.jp";
  const signIn = await signInThrough(gatewayUrl, email, DEMO_PASSWORD).then(
    (token) => ({ token, error: "" }),
    (error: unknown) => ({ token: undefined, error: String(error) }),
  );
  const idToken = signIn.token;
  check(
    "sign-in through the gateway's /identity",
    idToken?.split(".").length === 3,
    idToken ? email : signIn.error,
  );

  // 9b. The pool the runbook asks for (docs/DEPLOY.md, made by identity/src/pool-settings.ts):
  //     60-minute tokens, and an e-mail that a user's own change leaves alone until verified.
  const facts = await poolFacts({
    endpoint: emulator.endpoint,
    userPoolId: pool.userPoolId,
    clientId: pool.clientId,
    email: "matter@example.jp",
    password: DEMO_PASSWORD,
  });
  check(
    "pool: ID and access tokens live 60 minutes",
    facts.idTokenMinutes === 60 && facts.accessTokenMinutes === 60,
    `ID ${facts.idTokenMinutes} min, access ${facts.accessTokenMinutes} min`,
  );
  check("pool: an e-mail change waits for verification", facts.emailChangeWaitsForVerification);

  // 10. One GraphQL query that goes through to the API and PostgreSQL, sent as the web app sends
  //     it in production (#39): its registered Viewer document by hash, as a GET, from the
  //     manifest the bundle carries (a document sent as text is refused to a browser session).
  const manifest = JSON.parse(
    readFileSync(join(gatewayDir, "persisted-documents.json"), "utf8"),
  ) as Record<string, string>;
  const viewerHash = Object.entries(manifest)
    .find(([, text]) => text.startsWith("query Viewer "))?.[0]
    .replace(/^sha256:/, "");
  const answer = await getJson(
    `${gatewayUrl}/graphql?${new URLSearchParams({
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: viewerHash } }),
    })}`,
    {
      headers: { authorization: `Bearer ${idToken}`, "apollo-require-preflight": "true" },
    },
  );
  const viewer = (
    answer.body as { data?: { viewer?: { email?: string; can?: { userManage?: boolean } } } }
  ).data?.viewer;
  check(
    "GraphQL viewer query",
    answer.status === 200 && viewer?.email === email && viewer.can?.userManage === true,
    answer.status === 200
      ? `${viewer?.email ?? "?"}`
      : `HTTP ${answer.status} ${JSON.stringify(answer.body)}`,
  );

  // 11. A stored file (a document of the demo seed) downloaded through the gateway: the API's
  //     file store works from the folder, whichever store FILE_STORE names.
  const [id, size] = (
    await psql(
      "select id, size from attachments where deleted_at is null order by id limit 1",
      databaseUrl.href,
    )
  ).split("|");
  const download = await fetch(`${gatewayUrl}/files/attachments/${id}`, {
    headers: { authorization: `Bearer ${idToken}` },
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = (await download.arrayBuffer()).byteLength;
  check(
    `attachment download (${useS3 ? "S3 store" : "local store"})`,
    !!id && download.status === 200 && bytes === Number(size),
    `id ${id ?? "none"}, HTTP ${download.status}, ${bytes} of ${size ?? "?"} bytes`,
  );
  if (useS3) {
    const objects = countFiles(s3Dir, "._S3rver_object");
    check("files are in the bucket", objects > 0, `${objects} objects in s3://${BUCKET}`);
  }
}

/** s3rver on a free port over `dir`, with one bucket; the API's variables to use it. */
async function startS3(dir: string): Promise<Record<string, string>> {
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
function countFiles(dir: string, suffix: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) total += countFiles(join(dir, entry.name), suffix);
    else if (entry.name.endsWith(suffix)) total += 1;
  }
  return total;
}

/** Three ports that were free a moment ago, all different. */
async function distinctPorts(): Promise<[number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < 3) ports.add(await freePort(host));
  const [a = 0, b = 0, c = 0] = ports;
  return [a, b, c];
}

async function cleanup(): Promise<void> {
  // Reverse order: gateway, API, emulator, database.
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(`  後始末に失敗 / cleanup failed: ${(error as Error).message}`);
    }
  }
}

let failure: Error | undefined;
try {
  await smoke();
} catch (error) {
  failure = error as Error;
}
await cleanup();
if (failure) {
  console.error(`\n✗ ${failure.message}`);
  if (existsSync(logFile)) {
    console.error(`\nサービスのログ / service log (last lines of ${logFile}):`);
    console.error(readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-40).join("\n"));
  }
  console.log(`bundle smoke: FAILED after ${passed.length} checks passed (${failure.message})`);
  process.exit(1);
}
if (!keep) rmSync(work, { recursive: true, force: true });
console.log(
  `bundle smoke: ${passed.length} checks passed (api and gateway folders, NODE_ENV=production, PostgreSQL, ${useS3 ? "S3" : "local"} file store, sign-in, GraphQL, download)${keep ? ` — kept ${work}` : ""}`,
);
process.exit(0);
