import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { writeAudit } from "../history/audit";
import { fieldError, notFound } from "../platform/errors";
import {
  isValidPassword,
  PASSWORD_RULE_MESSAGE,
  type AccountStatus,
  type IdentityAdmin,
} from "./identity-admin";
import { loadUser, type UserRecord } from "./repository";
import { users } from "./tables";

export type ManagedUserRecord = UserRecord & { status: AccountStatus | null };

/**
 * The records with their user-pool status. The pool is the truth: the API cannot see a first
 * sign-in (the new password is set between the browser and the pool), so a status column kept by
 * the API's own writes would say 仮パスワード forever. The pool is asked at most twice per call
 * (IdentityAdmin.statusesBySub), never once per row. If it cannot be reached the records are still
 * answered, with a null status: a list page must not fail for a column.
 */
export async function withStatuses(
  db: Db,
  identity: IdentityAdmin,
  records: UserRecord[],
): Promise<ManagedUserRecord[]> {
  if (records.length === 0) return [];
  const rows = await db
    .select({ id: users.id, sub: users.sub })
    .from(users)
    .where(
      inArray(
        users.id,
        records.map((r) => r.id),
      ),
    );
  const subOf = new Map(rows.map((r) => [r.id, r.sub]));
  const subs = [...subOf.values()].filter((s): s is string => Boolean(s));
  const statuses = await identity.statusesBySub(subs).catch(() => undefined);
  return records.map((record) => {
    const sub = subOf.get(record.id);
    return { ...record, status: (sub && statuses?.get(sub)) || null };
  });
}

/**
 * 「パスワードを再設定」: the identity user gets the temporary password the administrator typed
 * (AdminSetUserPassword, Permanent false), so the next sign-in asks for a new one
 * (NEW_PASSWORD_REQUIRED). The row itself does not change (no new version); the audit row says a
 * reset happened and who did it, never the password. The pool call is the transaction's last step.
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
    await identity.setTemporaryPassword(row.email, temporaryPassword);
  });
  const [user] = await withStatuses(db, identity, [(await loadUser(db, id))!]);
  return user!;
}
