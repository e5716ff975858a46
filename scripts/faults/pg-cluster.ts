// A PostgreSQL cluster of the fault suite's own (`initdb` on a free port): the "database stopped
// and started" case stops and starts it, which it must never do to the machine's shared server.
// PostgreSQL refuses to run as root, so as root the server programs run as the `postgres` user.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { userInfo } from "node:os";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../identity/src/emulator";

/** FAULTS_PG_BIN, else the newest Debian server under /usr/lib/postgresql. */
function serverBin(): string {
  if (process.env.FAULTS_PG_BIN) return process.env.FAULTS_PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server under ${root} (set FAULTS_PG_BIN)`);
  return join(root, versions[0], "bin");
}

const asRoot = userInfo().uid === 0;

function run(program: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const [command, fullArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", program, ...args]]
    : [program, args];
  return new Promise((resolve, reject) => {
    execFile(command, fullArgs, { timeout: timeoutMs }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${program} ${args.join(" ")}: ${stderr.trim() || error.message}`));
      else resolve(stdout);
    });
  });
}

export type Cluster = {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>` (no database). */
  server: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: clients are disconnected, the server is gone when it resolves. */
  stop(): Promise<void>;
  /** Stops it (immediate) and removes its folder. */
  destroy(): Promise<void>;
};

export async function createCluster(): Promise<Cluster> {
  const bin = serverBin();
  const dir = mkdtempSync(join(tmpdir(), "cfx-faults-pg-"));
  if (asRoot) {
    const uid = Number((await runPlain("id", ["-u", "postgres"])).trim());
    const gid = Number((await runPlain("id", ["-g", "postgres"])).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  // No fsync: a test cluster that is thrown away; it makes initdb and every commit faster.
  await run(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`;
  const pgCtl = (args: string[]) => run(join(bin, "pg_ctl"), ["-D", data, ...args]);
  let running = false;
  const cluster: Cluster = {
    port,
    server: `postgres://postgres@127.0.0.1:${port}`,
    async start() {
      await pgCtl(["-o", options, "-l", join(dir, "server.log"), "-w", "-t", "60", "start"]);
      running = true;
    },
    async stop() {
      await pgCtl(["-m", "fast", "-w", "-t", "60", "stop"]);
      running = false;
    },
    async destroy() {
      if (running) await pgCtl(["-m", "immediate", "-w", "-t", "30", "stop"]).catch(() => {});
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

function runPlain(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}
