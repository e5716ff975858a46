// The stack that `pnpm start` runs: health, readiness, persistence, and the
// orchestrator's own behaviour (banner, orderly stop, failure exit).
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@cfx/identity/emulator";
import { readStartEnv, StartEnvError } from "../scripts/stack/env";
import { startTestStack, type TestStack } from "./harness";

const repoRoot = resolve(import.meta.dirname, "..");

async function status(url: string, init?: RequestInit): Promise<number> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe("startStack (harness)", () => {
  let stack: TestStack;
  const email = `persist-${Date.now()}@example.jp`;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.dispose();
  });

  it("answers /healthz and /readyz with 200", async () => {
    expect(stack.url).toBe(`${stack.gatewayUrl}/`);
    expect(await status(`${stack.gatewayUrl}/healthz`)).toBe(200);
    expect(await status(`${stack.gatewayUrl}/readyz`)).toBe(200);
    expect(await status(`${stack.apiUrl}/api/v1/healthz`)).toBe(200);
  });

  it("refuses the REST API without a token and accepts the demo admin", async () => {
    expect(await status(`${stack.apiUrl}/api/v1/login`)).toBe(401);
    const { idToken } = await stack.tokens("admin@example.jp");
    const res = await fetch(`${stack.apiUrl}/api/v1/login`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: "admin@example.jp", roleTypeId: 1 });
  });

  it("keeps data written through the API across stop + start on the same DATA_DIR", async () => {
    const { idToken } = await stack.tokens("admin@example.jp");
    const created = await fetch(`${stack.apiUrl}/api/v1/basis/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: "永続 確認",
        email,
        roleTypeId: 3,
        temporaryPassword: "Temp1234",
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const poolBefore = stack.identity;

    await stack.restart();
    expect(stack.identity).toEqual(poolBefore);
    expect(await status(`${stack.gatewayUrl}/readyz`)).toBe(200);

    const { idToken: again } = await stack.tokens("admin@example.jp");
    const list = await fetch(`${stack.apiUrl}/api/v1/basis/users?pageSize=500`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(list.status).toBe(200);
    const users = (await list.json()) as { email: string; name: string }[];
    expect(users.find((u) => u.email === email)).toMatchObject({ name: "永続 確認" });
    // The identity side persisted too: the new user is still waiting for a new password.
    await expect(stack.tokens(email, "Temp1234")).rejects.toMatchObject({
      challengeName: "NEW_PASSWORD_REQUIRED",
    });
  });

  it("writes through the gateway process over real HTTP into the API's database on disk", async () => {
    const { idToken } = await stack.tokens("admin@example.jp");
    const graphql = async (query: string, variables?: Record<string, unknown>) => {
      const res = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${idToken}`, "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
    };
    const created = await graphql(
      `
        mutation ($input: CreateTargetInput!) {
          createTarget(input: $input) {
            id
            code
            name
          }
        }
      `,
      { input: { targetType: 2, name: "経路確認 邸", nameKana: "けいろかくにん" } },
    );
    expect(created.errors).toBeUndefined();
    const target = created.data!.createTarget as { id: string; code: string };
    expect(target.code).toBe(`TA-${target.id.padStart(8, "0")}`);

    // The API process answers the same row over its own HTTP port: the gateway did not keep it.
    const rest = await fetch(`${stack.apiUrl}/api/v1/basis/targets/${target.id}`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(await rest.json()).toMatchObject({ name: "経路確認 邸", nameKana: "ケイロカクニン" });
    // …and it lives in PostgreSQL's own files (PGlite) under DATA_DIR, not in memory.
    expect(existsSync(join(stack.dataDir, "pglite", "PG_VERSION"))).toBe(true);

    await stack.restart();
    const { idToken: again } = await stack.tokens("admin@example.jp");
    const read = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${again}`, "content-type": "application/json" },
      body: JSON.stringify({ query: `{ target(id: ${target.id}) { name } }` }),
    });
    expect(await read.json()).toEqual({ data: { target: { name: "経路確認 邸" } } });
  });

  it("reports 503 on /readyz once the API child is gone", async () => {
    stack.processes.api?.kill("SIGKILL");
    expect(await eventually(async () => (await status(`${stack.gatewayUrl}/readyz`)) === 503)).toBe(
      true,
    );
    expect(await status(`${stack.gatewayUrl}/healthz`)).toBe(200);
  });
});

describe("scripts/start.ts (pnpm start without the build step)", () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "cfx-start-"));
  });
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<{ child: ChildProcess; output: () => string; port: number }> {
    const port = await freePort();
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(await freePort()),
      IDENTITY_PORT: String(await freePort()),
      LOG_LEVEL: "warn",
    };
    const proc = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    proc.stdout?.on("data", (c: Buffer) => (text += c.toString()));
    proc.stderr?.on("data", (c: Buffer) => (text += c.toString()));
    child = proc;
    const ok = await eventually(
      async () => text.includes("/ ready") && text.includes("admin@example.jp"),
      200_000,
    );
    if (!ok) throw new Error(`no banner:\n${text.slice(-3000)}`);
    return { child: proc, output: () => text, port };
  }

  const exitCode = (proc: ChildProcess) =>
    new Promise<number | null>((r) =>
      proc.exitCode !== null ? r(proc.exitCode) : proc.once("exit", (code) => r(code)),
    );

  it("prints the banner, serves, and stops everything with exit 0 on SIGTERM", async () => {
    const { child: proc, output, port } = await start();
    expect(output()).toContain(`http://127.0.0.1:${port}/`);
    expect(output()).toContain("newstaff@example.jp");
    expect(await status(`http://127.0.0.1:${port}/readyz`)).toBe(200);
    // The three services (tsx's esbuild helper is a child too, but not a service).
    const children = execFileSync("pgrep", [
      "-P",
      String(proc.pid),
      "-f",
      "cognito-local|api/src/main|gateway/src/main",
    ])
      .toString()
      .trim()
      .split("\n");
    expect(children).toHaveLength(3);
    proc.kill("SIGTERM");
    expect(await exitCode(proc)).toBe(0);
    for (const pid of children) {
      expect(() => process.kill(Number(pid), 0), `child ${pid} still alive`).toThrow();
    }
    expect(await status(`http://127.0.0.1:${port}/healthz`)).toBe(0);
  });

  it("stops the others and exits 1 when a child dies", async () => {
    const { child: proc, port } = await start();
    const api = execFileSync("pgrep", ["-P", String(proc.pid), "-f", "api/src/main.ts"])
      .toString()
      .trim();
    expect(api).toMatch(/^\d+$/);
    process.kill(Number(api), "SIGKILL");
    expect(await exitCode(proc)).toBe(1);
    expect(await status(`http://127.0.0.1:${port}/healthz`)).toBe(0);
  });
});

describe("readStartEnv", () => {
  it("has the documented defaults", () => {
    expect(readStartEnv({})).toEqual({
      host: "127.0.0.1",
      port: 4000,
      apiPort: 4010,
      identityPort: 9229,
      dataDir: join(repoRoot, ".data"),
      cognito: undefined,
      production: false,
    });
    expect(readStartEnv({ NODE_ENV: "production" }).production).toBe(true);
  });

  it.each([
    [{ PORT: "80a" }, "PORT"],
    [{ API_PORT: "70000" }, "API_PORT"],
    [{ IDENTITY_PORT: "0" }, "IDENTITY_PORT"],
    [{ PORT: "5000", API_PORT: "5000" }, "API_PORT"],
    [{ IDENTITY_MODE: "aws" }, "IDENTITY_MODE"],
    [{ IDENTITY_MODE: "cognito" }, "COGNITO_USER_POOL_ID"],
    [{ IDENTITY_MODE: "cognito", COGNITO_USER_POOL_ID: "ap-northeast-1_x" }, "COGNITO_CLIENT_ID"],
    [{ HOST: "bad host" }, "HOST"],
    [{ NODE_ENV: "prod" }, "NODE_ENV"],
  ])("names the bad variable (%#)", (env, variable) => {
    expect(() => readStartEnv(env)).toThrow(StartEnvError);
    expect(() => readStartEnv(env)).toThrow(new RegExp(`^${variable}:`));
  });
});
