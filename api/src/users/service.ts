import { and, eq, ilike, inArray, isNull, isNotNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { invalidateCachedUser } from "../auth/user-cache";
import type { Db, Tx } from "../db/client";
import { diffChanges, writeAudit } from "../history/audit";
import { lockVersioned, softDeleteRecord } from "../platform/crud";
import {
  badRequest,
  conflict,
  fieldError,
  isUniqueViolation,
  type FieldErrors,
} from "../platform/errors";
import { likePattern, listRecords, type ListQuery, type ListResult } from "../platform/list";
import { isKatakana, normalizeEmail, toKatakana } from "../platform/normalize";
import { associateCompanies, clients, roleTypes, teams } from "../masters/tables";
import { isValidPassword, PASSWORD_RULE_MESSAGE, type IdentityAdmin } from "./identity-admin";
import { withStatuses, type ManagedUserRecord } from "./account";
import { loadUser, loadUsers } from "./repository";
import { userAssociateCompanies, userClients, users, userTeams } from "./tables";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export const DUPLICATE_EMAIL = "このメールアドレスは既に登録されています";

export interface UserFilters extends ListQuery {
  name?: string;
  email?: string;
  roleTypeId?: number;
  associateCompanyId?: number;
  teamId?: number;
  clientId?: number;
}

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

/**
 * The user list's sort keys (shared by the list and its CSV export). Names sort by their reading
 * (氏名カナ), since kanji code points say nothing about 五十音 order; a user without kana sorts by
 * the name itself (kanji after all kana), and the id breaks ties.
 */
export const userSortable = {
  id: users.id,
  name: sql`coalesce(${users.nameKana}, ${users.name})`,
  email: users.email,
  roleType: users.roleTypeId,
};

/** The user list's filter conditions (shared by the list and its CSV export). */
export function userListWhere(db: Db, query: UserFilters) {
  // Membership filters: users having a link row to the given company/team/client.
  const member = (
    link: PgTable & { userId: AnyPgColumn },
    column: AnyPgColumn,
    value: number | undefined,
  ) =>
    value === undefined
      ? undefined
      : inArray(
          users.id,
          db
            .select({ id: link.userId })
            .from(link as Loose)
            .where(eq(column, value)),
        );
  return [
    // Staff only: a machine client's acting row is listed on its own screen.
    eq(users.machine, false),
    // The name filter also finds the reading: 「さとう」 or 「ｻﾄｳ」 finds 佐藤 健一.
    query.name
      ? or(
          ilike(users.name, likePattern(query.name.trim())),
          ilike(users.nameKana, likePattern(toKatakana(query.name))),
        )
      : undefined,
    query.email ? ilike(users.email, likePattern(query.email.trim())) : undefined,
    query.roleTypeId !== undefined ? eq(users.roleTypeId, query.roleTypeId) : undefined,
    member(
      userAssociateCompanies,
      userAssociateCompanies.associateCompanyId,
      query.associateCompanyId,
    ),
    member(userTeams, userTeams.teamId, query.teamId),
    member(userClients, userClients.clientId, query.clientId),
  ];
}

export async function listUsers(
  db: Db,
  identity: IdentityAdmin,
  query: UserFilters,
): Promise<ListResult<ManagedUserRecord>> {
  const page = await listRecords(db, users, query, {
    sortable: userSortable,
    where: userListWhere(db, query),
  });
  const ids = page.rows.map((r) => r.id);
  return { ...page, rows: await withStatuses(db, identity, await loadUsers(db, ids)) };
}

/** One user with its pool status, or undefined. */
export async function getUser(
  db: Db,
  identity: IdentityAdmin,
  id: number,
): Promise<ManagedUserRecord | undefined> {
  const user = await loadUser(db, id);
  return user && (await withStatuses(db, identity, [user]))[0];
}

interface Memberships {
  associateCompanyIds?: number[];
  teamIds?: number[];
  clientIds?: number[];
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

/** 400 for references to missing role types / companies / teams / clients (all fields at once). */
async function checkReferences(
  ex: Db | Tx,
  input: Memberships & { roleTypeId?: number },
): Promise<void> {
  const errors: FieldErrors = {};
  const missing = async (
    table: PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn },
    ids: number[] | undefined,
    field: string,
    label: string,
  ) => {
    if (!ids || ids.length === 0) return;
    const found = await ex
      .select({ id: table.id })
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .from(table as any)
      .where(and(inArray(table.id, ids), isNull(table.deletedAt)));
    if (found.length !== new Set(ids).size) errors[field] = [`該当する${label}が見つかりません`];
  };
  await missing(
    roleTypes,
    input.roleTypeId === undefined ? undefined : [input.roleTypeId],
    "roleTypeId",
    "権限種別",
  );
  await missing(associateCompanies, input.associateCompanyIds, "associateCompanyIds", "協力会社");
  await missing(teams, input.teamIds, "teamIds", "班");
  await missing(clients, input.clientIds, "clientIds", "発注元");
  if (Object.keys(errors).length > 0) throw badRequest(errors);
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

/** Replaces a user's memberships of one kind, keeping the given order. */
async function replaceLinks(tx: Tx, userId: number, m: Memberships): Promise<void> {
  if (m.associateCompanyIds) {
    await tx.delete(userAssociateCompanies).where(eq(userAssociateCompanies.userId, userId));
    if (m.associateCompanyIds.length > 0) {
      await tx.insert(userAssociateCompanies).values(
        m.associateCompanyIds.map((associateCompanyId, position) => ({
          userId,
          associateCompanyId,
          position,
        })),
      );
    }
  }
  if (m.teamIds) {
    await tx.delete(userTeams).where(eq(userTeams.userId, userId));
    if (m.teamIds.length > 0) {
      await tx
        .insert(userTeams)
        .values(m.teamIds.map((teamId, position) => ({ userId, teamId, position })));
    }
  }
  if (m.clientIds) {
    await tx.delete(userClients).where(eq(userClients.userId, userId));
    if (m.clientIds.length > 0) {
      await tx
        .insert(userClients)
        .values(m.clientIds.map((clientId, position) => ({ userId, clientId, position })));
    }
  }
}

async function currentLinks(tx: Tx, userId: number): Promise<Required<Memberships>> {
  const [a, t, c] = await Promise.all([
    tx
      .select({ id: userAssociateCompanies.associateCompanyId, p: userAssociateCompanies.position })
      .from(userAssociateCompanies)
      .where(eq(userAssociateCompanies.userId, userId)),
    tx
      .select({ id: userTeams.teamId, p: userTeams.position })
      .from(userTeams)
      .where(eq(userTeams.userId, userId)),
    tx
      .select({ id: userClients.clientId, p: userClients.position })
      .from(userClients)
      .where(eq(userClients.userId, userId)),
  ]);
  const ordered = (rows: { id: number; p: number }[]) =>
    rows.sort((x, y) => x.p - y.p).map((r) => r.id);
  return { associateCompanyIds: ordered(a), teamIds: ordered(t), clientIds: ordered(c) };
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
  return (await getUser(db, identity, id))!;
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
  return (await getUser(db, identity, id))!;
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
    await identity.disableUser(before.email);
  });
  // Committed: the deleted user's tokens are refused (401) from the next request on.
  invalidateCachedUser(db, id);
}
