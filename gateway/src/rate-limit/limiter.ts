// Budgets per caller (issue #39): each user and each machine client may send so many GraphQL
// requests, and so much query cost (security/query-limits.ts's estimate), per minute. One caller
// in a loop — a partner's sync gone wrong, a script with a stolen token — must not take the API
// from everyone else, and the caller that is refused is the one over its budget, nobody else.
//
// Fixed windows of one wall-clock minute (`floor(now / 60 s)`): every replica agrees on the
// window without talking, and a refused caller is told exactly when it frees (Retry-After, the
// seconds to the next minute). The price of fixed windows is the boundary: a caller can spend a
// budget in the last seconds of one minute and another in the first seconds of the next, so
// 2 × the budget within a few seconds at most — still a bound, and what a sliding window would
// buy is not worth a counter per second per caller across replicas.

/** The length of one budget window. */
export const WINDOW_MS = 60_000;

export type Usage = { requests: number; cost: number };

/** Per minute; 0 turns that limit off. */
export type Budget = { requestsPerMinute: number; costPerMinute: number };

/** The window `now` falls in (minutes since the epoch). */
export function windowOf(now: number): number {
  return Math.floor(now / WINDOW_MS);
}

/** Whole seconds until the window of `now` ends (at least 1: "now" is no use to a client). */
export function retryAfterSeconds(now: number): number {
  return Math.max(1, Math.ceil(((windowOf(now) + 1) * WINDOW_MS - now) / 1000));
}

/**
 * Where the counts live. `usage` is synchronous on purpose: deciding must never wait on a
 * database (a shared store answers from what it last read plus what it has not written yet).
 */
export interface UsageStore {
  /** What `caller` has spent in `window`, as far as this process knows. */
  usage(caller: string, window: number): Usage;
  add(caller: string, window: number, spent: Usage): void;
  close(): Promise<void>;
}

/** Callers kept at most (a window's worth of distinct callers): an old window's are dropped first. */
const MAX_CALLERS = 100_000;

/**
 * The counts of this process alone: exact for one gateway (the embedded default). With N
 * replicas each counting on its own, a caller would get up to N budgets: a shared store is for
 * that (postgres-store.ts).
 */
export class MemoryStore implements UsageStore {
  private readonly counts = new Map<string, Usage & { window: number }>();

  usage(caller: string, window: number): Usage {
    const entry = this.counts.get(caller);
    return entry && entry.window === window
      ? { requests: entry.requests, cost: entry.cost }
      : { requests: 0, cost: 0 };
  }

  add(caller: string, window: number, spent: Usage): void {
    const entry = this.counts.get(caller);
    if (entry && entry.window === window) {
      entry.requests += spent.requests;
      entry.cost += spent.cost;
      return;
    }
    if (!entry && this.counts.size >= MAX_CALLERS) this.dropBefore(window);
    this.counts.set(caller, { window, ...spent });
  }

  /** Callers counted now (tests: old windows do not pile up). */
  get size(): number {
    return this.counts.size;
  }

  private dropBefore(window: number): void {
    for (const [caller, entry] of this.counts)
      if (entry.window < window) this.counts.delete(caller);
    // Still full within one window: the oldest entry goes, which at worst forgets a caller's count.
    if (this.counts.size >= MAX_CALLERS) {
      const oldest = this.counts.keys().next();
      if (!oldest.done) this.counts.delete(oldest.value);
    }
  }

  async close(): Promise<void> {}
}

export type Decision =
  { ok: true } | { ok: false; reason: "requests" | "cost"; retryAfter: number; usage: Usage };

export class RateLimiter {
  private readonly now: () => number;

  constructor(
    private readonly store: UsageStore,
    readonly budget: Budget,
    options: { now?: () => number } = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * One request of `cost`: charged and admitted when it fits in what is left of both budgets,
   * else refused and charged nothing (a refused request runs nothing; counting it would only
   * keep a client that retries refused for longer than the window).
   */
  admit(caller: string, cost: number): Decision {
    const now = this.now();
    const window = windowOf(now);
    const used = this.store.usage(caller, window);
    const { requestsPerMinute, costPerMinute } = this.budget;
    const reason =
      requestsPerMinute > 0 && used.requests + 1 > requestsPerMinute
        ? "requests"
        : costPerMinute > 0 && used.cost + cost > costPerMinute
          ? "cost"
          : undefined;
    if (reason) return { ok: false, reason, retryAfter: retryAfterSeconds(now), usage: used };
    this.store.add(caller, window, { requests: 1, cost });
    return { ok: true };
  }

  /**
   * A request that ended before it could be admitted (a parse or validation error, a query over
   * the cost limit): it used the gateway, so it counts as a request, with no cost.
   */
  charge(caller: string): void {
    this.store.add(caller, windowOf(this.now()), { requests: 1, cost: 0 });
  }

  /** Whether any limit is on (both 0: the plugin is not even installed). */
  get enabled(): boolean {
    return this.budget.requestsPerMinute > 0 || this.budget.costPerMinute > 0;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
