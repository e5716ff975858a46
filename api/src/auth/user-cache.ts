import { tokenKey } from "@cfx/identity/verifier";

/** Default time a verified token's user is reused (AUTH_CACHE_TTL_MS). */
export const AUTH_CACHE_DEFAULT_TTL_MS = 5_000;
/** Entries kept at most: one small user record each, so the cache stays small whatever the traffic. */
export const AUTH_CACHE_MAX_ENTRIES = 1_000;

/**
 * The signed-in user of recent tokens, so a busy client (the gateway sends several REST calls per
 * GraphQL request) does not cost a token verification and two user queries on every call.
 *
 * Why this is safe:
 * - Filled only after the token was verified (signature, issuer, audience, expiry) and its user
 *   row loaded; keyed by a SHA-256 of the exact token, so only the same token bytes hit, one token
 *   can never read another's entry, and no raw token is kept. An entry never outlives the
 *   token's `exp`, so an expired token is verified again (and refused).
 * - Only found users are cached: a refused token or a token without a live user row is asked
 *   again next time.
 * - A user changed or deleted through the users service is dropped from the cache of this process
 *   at once (`invalidateUser`, after the commit), so this replica answers 401 / the new role on
 *   the very next request. Loads that started before an invalidation are not stored.
 * - Across replicas there is no invalidation: another replica may serve a deleted user, or the
 *   old role, for at most the TTL (default 5 s) after the change. That is the same window the
 *   gateway's viewer cache already accepts, far shorter than the token itself (an hour, which a
 *   deleted user keeps anyway until it expires: deletion disables the identity account, it does
 *   not revoke issued tokens), and only for requests carrying a token of that user. Master data
 *   deletions (a team or company leaving a user's memberships) take effect within the TTL too.
 *   Set AUTH_CACHE_TTL_MS=0 to turn the cache off.
 */
export class UserCache<U extends { id: number }, I = unknown> {
  private readonly entries = new Map<string, { user: U; identity: I; expires: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Bumped by every invalidation: a load that began before one must not be stored. */
  private generation = 0;

  constructor(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = Math.max(1, options.maxEntries ?? AUTH_CACHE_MAX_ENTRIES);
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached user and identity of `token`, if any and not expired. */
  get(token: string): { user: U; identity: I } | undefined {
    if (!this.enabled) return undefined;
    const key = tokenKey(token);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return { user: entry.user, identity: entry.identity };
  }

  /** Marks the start of a load; pass the result to `set`. */
  begin(): number {
    return this.generation;
  }

  /**
   * Caches the user of a verified token for the TTL, never past `expiresAt` (ms since the epoch,
   * the token's `exp`). Ignored when an invalidation happened since `begin()` returned `since`.
   */
  set(token: string, user: U, identity: I, expiresAt: number | undefined, since: number): void {
    if (!this.enabled || since !== this.generation) return;
    const now = this.now();
    const expires = Math.min(now + this.ttlMs, expiresAt ?? Number.POSITIVE_INFINITY);
    if (expires <= now) return;
    const key = tokenKey(token);
    this.entries.delete(key); // re-inserted last: the Map's order is the age order
    // Drop the oldest while they are expired or the cache is full.
    for (const [oldest, entry] of this.entries) {
      if (entry.expires > now && this.entries.size < this.maxEntries) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { user, identity, expires });
  }

  /** Forgets every token of user `id` (its row changed or was deleted). */
  invalidateUser(id: number): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (entry.user.id === id) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

// The caches of the apps using a database handle, so the users service (which only knows the
// handle) can invalidate them after a write. Weak: a closed app's handle and cache go away.
type Invalidatable = Pick<UserCache<{ id: number }>, "invalidateUser">;
const cachesByDb = new WeakMap<object, Set<Invalidatable>>();

/** Links `cache` to `db`: `invalidateCachedUser(db, id)` then reaches it. */
export function attachUserCache(db: object, cache: Invalidatable): void {
  let caches = cachesByDb.get(db);
  if (!caches) cachesByDb.set(db, (caches = new Set()));
  caches.add(cache);
}

/** Drops user `id` from the auth cache of every app on `db` (call after the write committed). */
export function invalidateCachedUser(db: object, id: number): void {
  for (const cache of cachesByDb.get(db) ?? []) cache.invalidateUser(id);
}
