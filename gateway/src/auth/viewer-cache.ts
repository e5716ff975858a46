import { tokenKey } from "@cfx/identity/verifier";
import type { RestLoginUser } from "./login-api";

/** Entries kept at most: a few KB each, so the cache stays small whatever the traffic. */
export const VIEWER_CACHE_MAX_ENTRIES = 1_000;

/**
 * The viewer record (GET /api/v1/login) of recent tokens, so the permission check of every
 * GraphQL request does not cost a REST call of its own.
 *
 * Why this is safe:
 * - Looked up only after the gateway verified the token (signature, expiry, audience), so an
 *   expired or forged token never reaches it; keyed by a SHA-256 of the token, so one token
 *   can never read another's record and no raw token is kept.
 * - The API verifies the token and looks the user up again on every call, and checks the same
 *   flags on its routes. A stale cached flag (role changed or user deleted less than the TTL ago)
 *   can therefore only let a request through to the API, which refuses it (401 for a deleted
 *   user, 403 for a missing flag); a stale missing flag refuses early for at most the TTL.
 *   That includes customers' contact details and the phone search (MATTER_READ), which the API
 *   withholds (null / 403) from a role without the flag.
 * - `Query.viewer` (what the client shows and how sign-in detects an unregistered user) always
 *   reads /login afresh; only the permission checks use the cache. Failures are never cached.
 */
export class ViewerCache {
  private readonly entries = new Map<string, { viewer: Promise<RestLoginUser>; expires: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: { ttlMs: number; maxEntries?: number; now?: () => number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? VIEWER_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached viewer of `token`, or the one `fetch` returns (then cached for the TTL). */
  load(token: string, fetch: () => Promise<RestLoginUser>): Promise<RestLoginUser> {
    if (this.ttlMs <= 0) return fetch();
    const key = tokenKey(token);
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.viewer;
    return this.put(key, fetch());
  }

  /** Caches a viewer just read from /login (replacing an older one of the same token). */
  store(token: string, viewer: Promise<RestLoginUser>): Promise<RestLoginUser> {
    if (this.ttlMs <= 0) return viewer;
    return this.put(tokenKey(token), viewer);
  }

  private put(key: string, viewer: Promise<RestLoginUser>): Promise<RestLoginUser> {
    const now = this.now();
    this.entries.delete(key); // re-inserted last: the Map's order is the age order
    // Drop the oldest while they are expired or the cache is full.
    for (const [oldest, { expires }] of this.entries) {
      if (expires > now && this.entries.size < this.maxEntries) break;
      this.entries.delete(oldest);
    }
    const entry = { viewer, expires: now + this.ttlMs };
    this.entries.set(key, entry);
    // A refused token, an unregistered user or an API outage must be asked again next time.
    viewer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return viewer;
  }
}
