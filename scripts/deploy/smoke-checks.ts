// The checks of `pnpm test:bundle` on what it built and started: the deploy folders' contents,
// then what the running gateway serves (web app, hardened mode, sign-in, the runbook's pool,
// GraphQL, a stored file). Apart from smoke.ts, which builds the bundle and starts the services.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMO_PASSWORD } from "../../identity/src/demo-users";
import type { PoolInfo, RunningEmulator } from "../../identity/src/emulator";
import { poolFacts } from "../../identity/src/pool-check";
import { signInThrough } from "../replicas/http";
import { START_COMMAND } from "./bundle";
import { NOT_SHIPPED } from "./prune";
import { BUCKET, check, countFiles, getJson, psql, useS3 } from "./smoke-harness";

/** Packages a production folder must not hold (they are dev dependencies of the workspace). */
const DEV_ONLY = ["vitest", "typescript", "drizzle-kit", "openapi-typescript", "s3rver"];

/**
 * The folders run compiled JavaScript on Node 24: no tsx shipped, no TypeScript left in src/, and
 * the start command of bundle.json is the one the services are started with here.
 */
function checkCompiled(apiDir: string, gatewayDir: string): void {
  check("runs on Node 24", process.version.startsWith("v24."), process.version);
  for (const dir of [apiDir, gatewayDir]) {
    const service = dir.endsWith("api") ? "api" : "gateway";
    const store = readdirSync(join(dir, "node_modules", ".pnpm"));
    const shipped = NOT_SHIPPED.filter(
      (name) =>
        existsSync(join(dir, "node_modules", name)) ||
        store.some((entry) => entry.startsWith(`${name}@`)),
    );
    check(`${service} folder ships no tsx`, shipped.length === 0, shipped.join(", "));
    const sources = readdirSync(join(dir, "src"), { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.[cm]?tsx?$/.test(file),
    );
    check(`${service} folder has no TypeScript in src/`, sources.length === 0, sources.join(", "));
    const { start } = JSON.parse(readFileSync(join(dir, "bundle.json"), "utf8")) as {
      start?: string;
    };
    check(`${service} starts with ${START_COMMAND}`, start === START_COMMAND, String(start));
  }
}

/** The api and gateway folders hold what they need to start, and no dev dependency. */
export function checkFolders(apiDir: string, gatewayDir: string): void {
  for (const dir of [apiDir, gatewayDir]) {
    const store = readdirSync(join(dir, "node_modules", ".pnpm"));
    const shipped = DEV_ONLY.filter((name) => store.some((entry) => entry.startsWith(`${name}@`)));
    check(
      `${dir.endsWith("api") ? "api" : "gateway"} folder has no dev dependencies`,
      shipped.length === 0,
      shipped.join(", "),
    );
  }
  checkCompiled(apiDir, gatewayDir);
  check(
    "api folder has its migrations",
    existsSync(join(apiDir, "drizzle", "meta", "_journal.json")),
  );
  check("gateway folder has the web app", existsSync(join(gatewayDir, "web", "index.html")));
  check(
    "gateway folder has the web app's registered documents",
    existsSync(join(gatewayDir, "persisted-documents.json")),
  );
}

/** What the running gateway serves, from the web app to a stored file. */
export async function checkServing({
  gatewayUrl,
  gatewayDir,
  emulator,
  pool,
  databaseUrl,
  s3Dir,
}: {
  gatewayUrl: string;
  gatewayDir: string;
  emulator: RunningEmulator;
  pool: PoolInfo;
  databaseUrl: URL;
  s3Dir: string;
}): Promise<void> {
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
