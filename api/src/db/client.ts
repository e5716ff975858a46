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
import {
  attachDashboardCache,
  attachReadCache,
  DASHBOARD_MAX_AGE_MS,
  ReadCache,
  leavesRowsAlone,
} from "./read-cache";
import { startPgliteServer } from "./pglite-server";

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
  | {
      DATABASE_URL: string;
      DATA_DIR?: string;
      /** DATABASE_POOL_SIZE: connections of this process (default 10). */
      poolSize?: number;
      /** DATABASE_STATEMENT_TIMEOUT_MS: a statement running longer is cancelled (default 30 s). */
      statementTimeoutMs?: number;
    }
  /**
   * PGlite at `$DATA_DIR/pglite` served by a worker thread over a Unix socket, spoken to with
   * `pg` like PostgreSQL (pglite-server.ts): what `pnpm start` runs.
   */
  | { DATABASE_URL?: undefined; DATA_DIR: string; pgliteServer: true }
  /**
   * PGlite at `$DATA_DIR/pglite`; without DATA_DIR an in-memory database (tests), optionally
   * started from a `snapshot()` of another one.
   */
  | { DATABASE_URL?: undefined; DATA_DIR?: string; pgliteSnapshot?: Blob };

/**
 * Where this database's LISTEN/NOTIFY notifications are heard (live/listener.ts). PostgreSQL: a
 * connection of the listener's own to `url` (a pooled one would be handed to requests). PGlite:
 * through the instance, which is one session and cannot be listened to from another connection.
 */
export type NotificationSource =
  | { kind: "postgres"; url: string }
  | {
      kind: "pglite";
      /** Calls `onPayload` with each committed notification on `channel`; resolves to a stop. */
      listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
    };

/** The channels the embedded socket server listens to for the live updates (issue #40). */
export const NOTIFY_CHANNELS = ["cfx_live"] as const;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  notifications: NotificationSource;
  /** Applies the migrations in api/drizzle (idempotent). */
  migrate(): Promise<void>;
  /** True when the database answers `select 1`. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test templates). */
  snapshot?(): Promise<Blob>;
  /**
   * Runs `work` while holding the start-up lock: replicas starting together migrate and seed one
   * after the other, so the second finds the work done (PostgreSQL advisory lock; PGlite has one
   * process).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

// Arbitrary constants: serialise migrations (and, around them, the whole start-up: migrations and
// the demo seed) of API replicas starting together on one PostgreSQL.
const MIGRATION_LOCK = 4_010_001;
const STARTUP_LOCK = 4_010_002;

/** How long a request waits for a connection before the database counts as unavailable (503). */
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * The same wait for PGlite's one connection, where waiting is the normal way to take turns (as for
 * the in-process lock before it): a 20,000-row import or the VACUUM after it holds that connection
 * for seconds on a busy machine, and every request in the meantime answered 503 "database
 * unavailable" after 3 s. The socket server is a local worker: one that stopped answering is
 * still found, later.
 */
const PGLITE_QUEUE_TIMEOUT_MS = 60_000;

export async function createDatabase(config: DatabaseConfig): Promise<Database> {
  const casing = "snake_case" as const;
  if ("pgliteServer" in config && config.pgliteServer) {
    const server = await startPgliteServer(path.join(config.DATA_DIR, "pglite"), NOTIFY_CHANNELS);
    // One connection: PGlite is one session, and the socket server interleaves the protocol
    // messages of concurrent connections (a Parse of one between the Parse and Bind of another).
    // Requests queue here for it exactly as they queued for the in-process PGlite's lock.
    const reads = new ReadCache();
    const postgres = await connectPostgres(server.url, {
      casing,
      poolSize: 1,
      reads,
      connectTimeoutMs: PGLITE_QUEUE_TIMEOUT_MS,
    });
    attachReadCache(postgres.db, reads);
    return {
      ...postgres,
      driver: "pglite",
      notifications: {
        kind: "pglite",
        async listen(channel, onPayload) {
          const stop = server.onNotification((n) => {
            if (n.channel === channel) onPayload(n.payload);
          });
          return async () => stop();
        },
      },
      async close() {
        await postgres.close();
        await server.close();
      },
    };
  }
  if (config.DATABASE_URL) {
    // Told of this process's writes like the embedded database's; read by the dashboard only.
    const dashboard = new ReadCache(500, undefined, DASHBOARD_MAX_AGE_MS);
    const postgres = await connectPostgres(withSessionOptions(config.DATABASE_URL), {
      casing,
      poolSize: config.poolSize ?? 10,
      statementTimeoutMs: config.statementTimeoutMs,
      reads: dashboard,
    });
    attachDashboardCache(postgres.db, dashboard);
    return {
      ...postgres,
      driver: "postgres",
      notifications: { kind: "postgres", url: config.DATABASE_URL },
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
  const reads = new ReadCache();
  watchPglite(client, reads);
  const pgliteDb = drizzlePglite({ client, casing });
  const db = pgliteDb as unknown as Db;
  attachReadCache(db, reads);
  return {
    db,
    driver: "pglite",
    notifications: {
      kind: "pglite",
      // PGlite runs the LISTEN itself and calls back after the committing statement's answer.
      listen: (channel, onPayload) => client.listen(channel, onPayload),
    },
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    ping: () => ping(db),
    close: () => client.close(),
    snapshot: () => client.dumpDataDir("none"),
    exclusive: (work) => work(),
  };
}

/**
 * Settings of every session the API opens on PostgreSQL, sent in the startup packet so they hold
 * from the first statement on.
 *
 * `max_parallel_workers_per_gather=0`: for a query it expects to read enough rows PostgreSQL plans
 * a parallel scan, and starts its worker processes anew for each run. The API's queries are a
 * page and at most a count of some 100,000 rows, for which that start costs more than the workers
 * save: the count of the targets not in a project took 62–70 ms with two workers against 18 ms
 * without on the 2-core machine, and under many users the workers take the cores the other
 * requests need (the bench's load run served 168 req/s instead of 129).
 */
const SESSION_OPTIONS = "-c max_parallel_workers_per_gather=0";

/**
 * `url` with SESSION_OPTIONS as its `options` parameter, before any it has: a `-c` given in
 * DATABASE_URL comes later and wins (`?options=-c%20max_parallel_workers_per_gather%3D2` gives a
 * database server with cores to spare its parallel scans back). node-postgres lets the URL's
 * `options` replace the pool's, so they go into the URL.
 */
export function withSessionOptions(url: string): string {
  const parsed = new URL(url);
  const given = parsed.searchParams.get("options");
  parsed.searchParams.set("options", given ? `${SESSION_OPTIONS} ${given}` : SESSION_OPTIONS);
  return parsed.toString();
}

/** node-postgres under Drizzle: PostgreSQL itself, or PGlite behind its socket server. */
async function connectPostgres(
  url: string,
  options: {
    casing: "snake_case";
    poolSize: number;
    statementTimeoutMs?: number | undefined;
    /** The embedded database's kept reads, told of every statement that may write. */
    reads?: ReadCache;
    /** How long a request waits for a connection (default CONNECT_TIMEOUT_MS). */
    connectTimeoutMs?: number;
  },
): Promise<Omit<Database, "driver" | "notifications">> {
  const { casing } = options;
  const pool = new pg.Pool({
    connectionString: url,
    ...(options.reads ? { Client: watchedClient(options.reads) } : {}),
    max: options.poolSize,
    // Without it a request waits forever for a connection to a server that does not answer.
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle connection can be dropped by the server (restart, failover); without a listener
  // node-postgres would crash the process. The pool replaces it on the next checkout.
  pool.on("error", (error) => {
    console.error("[api] idle database connection lost:", error.message);
  });
  const db = drizzleNodePg({ client: pool, casing }) as unknown as Db;
  const withLock = async <T>(lock: number, work: (client: pg.PoolClient) => Promise<T>) => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [lock]);
      try {
        return await work(client);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [lock]);
      }
    } finally {
      client.release();
    }
  };
  return {
    db,
    migrate: () =>
      withLock(MIGRATION_LOCK, (client) =>
        migrateNodePg(drizzleNodePg({ client, casing }), { migrationsFolder }),
      ),
    ping: () => ping(db),
    close: () => pool.end(),
    // The lock is held on a connection of its own while `work` uses the pool's others; a pool of
    // one (PGlite) has none to spare, and needs no lock.
    exclusive: (work) => (options.poolSize > 1 ? withLock(STARTUP_LOCK, () => work()) : work()),
  };
}

/** node-postgres's client, telling `reads` before it sends a statement that may write. */
function watchedClient(reads: ReadCache): typeof pg.Client {
  class WatchedClient extends pg.Client {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const [config] = args as [unknown];
      const text =
        typeof config === "string" ? config : (config as { text?: unknown } | null)?.text;
      if (typeof text !== "string" || !leavesRowsAlone(text)) reads.written();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (super.query as (...a: any[]) => any)(...args);
    }
  }
  return WatchedClient;
}

/**
 * The in-process PGlite, telling `reads` before a statement that may write, and when a
 * transaction ends (its own statements go through its handle, not these methods).
 */
function watchPglite(client: PGlite, reads: ReadCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    if (!leavesRowsAlone(text)) reads.written();
    return (query as (...a: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => {
    reads.written();
    return exec(...args);
  }) as typeof client.exec;
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    try {
      return await transaction(...args);
    } finally {
      reads.written();
    }
  }) as typeof client.transaction;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
