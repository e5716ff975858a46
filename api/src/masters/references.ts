// Which live records use a master value, derived from the Drizzle tables' foreign keys rather
// than a hand list: a column added later that points at a master table is counted without anyone
// remembering to list it here. references.test.ts checks that every `src/*/tables.ts` is read.
import { and, getTableName, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import * as attachmentTables from "../attachments/tables";
import * as constructionTables from "../constructions/tables";
import * as documentTables from "../documents/tables";
import * as externalSourceTables from "../external-sources/tables";
import * as lineCodeTables from "../linecodes/tables";
import * as machineClientTables from "../machine-clients/tables";
import * as masterTables from "./tables";
import * as negotiationTables from "../negotiations/tables";
import * as historyTables from "../history/tables";
import * as platformTables from "../platform/tables";
import * as projectTables from "../projects/tables";
import * as targetTables from "../targets/tables";
import * as userTables from "../users/tables";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The table modules read, by area folder (the test compares it with the folders on disk). */
export const TABLE_MODULES: Record<string, Record<string, unknown>> = {
  attachments: attachmentTables,
  constructions: constructionTables,
  documents: documentTables,
  "external-sources": externalSourceTables,
  history: historyTables,
  linecodes: lineCodeTables,
  "machine-clients": machineClientTables,
  masters: masterTables,
  negotiations: negotiationTables,
  platform: platformTables,
  projects: projectTables,
  targets: targetTables,
  users: userTables,
};

/** A column of some table that points at a master table's id. */
export interface MasterReference {
  table: PgTable;
  column: PgColumn;
  /** The table soft-deletes: only rows without deletedAt are "live". */
  deletedAt?: PgColumn;
}

function isTable(value: unknown): value is PgTable {
  try {
    return (
      typeof getTableName(value as PgTable) === "string" &&
      getTableConfig(value as PgTable) !== undefined
    );
  } catch {
    return false;
  }
}

const allTables = (): PgTable[] => {
  const seen = new Set<PgTable>();
  for (const mod of Object.values(TABLE_MODULES))
    for (const value of Object.values(mod)) if (isTable(value)) seen.add(value);
  return [...seen];
};

let cache: Map<string, MasterReference[]> | undefined;

/** Every single-column foreign key of every table, grouped by the table it points at. */
function referencesByTarget(): Map<string, MasterReference[]> {
  if (cache) return cache;
  cache = new Map();
  for (const table of allTables()) {
    const config = getTableConfig(table);
    // Names are camelCase in the table config (snake_case is applied when SQL is built).
    const deletedAt = config.columns.find((c) => c.name === "deletedAt" || c.name === "deleted_at");
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (ref.columns.length !== 1) continue;
      const target = getTableName(ref.foreignTable);
      const list = cache.get(target) ?? [];
      list.push({ table, column: ref.columns[0]!, deletedAt });
      cache.set(target, list);
    }
  }
  return cache;
}

/** The columns that point at `master` (derived from the foreign keys). */
export function referencesTo(master: PgTable): MasterReference[] {
  return referencesByTarget().get(getTableName(master)) ?? [];
}

/** Whether any live record (a row not soft-deleted) uses master value `id`. */
export async function isInUse(ex: Executor, master: PgTable, id: number): Promise<boolean> {
  for (const ref of referencesTo(master)) {
    const where: (SQL | undefined)[] = [
      inArray(ref.column as Loose, [id]),
      ref.deletedAt ? isNull(ref.deletedAt as Loose) : undefined,
    ];
    const rows = await ex
      .select({ one: sql<number>`1` })
      .from(ref.table as Loose)
      .where(and(...where))
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}
