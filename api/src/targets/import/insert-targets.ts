// The write half of the CSV import: targets, a 戸建's one unit and an audit row for each, inside
// the caller's transaction, as a few statements whatever the row count (platform/bulk-insert.ts).
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { diffChanges } from "../../history/audit";
import { insertRows } from "../../platform/bulk-insert";
import { auditLog } from "../../history/tables";
import { targetDetails, targets } from "../tables";
import { TARGET_TYPE } from "../units";
import {
  targetColumns,
  targetSearchKeyColumns,
  targetSearchKeys,
  type TargetField,
  type TargetInput,
} from "./target-rows";

/**
 * Targets per insert statement. The server takes ~45 ms per 1,000 targets (mostly their twelve
 * indexes), the JavaScript that makes them (search keys, JSON) ~20 ms: in chunks, a chunk's
 * JavaScript, and the audit rows of the inserted ones, run while the server inserts the previous
 * one, instead of all the JavaScript before the server starts (10,000 rows: ~200 ms less).
 */
export const TARGET_CHUNK = 2_500;

// Listed, never `select *`: the table may hold columns the database computes.
const targetInsertColumns = [
  ...(Object.values(targetColumns) as TargetField[]),
  "createdBy",
  "updatedBy",
] as const;

const auditColumns = ["entity", "entityId", "action", "changes", "userId"] as const;

/** Answers the new targets' ids in the order of `values`. */
export async function insertTargets(
  tx: Executor,
  values: readonly TargetInput[],
  actor: number | null,
  chunk = TARGET_CHUNK,
): Promise<number[]> {
  // The search-key GIN indexes take the new keys into their pending list instead of merging it
  // into the index every 4 MB (a third of a 10,000-row import); the VACUUM that follows the
  // import merges them, off the user's request. json_to_recordset gathers its rows in memory
  // first: a chunk of targets spilled to a temporary file with the default 4 MB work_mem.
  // Both only for this transaction.
  await tx.execute(
    sql`select set_config('gin_pending_list_limit', '65536', true), set_config('work_mem', '65536', true)`,
  );
  // A 戸建 without 総戸数 has 1, as when it is registered by hand.
  const rows = values.map((v) =>
    v.targetType === TARGET_TYPE.house && v.totalUnits === null ? { ...v, totalUnits: 1 } : v,
  );
  // Every chunk is handed to the driver at once: it queues them on the transaction's connection
  // and sends the next as soon as the server has answered the previous one.
  const chunks: Promise<{ id: number }[]>[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk).map((v) => ({
      ...v,
      ...targetSearchKeys(v),
      createdBy: actor,
      updatedBy: actor,
    }));
    const inserted = insertRows(
      tx,
      targets,
      targetInsertColumns,
      part,
      ["id"],
      targetSearchKeyColumns,
    );
    // Awaited below, in order; a failure ends the transaction and is thrown there.
    inserted.catch(() => undefined);
    chunks.push(inserted);
    // Lets the driver write this statement before the next chunk's JavaScript runs.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const ids: number[] = [];
  const audits: Promise<unknown>[] = [];
  for (const [k, inserted] of chunks.entries()) {
    const created = await inserted;
    const offset = k * chunk;
    const audit = insertRows(
      tx,
      auditLog,
      auditColumns,
      created.map(({ id }, i) => ({
        entity: "targets",
        entityId: id,
        action: "create" as const,
        changes: diffChanges(null, rows[offset + i]!),
        userId: actor,
      })),
    );
    audit.catch(() => undefined);
    audits.push(audit);
    for (const { id } of created) ids.push(id);
  }
  // A 戸建 has its one unit, as when it is registered by hand (targets/units.ts).
  const houseIds = ids.filter((_, k) => rows[k]!.targetType === TARGET_TYPE.house);
  const units = await insertRows(
    tx,
    targetDetails,
    ["targetId", "createdBy", "updatedBy"],
    houseIds.map((targetId) => ({ targetId, createdBy: actor, updatedBy: actor })),
    ["id", "targetId"],
  );
  await Promise.all(audits);
  await insertRows(
    tx,
    auditLog,
    auditColumns,
    units.map((u) => ({
      entity: "target_details",
      entityId: u.id,
      action: "create" as const,
      changes: diffChanges(null, { targetId: u.targetId }),
      userId: actor,
    })),
  );
  return ids;
}
