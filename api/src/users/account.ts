import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { writeAudit } from "../history/audit";
import { fieldError, notFound } from "../platform/errors";
import {
  isValidPassword,
  PASSWORD_RULE_MESSAGE,
  type AccountStatus,
  type IdentityAdmin,
} from "./identity-admin";
import { recordTemporaryPassword, statusesOf } from "./account-status";
import { loadUsers, type UserRecord } from "./repository";
import { users } from "./tables";

export type ManagedUserRecord = UserRecord & { status: AccountStatus | null };

/**
 * The live users of `ids` (in that order) with their account status as stored
 * (account-status.ts): one more query beside the records' own, run alongside them, never a pool
 * call, so a list page costs what any list does (issue #42). Null: not known yet (a row not bound
 * to an identity user, or not reconciled since it was).
 */
export async function loadManagedUsers(
  db: Db,
  ids: readonly number[],
): Promise<ManagedUserRecord[]> {
  if (ids.length === 0) return [];
  const [records, statuses] = await Promise.all([loadUsers(db, ids), statusesOf(db, ids)]);
  return records.map((record) => ({ ...record, status: statuses.get(record.id) ?? null }));
}

/**
 * 「パスワードを再設定」: the identity user gets the temporary password the administrator typed
 * (AdminSetUserPassword, Permanent false), so the next sign-in asks for a new one
 * (NEW_PASSWORD_REQUIRED). The row itself does not change (no new version); the audit row says a
 * reset happened and who did it, never the password; the stored status becomes 仮パスワード. The
 * pool call is the transaction's last step.
 */
export async function resetPassword(
  db: Db,
  identity: IdentityAdmin,
  id: number,
  temporaryPassword: string,
  actor: number,
): Promise<ManagedUserRecord> {
  if (!isValidPassword(temporaryPassword))
    throw fieldError("temporaryPassword", PASSWORD_RULE_MESSAGE);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .for("update");
    if (!row) throw notFound();
    await writeAudit(tx, {
      entity: "users",
      entityId: id,
      action: "update",
      changes: { passwordReset: { from: null, to: true } },
      userId: actor,
    });
    // Stored before the pool call (a refusal rolls it back), stamped before it too.
    await recordTemporaryPassword(tx, id, new Date());
    await identity.setTemporaryPassword(row.email, temporaryPassword);
  });
  const [user] = await loadManagedUsers(db, [id]);
  return user!;
}
