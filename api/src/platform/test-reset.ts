// The browser tests share one running stack per worker between their files (e2e/stack-pool.ts),
// and each file must start from the seeded demo data, whatever the file before it wrote. A new
// stack per file cost a start of every service (about 13 s of CPU a file); this puts the data back
// in place in well under a second instead.
//
// Only with TEST_RESET_KEY set (env.ts refuses it in production): at start-up the API keeps a copy
// of every table as it is right after the seed (schema cfx_test_seed), and
// POST /api/v1/test/reset, with that key in `x-test-reset-key`, puts the copy back.
import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../db/client";
import { readCacheOf } from "../db/read-cache";

const SEED_SCHEMA = "cfx_test_seed";
const SEQUENCES = "__sequences";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(answer: unknown): T[] => (answer as Rows<T>).rows;

async function publicTables(db: Db): Promise<string[]> {
  const answer = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rowsOf<{ tablename: string }>(answer).map((row) => row.tablename);
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every public table and the sequences' positions into cfx_test_seed, unless a copy is
 * already there (a data dir copied from a template that made it keeps the template's).
 */
export async function keepSeedForTests(db: Db): Promise<void> {
  const exists = await db.execute(sql`select 1 from pg_namespace where nspname = ${SEED_SCHEMA}`);
  if (rowsOf(exists).length > 0) return;
  const tables = await publicTables(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`create schema ${SEED_SCHEMA}`));
    for (const table of tables)
      await tx.execute(
        sql.raw(`create table ${SEED_SCHEMA}.${quoted(table)} as table public.${quoted(table)}`),
      );
    await tx.execute(
      sql.raw(
        `create table ${SEED_SCHEMA}.${SEQUENCES} as select sequencename, last_value ` +
          `from pg_sequences where schemaname = 'public'`,
      ),
    );
  });
}

/**
 * Puts every public table back as cfx_test_seed keeps it, in one transaction. Triggers are off
 * meanwhile (session_replication_role = replica): the audit log's append-only guard would refuse
 * the TRUNCATE, and the copied rows already carry what the search-key triggers computed.
 */
export async function restoreSeedForTests(db: Db): Promise<void> {
  const tables = await publicTables(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local session_replication_role = replica"));
    await tx.execute(
      sql.raw(`truncate ${tables.map((t) => `public.${quoted(t)}`).join(", ")} restart identity`),
    );
    for (const table of tables)
      await tx.execute(
        sql.raw(
          `insert into public.${quoted(table)} overriding system value ` +
            `select * from ${SEED_SCHEMA}.${quoted(table)}`,
        ),
      );
    await tx.execute(
      sql.raw(
        `select setval(format('public.%I', sequencename), coalesce(last_value, 1), last_value is not null) ` +
          `from ${SEED_SCHEMA}.${SEQUENCES}`,
      ),
    );
  });
  // A write through this handle already forgets the PGlite read cache; say so in any case.
  readCacheOf(db)?.written();
}

function sameKey(given: unknown, key: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /test/reset: the seeded data back, and `forget` (the auth cache) emptied. */
export function testResetRoutes(key: string, forget: () => void): FastifyPluginAsync {
  return async (app) => {
    app.post(
      "/test/reset",
      { config: { auth: "public" }, schema: { hide: true } },
      async (request, reply) => {
        if (!sameKey(request.headers["x-test-reset-key"], key)) return reply.code(404).send();
        await restoreSeedForTests(app.db);
        forget();
        return reply.code(204).send();
      },
    );
  };
}
