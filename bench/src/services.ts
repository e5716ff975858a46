// The product as `pnpm start` runs it: the identity emulator, the REST API and the gateway, each
// its own process (own RSS, own event loop), plus a counting proxy for the REST calls a GraphQL
// query makes. Spawned the way scripts/stack/stack.ts spawns them.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PASSWORD } from "@cfx/identity/demo-users";
import {
  bootstrapEmulator,
  freePort,
  signIn,
  startEmulator,
  type PoolInfo,
} from "@cfx/identity/emulator";

export const repoRoot = resolve(fileURLToPath(new URL("../..", import.meta.url)));

export type Identity = {
  env: NodeJS.ProcessEnv;
  token(email: string): Promise<string>;
  stop(): Promise<void>;
};

export async function startIdentity(dataDir: string): Promise<Identity> {
  const dir = join(dataDir, "identity");
  mkdirSync(dir, { recursive: true });
  const emulator = await startEmulator({ dataDir: dir, port: await freePort() });
  const pool: PoolInfo = await bootstrapEmulator({ endpoint: emulator.endpoint, dataDir: dir });
  const tokens = new Map<string, Promise<string>>();
  return {
    env: {
      IDENTITY_MODE: "local",
      IDENTITY_ENDPOINT: pool.endpoint,
      COGNITO_USER_POOL_ID: pool.userPoolId,
      COGNITO_CLIENT_ID: pool.clientId,
    },
    token(email) {
      let token = tokens.get(email);
      if (!token) {
        token = signIn({
          endpoint: emulator.endpoint,
          clientId: pool.clientId,
          email,
          password: DEMO_PASSWORD,
        }).then((t) => t.idToken);
        tokens.set(email, token);
      }
      return token;
    },
    stop: () => emulator.stop(),
  };
}

export type Service = {
  name: string;
  url: string;
  pid: number;
  log: string[];
  /** Its "shedding load" lines (one per 10 s while it sheds: counts, limit, queue), the last 20. */
  shedding: string[];
  stop(): Promise<void>;
};

/**
 * `node [nodeArgs] --import tsx <entry>` with `env`, ready once `readyPath` answers 200.
 * `nodeArgs` is for focused measurements (e.g. `--cpu-prof`); the bench starts services as
 * `pnpm start` does, without any.
 */
export async function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  nodeArgs: readonly string[] = [],
): Promise<Service> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The bench's own DATABASE_URL names the server, not a database to serve: the database comes
  // only from `env` (a PGlite run must not reach that server at all).
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATA_DIR;
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "--import", "tsx", entry], {
    cwd: repoRoot,
    env: { ...inherited, ...env, HOST: "127.0.0.1", PORT: String(port), API_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last lines only, for the error message when it dies: a long run logs every request.
  const log: string[] = [];
  const shedding: string[] = [];
  const keep = (chunk: Buffer) => {
    const lines = chunk.toString("utf8").split("\n").filter(Boolean);
    log.push(...lines);
    if (log.length > 40) log.splice(0, log.length - 40);
    shedding.push(...lines.filter((l) => l.includes('"shedding load"')));
    if (shedding.length > 20) shedding.splice(0, shedding.length - 20);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  killOnExit(child);
  const deadline = Date.now() + 180_000;
  let dead = false;
  void exited.then(() => (dead = true));
  for (;;) {
    if (dead) throw new Error(`${name} exited during start-up:\n${log.join("\n")}`);
    try {
      const res = await fetch(url + readyPath, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not get ready:\n${log.join("\n")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    name,
    url,
    pid: child.pid!,
    log,
    shedding,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

const children = new Set<ChildProcess>();
let hooked = false;
function killOnExit(child: ChildProcess) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  if (hooked) return;
  hooked = true;
  process.once("exit", () => {
    for (const c of children) c.kill("SIGKILL");
  });
}

/** Resident set of a process in KiB (Linux /proc), undefined where there is none. */
export function rssKiB(pid: number): number | undefined {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time (user + system) of a process in seconds, from /proc; undefined where there is none. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    // The fields after the command name (which may hold spaces): utime and stime are 12 and 13.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: the unit of /proc's CPU times (100 on every Linux this runs on). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds of the PostgreSQL server processes on this machine (0 where there is none). With
 * `database`, the backends serving other databases are left out (other work on the same server,
 * such as another bench, would count as this run's); the server's own processes (checkpointer,
 * WAL writer…) stay in, as they work for every database.
 */
export function postgresCpuSeconds(database?: string): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== "postgres") continue;
      if (database) {
        // A backend's title: "postgres: 15/main: <user> <database> 127.0.0.1(54321) idle".
        const title = readFileSync(`/proc/${entry}/cmdline`, "utf8").replace(/\0/g, " ");
        const client = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]|::1\(\d+\)/.test(title);
        if (client && !title.includes(` ${database} `)) continue;
      }
    } catch {
      continue; // gone meanwhile
    }
    total += cpuSeconds(Number(entry)) ?? 0;
  }
  return total;
}

export type RestCall = { method: string; url: string; start: number; end: number };

export type CountingProxy = { url: string; calls: RestCall[]; close(): Promise<void> };

/**
 * A pass-through HTTP proxy in front of the API that records each request (method, path with
 * query, start and end). Only a second gateway talks through it, so the timed paths never pay
 * for it.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  const calls: RestCall[] = [];
  const server: Server = createServer((req, res) => {
    const call: RestCall = {
      method: req.method ?? "GET",
      url: req.url ?? "/",
      start: performance.now(),
      end: 0,
    };
    calls.push(call);
    const upstream = httpRequest(
      { hostname, port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.once("end", () => (call.end = performance.now()));
      },
    );
    upstream.once("error", (error) => {
      call.end = performance.now();
      res.writeHead(502).end(String(error));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
