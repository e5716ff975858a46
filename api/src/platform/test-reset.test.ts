// Databases: both (the browser tests restore on PGlite; the SQL must hold on PostgreSQL too)
import Fastify from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { EnvError, loadEnv } from "../env";
import { startTestApi, type TestApi } from "../test/harness";
import { keepSeedForTests, restoreSeedForTests, testResetRoutes } from "./test-reset";

type Rows<T> = { rows: T[] };

/** Every public table's rows, as one digest per table, and the sequences' positions. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as Rows<{ tablename: string }>
  ).rows.map((r) => r.tablename);
  const out: Record<string, string> = {};
  for (const table of tables) {
    const answer = (await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from public."${table}" t`,
      ),
    )) as unknown as Rows<{ d: string }>;
    out[table] = answer.rows[0]!.d;
  }
  const sequences = (await db.execute(
    sql`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
  )) as unknown as Rows<{ sequencename: string; last_value: string | null }>;
  for (const s of sequences.rows) out[`seq:${s.sequencename}`] = String(s.last_value);
  return out;
}

describe("test reset (the browser tests' shared stacks)", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
    await keepSeedForTests(api.db);
  });
  afterAll(async () => api?.close());

  it("puts every table, the append-only audit log and the sequences back as kept", async () => {
    const before = await fingerprint(api.db);
    expect(Object.keys(before).length).toBeGreaterThan(20);

    // Writes of a test file: a changed row (the search-key trigger refolds it), a new one with an
    // identity id, audit rows, and a table emptied.
    await api.db.execute(
      sql`update targets set name = '変更済み' where id = (select min(id) from targets)`,
    );
    await api.db.execute(
      sql`insert into audit_log (entity, entity_id, action, changes) values ('target', 1, 'update', '{}')`,
    );
    await api.db.execute(
      sql`insert into job_categories (name) select 'テスト区分' where exists (select 1 from job_categories)`,
    );
    await api.db.execute(sql`delete from negotiation_histories`);
    expect(await fingerprint(api.db)).not.toEqual(before);

    await restoreSeedForTests(api.db);
    expect(await fingerprint(api.db)).toEqual(before);
    // The guard is back on: the audit log still refuses a delete outside the reset.
    await expect(api.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it("keeps the first copy: a second start from a copied data dir does not overwrite it", async () => {
    const before = await fingerprint(api.db);
    await api.db.execute(sql`delete from negotiation_histories`);
    await keepSeedForTests(api.db);
    await restoreSeedForTests(api.db);
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it("POST /test/reset answers only to the run's key", async () => {
    const key = "k".repeat(32);
    let forgotten = 0;
    const app = Fastify();
    app.decorate("db", api.db);
    await app.register(testResetRoutes(key, () => forgotten++));
    const before = await fingerprint(api.db);
    await api.db.execute(sql`delete from negotiation_histories`);

    const refused = await app.inject({
      method: "POST",
      url: "/test/reset",
      headers: { "x-test-reset-key": "k".repeat(31) + "x" },
    });
    expect(refused.statusCode).toBe(404);
    expect(forgotten).toBe(0);
    expect((await app.inject({ method: "POST", url: "/test/reset" })).statusCode).toBe(404);

    const reset = await app.inject({
      method: "POST",
      url: "/test/reset",
      headers: { "x-test-reset-key": key },
    });
    expect(reset.statusCode).toBe(204);
    expect(forgotten).toBe(1);
    expect(await fingerprint(api.db)).toEqual(before);
    await app.close();
  });

  it("TEST_RESET_KEY is refused in production and when short", () => {
    const base = {
      IDENTITY_MODE: "local",
      COGNITO_USER_POOL_ID: "local_abc",
      COGNITO_CLIENT_ID: "client",
    };
    expect(loadEnv({ ...base, TEST_RESET_KEY: "a".repeat(24) }).TEST_RESET_KEY).toBe(
      "a".repeat(24),
    );
    expect(loadEnv(base).TEST_RESET_KEY).toBeUndefined();
    expect(() => loadEnv({ ...base, TEST_RESET_KEY: "short" })).toThrow(EnvError);
    expect(() =>
      loadEnv({ ...base, NODE_ENV: "production", TEST_RESET_KEY: "a".repeat(24) }),
    ).toThrow(/TEST_RESET_KEY/);
  });
});
