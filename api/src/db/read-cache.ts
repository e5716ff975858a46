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
  private readonly answers = new Map<string, unknown>();

  /**
   * `dayOf` is the Tokyo day: filters such as 工事一覧's 今日/今週 compare with `now()` inside the
   * SQL, so their totals change at midnight without a write; every answer is forgotten then.
   */
  constructor(
    private readonly maxEntries = 500,
    private readonly dayOf: () => string = () => tokyoDate(),
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
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const generation = this.generation;
    const answer = await read();
    if (generation === this.generation) {
      // Filters typed by hand make new keys: the oldest go first.
      if (this.answers.size >= this.maxEntries)
        this.answers.delete(this.answers.keys().next().value!);
      this.answers.set(key, answer);
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
