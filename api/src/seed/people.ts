import { and, eq, isNull } from "drizzle-orm";
import { demoUsers, type DemoUser } from "@cfx/identity/demo-users";
import type { Tx } from "../db/client";
import { writeAudit } from "../history/audit";
import { syncIdSequence } from "../platform/crud";
import { associateCompanies, clients, teams } from "../masters/tables";
import { userAssociateCompanies, userClients, users, userTeams } from "../users/tables";

/**
 * The demo users of @cfx/identity/demo-users (the emulator bootstrap creates the same accounts),
 * with their company/team/client memberships resolved by name. Ids follow the list order (admin = 1).
 */
export async function seedPeople(tx: Tx, list: readonly DemoUser[] = demoUsers): Promise<void> {
  for (const [index, person] of list.entries()) {
    const id = index + 1;
    const email = person.email.toLowerCase();
    await tx.insert(users).values({
      id,
      name: person.name,
      nameKana: person.nameKana ?? null,
      email,
      roleTypeId: person.roleTypeId,
    });
    if (person.associateCompany) {
      const [company] = await tx
        .select({ id: associateCompanies.id })
        .from(associateCompanies)
        .where(
          and(
            eq(associateCompanies.name, person.associateCompany),
            isNull(associateCompanies.deletedAt),
          ),
        );
      if (!company) throw new Error(`seed: unknown associate company ${person.associateCompany}`);
      await tx
        .insert(userAssociateCompanies)
        .values({ userId: id, associateCompanyId: company.id, position: 0 });
      if (person.team) {
        const [team] = await tx
          .select({ id: teams.id })
          .from(teams)
          .where(and(eq(teams.associateCompanyId, company.id), eq(teams.name, person.team)));
        if (!team)
          throw new Error(`seed: unknown team ${person.team} of ${person.associateCompany}`);
        await tx.insert(userTeams).values({ userId: id, teamId: team.id, position: 0 });
      }
    }
    if (person.client) {
      const [client] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.name, person.client));
      if (!client) throw new Error(`seed: unknown client ${person.client}`);
      await tx.insert(userClients).values({ userId: id, clientId: client.id, position: 0 });
    }
    await writeAudit(tx, {
      entity: "users",
      entityId: id,
      action: "create",
      changes: {
        name: { from: null, to: person.name },
        nameKana: { from: null, to: person.nameKana ?? null },
        email: { from: null, to: email },
        roleTypeId: { from: null, to: person.roleTypeId },
      },
      userId: null,
    });
  }
  await syncIdSequence(tx, users);
}
