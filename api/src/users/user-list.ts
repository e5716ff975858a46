// The staff user list (GET /users and its CSV export share the sort keys and filters) and the
// single-user read that create and patch answer with. Split from service.ts (issue #41) so the
// reads live apart from the writes that keep the API rows and identity in step.
import { eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { likePattern, listRecords, type ListQuery, type ListResult } from "../platform/list";
import { toKatakana } from "../platform/normalize";
import { loadManagedUsers, type ManagedUserRecord } from "./account";
import { userAssociateCompanies, userClients, users, userTeams } from "./tables";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

export interface UserFilters extends ListQuery {
  name?: string;
  email?: string;
  roleTypeId?: number;
  associateCompanyId?: number;
  teamId?: number;
  clientId?: number;
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

/** A page of the list with each account's stored status: no identity pool call (issue #42). */
export async function listUsers(
  db: Db,
  query: UserFilters,
): Promise<ListResult<ManagedUserRecord>> {
  const page = await listRecords(db, users, query, {
    sortable: userSortable,
    where: userListWhere(db, query),
  });
  return {
    ...page,
    rows: await loadManagedUsers(
      db,
      page.rows.map((r) => r.id),
    ),
  };
}

/** One user with its stored account status, or undefined. */
export async function getUser(db: Db, id: number): Promise<ManagedUserRecord | undefined> {
  return (await loadManagedUsers(db, [id]))[0];
}
