// Registering machine clients and finding the caller behind a client's token (issue #39).
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import {
  flagsOfScopes,
  isMachineScope,
  scopesOfClaim,
  type MachineScope,
} from "@cfx/domain/machine-scopes";
import type { AuthUser } from "../auth/hooks";
import { CONSTRUCTION_STAFF_ROLE } from "../auth/flags";
import { invalidateCachedUser } from "../auth/user-cache";
import type { Db, Executor, Tx } from "../db/client";
import { associateCompanies } from "../masters/tables";
import { insertRecord, softDeleteRecord, updateRecord } from "../platform/crud";
import { badRequest, notFound } from "../platform/errors";
import { loadUser } from "../users/repository";
import { userAssociateCompanies, users } from "../users/tables";
import { clientSecretMatches, hashClientSecret, newClientId, newClientSecret } from "./secrets";
import { machineClients } from "./tables";

export type MachineClientRow = typeof machineClients.$inferSelect;

/** What the list and the edit page show: never the secret nor its hash. */
export interface MachineClientRecord {
  id: number;
  version: number;
  clientId: string;
  name: string;
  scopes: MachineScope[];
  associateCompany: { id: number; name: string } | null;
  disabled: boolean;
  hasSecret: boolean;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdBy: number | null;
  updatedBy: number | null;
}

/** How clients are made: local mode makes the id and secret, Cognito mode registers its own. */
export type ClientMode = "local" | "cognito";

const ROLE_OF_OFFICE_CLIENT = 1;

export async function listMachineClients(
  ex: Executor,
  id?: number,
): Promise<MachineClientRecord[]> {
  const rows = await ex
    .select({ client: machineClients, companyName: associateCompanies.name })
    .from(machineClients)
    .leftJoin(associateCompanies, eq(associateCompanies.id, machineClients.associateCompanyId))
    .where(
      and(
        isNull(machineClients.deletedAt),
        id === undefined ? undefined : eq(machineClients.id, id),
      ),
    )
    .orderBy(asc(machineClients.name), asc(machineClients.id));
  return rows.map(({ client, companyName }) => ({
    id: client.id,
    version: client.version,
    clientId: client.clientId,
    name: client.name,
    scopes: client.scopes.filter(isMachineScope),
    associateCompany:
      client.associateCompanyId === null
        ? null
        : { id: client.associateCompanyId, name: companyName ?? "" },
    disabled: client.disabledAt !== null,
    hasSecret: client.secretHash !== null,
    lastUsedAt: client.lastUsedAt,
    createdAt: client.createdAt,
    updatedAt: client.updatedAt,
    createdBy: client.createdBy,
    updatedBy: client.updatedBy,
  }));
}

export async function getMachineClient(ex: Executor, id: number): Promise<MachineClientRecord> {
  const record = (await listMachineClients(ex, id))[0];
  if (!record) throw notFound();
  return record;
}

export interface MachineClientInput {
  name: string;
  scopes: string[];
  associateCompanyId: number | null;
}

async function checkInput(tx: Tx, input: Partial<MachineClientInput>): Promise<void> {
  const unknown = (input.scopes ?? []).filter((s) => !isMachineScope(s));
  if (unknown.length) badRequestThrow("scopes", `不明なスコープです: ${unknown.join(", ")}`);
  if (input.associateCompanyId) {
    const company = await tx
      .select({ id: associateCompanies.id })
      .from(associateCompanies)
      .where(
        and(
          eq(associateCompanies.id, input.associateCompanyId),
          isNull(associateCompanies.deletedAt),
        ),
      );
    if (!company[0]) badRequestThrow("associateCompanyId", "指定された協力会社が存在しません");
  }
}

function badRequestThrow(field: string, message: string): never {
  throw badRequest({ [field]: [message] });
}

/** The acting user row's fields for a client (its name, and 工事担当 of the company if any). */
function actorValues(input: MachineClientInput) {
  return {
    name: input.name,
    roleTypeId: input.associateCompanyId ? CONSTRUCTION_STAFF_ROLE : ROLE_OF_OFFICE_CLIENT,
  };
}

async function setActorCompany(tx: Tx, userId: number, companyId: number | null): Promise<void> {
  await tx.delete(userAssociateCompanies).where(eq(userAssociateCompanies.userId, userId));
  if (companyId) {
    await tx
      .insert(userAssociateCompanies)
      .values({ userId, associateCompanyId: companyId, position: 0 });
  }
}

/**
 * Registers a client. Local mode makes its id and secret (the secret is answered here once and
 * kept only as a hash); Cognito mode registers the app client id made in the user pool.
 */
export async function createMachineClient(
  tx: Tx,
  input: MachineClientInput & { clientId?: string },
  actor: number,
  mode: ClientMode,
): Promise<{ id: number; secret: string | null }> {
  await checkInput(tx, input);
  const clientId = mode === "local" ? newClientId() : (input.clientId ?? "").trim();
  if (mode === "cognito" && !/^[\w-]{1,128}$/.test(clientId)) {
    badRequestThrow("clientId", "CognitoのアプリクライアントIDを入力してください");
  }
  const taken = await tx
    .select({ id: machineClients.id })
    .from(machineClients)
    .where(eq(machineClients.clientId, clientId));
  if (taken[0]) badRequestThrow("clientId", "このクライアントIDは既に登録されています");
  const [actorRow] = await tx
    .insert(users)
    .values({
      ...actorValues(input),
      email: `${clientId}@machine-clients.invalid`,
      machine: true,
      createdBy: actor,
      updatedBy: actor,
    })
    .returning({ id: users.id });
  await setActorCompany(tx, actorRow!.id, input.associateCompanyId);
  const row = await insertRecord(
    tx,
    machineClients,
    {
      clientId,
      name: input.name,
      scopes: input.scopes,
      associateCompanyId: input.associateCompanyId,
      userId: actorRow!.id,
    },
    actor,
  );
  // The hash goes in after the audited insert: the audit trail never holds it.
  const secret = mode === "local" ? newClientSecret() : null;
  if (secret) {
    await tx
      .update(machineClients)
      .set({ secretHash: await hashClientSecret(secret) })
      .where(eq(machineClients.id, row.id));
  }
  return { id: row.id, secret };
}

export async function updateMachineClient(
  db: Db,
  id: number,
  version: number,
  changes: Partial<MachineClientInput> & { disabled?: boolean },
  actor: number,
): Promise<void> {
  const userId = await db.transaction(async (tx) => {
    await checkInput(tx, changes);
    const { disabled, ...own } = changes;
    const { after } = await updateRecord(
      tx,
      machineClients,
      id,
      version,
      {
        ...own,
        ...(disabled === undefined ? {} : { disabledAt: disabled ? new Date() : null }),
      } as Partial<MachineClientRow>,
      actor,
    );
    await tx
      .update(users)
      .set({ ...actorValues(after), updatedBy: actor, updatedAt: new Date() })
      .where(eq(users.id, after.userId));
    await setActorCompany(tx, after.userId, after.associateCompanyId);
    return after.userId;
  });
  // A disabled client's tokens stop at once on this API process (other processes: their cache TTL).
  invalidateCachedUser(db, userId);
}

/** A new secret (local mode): the old one stops working for new tokens at once. */
export async function rotateMachineClientSecret(
  db: Db,
  id: number,
  version: number,
  actor: number,
): Promise<string> {
  const secret = newClientSecret();
  const secretHash = await hashClientSecret(secret);
  await db.transaction(async (tx) => {
    const { after } = await updateRecord(tx, machineClients, id, version, {}, actor, {
      secret: { from: null, to: "再発行" },
    });
    if (after.secretHash === null) {
      badRequestThrow(
        "secret",
        "Cognitoのクライアントのシークレットはユーザープールで再発行してください",
      );
    }
    await tx.update(machineClients).set({ secretHash }).where(eq(machineClients.id, id));
  });
  return secret;
}

export async function deleteMachineClient(
  db: Db,
  id: number,
  version: number,
  actor: number,
): Promise<void> {
  const userId = await db.transaction(async (tx) => {
    const before = await softDeleteRecord(tx, machineClients, id, version, actor);
    await tx
      .update(users)
      .set({ deletedAt: new Date(), updatedBy: actor })
      .where(eq(users.id, before.userId));
    return before.userId;
  });
  invalidateCachedUser(db, userId);
}

/** The scopes a live, enabled client may have on a token (the token endpoint's check). */
export async function authenticateClient(
  ex: Executor,
  clientId: string,
  secret: string,
): Promise<MachineScope[] | undefined> {
  const row = (
    await ex.select().from(machineClients).where(eq(machineClients.clientId, clientId))
  )[0];
  // The hash is compared even for an unknown client, so timing does not tell which ids exist.
  const matches = await clientSecretMatches(secret, row?.secretHash ?? DUMMY_HASH);
  if (!row || !matches || row.deletedAt || row.disabledAt) return undefined;
  return row.scopes.filter(isMachineScope);
}

const DUMMY_HASH = "scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * The caller behind a verified client token: the client's acting user with the flags of the
 * scopes both registered and on the token, or undefined (unknown, deleted or disabled client).
 */
export async function machineCaller(
  ex: Executor,
  machine: { clientId: string; scope: string },
): Promise<AuthUser | undefined> {
  const row = (
    await ex
      .select()
      .from(machineClients)
      .where(and(eq(machineClients.clientId, machine.clientId), isNull(machineClients.deletedAt)))
  )[0];
  if (!row || row.disabledAt) return undefined;
  const record = await loadUser(ex, row.userId);
  if (!record) return undefined;
  const registered = new Set(row.scopes);
  const scopes = scopesOfClaim(machine.scope).filter((s) => registered.has(s));
  await touchLastUsed(ex, row.id);
  return {
    id: record.id,
    email: "",
    name: record.name,
    roleTypeId: record.roleTypeId,
    flags: flagsOfScopes(scopes),
    associateCompanyIds: record.associateCompanies.map((c) => c.id),
    teamIds: [],
    clientIds: [],
    machineClient: { id: row.id, clientId: row.clientId, scopes },
  };
}

/** Last use, kept to the minute: one small write a minute per client at most. */
async function touchLastUsed(ex: Executor, id: number): Promise<void> {
  await ex
    .update(machineClients)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(machineClients.id, id),
        or(
          isNull(machineClients.lastUsedAt),
          lt(machineClients.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      ),
    );
}
