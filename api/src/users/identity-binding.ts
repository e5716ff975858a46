import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../platform/errors";
import { reconcileStatuses } from "./account-status";
import type { IdentityAdmin } from "./identity-admin";
import { users } from "./tables";

export interface BindingLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface BindingResult {
  /** Rows that got their `sub` now. */
  bound: number;
  /** Live rows still without one (they cannot sign in): e-mail and why. */
  unbound: { id: number; email: string; reason: "missing" | "ambiguous" | "taken" }[];
  /** Rows whose stored account status changed to the pool's; undefined if the pool could not say. */
  statusesChanged?: number;
}

/**
 * Binds the live user rows that have no `sub` yet to their identity user (the one whose e-mail
 * attribute is the row's address): rows created before users.sub existed, and the demo seed,
 * which stays deterministic and so cannot know the subs the emulator generated. Run when the API
 * starts (main.ts, the test harnesses); rows already bound are never looked at again, so a later
 * change of an identity user's e-mail can never move a row to another identity.
 *
 * A row is left unbound (and its user refused, 401/404) when the pool has no user with that
 * address, or more than one (the address cannot say which), or when that sub is already bound to
 * another row. Idempotent and safe with replicas starting together (`where sub is null`).
 *
 * Then the stored account statuses are reconciled with the pool (account-status.ts): the rows
 * just bound, and whatever changed in the pool while the API was down, are right from the start.
 */
export async function bindIdentitySubs(
  db: Db,
  identity: Pick<IdentityAdmin, "subsByEmail" | "statusesBySub">,
  log?: BindingLog,
): Promise<BindingResult> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(isNull(users.sub), isNull(users.deletedAt)))
    .orderBy(users.id);
  const result: BindingResult = { bound: 0, unbound: [] };
  for (const row of rows) {
    const email = row.email.toLowerCase();
    const subs = await identity.subsByEmail(email);
    if (subs.length !== 1) {
      result.unbound.push({
        id: row.id,
        email,
        reason: subs.length === 0 ? "missing" : "ambiguous",
      });
      continue;
    }
    try {
      const updated = await db
        .update(users)
        .set({ sub: subs[0]! })
        .where(and(eq(users.id, row.id), isNull(users.sub)))
        .returning({ id: users.id });
      result.bound += updated.length;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      result.unbound.push({ id: row.id, email, reason: "taken" });
    }
  }
  // Not worth failing the start for: the periodic reconcile tries again.
  result.statusesChanged = await reconcileStatuses(db, identity).catch((error: unknown) => {
    log?.warn({ err: error }, "could not reconcile account statuses with the identity pool");
    return undefined;
  });
  if (result.bound > 0) log?.info({ bound: result.bound }, "bound user rows to identity subs");
  if (result.unbound.length > 0) {
    log?.warn(
      { unbound: result.unbound },
      "user rows without an identity sub: these users cannot sign in until an identity user with that e-mail exists (restart the API to bind)",
    );
  }
  return result;
}
