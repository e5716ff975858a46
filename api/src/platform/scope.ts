// Row scope: which rows a caller may see, from a resource's own condition and its parents'
// (resource-types.ts Scoped). Every read and write of a resource, and GET /audit, go through it,
// so the rule is written once and the routes only call it.
import { and, eq, getTableColumns, getTableName, inArray, isNull, or, sql } from "drizzle-orm";
import type { SQL, SQLWrapper } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { hasFlag } from "../auth/hooks";
import type { Executor } from "../db/client";
import type { RecordTable, Row } from "./crud";
import { badRequest, forbidden, notFound } from "./errors";
import type { Loose, Resource, Scoped, Values } from "./resource-types";

/**
 * The row condition of `scoped` for this caller: its own scope AND, for every parent link, "the
 * parent is visible" (a nullable link also lets a row without that parent through). Parents are
 * matched whether deleted or not: visibility is about scope, liveness is checked separately.
 * undefined: the caller sees every row.
 */
export function rowScope(scoped: Scoped, request: FastifyRequest): SQL | undefined {
  const parts: SQL[] = [];
  const own = scoped.scope?.(request);
  if (own) parts.push(own);
  for (const link of scoped.parents ?? []) {
    const visible = visibleIds(link.resource, request);
    if (!visible) continue;
    const column = columnOf(scoped.table, link.field);
    const inParent = inArray(column, visible);
    parts.push(link.optional ? or(isNull(column), inParent)! : inParent);
  }
  return parts.length ? and(...parts) : undefined;
}

/** `(select id from <table> where <scope>)`, or undefined when the caller sees every row. */
export function visibleIds(scoped: Scoped, request: FastifyRequest): SQL | undefined {
  const scope = rowScope(scoped, request);
  return scope ? sql`(select ${scoped.table.id} from ${scoped.table} where ${scope})` : undefined;
}

export function columnOf(table: RecordTable, field: string): SQLWrapper {
  const column = getTableColumns(table)[field];
  if (!column) throw new Error(`${getTableName(table)}.${field}: no such column`);
  return column;
}

/** Whether the caller may read the resource at all (its readFlag). */
export function canRead(resource: Pick<Resource<Loose>, "readFlag">, request: FastifyRequest) {
  const rule = resource.readFlag;
  if (rule === undefined) return true;
  return typeof rule === "function" ? rule(request) : hasFlag(request, rule);
}

/**
 * The row if the caller may see it (scope), else undefined. Live rows only unless
 * `withDeleted` (a deleted row's history is visible to those who could see the row).
 */
export async function findVisible<T extends RecordTable>(
  ex: Executor,
  scoped: Scoped & { table: T },
  id: number,
  request: FastifyRequest,
  { withDeleted = false }: { withDeleted?: boolean } = {},
): Promise<Row<T> | undefined> {
  const rows = (await ex
    .select()
    .from(scoped.table as Loose)
    .where(
      and(
        eq(scoped.table.id, id),
        withDeleted ? undefined : isNull(scoped.table.deletedAt),
        rowScope(scoped, request),
      ),
    )
    .limit(1)) as Row<T>[];
  return rows[0];
}

/** The live row if the caller may see it (scope), else 404. */
export async function getVisible<T extends RecordTable>(
  ex: Executor,
  scoped: Scoped & { table: T },
  id: number,
  request: FastifyRequest,
): Promise<Row<T>> {
  const row = await findVisible(ex, scoped, id, request);
  if (!row) throw notFound();
  return row;
}

/**
 * Every parent a write names (in `values`, non-null) must be live and visible to the caller:
 * otherwise 400 with the link's message — the same for "missing" and "not yours".
 */
export async function checkParents(
  ex: Executor,
  scoped: Scoped,
  values: Values,
  request: FastifyRequest,
): Promise<void> {
  for (const link of scoped.parents ?? []) {
    const id = values[link.field];
    if (id === undefined || id === null) continue;
    if (!(await findVisible(ex, link.resource, Number(id), request)))
      throw badRequest({ [link.field]: [link.message] });
  }
}

/**
 * After a write the row must still be one the caller could see: a write whose result would leave
 * the caller's scope (moving a row to another company) is refused and rolled back with 403.
 */
export async function checkVisibleAfterWrite(
  ex: Executor,
  scoped: Scoped,
  id: number,
  request: FastifyRequest,
): Promise<void> {
  if (!rowScope(scoped, request)) return;
  if (!(await findVisible(ex, scoped, id, request))) throw forbidden();
}

/** The sensitive fields of `resource` this caller may not see (empty when it has the flag). */
export function hiddenFields(
  resource: Pick<Resource<Loose>, "sensitive">,
  request: FastifyRequest,
): string[] {
  const sensitive = resource.sensitive;
  return sensitive && !hasFlag(request, sensitive.flag) ? sensitive.fields : [];
}
