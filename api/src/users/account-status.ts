// The account status column of the user list (仮パスワード / 有効 / 無効), kept in users.account_status
// so that listing users never asks the identity pool (issue #42: the pool call made the list 2–3×
// a targets page). The pool stays the truth; the column follows it by four paths:
//  1. the API's own identity changes write it (create, password reset, delete: service.ts, account.ts);
//  2. a first sign-in, which happens between the browser and the pool, shows itself on the API:
//     a token authenticated after the status was written proves a completed sign-in, so ACTIVE
//     (`resolveSignedInUser`, called by the auth hook; no pool call);
//  3. every STATUS_RECONCILE_INTERVAL_MS each API process reconciles all rows with the pool in
//     two filtered listings (`reconcileStatuses`): a change made directly in the pool converges;
//  4. at start-up, with the binding of subs (identity-binding.ts), for rows never reconciled.
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/client";
import type { AccountStatus, IdentityAdmin } from "./identity-admin";
import { users } from "./tables";

/** How stale a status changed directly in the pool may get (path 3 above). */
export const STATUS_RECONCILE_INTERVAL_MS = 60_000;

/**
 * Stores the status the API itself just gave the identity user. `at` is taken before the pool
 * call, so that no token authenticated before the change can count as a later sign-in.
 */
export async function recordStatus(
  ex: Executor,
  id: number,
  status: AccountStatus,
  at: Date,
): Promise<void> {
  await ex
    .update(users)
    .set({ accountStatus: status, accountStatusAt: at })
    .where(eq(users.id, id));
}

/**
 * A new temporary password: 仮パスワード, except for an account the pool has disabled, which the
 * reset does not enable (the pool reports a disabled account as disabled, whatever its password).
 */
export async function recordTemporaryPassword(ex: Executor, id: number, at: Date): Promise<void> {
  await ex
    .update(users)
    .set({
      accountStatus: sql`case when ${users.accountStatus} = 'DISABLED' then 'DISABLED' else 'TEMPORARY_PASSWORD' end`,
      accountStatusAt: at,
    })
    .where(eq(users.id, id));
}

/** The stored statuses of these users (null: not known yet). */
export async function statusesOf(
  ex: Executor,
  ids: readonly number[],
): Promise<Map<number, AccountStatus | null>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: users.id, status: users.accountStatus })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** When the token's user authenticated (Cognito's auth_time; iat where it is missing), in ms. */
function authenticatedAtMs(claims: Record<string, unknown>): number | undefined {
  const at = typeof claims.auth_time === "number" ? claims.auth_time : claims.iat;
  return typeof at === "number" ? at * 1000 : undefined;
}

/**
 * The live user bound to a verified token's `sub` (its id, or undefined), and path 2: the pool
 * issues no token to an account that must change its temporary password or is disabled, so a
 * token authenticated after the stored status was written says the account is ACTIVE. Seconds
 * (auth_time) against milliseconds: a sign-in in the same second as the change is left to the
 * reconcile rather than guessed. Costs nothing more than the lookup unless the status changes.
 */
export async function resolveSignedInUser(
  db: Db,
  identity: { sub: string; claims: Record<string, unknown> },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id, status: users.accountStatus, at: users.accountStatusAt })
    .from(users)
    .where(and(eq(users.sub, identity.sub), isNull(users.deletedAt)))
    .limit(1);
  if (!row || row.status === "ACTIVE") return row?.id;
  const authenticated = authenticatedAtMs(identity.claims);
  if (authenticated !== undefined && (row.at === null || authenticated > row.at.getTime())) {
    // Only over the status that was read: a change written meanwhile (a reset) wins.
    await db
      .update(users)
      .set({ accountStatus: "ACTIVE", accountStatusAt: new Date(authenticated) })
      .where(and(eq(users.id, row.id), unchangedSince(row.at)));
  }
  return row.id;
}

const unchangedSince = (at: Date | null) =>
  at === null ? isNull(users.accountStatusAt) : eq(users.accountStatusAt, at);

/**
 * Path 3 (and 4): every live staff row bound to an identity user gets the pool's status, in at
 * most two pool listings whatever the number of rows (IdentityAdmin.statusesBySub); a row whose
 * identity user is gone gets null. A row written meanwhile (by the API, or a sign-in) keeps that
 * newer value. Answers the number of rows changed.
 */
export async function reconcileStatuses(
  db: Db,
  identity: Pick<IdentityAdmin, "statusesBySub">,
): Promise<number> {
  const rows = await db
    .select({
      id: users.id,
      sub: users.sub,
      status: users.accountStatus,
      at: users.accountStatusAt,
    })
    .from(users)
    .where(and(isNotNull(users.sub), isNull(users.deletedAt), eq(users.machine, false)));
  if (rows.length === 0) return 0;
  // Taken before asking: a sign-in completed while the pool answers is then still "after" it.
  const asked = new Date();
  const pool = await identity.statusesBySub(rows.map((r) => r.sub!));
  let changed = 0;
  for (const row of rows) {
    const status = pool.get(row.sub!) ?? null;
    if (status === row.status) continue;
    const updated = await db
      .update(users)
      .set({ accountStatus: status, accountStatusAt: asked })
      .where(and(eq(users.id, row.id), unchangedSince(row.at)))
      .returning({ id: users.id });
    changed += updated.length;
  }
  return changed;
}

/**
 * Runs `reconcileStatuses` every STATUS_RECONCILE_INTERVAL_MS until stopped (one run at a time;
 * a failure is logged and the next run tries again). Unref'd: it never keeps a process alive.
 */
export function startStatusReconciler(
  db: Db,
  identity: Pick<IdentityAdmin, "statusesBySub">,
  log: { warn(object: object, message: string): void },
  intervalMs = STATUS_RECONCILE_INTERVAL_MS,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcileStatuses(db, identity)
      .catch((error: unknown) =>
        log.warn({ err: error }, "could not reconcile account statuses with the identity pool"),
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
