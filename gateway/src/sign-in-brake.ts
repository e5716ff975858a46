// The sign-in brake of the gateway's /identity proxy (local mode): the emulator answers every
// password guess at once and never locks, so the proxy counts wrong passwords per user name and
// per client address and, past a limit, refuses sign-in for a while — the right password too —
// as Amazon Cognito's own lockout does ("Password attempts exceeded").
//
// The counts live in this gateway process: a restart forgets them, and two replicas share
// nothing (each counts on its own, so behind a balancer an attacker gets the limits once per
// replica). The proxy exists in local mode only; a real pool locks by itself.

/** Wrong passwords for one user name before its sign-in is locked. */
export const USER_FAILURE_LIMIT = 5;
/**
 * Wrong passwords from one client address (any user names) before that address is locked: the
 * brake against trying one password on many accounts. Higher than the user limit, so that an
 * office behind one NAT address is not locked by a few people's typos.
 */
export const CLIENT_FAILURE_LIMIT = 20;
/** A failure counts for this long after the last one, and a lock lasts this long. */
export const LOCK_MS = 15 * 60_000;
/** Entries per counter at most (a name or an address each): guessing cannot grow it for ever. */
const MAX_ENTRIES = 10_000;

class FailureCounter {
  private readonly entries = new Map<string, { count: number; until: number }>();

  constructor(
    private readonly limit: number,
    private readonly lockMs: number,
  ) {}

  count(key: string, now: number): number {
    const entry = this.entries.get(key);
    return entry && entry.until > now ? entry.count : 0;
  }

  locked(key: string, now: number): boolean {
    return this.count(key, now) >= this.limit;
  }

  fail(key: string, now: number): void {
    const count = this.count(key, now) + 1;
    // Re-inserted last: the Map's order is the order of the last failure, oldest first.
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      for (const [oldest, entry] of this.entries) {
        if (entry.until > now && this.entries.size < MAX_ENTRIES) break;
        this.entries.delete(oldest);
      }
    }
    this.entries.set(key, { count, until: now + this.lockMs });
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

export class SignInBrake {
  private readonly users: FailureCounter;
  private readonly clients: FailureCounter;
  private readonly now: () => number;

  constructor(
    options: {
      userLimit?: number;
      clientLimit?: number;
      lockMs?: number;
      now?: () => number;
    } = {},
  ) {
    const lockMs = options.lockMs ?? LOCK_MS;
    this.users = new FailureCounter(options.userLimit ?? USER_FAILURE_LIMIT, lockMs);
    this.clients = new FailureCounter(options.clientLimit ?? CLIENT_FAILURE_LIMIT, lockMs);
    this.now = options.now ?? Date.now;
  }

  /** Whether a sign-in of `user` from `client` must be refused without trying the password. */
  locked(user: string, client: string): boolean {
    const now = this.now();
    return this.users.locked(user, now) || this.clients.locked(client, now);
  }

  /** A wrong password (or an unknown user name): one more for the name and for the address. */
  failed(user: string, client: string): void {
    const now = this.now();
    this.users.fail(user, now);
    this.clients.fail(client, now);
  }

  /**
   * The right password: the user's count starts again. The address keeps its count: one account
   * of the attacker's own must not wipe the failures of a spray over other people's.
   */
  succeeded(user: string): void {
    this.users.clear(user);
  }
}
