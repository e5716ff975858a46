/**
 * REST answers every signed-in user gets alike — the `/pair/<list>` reference lists (the master
 * tables, the users' and the projects' names) — shared by all the requests of this gateway for a
 * short time. A list page names its rows' clients, statuses, teams and assignees from them and
 * offers the projects in its filter, so without this every page of every user re-reads the same
 * lists: 4 of the 10 REST calls of a negotiations page, 4 of the 5 of a projects page, 2 of the 3
 * of a targets page. Requests that want a list while it is being read share that one call.
 *
 * Why this is safe:
 * - Only whole lists for which the API asks no flag of any signed-in user are shared (names, no
 *   contact details), and only with requests whose user the gateway has checked as for its
 *   permission checks (the viewer: an unknown or deleted user is refused before a shared list is
 *   read). The viewer may be up to VIEWER_CACHE_TTL_MS old, so a user deleted through another
 *   replica can still read these names through this one for that long (15 s by default), where
 *   the API alone would refuse them after AUTH_CACHE_TTL_MS (5 s).
 * - Every write this gateway forwards (a mutation's POST/PATCH/DELETE, a CSV upload) forgets all
 *   the lists when its answer arrives (or it fails), so a clerk who renames a team or adds a
 *   project sees it on the next page. A write made through another gateway replica or directly to
 *   the REST API shows after the TTL at most (SHARED_READS_TTL_MS, default 5 s; 0 turns sharing
 *   off).
 * - A failure is never kept, and a list read before a write ended is not kept after it.
 * - The answers are frozen: a resolver that tried to change a shared list would throw.
 */
export class SharedReads {
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { ttlMs: number; now?: () => number }) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The answer kept under `key`, or the one `load` gives (then kept for the TTL). */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now()) return kept.value as Promise<T>;
    const value = load().then(deepFreeze);
    // In flight: shared, never expired; the TTL starts when the answer is there.
    const entry = { value, expires: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    value.then(
      () => {
        if (this.entries.get(key) === entry) entry.expires = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Forgets every answer, those still being read included (a write has just ended). */
  clear(): void {
    this.entries.clear();
  }

  /** Lists kept or being read (for tests). */
  get size(): number {
    return this.entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
