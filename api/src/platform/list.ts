import {
  and,
  asc,
  count,
  desc,
  inArray,
  isNull,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { Type, type Static, type TProperties } from "typebox";
import type { Executor } from "../db/client";
import { PLAN_OF_SELECT, readCacheOf } from "../db/read-cache";
import type { RecordTable, Row } from "./crud";
import { INT4_MAX, MAX_LIST_ITEMS } from "./input-schemas";
import { INT_LIST_KEYWORD } from "./validation";

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;
/** Last page a list serves: OFFSET stays ≤ 5×10⁷ rows (page=1e308 is a 400, not a 500). */
export const MAX_PAGE = 100_000;
/** Ids of one `?ids=` call (the gateway's DataLoader batches are ≤ 300). */
export const MAX_IDS = MAX_LIST_ITEMS;

const baseListProperties = {
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: "1-based page" }),
  ),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: "Rows per page",
    }),
  ),
  order: Type.Optional(Type.Enum(["asc", "desc"], { default: "asc" })),
  count: Type.Optional(
    Type.Boolean({
      default: true,
      description:
        "false: 総件数を数えない（X-Total-Count を返さない）。件数を表示しない呼び出し（次ページの有無は行数で判断）はこれで一覧の検索が1回で済む",
    }),
  ),
  ids: Type.Optional(
    Type.String({
      pattern: "^\\d+(,\\d+)*$",
      // 0 is no row (parseIds drops it), not an error: a DataLoader may ask for it.
      [INT_LIST_KEYWORD]: { minimum: 0, maximum: INT4_MAX, maxItems: MAX_IDS },
      description: `Comma-separated ids (at most ${MAX_IDS}): exactly those rows, no paging (DataLoader batches)`,
    }),
  ),
};

/**
 * Querystring schema of a list route: page/pageSize/order/ids, `sort` limited to `sortFields`
 * (anything else → 400), plus the entity's filters (all optional; empty values are dropped
 * before validation by the app).
 */
export function listQuerySchema<const S extends string, F extends TProperties>(
  sortFields: readonly S[],
  filters: F,
) {
  return Type.Object({
    ...baseListProperties,
    sort: Type.Optional(Type.Enum([...sortFields], { description: "Sort field" })),
    ...filters,
  });
}

/** Querystring of a list's "all matching ids" route: the list's sort, order and filters. */
export function idsQuerySchema<const S extends string, F extends TProperties>(
  sortFields: readonly S[],
  filters: F,
) {
  return Type.Object({
    order: baseListProperties.order,
    sort: Type.Optional(Type.Enum([...sortFields], { description: "Sort field" })),
    ...filters,
  });
}

export interface ListQuery {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: "asc" | "desc";
  count?: boolean;
  ids?: string;
}

/** Parsed `ids` query (undefined when absent). */
export function parseIds(ids: string | undefined): number[] | undefined {
  if (!ids) return undefined;
  return [...new Set(ids.split(",").map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0);
}

export interface ListPlan {
  ids: number[] | undefined;
  limit: number | undefined;
  offset: number;
  orderBy: SQL[];
}

/**
 * Paging and ordering of a list query. `sortable` maps each allowed sort name to a column or SQL
 * expression; ties are broken by `tieBreaker` (the id) so pages are stable.
 */
export function planList(
  query: ListQuery,
  sortable: Record<string, SQLWrapper>,
  tieBreaker: SQLWrapper,
  defaultSort = "id",
): ListPlan {
  const ids = parseIds(query.ids);
  const pageSize = Math.min(query.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const direction = query.order === "desc" ? desc : asc;
  const sortKey = query.sort && query.sort in sortable ? query.sort : defaultSort;
  const column = sortable[sortKey] ?? tieBreaker;
  const orderBy = [direction(column)];
  if (column !== tieBreaker) orderBy.push(direction(tieBreaker));
  return {
    ids,
    limit: ids ? undefined : pageSize,
    offset: ids ? 0 : (page - 1) * pageSize,
    orderBy,
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/**
 * Lists the non-deleted rows of one table: filters (`undefined` entries are skipped), `ids`,
 * sort whitelist, paging, total count. For joins build your own query with `planList`.
 */
export async function listRecords<T extends RecordTable>(
  ex: Executor,
  table: T,
  query: ListQuery,
  options: {
    where?: (SQL | undefined)[];
    sortable: Record<string, SQLWrapper>;
    defaultSort?: string;
  },
): Promise<ListResult<Row<T>>> {
  const plan = planList(query, options.sortable, table.id, options.defaultSort);
  const where = listWhere(table, plan, options.where);
  let select = ex
    .select()
    .from(table as Loose)
    .where(where)
    .orderBy(...plan.orderBy)
    .$dynamic();
  if (plan.limit !== undefined) select = select.limit(plan.limit).offset(plan.offset);
  const rows = (await select) as Row<T>[];
  // `ids=` has no paging (a DataLoader batch): its total is the rows it returns, no count query.
  if (plan.ids) return { rows, total: rows.length };
  if (query.count === false) return { rows, total: undefined };
  // A first page shorter than the page size is the whole list: no count query.
  if (plan.offset === 0 && plan.limit !== undefined && rows.length < plan.limit)
    return { rows, total: rows.length };
  return { rows, ...(await totalOf(ex, table, where, !options.where?.some(Boolean))) };
}

/**
 * The rows of `table` that `where` matches: counted, or with `mayEstimate` (no filter but the
 * live rows) the planner's estimate when that is at least ESTIMATE_FROM.
 */
export async function totalOf(
  ex: Executor,
  table: RecordTable,
  where: SQL | undefined,
  mayEstimate: boolean,
): Promise<{ total: number; estimated?: true }> {
  if (mayEstimate) {
    const estimate = keptEstimate(ex, table) ?? (await estimatedRows(ex, table, where));
    if (estimate >= ESTIMATE_FROM) {
      keepEstimate(ex, table, estimate);
      return { total: estimate, estimated: true };
    }
  }
  const counting = ex
    .select({ total: count() })
    .from(table as Loose)
    .where(where);
  const countRows = async () => Number((await counting)[0]?.total ?? 0);
  const cache = readCacheOf(ex);
  if (!cache) return { total: await countRows() };
  const query = counting.toSQL();
  const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
  return { total: await cache.kept(key, countRows) };
}

/**
 * From this many rows on, an unfiltered list's total is the database's estimate, not a count
 * (issue #13): counting 100,000 live targets is ~5 ms of PostgreSQL's CPU on every page, and
 * whoever pages through an unfiltered list of that size needs its size, not its last digit. Any
 * filter (a user's scope included) counts exactly.
 */
export const ESTIMATE_FROM = 50_000;

/**
 * How long a large table's estimate is reused (issue #42). The EXPLAIN was a second statement
 * (a round trip, a plan) on every page of an unfiltered large list and every dashboard, for a
 * figure that only moves when autovacuum or ANALYZE refreshes the statistics. `mayEstimate` is
 * only passed with the live-rows condition, so the table alone names the estimate. Only estimates of ESTIMATE_FROM or more are kept: a table that grows past it is
 * estimated from its next page on (estimated-total.test.ts), one that shrinks below it is
 * counted exactly at most this much later.
 */
const ESTIMATE_TTL_MS = 10_000;

/** Kept estimates per database handle (tests run several databases in one process) and table. */
const estimates = new WeakMap<object, WeakMap<object, { rows: number; until: number }>>();

function keptEstimate(ex: Executor, table: RecordTable): number | undefined {
  const kept = estimates.get(ex)?.get(table);
  return kept && kept.until > Date.now() ? kept.rows : undefined;
}

function keepEstimate(ex: Executor, table: RecordTable, rows: number): void {
  let tables = estimates.get(ex);
  if (!tables) estimates.set(ex, (tables = new WeakMap()));
  const kept = tables.get(table);
  // Kept from its first reading: a figure refreshed on every use would never be read again.
  if (kept && kept.until > Date.now()) return;
  tables.set(table, { rows, until: Date.now() + ESTIMATE_TTL_MS });
}

/** A page of a list and its total; `estimated`: the total is the planner's estimate. */
export interface ListResult<R> {
  rows: R[];
  total: number | undefined;
  estimated?: boolean;
}

type QueryPlan = { Plan?: { "Plan Rows"?: number } }[];

/**
 * The rows the planner expects `select … from table where …` to find, from the table's
 * statistics (autovacuum's on PostgreSQL, refreshStatistics' on PGlite): planned, never run.
 */
export async function estimatedRows(
  ex: Executor,
  table: RecordTable,
  where: SQL | undefined,
): Promise<number> {
  const answer = await ex.execute(
    sql`${sql.raw(PLAN_OF_SELECT)} 1 from ${table} where ${where ?? sql`true`}`,
  );
  const [row] = (answer as unknown as { rows: Record<string, unknown>[] }).rows;
  const value = row?.["QUERY PLAN"];
  // pg parses the json column; a driver that does not hands over its text.
  const plan = (typeof value === "string" ? JSON.parse(value) : value) as QueryPlan | undefined;
  return Math.round(plan?.[0]?.Plan?.["Plan Rows"] ?? 0);
}

function listWhere(table: RecordTable, plan: ListPlan, where: (SQL | undefined)[] | undefined) {
  return and(
    isNull(table.deletedAt),
    plan.ids ? inArray(table.id, plan.ids) : undefined,
    ...(where ?? []),
  );
}

/** The most ids one "select all matching" answers (the bulk calls take as many). */
export const MAX_SELECTED_IDS = 5000;

/**
 * The ids of every row a list's filters match, in the list's order, at most
 * `MAX_SELECTED_IDS` (`truncated` says there were more): "select all matching" of a screen.
 */
export async function listIds<T extends RecordTable>(
  ex: Executor,
  table: T,
  query: ListQuery,
  options: {
    where?: (SQL | undefined)[];
    sortable: Record<string, SQLWrapper>;
    defaultSort?: string;
  },
): Promise<{ ids: number[]; truncated: boolean }> {
  const plan = planList(
    { ...query, ids: undefined },
    options.sortable,
    table.id,
    options.defaultSort,
  );
  const rows = (await ex
    .select({ id: table.id })
    .from(table as Loose)
    .where(listWhere(table, plan, options.where))
    .orderBy(...plan.orderBy)
    .limit(MAX_SELECTED_IDS + 1)) as { id: number }[];
  return {
    ids: rows.slice(0, MAX_SELECTED_IDS).map((r) => r.id),
    truncated: rows.length > MAX_SELECTED_IDS,
  };
}

/**
 * Sets `X-Total-Count` (unless the caller asked for no count), or `X-Total-Count-Estimate` for an
 * estimated total, and returns the rows as the body:
 * `return sendList(reply, { rows: rows.map(toX), total })`.
 */
export function sendList<R>(reply: FastifyReply, result: ListResult<R>): R[] {
  if (result.total !== undefined)
    reply.header(result.estimated ? ESTIMATE_HEADER : "X-Total-Count", String(result.total));
  return result.rows;
}

/** Carries an estimated total instead of `X-Total-Count`, so no client takes it for a count. */
export const ESTIMATE_HEADER = "X-Total-Count-Estimate";

/** The description of a list route: where its total is. */
export const LIST_TOTAL_DESCRIPTION = `X-Total-Count に総件数。絞り込みのない ${ESTIMATE_FROM.toLocaleString("en-US")} 件以上の一覧では代わりに ${ESTIMATE_HEADER} にデータベースの推定件数（数えない）。`;

export type ListQueryOf<S extends ReturnType<typeof listQuerySchema>> = Static<S>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%…%` pattern for ILIKE with the user's `%`/`_` escaped. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** `…%` pattern (starts with) for ILIKE with the user's `%`/`_` escaped. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
