// The staff user writes (create, patch, delete), each keeping the API row, its memberships, the
// audit row and the identity account in step, all or nothing. The list and single-user reads
// are in user-list.ts, the membership links in memberships.ts (issue #41).
import { and, eq, isNull, isNotNull, sql } from "drizzle-orm";
import { invalidateCachedUser } from "../auth/user-cache";
import type { Db, Tx } from "../db/client";
import { diffChanges, writeAudit } from "../history/audit";
import { lockVersioned, softDeleteRecord } from "../platform/crud";
import { conflict, fieldError, isUniqueViolation, type FieldErrors } from "../platform/errors";
import { isKatakana, normalizeEmail, toKatakana } from "../platform/normalize";
import { isValidPassword, PASSWORD_RULE_MESSAGE, type IdentityAdmin } from "./identity-admin";
import type { ManagedUserRecord } from "./account";
import { recordStatus, recordTemporaryPassword } from "./account-status";
import { checkReferences, currentLinks, replaceLinks, type Memberships } from "./memberships";
import { getUser } from "./user-list";
import { users } from "./tables";

// The reads stay importable from here, where the routes and tests look for them.
export { getUser, listUsers } from "./user-list";

export const DUPLICATE_EMAIL = "このメールアドレスは既に登録されています";

/**
 * 氏名カナ as stored: full-width katakana (hiragana and half-width kana converted), null when
 * empty; anything else is refused on its field.
 */
function kanaOf(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const kana = toKatakana(value);
  if (kana === "") return null;
  if (!isKatakana(kana)) throw fieldError("nameKana", "フリガナは全角カタカナで入力してください");
  return kana;
}

export interface CreateUserInput extends Memberships {
  name: string;
  nameKana?: string | null;
  email: string;
  roleTypeId: number;
  temporaryPassword: string;
}

export interface PatchUserInput extends Memberships {
  version: number;
  temporaryPassword?: string;
  name?: string;
  nameKana?: string | null;
  email?: string;
  roleTypeId?: number;
}

async function emailTaken(ex: Db | Tx, email: string, exceptId?: number): Promise<boolean> {
  const rows = await ex
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        isNull(users.deletedAt),
        exceptId === undefined ? undefined : sql`${users.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const rethrowDuplicate = (error: unknown): never => {
  if (isUniqueViolation(error)) throw fieldError("email", DUPLICATE_EMAIL);
  throw error;
};

/**
 * Creates the API row, its memberships and audit row, and the identity user, all or nothing: the
 * identity call is the last step inside the transaction (its failure rolls the rows back), and
 * if the commit itself fails afterwards the identity user is removed again.
 */
export async function createUser(
  db: Db,
  identity: IdentityAdmin,
  input: CreateUserInput,
  actor: number,
): Promise<ManagedUserRecord> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const nameKana = kanaOf(input.nameKana) ?? null;
  if (!isValidPassword(input.temporaryPassword))
    throw fieldError("temporaryPassword", PASSWORD_RULE_MESSAGE);
  await checkReferences(db, input);
  let identityCreated = false;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      if (await emailTaken(tx, email)) throw fieldError("email", DUPLICATE_EMAIL);
      const values = { name, nameKana, email, roleTypeId: input.roleTypeId };
      const [row] = await tx
        .insert(users)
        .values({ ...values, createdBy: actor, updatedBy: actor })
        .returning({ id: users.id });
      const userId = row!.id;
      const links = {
        associateCompanyIds: input.associateCompanyIds ?? [],
        teamIds: input.teamIds ?? [],
        clientIds: input.clientIds ?? [],
      };
      await replaceLinks(tx, userId, links);
      await writeAudit(tx, {
        entity: "users",
        entityId: userId,
        action: "create",
        changes: diffChanges(null, { ...values, ...links }),
        userId: actor,
      });
      // 仮パスワード from the start; stamped before the pool call (see account-status.ts).
      await recordStatus(tx, userId, "TEMPORARY_PASSWORD", new Date());
      const { sub } = await createIdentityUser(tx, identity, {
        email,
        name,
        temporaryPassword: input.temporaryPassword,
      });
      identityCreated = true;
      // The row is bound to this identity user for good: requests are matched by `sub`.
      await tx.update(users).set({ sub }).where(eq(users.id, userId));
      return userId;
    });
  } catch (error) {
    if (identityCreated) await identity.deleteUser(email).catch(() => undefined);
    return rethrowDuplicate(error);
  }
  return (await getUser(db, id))!;
}

/**
 * A deleted user's identity account still exists (disabled). Registering the address again
 * replaces it (a new identity user, so a new `sub`: the old row's tokens never match the new row);
 * an enabled identity account the API does not know stays a duplicate.
 */
async function createIdentityUser(
  tx: Tx,
  identity: IdentityAdmin,
  input: { email: string; name: string; temporaryPassword: string },
): Promise<{ sub: string }> {
  try {
    return await identity.createUser(input);
  } catch (error) {
    const duplicate = (error as { body?: FieldErrors }).body?.email?.[0] === DUPLICATE_EMAIL;
    if (!duplicate) throw error;
    const deletedRow = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email}`, isNotNull(users.deletedAt)))
      .limit(1);
    if (deletedRow.length === 0 || (await identity.status(input.email)) !== "disabled") throw error;
    await identity.deleteUser(input.email);
    return identity.createUser(input);
  }
}

/**
 * Applies the changed fields (optimistic version). E-mail/name changes and a password reset are
 * mirrored to identity as the last steps of the transaction; if the commit fails afterwards the
 * identity attributes are put back (a reset password cannot be, but it only forces a new one).
 */
export async function patchUser(
  db: Db,
  identity: IdentityAdmin,
  id: number,
  input: PatchUserInput,
  actor: number,
): Promise<ManagedUserRecord> {
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const name = input.name?.trim();
  const nameKana = kanaOf(input.nameKana);
  if (input.temporaryPassword !== undefined && !isValidPassword(input.temporaryPassword)) {
    throw fieldError("temporaryPassword", PASSWORD_RULE_MESSAGE);
  }
  await checkReferences(db, input);
  let mirrored:
    { from: { email: string; name: string }; to: { email?: string; name?: string } } | undefined;
  try {
    await db.transaction(async (tx) => {
      const before = await lockVersioned(tx, users, id, input.version);
      if (
        email !== undefined &&
        email !== before.email.toLowerCase() &&
        (await emailTaken(tx, email, id))
      ) {
        throw fieldError("email", DUPLICATE_EMAIL);
      }
      const changes: {
        name?: string;
        nameKana?: string | null;
        email?: string;
        roleTypeId?: number;
      } = {};
      if (name !== undefined) changes.name = name;
      if (nameKana !== undefined) changes.nameKana = nameKana;
      if (email !== undefined) changes.email = email;
      if (input.roleTypeId !== undefined) changes.roleTypeId = input.roleTypeId;
      const updated = await tx
        .update(users)
        .set({
          ...changes,
          version: sql`${users.version} + 1`,
          updatedAt: new Date(),
          updatedBy: actor,
        })
        .where(and(eq(users.id, id), eq(users.version, input.version)))
        .returning({ id: users.id });
      if (updated.length === 0) throw conflict();
      const linksBefore = await currentLinks(tx, id);
      await replaceLinks(tx, id, input);
      const linkChanges = diffChanges(linksBefore, {
        associateCompanyIds: input.associateCompanyIds,
        teamIds: input.teamIds,
        clientIds: input.clientIds,
      });
      await writeAudit(tx, {
        entity: "users",
        entityId: id,
        action: "update",
        changes: {
          ...diffChanges(before, changes),
          ...linkChanges,
          // Never the password itself.
          ...(input.temporaryPassword !== undefined
            ? { passwordReset: { from: null, to: true } }
            : {}),
        },
        userId: actor,
      });
      const identityChanges: { email?: string; name?: string } = {};
      if (email !== undefined && email !== before.email) identityChanges.email = email;
      if (name !== undefined && name !== before.name) identityChanges.name = name;
      if (Object.keys(identityChanges).length > 0) {
        await identity.updateUser(before.email, identityChanges);
        mirrored = { from: { email: before.email, name: before.name }, to: identityChanges };
      }
      if (input.temporaryPassword !== undefined) {
        await recordTemporaryPassword(tx, id, new Date());
        await identity.setTemporaryPassword(
          identityChanges.email ?? before.email,
          input.temporaryPassword,
        );
      }
    });
  } catch (error) {
    if (mirrored) {
      // The commit failed after identity changed: put identity back.
      const current = mirrored.to.email ?? mirrored.from.email;
      await identity.updateUser(current, mirrored.from).catch(() => undefined);
    }
    return rethrowDuplicate(error);
  }
  // Committed: this process's requests with the user's token see the new row from now on.
  invalidateCachedUser(db, id);
  return (await getUser(db, id))!;
}

/** Soft-deletes the row (version checked) and disables the identity user, all or nothing. */
export async function deleteUser(
  db: Db,
  identity: IdentityAdmin,
  id: number,
  version: number,
  actor: number,
): Promise<void> {
  if (id === actor) throw fieldError("id", "自分自身は削除できません");
  await db.transaction(async (tx) => {
    const before = await softDeleteRecord(tx, users, id, version, actor);
    await recordStatus(tx, id, "DISABLED", new Date());
    await identity.disableUser(before.email);
  });
  // Committed: the deleted user's tokens are refused (401) from the next request on.
  invalidateCachedUser(db, id);
}
