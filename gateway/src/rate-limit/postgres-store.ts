// The budgets' counts shared by every gateway replica through PostgreSQL
// (RATE_LIMIT_DATABASE_URL): one row per caller and minute in an UNLOGGED table — counts of the
// current minute are worth nothing after a crash, so they skip the WAL and its fsyncs.
//
// No round trip per request: each replica decides from what it last read of the shared totals
// plus what it has counted since and not yet written, and every RATE_LIMIT_FLUSH_MS (250 ms) — or
// sooner, once RATE_LIMIT_FLUSH_EVERY requests are waiting — adds its counts to the rows and reads
// the totals back, in one statement, for every caller it has seen this minute.
//
// Error bound: a replica does not see what the others admitted since its last read, so a caller
// spread over N replicas can get past its budget by at most what the other replicas admit for it
// in one flush period (one interval plus one round trip), i.e. at most N × the requests one
// replica admits in a flush period — which is ≤ RATE_LIMIT_FLUSH_EVERY requests, since a replica
// flushes at that many. With the defaults and 2 replicas: budget + 2 × 50 at worst, usually a
// few requests. Never under: a replica only ever adds.
//
// When the database cannot be reached, each replica keeps counting what it knows (its own counts
// plus the last totals read) and tries again at the next flush: a budget per replica rather
// than no budget, and no request waits for the database or fails because of it.
import { windowOf, type Usage, type UsageStore } from "./limiter";

/** What the store needs of a client: `pg.Pool`, PGlite. */
export type Queryable = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export const RATE_LIMIT_TABLE = "gateway_rate_limit_usage";

const CREATE = `create unlogged table if not exists ${RATE_LIMIT_TABLE} (
  caller text not null,
  window_start bigint not null,
  requests bigint not null default 0,
  cost bigint not null default 0,
  primary key (caller, window_start)
)`;

// Adds each caller's new counts and answers the totals, all callers in one statement. A caller
// with nothing new is sent with zeros: its row is read back with the other replicas' counts.
const UPSERT = `insert into ${RATE_LIMIT_TABLE} as u (caller, window_start, requests, cost)
  select * from unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[])
  on conflict (caller, window_start) do update
    set requests = u.requests + excluded.requests, cost = u.cost + excluded.cost
  returning caller, window_start, requests, cost`;

type Entry = Usage & { window: number };
type Counts = Map<string, Entry>;

function addTo(counts: Counts, caller: string, window: number, spent: Usage) {
  const entry = counts.get(caller);
  if (entry && entry.window === window) {
    entry.requests += spent.requests;
    entry.cost += spent.cost;
  } else if (!entry || entry.window < window) {
    counts.set(caller, { window, ...spent });
  }
}

function inWindow(counts: Counts, caller: string, window: number): Usage {
  const entry = counts.get(caller);
  return entry && entry.window === window ? entry : { requests: 0, cost: 0 };
}

export class PostgresStore implements UsageStore {
  /** The totals of all replicas, as last read. */
  private shared: Counts = new Map();
  /** Counted here, not yet sent. */
  private pending: Counts = new Map();
  /** Being sent now (counted in `usage` until the answer brings them back in the totals). */
  private sending: Counts = new Map();
  private pendingRequests = 0;
  private flushing: Promise<void> | undefined;
  private again = false;
  private ready = false;
  private lastSweep = -1;
  private failing = false;
  private readonly timer: NodeJS.Timeout;
  private readonly db: Queryable;
  private readonly flushEvery: number;
  private readonly now: () => number;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly end: () => Promise<void>;

  constructor(options: {
    db: Queryable;
    flushMs: number;
    flushEvery: number;
    now?: () => number;
    log?: (message: string, error?: unknown) => void;
    /** Closes the client (the pool this store made); nothing by default. */
    end?: () => Promise<void>;
  }) {
    this.db = options.db;
    this.flushEvery = options.flushEvery;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => undefined);
    this.end = options.end ?? (async () => undefined);
    this.timer = setInterval(() => void this.flush(), options.flushMs);
    this.timer.unref();
  }

  usage(caller: string, window: number): Usage {
    const parts = [this.shared, this.sending, this.pending].map((c) => inWindow(c, caller, window));
    return {
      requests: parts.reduce((sum, p) => sum + p.requests, 0),
      cost: parts.reduce((sum, p) => sum + p.cost, 0),
    };
  }

  add(caller: string, window: number, spent: Usage): void {
    addTo(this.pending, caller, window, spent);
    this.pendingRequests += spent.requests;
    if (this.pendingRequests >= this.flushEvery) void this.flush();
  }

  /** Sends the new counts and reads the totals back; one flush at a time, another after it if asked. */
  flush(): Promise<void> {
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      try {
        do {
          this.again = false;
          await this.flushOnce();
        } while (this.again);
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const window = windowOf(this.now());
    // Callers of older windows are done with: nothing to send or read for them.
    for (const counts of [this.shared, this.pending])
      for (const [caller, entry] of counts) if (entry.window < window) counts.delete(caller);
    const callers = new Set([...this.pending.keys(), ...this.shared.keys()]);
    if (callers.size === 0) return;
    this.sending = this.pending;
    this.pending = new Map();
    this.pendingRequests = 0;
    const rows = [...callers].map((caller) => ({
      caller,
      ...(this.sending.get(caller) ?? { window, requests: 0, cost: 0 }),
    }));
    try {
      await this.prepare(window);
      const result = await this.db.query(UPSERT, [
        rows.map((r) => r.caller),
        rows.map((r) => r.window),
        rows.map((r) => r.requests),
        rows.map((r) => r.cost),
      ]);
      for (const row of result.rows as {
        caller: string;
        window_start: string | number;
        requests: string | number;
        cost: string | number;
      }[]) {
        this.shared.set(row.caller, {
          window: Number(row.window_start),
          requests: Number(row.requests),
          cost: Number(row.cost),
        });
      }
      if (this.failing) this.log("rate limit counts shared again through PostgreSQL");
      this.failing = false;
    } catch (error) {
      // Kept for the next flush; meanwhile `usage` still counts them.
      for (const [caller, entry] of this.sending) addTo(this.pending, caller, entry.window, entry);
      this.pendingRequests += [...this.sending.values()].reduce((n, e) => n + e.requests, 0);
      if (!this.failing)
        this.log("rate limit counts could not be shared through PostgreSQL", error);
      this.failing = true;
    } finally {
      this.sending = new Map();
    }
  }

  /** The table once, and the rows of past minutes once a minute (any replica may; both is fine). */
  private async prepare(window: number): Promise<void> {
    if (!this.ready) {
      try {
        await this.db.query(CREATE);
      } catch (error) {
        // Two replicas creating it at the same moment: one of them loses the race on the catalog.
        const code = (error as { code?: string }).code;
        if (code !== "42P07" && code !== "23505") throw error;
      }
      this.ready = true;
    }
    if (this.lastSweep !== window) {
      await this.db.query(`delete from ${RATE_LIMIT_TABLE} where window_start < $1`, [window - 1]);
      this.lastSweep = window;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    // What this replica admitted still counts for the others (a rolling restart mid-minute).
    await this.flush().catch(() => undefined);
    await this.end();
  }
}
