// Databases: both (the options a session is started with differ by driver)
// The settings every PostgreSQL session of the API starts with (client.ts, SESSION_OPTIONS): how
// they go into DATABASE_URL, and, on the PostgreSQL run of the suite, what a real session has.
import { sql } from "drizzle-orm";
import { parse } from "pg-connection-string";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, withSessionOptions, type Database } from "./client";

const OURS = "-c max_parallel_workers_per_gather=0";

describe("withSessionOptions", () => {
  it("adds the options to a URL that has none, as node-postgres reads them", () => {
    const url = withSessionOptions("postgres://app:p%40ss@db.example:6432/cfx?sslmode=require");
    const config = parse(url);
    expect(config.options).toBe(OURS);
    expect(config).toMatchObject({
      user: "app",
      password: "p@ss",
      host: "db.example",
      port: "6432",
      database: "cfx",
    });
    expect(new URL(url).searchParams.get("sslmode")).toBe("require");
  });

  it("puts them before the URL's own options, so a setting given there wins", () => {
    const given = "-c max_parallel_workers_per_gather=2 -c search_path=app";
    const url = withSessionOptions(
      `postgresql://postgres@127.0.0.1/cfx?options=${encodeURIComponent(given)}`,
    );
    expect(parse(url).options).toBe(`${OURS} ${given}`);
  });
});

// A real session on the suite's PostgreSQL (the API suite's PostgreSQL run sets DATABASE_URL;
// PGlite has no parallel workers to turn off).
describe.runIf(process.env.DATABASE_URL)("a session on PostgreSQL", () => {
  const opened: Database[] = [];
  afterAll(() => Promise.all(opened.map((database) => database.close())));

  const setting = async (url: string) => {
    const database = await createDatabase({ DATABASE_URL: url, poolSize: 1 });
    opened.push(database);
    const result = await database.db.execute(
      sql`select current_setting('max_parallel_workers_per_gather') as value`,
    );
    return (result as unknown as { rows: { value: string }[] }).rows[0]?.value;
  };

  it("starts without parallel workers per query", async () => {
    expect(await setting(process.env.DATABASE_URL!)).toBe("0");
  });

  it("takes a value given in DATABASE_URL's options", async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set("options", "-c max_parallel_workers_per_gather=2");
    expect(await setting(url.toString())).toBe("2");
  });
});
