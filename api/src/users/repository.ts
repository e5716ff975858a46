import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { flagsOf, type Flags } from "../auth/flags";
import { ROLE_GRANTS, type Flag } from "@cfx/domain/flags";
import { associateCompanies, clients, roleTypes, teams } from "../masters/tables";
import { userAssociateCompanies, userClients, users, userTeams } from "./tables";

export interface NamedRef {
  id: number;
  name: string;
}

/** The user record of docs/CONTRACTS.md (GET /login, /basis/users…). */
export interface UserRecord {
  id: number;
  name: string;
  nameKana: string | null;
  email: string;
  roleTypeId: number;
  roleType: NamedRef;
  associateCompanies: NamedRef[];
  teams: NamedRef[];
  clients: NamedRef[];
  role: Flags;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** True for the acting row of a machine client (machine-clients/tables.ts). */
export async function isMachineUser(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex.select({ machine: users.machine }).from(users).where(eq(users.id, id));
  return rows[0]?.machine === true;
}

/** Full records of the live users with these ids, in the order of `ids` (constant number of queries). */
export async function loadUsers(ex: Executor, ids: readonly number[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [base, companyRows, teamRows, clientRows] = await Promise.all([
    ex
      .select({
        id: users.id,
        name: users.name,
        nameKana: users.nameKana,
        email: users.email,
        roleTypeId: users.roleTypeId,
        roleTypeName: roleTypes.name,
        version: users.version,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .innerJoin(roleTypes, eq(roleTypes.id, users.roleTypeId))
      .where(and(inArray(users.id, unique), isNull(users.deletedAt))),
    ex
      .select({
        userId: userAssociateCompanies.userId,
        id: associateCompanies.id,
        name: associateCompanies.name,
      })
      .from(userAssociateCompanies)
      .innerJoin(
        associateCompanies,
        eq(associateCompanies.id, userAssociateCompanies.associateCompanyId),
      )
      .where(
        and(inArray(userAssociateCompanies.userId, unique), isNull(associateCompanies.deletedAt)),
      )
      .orderBy(asc(userAssociateCompanies.position)),
    ex
      .select({ userId: userTeams.userId, id: teams.id, name: teams.name })
      .from(userTeams)
      .innerJoin(teams, eq(teams.id, userTeams.teamId))
      .where(and(inArray(userTeams.userId, unique), isNull(teams.deletedAt)))
      .orderBy(asc(userTeams.position)),
    ex
      .select({ userId: userClients.userId, id: clients.id, name: clients.name })
      .from(userClients)
      .innerJoin(clients, eq(clients.id, userClients.clientId))
      .where(and(inArray(userClients.userId, unique), isNull(clients.deletedAt)))
      .orderBy(asc(userClients.position)),
  ]);
  const group = (rows: { userId: number; id: number; name: string }[]) => {
    const map = new Map<number, NamedRef[]>();
    for (const { userId, id, name } of rows) {
      const list = map.get(userId) ?? [];
      list.push({ id, name });
      map.set(userId, list);
    }
    return map;
  };
  const companies = group(companyRows);
  const teamMap = group(teamRows);
  const clientMap = group(clientRows);
  const byId = new Map(
    base.map((u) => [
      u.id,
      {
        id: u.id,
        name: u.name,
        nameKana: u.nameKana,
        email: u.email,
        roleTypeId: u.roleTypeId,
        roleType: { id: u.roleTypeId, name: u.roleTypeName },
        associateCompanies: companies.get(u.id) ?? [],
        teams: teamMap.get(u.id) ?? [],
        clients: clientMap.get(u.id) ?? [],
        role: flagsOf(u.roleTypeId),
        version: u.version,
        createdAt: u.createdAt,
        updatedAt: u.updatedAt,
      } satisfies UserRecord,
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((u): u is UserRecord => u !== undefined);
}

/**
 * `{id, name}` of the live users (all of them, or those of `ids`), by id. Deleted users are left
 * out even when asked for by id: a record pointing at one shows no name rather than a former
 * colleague's.
 */
export async function listUserNames(
  ex: Executor,
  ids: readonly number[] | undefined,
  flag?: Flag,
): Promise<NamedRef[]> {
  return ex
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        ids ? inArray(users.id, [...ids]) : undefined,
        flag ? inArray(users.roleTypeId, roleTypesWith(flag)) : undefined,
        // A machine client's row is named when asked by id (a history, a stamp), never offered
        // as a person to choose.
        ids && !flag ? undefined : eq(users.machine, false),
      ),
    )
    .orderBy(asc(users.id));
}

/** The role types that grant `flag` (docs/DOMAIN.md's table): who can do that work. */
export function roleTypesWith(flag: Flag): number[] {
  return Object.entries(ROLE_GRANTS)
    .filter(([, flags]) => flags.includes(flag))
    .map(([id]) => Number(id));
}

export async function loadUser(ex: Executor, id: number): Promise<UserRecord | undefined> {
  return (await loadUsers(ex, [id]))[0];
}
