import { and, eq, getTableName, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor, Tx } from "../db/client";
import { diffChanges, writeAudit } from "../history/audit";
import { conflict, notFound } from "./errors";

/** A table built with `recordColumns()` (db/columns.ts). */
export type RecordTable = PgTable & {
  id: AnyPgColumn;
  version: AnyPgColumn;
  createdAt: AnyPgColumn;
  createdBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
  updatedBy: AnyPgColumn;
  deletedAt: AnyPgColumn;
};
// The stamps are spelt out: a generic T does not tell TypeScript its recordColumns() types.
export type Row<T extends RecordTable> = T["$inferSelect"] & RecordStamps;
/** The columns of `recordColumns()` (db/columns.ts), which every RecordTable has. */
// A type, not an interface: a row stays assignable to Record<string, unknown>.
export type RecordStamps = {
  id: number;
  version: number;
  createdAt: Date;
  createdBy: number | null;
  updatedAt: Date;
  updatedBy: number | null;
  deletedAt: Date | null;
};
export type NewRow<T extends RecordTable> = Omit<
  T["$inferInsert"],
  "id" | "version" | "createdAt" | "createdBy" | "updatedAt" | "updatedBy" | "deletedAt"
>;
export type Changes<T extends RecordTable> = Partial<NewRow<T>>;

/** Who performs a write (the signed-in user's id), null for the system. */
export type Actor = number | null;

// Drizzle's generic builders do not accept an abstract table type; the helpers are typed at
// their boundary and loosen it inside.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/** The non-deleted row with this id, or undefined. */
export async function findActive<T extends RecordTable>(
  ex: Executor,
  table: T,
  id: number,
): Promise<Row<T> | undefined> {
  const rows = (await ex
    .select()
    .from(table as Loose)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .limit(1)) as Row<T>[];
  return rows[0];
}

/** The non-deleted row with this id, or a 404 `{"id":["該当するデータが見つかりません"]}`. */
export async function getActive<T extends RecordTable>(
  ex: Executor,
  table: T,
  id: number,
): Promise<Row<T>> {
  const row = await findActive(ex, table, id);
  if (!row) throw notFound();
  return row;
}

/** Columns only the server writes: id, the optimistic version, the stamps and the soft delete. */
export const SERVER_OWNED_COLUMNS = [
  "id",
  "version",
  "createdAt",
  "createdBy",
  "updatedAt",
  "updatedBy",
  "deletedAt",
] as const;

/**
 * `values` without the server-owned columns. The route schemas already refuse them (closed
 * bodies, input-schemas.ts); this is the second line, for values assembled in code (imports,
 * spreads of a request body) — a client never picks an id, an author or a version.
 */
export function withoutServerColumns(values: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const column of SERVER_OWNED_COLUMNS) delete out[column];
  return out;
}

/** Inserts a record stamped with the actor and writes its `create` audit row. Use inside a transaction. */
export async function insertRecord<T extends RecordTable>(
  tx: Tx,
  table: T,
  values: NewRow<T>,
  actor: Actor,
): Promise<Row<T>> {
  const own = withoutServerColumns(values);
  const rows = (await tx
    .insert(table)
    .values({ ...(own as Loose), createdBy: actor, updatedBy: actor })
    .returning()) as Row<T>[];
  const row = rows[0]!;
  await writeAudit(tx, {
    entity: getTableName(table),
    entityId: (row as Loose).id,
    action: "create",
    changes: diffChanges(null, own),
    userId: actor,
  });
  return row;
}

/**
 * Locks the non-deleted row, checks the optimistic version (404 / 409 `{"version":[…]}`), applies
 * `changes`, bumps `version`, stamps updatedAt/updatedBy and writes the `update` audit row with the
 * changed fields. `extraAudit` adds changes the row does not hold (e.g. link tables).
 * Use inside a transaction: a throw afterwards rolls everything back.
 */
export async function updateRecord<T extends RecordTable>(
  tx: Tx,
  table: T,
  id: number,
  version: number,
  changes: Changes<T>,
  actor: Actor,
  extraAudit: Record<string, { from: unknown; to: unknown }> = {},
): Promise<{ before: Row<T>; after: Row<T> }> {
  const before = await lockVersioned(tx, table, id, version);
  const own = withoutServerColumns(changes);
  const rows = (await tx
    .update(table)
    .set({
      ...(own as Loose),
      version: sql`${table.version} + 1`,
      updatedAt: new Date(),
      updatedBy: actor,
    })
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as Row<T>[];
  if (rows.length === 0) throw conflict();
  const after = rows[0]!;
  await writeAudit(tx, {
    entity: getTableName(table),
    entityId: id,
    action: "update",
    changes: {
      ...diffChanges(before as Record<string, unknown>, own),
      ...extraAudit,
    },
    userId: actor,
  });
  return { before, after };
}

/** Soft-deletes (sets deletedAt, bumps version) after the version check; writes the `delete` audit row. */
export async function softDeleteRecord<T extends RecordTable>(
  tx: Tx,
  table: T,
  id: number,
  version: number,
  actor: Actor,
): Promise<Row<T>> {
  const before = await lockVersioned(tx, table, id, version);
  const now = new Date();
  const rows = (await tx
    .update(table)
    .set({
      deletedAt: now,
      version: sql`${table.version} + 1`,
      updatedAt: now,
      updatedBy: actor,
    } as Loose)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as Row<T>[];
  if (rows.length === 0) throw conflict();
  await writeAudit(tx, {
    entity: getTableName(table),
    entityId: id,
    action: "delete",
    changes: { deletedAt: { from: null, to: now } },
    userId: actor,
  });
  return before;
}

/** SELECT … FOR UPDATE of the live row; 404 when missing/deleted, 409 when `version` is stale. */
export async function lockVersioned<T extends RecordTable>(
  tx: Tx,
  table: T,
  id: number,
  version: number,
): Promise<Row<T>> {
  const rows = (await tx
    .select()
    .from(table as Loose)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .for("update")) as Row<T>[];
  const row = rows[0];
  if (!row) throw notFound();
  if ((row as Loose).version !== version) throw conflict();
  return row;
}

/**
 * After seeding rows with explicit ids, moves the identity sequence past them so the next
 * insert without an id does not collide.
 */
export async function syncIdSequence(ex: Executor, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await ex.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.identifier(name)}), 1))`,
  );
}
