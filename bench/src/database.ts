// The bench's database: the API's own migrations and demo seed, then BENCH_TARGETS targets with
// their units, customers and some matters, written set-based (INSERT … SELECT from
// generate_series) straight into the tables, then VACUUM (ANALYZE). PGlite in a temp data dir, or a fresh
// database on the server of DATABASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  APARTMENT_PREFIXES,
  APARTMENT_SUFFIXES,
  GIVEN_NAMES,
  PLACES,
  SURNAMES,
  sqlArray,
} from "./names";
import { repoRoot } from "./services";

type ApiDatabase = {
  db: { $client: unknown };
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
};
type PgliteClient = {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
};
type PoolClient = { query<T>(sql: string): Promise<{ rows: T[] }> };

async function loadApi<T>(file: string): Promise<T> {
  return (await import(pathToFileURL(join(repoRoot, "api/src", file)).href)) as T;
}

export type BenchDatabase = {
  kind: "PGlite" | "PostgreSQL";
  /** What the API child needs: DATA_DIR (PGlite) or DATABASE_URL. */
  env: NodeJS.ProcessEnv;
  /**
   * What both services run with: PGlite is the embedded default, run as `pnpm start` runs it;
   * PostgreSQL is the production database, run as docs/DEPLOY.md runs it (NODE_ENV=production:
   * graphql-js and Apollo skip their development-only checks, which a load run would measure).
   */
  serviceEnv: NodeJS.ProcessEnv;
  dataDir: string;
  /** Drops the database / removes the data dir. */
  dispose(): Promise<void>;
};

export type SeedReport = {
  rows: Record<string, number>;
  steps: { step: string; seconds: number }[];
  seconds: { migrateAndDemo: number; bulk: number; indexes: number; analyze: number };
};

/** Indexes of the bulk-loaded tables that back no constraint (primary keys, unique constraints stay). */
const SECONDARY_INDEXES = `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
  FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
  WHERE c.relname IN ('targets', 'target_details', 'customers', 'matters')
    AND c.relnamespace = 'public'::regnamespace
    AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`;

export async function createPgliteDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "cfx-bench-pglite-"));
  return {
    kind: "PGlite",
    env: { DATA_DIR: dataDir },
    serviceEnv: {},
    dataDir,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh database `bench_<pid>` on the server of `serverUrl`, dropped by dispose(). */
export async function createPostgresDatabase(serverUrl: string): Promise<BenchDatabase> {
  const name = `bench_${process.pid}`;
  await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${name}`, `CREATE DATABASE ${name}`]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "cfx-bench-pg-"));
  return {
    kind: "PostgreSQL",
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    serviceEnv: { NODE_ENV: "production" },
    dataDir,
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    },
  };
}

/** Statements on the server's own database, through the API's driver (pg is the API's dependency). */
async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const { createDatabase } = await loadApi<{ createDatabase(c: object): Promise<ApiDatabase> }>(
    "db/client.ts",
  );
  const database = await createDatabase({ DATABASE_URL: serverUrl });
  try {
    for (const statement of statements) await (database.db.$client as PoolClient).query(statement);
  } finally {
    await database.close();
  }
}

/** Opens the database in this process (the API child is not running yet), seeds it, closes it. */
export async function seedDatabase(
  target: BenchDatabase,
  targetCount: number,
): Promise<SeedReport> {
  const { createDatabase } = await loadApi<{ createDatabase(c: object): Promise<ApiDatabase> }>(
    "db/client.ts",
  );
  const { seedIfEmpty } = await loadApi<{
    seedIfEmpty(db: unknown, o: { demo: boolean; filesDir?: string }): Promise<string>;
  }>("seed/index.ts");
  const database = await createDatabase(
    target.env.DATABASE_URL
      ? { DATABASE_URL: target.env.DATABASE_URL }
      : { DATA_DIR: target.dataDir },
  );
  try {
    let t = Date.now();
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true, filesDir: join(target.dataDir, "files") });
    const migrateAndDemo = (Date.now() - t) / 1000;
    // One connection for the whole load: the temp table lives on it.
    const pool = database.db.$client as PgliteClient & {
      connect?(): Promise<PoolClient & { release(): void }>;
    };
    const connection = database.driver === "postgres" ? await pool.connect!() : undefined;
    const exec = async (sql: string) => {
      if (connection) await connection.query(sql);
      else await pool.exec(sql);
    };
    const rows = async <T>(sql: string) => (await (connection ?? pool).query<T>(sql)).rows;
    try {
      t = Date.now();
      // The usual bulk load: secondary indexes are dropped and rebuilt once (their definitions are
      // read back, so whatever indexes the API's migrations define are the ones measured).
      // Triggers stay on: the API's own (search keys, foreign keys) must see every row.
      const indexes = await rows<{ name: string; def: string }>(SECONDARY_INDEXES);
      for (const index of indexes) await exec(`DROP INDEX ${index.name}`);
      const steps: { step: string; seconds: number }[] = [];
      for (const [step, statement] of bulkSeedSql(targetCount)) {
        const s0 = Date.now();
        await exec(statement);
        if (step) steps.push({ step, seconds: (Date.now() - s0) / 1000 });
      }
      const inserted = (Date.now() - t) / 1000;
      t = Date.now();
      for (const index of indexes) await exec(index.def);
      const indexed = (Date.now() - t) / 1000;
      t = Date.now();
      // As autovacuum leaves a settled PostgreSQL (and the API does after imports, and on PGlite
      // at start-up): statistics and a visibility map for index-only counts.
      await exec("VACUUM (ANALYZE)");
      const analyze = (Date.now() - t) / 1000;
      const seconds = { migrateAndDemo, bulk: inserted, indexes: indexed, analyze };
      steps.push({ step: `rebuild ${indexes.length} secondary indexes`, seconds: indexed });
      const counts: Record<string, number> = {};
      for (const table of [
        "targets",
        "target_details",
        "customers",
        "matters",
        "projects",
        "users",
        "clients",
      ]) {
        const [row] = await rows<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
        counts[table] = Number(row?.n ?? 0);
      }
      return { rows: counts, seconds, steps };
    } finally {
      connection?.release();
    }
  } finally {
    await database.close();
  }
}

/**
 * The set-based seed. Row i gets a hash h (Knuth's multiplicative hash) from which every part is
 * picked, so runs are repeatable and parts do not move in lockstep. Mix: 戸建 60% (one unit),
 * 集合住宅 30% (4–20 units), 電柱 10% (no unit). 90% of units have a customer. Every demo project
 * gets matters on about 1% of the new targets, in every status.
 */
export function bulkSeedSql(n: number): [step: string, sql: string][] {
  const sur = SURNAMES.map(([k]) => k);
  const surKana = SURNAMES.map(([, k]) => k);
  const given = GIVEN_NAMES.map(([k]) => k);
  const givenKana = GIVEN_NAMES.map(([, k]) => k);
  const arrays = `SELECT
      ${sqlArray(sur)} AS sur, ${sqlArray(surKana)} AS sur_kana,
      ${sqlArray(given)} AS given, ${sqlArray(givenKana)} AS given_kana,
      ${sqlArray(APARTMENT_PREFIXES.map(([k]) => k))} AS apre, ${sqlArray(APARTMENT_PREFIXES.map(([, k]) => k))} AS apre_kana,
      ${sqlArray(APARTMENT_SUFFIXES.map(([k]) => k))} AS asuf, ${sqlArray(APARTMENT_SUFFIXES.map(([, k]) => k))} AS asuf_kana,
      ${sqlArray(PLACES.map((p) => p[0]))} AS pref, ${sqlArray(PLACES.map((p) => p[1]))} AS city,
      ${sqlArray(PLACES.map((p) => p[2]))} AS town, ${sqlArray(PLACES.map((p) => p[3]))} AS town_kana,
      ${sqlArray(PLACES.map((p) => p[4]))} AS postal, ${sqlArray(PLACES.map((p) => p[5]))} AS line,
      (SELECT array_agg(id ORDER BY id) FROM clients WHERE deleted_at IS NULL) AS clients`;
  return [
    ["", `CREATE TEMP TABLE bench_mark AS SELECT coalesce(max(id), 0) AS target_id FROM targets`],
    [
      "insert targets",
      `INSERT INTO targets (target_type, name, name_kana, postal_code, prefecture, city, town, street,
        building, pole_number, pole_owner, client_id, total_units, created_at, updated_at)
     SELECT k.tt,
       CASE k.tt WHEN 2 THEN a.sur[k.s] || '邸'
                 WHEN 3 THEN a.apre[k.ap] || a.town[k.p] || a.asuf[k.as] || CASE WHEN g.h % 4 = 0 THEN ' 第' || (1 + g.h % 3) ELSE '' END
                 ELSE '電柱 ' || k.pole END,
       CASE k.tt WHEN 2 THEN a.sur_kana[k.s] || 'テイ'
                 WHEN 3 THEN a.apre_kana[k.ap] || a.town_kana[k.p] || a.asuf_kana[k.as]
                 ELSE NULL END,
       a.postal[k.p], a.pref[k.p], a.city[k.p], a.town[k.p],
       (1 + g.h % 5) || '丁目' || (1 + (g.h / 5) % 30) || '-' || (1 + (g.h / 150) % 20),
       CASE WHEN k.tt = 3 THEN a.apre[k.ap] || a.town[k.p] || a.asuf[k.as] END,
       CASE WHEN k.tt = 4 THEN k.pole END,
       CASE WHEN k.tt = 4 THEN CASE WHEN g.h % 3 = 0 THEN 'NTT' ELSE '電力' END END,
       CASE WHEN g.h % 5 = 0 OR a.clients IS NULL THEN NULL ELSE a.clients[1 + (g.h / 7) % cardinality(a.clients)] END,
       CASE k.tt WHEN 2 THEN 1 WHEN 3 THEN 4 + (g.h / 11) % 17 ELSE NULL END,
       now() - (g.h % 400000) * interval '1 minute',
       now() - (g.h % 100000) * interval '1 minute'
     FROM (SELECT i, (i::bigint * 2654435761) % 4294967296 AS h FROM generate_series(1, ${n}) i) g
     CROSS JOIN (${arrays}) a
     CROSS JOIN LATERAL (SELECT
         CASE WHEN g.i % 10 < 6 THEN 2 WHEN g.i % 10 < 9 THEN 3 ELSE 4 END AS tt,
         1 + (g.h % cardinality(a.sur))::int AS s,
         1 + ((g.h / 101) % cardinality(a.pref))::int AS p,
         1 + ((g.h / 13) % cardinality(a.apre))::int AS ap,
         1 + ((g.h / 17) % cardinality(a.asuf))::int AS as,
         a.line[1 + ((g.h / 101) % cardinality(a.pref))::int] || '幹' || (1 + (g.h / 3) % 400) || '-' || (1 + (g.h / 7) % 30) AS pole
     ) k`,
    ],
    [
      "insert target_details",
      `INSERT INTO target_details (target_id, room_number, floor, device_line_type, created_at, updated_at)
     SELECT t.id,
       CASE WHEN t.target_type = 3 THEN ((u - 1) / 4 + 1) * 100 + (u - 1) % 4 + 1 END::text,
       CASE WHEN t.target_type = 3 THEN (u - 1) / 4 + 1 ELSE 1 END,
       (t.id + u) % 3, t.created_at, t.updated_at
     FROM targets t
     CROSS JOIN LATERAL generate_series(1, CASE t.target_type WHEN 2 THEN 1 WHEN 3 THEN t.total_units ELSE 0 END) u
     WHERE t.id > (SELECT target_id FROM bench_mark)`,
    ],
    [
      "insert customers",
      `INSERT INTO customers (target_detail_id, customer_type, name, name_kana, gender, phone, created_at, updated_at)
     SELECT d.id, (d.id % 3)::smallint,
       a.sur[1 + (h % cardinality(a.sur))::int] || ' ' || a.given[1 + ((h / 53) % cardinality(a.given))::int],
       a.sur_kana[1 + (h % cardinality(a.sur))::int] || ' ' || a.given_kana[1 + ((h / 53) % cardinality(a.given))::int],
       (h % 3)::smallint,
       '0' || (3 + h % 7) || '-' || lpad(((h / 10) % 10000)::text, 4, '0') || '-' || lpad(((h / 7) % 10000)::text, 4, '0'),
       d.created_at, d.updated_at
     FROM (SELECT d.*, (d.id::bigint * 2654435761) % 4294967296 AS h FROM target_details d
           WHERE d.target_id > (SELECT target_id FROM bench_mark)) d
     CROSS JOIN (${arrays}) a
     WHERE d.id % 10 <> 0`,
    ],
    [
      "insert matters",
      `INSERT INTO matters (project_id, target_id, work_type, status, created_at, updated_at)
     SELECT p.id, t.id, p.work_type, (1 + t.id % 7)::smallint, now(), now()
     FROM (SELECT id, work_type, row_number() OVER (ORDER BY id) AS r FROM projects WHERE deleted_at IS NULL) p
     JOIN targets t ON t.id % 40 = p.r % 40 AND (t.id / 40) % 3 = 0
     WHERE t.id > (SELECT target_id FROM bench_mark)`,
    ],
    ["", `DROP TABLE bench_mark`],
  ];
}
