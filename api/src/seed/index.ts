import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client";
import { LocalFileStore } from "../files/local";
import type { FileStore } from "../files/store";
import { syncIdSequence } from "../platform/crud";
import * as masters from "../masters/tables";
import { demoDeviceModels, demoLists, demoTeamList, fixedLists } from "../masters/seed-data";
import { roleTypes } from "../masters/tables";
import { todayInTokyo } from "./clock";
import { seedPeople } from "./people";

type Entry = { id: number; name: string } & Record<string, unknown>;

async function insertList(tx: Tx, table: PgTable, entries: readonly Entry[]) {
  if (entries.length === 0) return;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await tx.insert(table as any).values(entries.map((e, i) => ({ ...e, sortOrder: i + 1 })));
  await syncIdSequence(tx, table);
}

/** Values the product cannot work without (role types, fixed enumerations): always seeded. */
export async function seedFixedLists(tx: Tx): Promise<void> {
  await insertList(tx, masters.roleTypes, fixedLists.roleTypes);
  await insertList(tx, masters.targetTypes, fixedLists.targetTypes);
  await insertList(tx, masters.negotiationCompleteReasons, fixedLists.negotiationCompleteReasons);
  await insertList(tx, masters.negotiationStatuses, fixedLists.negotiationStatuses);
  await insertList(tx, masters.scheduleTypes, fixedLists.scheduleTypes);
}

/** Demo master values, partner companies, teams, clients and the demo users. */
export async function seedDemoMasters(tx: Tx): Promise<void> {
  for (const [key, entries] of Object.entries(demoLists)) {
    await insertList(tx, masters[key as keyof typeof demoLists], entries);
  }
  await insertList(tx, masters.deviceModels, demoDeviceModels);
  const companies = new Map(demoLists.associateCompanies.map((c) => [c.name, c.id]));
  await insertList(
    tx,
    masters.teams,
    demoTeamList.map((team, i) => {
      const associateCompanyId = companies.get(team.associateCompany);
      if (!associateCompanyId)
        throw new Error(`seed: team of unknown company ${team.associateCompany}`);
      return { id: i + 1, name: team.name, associateCompanyId };
    }),
  );
  await seedPeople(tx);
}

export interface SeedOptions {
  /** SEED_DEMO: demo masters, users and the business engineer's demo data. */
  demo: boolean;
  /**
   * The day the demo story is told around (`YYYY-MM-DD`): its dates are counted from it. Default:
   * today in Asia/Tokyo, so a fresh demo always lives in the present.
   */
  today?: string;
  /** Where stored files live (FILE_STORE): the demo's issued documents are stored there. */
  fileStore?: FileStore;
  /** Shorthand for a LocalFileStore on this folder (the bench), when no `fileStore` is given. */
  filesDir?: string;
}

/**
 * Seeds an empty database (no role types yet) and reports what it did. Fixed lists always; demo
 * data when `demo`. Runs the business seed (`src/seed/business.ts` → `seedBusiness(db, …)`) last.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<"seeded" | "skipped"> {
  const [row] = await db.select({ n: count() }).from(roleTypes);
  if (Number(row?.n ?? 0) > 0) return "skipped";
  await db.transaction(async (tx) => {
    await seedFixedLists(tx);
    if (options.demo) await seedDemoMasters(tx);
  });
  if (options.demo) {
    const business = await loadBusinessSeed();
    if (business)
      await business(db, {
        today: options.today ?? todayInTokyo(),
        fileStore:
          options.fileStore ??
          (options.filesDir ? new LocalFileStore(options.filesDir) : undefined),
      });
  }
  return "seeded";
}

type BusinessSeed = (db: Db, options: { today: string; fileStore?: FileStore }) => Promise<unknown>;

async function loadBusinessSeed(): Promise<BusinessSeed | undefined> {
  const url = new URL("./business.ts", import.meta.url);
  if (!existsSync(fileURLToPath(url))) return undefined;
  const mod = (await import(url.href)) as { seedBusiness?: BusinessSeed };
  if (typeof mod.seedBusiness !== "function")
    throw new Error("src/seed/business.ts must export seedBusiness(db)");
  return mod.seedBusiness;
}
