import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** The Drizzle database, whichever driver is underneath. Use the query builder (`db.select()…`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>, any>;
/** A transaction handle (`db.transaction(async (tx) => …)`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, any>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

export type DatabaseConfig =
  | { DATABASE_URL: string; DATA_DIR?: string }
  /**
   * PGlite at `$DATA_DIR/pglite`; without DATA_DIR an in-memory database (tests), optionally
   * started from a `snapshot()` of another one.
   */
  | { DATABASE_URL?: undefined; DATA_DIR?: string; pgliteSnapshot?: Blob };

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies the migrations in api/drizzle (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers `select 1`. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates). */
  snapshot?(): Promise<Blob>;
}

// An arbitrary constant: serialises migrations of API replicas starting together on one PostgreSQL.
const MIGRATION_LOCK = 4_010_001;

export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  const casing = "snake_case" as const;
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle connection can be dropped by the server (restart, failover); without a listener
    // node-postgres would crash the process. The pool replaces it on the next checkout.
    pool.on("error", (error) => {
      console.error("[api] idle PostgreSQL connection lost:", error.message);
    });
    const db = drizzleNodePg({ client: pool, casing }) as unknown as Db;
    return {
      db,
      driver: "postgres",
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          try {
            await migrateNodePg(drizzleNodePg({ client, casing }), { migrationsFolder });
          } finally {
            await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
          }
        } finally {
          client.release();
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (config.DATA_DIR) {
    dataDir = path.join(config.DATA_DIR, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const snapshot = "pgliteSnapshot" in config ? config.pgliteSnapshot : undefined;
  const client = await PGlite.create(
    dataDir ? { dataDir } : snapshot ? { loadDataDir: snapshot } : {},
  );
  const pgliteDb = drizzlePglite({ client, casing });
  const db = pgliteDb as unknown as Db;
  return {
    db,
    driver: "pglite",
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    ping: () => ping(db),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir("none"),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
