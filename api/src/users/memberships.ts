// A user's memberships (associate companies, teams, clients): the reference check that refuses
// missing ones, and the ordered link rows create and patch replace and audit. Split from
// service.ts (issue #41): the link tables are a concern of their own beside the user row.
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { badRequest, type FieldErrors } from "../platform/errors";
import { associateCompanies, clients, roleTypes, teams } from "../masters/tables";
import { userAssociateCompanies, userClients, userTeams } from "./tables";

export interface Memberships {
  associateCompanyIds?: number[];
  teamIds?: number[];
  clientIds?: number[];
}

/** 400 for references to missing role types / companies / teams / clients (all fields at once). */
export async function checkReferences(
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

/** Replaces a user's memberships of one kind, keeping the given order. */
export async function replaceLinks(tx: Tx, userId: number, m: Memberships): Promise<void> {
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

export async function currentLinks(tx: Tx, userId: number): Promise<Required<Memberships>> {
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
