// The replica test's own database on the machine's PostgreSQL, through `psql` (the scripts are no
// workspace package, so they have no `pg` of their own; the Debian client is on every machine
// that runs this test, CI included).
import { execFile } from "node:child_process";

/** The server the test creates its database on (REPLICAS_POSTGRES_URL, no database in the path). */
export const DEFAULT_SERVER_URL = "postgres://postgres@127.0.0.1:5432";

/** `server` with `database` as its path: what DATABASE_URL and psql get. */
export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement and returns its rows, columns separated by `|` (psql -tA). */
export function psql(url: string, sql: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "psql",
      ["-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql],
      { timeout: 30_000, env: { ...process.env, PGCONNECT_TIMEOUT: "5" } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`psql: ${stderr.trim() || error.message}`));
        else resolve(stdout.split("\n").filter((line) => line !== ""));
      },
    );
  });
}

/** A number from a one-row, one-column query. */
export async function scalar(url: string, sql: string): Promise<number> {
  const [row] = await psql(url, sql);
  const value = Number(row);
  if (row === undefined || !Number.isFinite(value)) throw new Error(`${sql}: got ${String(row)}`);
  return value;
}

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

/** Creates `name` (dropping a leftover of the same name first); `drop` removes it even with clients left. */
export async function createTestDatabase(server: string, name: string): Promise<TestDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const admin = databaseUrl(server, "postgres");
  await psql(admin, `drop database if exists ${name} with (force)`);
  await psql(admin, `create database ${name}`);
  return {
    name,
    url: databaseUrl(server, name),
    drop: async () => {
      await psql(admin, `drop database if exists ${name} with (force)`);
    },
  };
}
