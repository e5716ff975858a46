// What every chapter of the demo story shares: the clock, a seeded PRNG, the rows being written
// (with ids given here, so rows can point at each other before anything is inserted) and the cast
// (masters, people, teams, thresholds) read from the database the demo masters were seeded into.
import { asc, isNull, max } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { ROLE_GRANTS, type Flag, type RoleTypeId } from "@cfx/domain/flags";
import type { Executor } from "../db/client";
import { attachments } from "../attachments/tables";
import {
  constructionEntries,
  constructionFreeSchedules,
  constructions,
  measurementThresholds,
  measurements,
  schedules,
} from "../constructions/tables";
import { externalSourceDetails, externalSources } from "../external-sources/tables";
import { lineCodes } from "../linecodes/tables";
import {
  associateCompanies,
  clients,
  contractDetailTypes,
  contractReceivers,
  contractTypes,
  customerServiceItems,
  deviceInstallationTypes,
  deviceModels,
  jobCategories,
  targetInstallationTypes,
  teams,
} from "../masters/tables";
import { negotiationHistories, negotiations } from "../negotiations/tables";
import { syncIdSequence } from "../platform/crud";
import { matters, projects } from "../projects/tables";
import { customerServices, customers, targetDetails, targets } from "../targets/tables";
import { users, userTeams } from "../users/tables";
import type { StoryClock } from "./clock";

/** mulberry32: small, fast, good enough for demo data. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

type WithId = PgTable & { id: AnyPgColumn };

/** A table's rows with the ids this seed gives them (after whatever the table already holds). */
export class Rows<T extends { id?: number }> {
  readonly rows: (T & { id: number })[] = [];
  constructor(
    readonly table: PgTable,
    private readonly first: number,
  ) {}
  add(row: Omit<T, "id">): T & { id: number } {
    const full = { ...row, id: this.first + this.rows.length } as T & { id: number };
    this.rows.push(full);
    return full;
  }
}

async function rowsOf<T extends WithId>(db: Executor, table: T) {
  const [row] = await db.select({ n: max(table.id) }).from(table as PgTable);
  return new Rows<T["$inferInsert"] & { id?: number }>(table, Number(row?.n ?? 0) + 1);
}

/** Every table the story writes, in foreign-key order (the order they are inserted in). */
export async function openRows(db: Executor) {
  return {
    targets: await rowsOf(db, targets),
    details: await rowsOf(db, targetDetails),
    customers: await rowsOf(db, customers),
    services: await rowsOf(db, customerServices),
    projects: await rowsOf(db, projects),
    matters: await rowsOf(db, matters),
    negotiations: await rowsOf(db, negotiations),
    histories: await rowsOf(db, negotiationHistories),
    slots: await rowsOf(db, constructionFreeSchedules),
    constructions: await rowsOf(db, constructions),
    entries: await rowsOf(db, constructionEntries),
    measurements: await rowsOf(db, measurements),
    schedules: await rowsOf(db, schedules),
    lineCodes: await rowsOf(db, lineCodes),
    attachments: await rowsOf(db, attachments),
    sources: await rowsOf(db, externalSources),
    runs: await rowsOf(db, externalSourceDetails),
  };
}
export type Tables = Awaited<ReturnType<typeof openRows>>;
export type Target = Tables["targets"]["rows"][number];
export type Detail = Tables["details"]["rows"][number];
export type Customer = Tables["customers"]["rows"][number];
export type Matter = Tables["matters"]["rows"][number];
export type Negotiation = Tables["negotiations"]["rows"][number];
export type Construction = Tables["constructions"]["rows"][number];

/** Inserts every table in chunks (PGlite and pg both dislike huge parameter lists). */
export async function insertAll(db: Executor, tables: Tables): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  for (const rows of Object.values(tables) as Rows<any>[]) await insertRows(db, rows);
}

/** One table's rows (200 a statement), then its id sequence past them. */
export async function insertRows<T extends { id?: number }>(
  db: Executor,
  rows: Rows<T>,
): Promise<void> {
  for (let i = 0; i < rows.rows.length; i += 200)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await db.insert(rows.table as any).values(rows.rows.slice(i, i + 200));
  await syncIdSequence(db, rows.table);
}

type Named = { id: number; name: string };
type MasterTable = WithId & { name: AnyPgColumn; deletedAt: AnyPgColumn };

async function named(db: Executor, table: MasterTable): Promise<Named[]> {
  return (await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(isNull(table.deletedAt))
    .orderBy(asc(table.id))) as Named[];
}

/** The id of the master value called `name`, else the first one (masters are editable). */
export function idOf(list: Named[], name: string): number | null {
  return (list.find((e) => e.name === name) ?? list[0])?.id ?? null;
}

/** The masters, people and teams the story is told with. */
export async function loadCast(db: Executor) {
  const clientList = await named(db, clients);
  if (!clientList.length) throw new Error("seed: the business story needs the demo clients");
  const models = await db
    .select({ id: deviceModels.id, lineType: deviceModels.deviceLineType })
    .from(deviceModels)
    .where(isNull(deviceModels.deletedAt))
    .orderBy(asc(deviceModels.id));
  const modelsOf = (lineType: number) => models.filter((m) => m.lineType === lineType);
  const teamList = await db
    .select({ id: teams.id, name: teams.name, associateCompanyId: teams.associateCompanyId })
    .from(teams)
    .where(isNull(teams.deletedAt))
    .orderBy(asc(teams.id));
  if (!teamList.length) throw new Error("seed: the business story needs the demo teams");
  const userList = await db
    .select({ id: users.id, roleTypeId: users.roleTypeId })
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(asc(users.id));
  // People who may do the job (docs/DOMAIN.md's flags), the administrator only when nobody else may.
  const withFlag = (flag: Flag) => {
    const all = userList.filter((u) => ROLE_GRANTS[u.roleTypeId as RoleTypeId]?.includes(flag));
    const staff = all.filter((u) => u.roleTypeId !== 1);
    const ids = (staff.length ? staff : all).map((u) => u.id);
    if (!ids.length) throw new Error(`seed: no demo user has ${flag}`);
    return ids;
  };
  const builders = withFlag("constructionEdit");
  const teamMembers = await db.select().from(userTeams).orderBy(asc(userTeams.userId));
  const thresholds = (
    await db.select().from(measurementThresholds).where(isNull(measurementThresholds.deletedAt))
  ).map((t) => ({ ...t, min: Number(t.minDbm), max: Number(t.maxDbm) }));
  return {
    clients: clientList,
    clientId: (i: number) => clientList[i % clientList.length]!.id,
    companies: await named(db, associateCompanies),
    teams: teamList,
    installTypes: await named(db, targetInstallationTypes),
    deviceInstall: await named(db, deviceInstallationTypes),
    jobs: await named(db, jobCategories),
    contract: {
      types: await named(db, contractTypes),
      details: await named(db, contractDetailTypes),
      receivers: await named(db, contractReceivers),
      items: await named(db, customerServiceItems),
    },
    /** The model a line type had before the migration, and the one it gets. */
    oldModel: (lineType: number) => modelsOf(lineType)[0]?.id ?? null,
    newModel: (lineType: number) => modelsOf(lineType).at(-1)?.id ?? null,
    people: {
      manager: withFlag("masterManage")[0]!,
      matterOwners: withFlag("targetEdit"),
      negotiators: withFlag("negotiationEdit"),
      dispatchers: withFlag("instructionSend"),
      lineKeeper: userList.find((u) => u.roleTypeId === 8)?.id ?? withFlag("lineCodeEdit")[0]!,
      /** A member of the team does the work; else a construction manager. */
      measurerOf: (teamId: number) =>
        teamMembers.find((m) => m.teamId === teamId)?.userId ??
        builders.find((id) => userList.find((u) => u.id === id)?.roleTypeId === 6) ??
        builders[0]!,
    },
    thresholdOf: (point: string, wavelengthNm: number) => {
      const t = thresholds.find((x) => x.point === point && x.wavelengthNm === wavelengthNm);
      if (!t) throw new Error(`seed: no measurement threshold for ${point} ${wavelengthNm} nm`);
      return t;
    },
  };
}
export type Cast = Awaited<ReturnType<typeof loadCast>>;

/** One telling of the story: the clock, its randomness, the rows and the cast. */
export type Ctx = { c: StoryClock; rnd: Rng; rows: Tables; cast: Cast };

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
