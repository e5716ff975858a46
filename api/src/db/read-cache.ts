import { tokyoDate } from "@cfx/domain/dates";

/**
 * Answers of expensive reads (list totals, the dashboard's figures), kept until the next write:
 * on the embedded database only.
 *
 * Why it is exact there: PGlite is one session owned by this process. Every statement that can
 * change a row reaches it through this process's driver, which calls `written()` before it sends
 * one (anything but a plain SELECT, and the end of every transaction). An answer is kept only
 * when no write was sent while it was being read, and a read inside a transaction is never kept
 * (its uncommitted rows: `readCacheOf` answers no cache for a transaction). So a kept answer is
 * the one a new read would give. PostgreSQL has other writers (replicas, psql, migrations): no
 * cache there.
 *
 * Why it pays: a list's count scans every matching row (100,000 targets on every page of the
 * targets list: ~9 ms of the ~12 ms of its statements), and the dashboard runs sixteen counts,
 * all on the one thread PGlite has.
 */
export class ReadCache {
  private generation = 0;
  private day = "";
  private readonly answers = new Map<string, { answer: unknown; at: number }>();

  /**
   * `dayOf` is the Tokyo day: filters such as 工事一覧's 今日/今週 compare with `now()` inside the
   * SQL, so their totals change at midnight without a write; every answer is forgotten then.
   * `maxAgeMs` bounds how old a kept answer may be, for a database other processes also write
   * (see `dashboardCacheOf`); without it an answer is kept until the next write.
   */
  constructor(
    private readonly maxEntries = 500,
    private readonly dayOf: () => string = () => tokyoDate(),
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}

  /** A statement that may change rows is about to be sent: forget every answer. */
  written(): void {
    this.generation++;
    this.answers.clear();
  }

  /**
   * The kept answer of this key, or `read()`'s, kept if nothing was written meanwhile. The key
   * must name everything the answer depends on; the answer is shared, so no caller changes it.
   */
  async kept<T>(key: string, read: () => Promise<T>): Promise<T> {
    const day = this.dayOf();
    if (day !== this.day) {
      this.day = day;
      this.written();
    }
    const kept = this.answers.get(key);
    if (kept && this.now() - kept.at < this.maxAgeMs) return kept.answer as T;
    this.answers.delete(key);
    const generation = this.generation;
    const at = this.now();
    const answer = await read();
    if (generation === this.generation) {
      // Filters typed by hand make new keys: the oldest go first.
      if (this.answers.size >= this.maxEntries)
        this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, { answer, at });
    }
    return answer;
  }
}

/** How list.ts asks for the planner's row estimate of a SELECT. */
export const PLAN_OF_SELECT = "explain (format json) select";

/**
 * Whether a statement leaves every row as it was: a SELECT (the API calls no function that
 * writes; a `with … as (update …)` starts with WITH, so it counts as a write), the plan of one,
 * or a transaction's start. COMMIT and ROLLBACK count as writes: what the transaction did becomes
 * visible, or is undone.
 */
export function leavesRowsAlone(text: string): boolean {
  const start = text.trimStart().slice(0, PLAN_OF_SELECT.length).toLowerCase();
  const head = start.slice(0, 6);
  // A list's estimated total (list.ts): the plan of a SELECT, never run (no ANALYZE option).
  return head === "select" || head.startsWith("begin") || start.startsWith(PLAN_OF_SELECT);
}

const caches = new WeakMap<object, ReadCache>();

/** The database handle `db` counts through `cache` (an open transaction is another handle). */
export function attachReadCache(db: object, cache: ReadCache): void {
  caches.set(db, cache);
}

/** The cache of this executor: only the database handle that has one, never a transaction. */
export function readCacheOf(executor: object): ReadCache | undefined {
  return caches.get(executor);
}

/**
 * How old the dashboard's figures may be on PostgreSQL (issue #42). Its sixteen counts were the
 * costliest read of a page under load (~6 ms of the server's CPU each time); a person looking at
 * the dashboard does not tell 5 s apart, and this process's own writes still forget them at once
 * (the driver tells the cache, as on PGlite). Only another replica's or another program's write
 * shows up to this late. The lists' totals stay exact: they never read this cache.
 */
export const DASHBOARD_MAX_AGE_MS = 5_000;

const dashboardCaches = new WeakMap<object, ReadCache>();

/** The database handle `db` keeps the dashboard's figures in, at most DASHBOARD_MAX_AGE_MS old. */
export function attachDashboardCache(db: object, cache: ReadCache): void {
  dashboardCaches.set(db, cache);
}

/**
 * The dashboard's cache of this executor: the embedded database's exact one, or PostgreSQL's of
 * bounded age; none for a transaction.
 */
export function dashboardCacheOf(executor: object): ReadCache | undefined {
  return caches.get(executor) ?? dashboardCaches.get(executor);
}
