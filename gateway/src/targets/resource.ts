// The generic parts of every business area's REST client and loaders. Every `/basis/<entity>`
// resource of the API has the same five routes (the API builds them from one description too,
// api/src/targets/resource.ts), so one typed factory serves all areas; the types come from the
// API's OpenAPI document, so a drift fails the type check. Lives in targets/ because targets is
// the first area that uses it, like its counterpart in the API.
import DataLoader from "dataloader";
import type { paths } from "../generated/rest";
import { badInput, type FieldError } from "../errors";
import type { RestCaller } from "../rest/caller";
import type { QueryValue } from "../rest/client";
import type { RestBody, RestPath, RestQuery, RestResult } from "../rest/types";

const PREFIX = "/api/v1";
/** The API's largest page (api/src/platform/list.ts): one-to-many batches read in pages of it. */
export const REST_MAX_PAGE_SIZE = 500;
/** The largest page the GraphQL lists accept. */
export const MAX_PAGE_SIZE = 200;

/** `X-Total-Count`, or `fallback` when the header is missing or broken. */
export function totalCountOf(header: string | string[] | undefined, fallback: number): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** List paths of the API that have an item path `<list>/{id}`. */
type ItemPathOf<L extends string> = `${L}/{id}` extends RestPath ? `${L}/{id}` : never;
export type ListPath = {
  [P in RestPath]: P extends `${typeof PREFIX}/basis/${string}`
    ? "get" extends keyof paths[P]
      ? ItemPathOf<P> extends never
        ? never
        : P
      : never
    : never;
}[RestPath];

/** The record of a resource (GET `<list>/{id}`). */
export type RestRecord<L extends ListPath> = RestResult<ItemPathOf<L>, "get">;
export type RestListQuery<L extends ListPath> = RestQuery<L, "get">;
export type RestCreate<L extends ListPath> = RestBody<L, "post">;
export type RestUpdate<L extends ListPath> = RestBody<ItemPathOf<L>, "patch">;

/** One page and the count over all pages. */
export type RestPage<R> = { items: R[]; totalCount: number };

/** list / byIds / get / create / update / remove of one `/basis/<entity>` resource. */
export function createResourceApi<L extends ListPath>(call: RestCaller, listPath: L) {
  type Rec = RestRecord<L>;
  const base = listPath.slice(PREFIX.length);
  return {
    /** One page of rows and the count over all pages (header X-Total-Count). */
    async list(query: RestListQuery<L>): Promise<RestPage<Rec>> {
      const answer = await call<Rec[]>({
        method: "GET",
        path: base,
        query: query as Record<string, QueryValue>,
      });
      const items = answer.body ?? [];
      return { items, totalCount: totalCountOf(answer.headers["x-total-count"], items.length) };
    },
    /** The rows with these ids, in one call whatever their number (a DataLoader batch). */
    async byIds(ids: readonly number[]): Promise<Rec[]> {
      const answer = await call<Rec[]>({
        method: "GET",
        path: base,
        query: { ids: ids.join(",") },
      });
      return answer.body ?? [];
    },
    async create(body: RestCreate<L>): Promise<Rec> {
      return (await call<Rec>({ method: "POST", path: base, body })).body;
    },
    async update(id: number, body: RestUpdate<L>): Promise<Rec> {
      return (await call<Rec>({ method: "PATCH", path: `${base}/${id}`, body })).body;
    },
    async remove(id: number, version: number): Promise<{ id: number }> {
      const answer = await call<{ id: number }>({
        method: "DELETE",
        path: `${base}/${id}`,
        query: { version },
      });
      return answer.body;
    },
  };
}

export type ResourceApi<L extends ListPath> = ReturnType<typeof createResourceApi<L>>;

/** Rows by id: every `load(id)` of one request tick becomes one `?ids=` call. */
export function byIdLoader<R extends { id: number }>(
  byIds: (ids: readonly number[]) => Promise<R[]>,
): DataLoader<number, R | null> {
  return new DataLoader<number, R | null>(
    async (ids) => {
      const rows = await byIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    // Keeps the query string of one call well below any URL limit.
    { maxBatchSize: 300 },
  );
}

/**
 * The children of many parents in one list call with the parents' ids as a comma-separated
 * filter (`?targetId=1,2,3`), read in the API's largest pages: the number of calls grows with
 * the number of children / 500, never with the number of parents.
 */
export function childrenLoader<R>(
  fetchPage: (parentIds: string, page: number, pageSize: number) => Promise<RestPage<R>>,
  parentOf: (row: R) => number | null | undefined,
): DataLoader<number, R[]> {
  return new DataLoader<number, R[]>(
    async (parentIds) => {
      const joined = parentIds.join(",");
      const rows: R[] = [];
      for (let page = 1; ; page++) {
        const answer = await fetchPage(joined, page, REST_MAX_PAGE_SIZE);
        rows.push(...answer.items);
        if (answer.items.length < REST_MAX_PAGE_SIZE || rows.length >= answer.totalCount) break;
      }
      const byParent = new Map<number, R[]>();
      for (const row of rows) {
        const parent = parentOf(row);
        if (parent === null || parent === undefined) continue;
        const list = byParent.get(parent);
        if (list) list.push(row);
        else byParent.set(parent, [row]);
      }
      return parentIds.map((id) => byParent.get(id) ?? []);
    },
    { maxBatchSize: 300 },
  );
}

/** A `/pair/<name>` master list path. */
export type PairPath =
  Extract<RestPath, `${typeof PREFIX}/pair/${string}`> extends infer P
    ? P extends `${typeof PREFIX}/pair/${infer N}`
      ? N extends `${string}/${string}`
        ? never
        : N
      : never
    : never;
export type RestPairItem = { id: number; name: string };

/** Any `/pair/<name>` list, once per request whatever the number of rows that name an entry. */
export function pairLoader(call: RestCaller): DataLoader<PairPath, RestPairItem[]> {
  return new DataLoader<PairPath, RestPairItem[]>((names) =>
    Promise.all(
      names.map((name) =>
        call<RestPairItem[]>({ method: "GET", path: `/pair/${name}` })
          .then((answer) => answer.body ?? [])
          .catch((error: unknown) => error as Error),
      ),
    ),
  );
}

/** The `{id, name}` entry `id` of the master list `name`, or null. */
export async function pairItem(
  loader: DataLoader<PairPath, RestPairItem[]>,
  name: PairPath,
  id: number | null | undefined,
): Promise<RestPairItem | null> {
  if (id === null || id === undefined) return null;
  const list = await loader.load(name);
  const item = list.find((entry) => entry.id === id);
  return item ? { id: item.id, name: item.name } : null;
}

/** A GraphQL `ID` as the REST integer id; anything else is the caller's mistake. */
export function restId(id: string | number, field = "id"): number {
  const text = String(id);
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    throw badInput([{ field, messages: ["IDが不正です"] }]);
  }
  return value;
}

/** A list of GraphQL `ID`s as REST ids (`field` names the argument in the error). */
export function restIds(ids: readonly (string | number)[], field: string): number[] {
  return ids.map((id) => restId(id, field));
}

/** A nullable GraphQL id argument: `undefined` stays (leave as is), `null` stays (clear). */
export function optionalId(
  id: string | number | null | undefined,
  field: string,
): number | null | undefined {
  if (id === null || id === undefined) return id;
  return restId(id, field);
}

/**
 * A GraphQL input object → the REST body: the named id fields are converted from `ID` to
 * integers (null kept: it clears the reference), every other key is passed as it came.
 */
export function restInput<T extends object>(
  input: T,
  idFields: readonly string[] = [],
  /** GraphQL name → REST name where they differ (e.g. `type` → `targetType`). */
  renames: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[renames[key] ?? key] =
      idFields.includes(key) && value !== null ? restId(value as string | number, key) : value;
  }
  return out;
}

/** A sort enum value as the REST sort field: `UPDATED_AT` → `updatedAt`, unless renamed. */
export function sortField(
  value: string | null | undefined,
  fallback: string,
  renames: Readonly<Record<string, string>> = {},
): string {
  if (!value) return fallback;
  return (
    renames[value] ?? value.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
  );
}

/** Page and page size of a GraphQL list, checked before any REST call. */
export function paging(args: { page?: number | null; pageSize?: number | null }): {
  page: number;
  pageSize: number;
} {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 50;
  const problems: FieldError[] = [];
  if (page < 1) problems.push({ field: "page", messages: ["ページは1以上を指定してください"] });
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    problems.push({
      field: "pageSize",
      messages: [`表示件数は1から${MAX_PAGE_SIZE}までで指定してください`],
    });
  }
  if (problems.length > 0) throw badInput(problems);
  return { page, pageSize };
}

/**
 * The REST query of a GraphQL list: paging, sort, order and the filters. Empty filter values
 * are dropped (spec §5); lists of ids/codes become the API's comma-separated form.
 */
export function listQuery(
  args: {
    page?: number | null;
    pageSize?: number | null;
    order?: "ASC" | "DESC" | null;
  },
  sort: string,
  filter: object | null | undefined,
  idFilters: readonly string[] = [],
  /** GraphQL filter name → REST query name where they differ. */
  renames: Readonly<Record<string, string>> = {},
): Record<string, QueryValue> {
  const { page, pageSize } = paging(args);
  const query: Record<string, QueryValue> = {
    page,
    pageSize,
    sort,
    order: args.order === "DESC" ? "desc" : "asc",
  };
  for (const [key, value] of Object.entries(filter ?? {}) as [string, unknown][]) {
    if (value === null || value === undefined) continue;
    const name = renames[key] ?? key;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      const list = idFilters.includes(key) ? restIds(value as string[], key) : value;
      query[name] = list.join(",");
    } else if (typeof value === "string") {
      const trimmed = value.trim();
      if (trimmed === "") continue;
      query[name] = idFilters.includes(key) ? restId(trimmed, key) : trimmed;
    } else {
      query[name] = value as QueryValue;
    }
  }
  return query;
}

/** The GraphQL page of a REST page. */
export function toPage<R>(
  result: RestPage<R>,
  query: Record<string, QueryValue>,
): { items: R[]; pageInfo: { page: number; pageSize: number; totalCount: number } } {
  return {
    items: result.items,
    pageInfo: {
      page: Number(query.page),
      pageSize: Number(query.pageSize),
      totalCount: result.totalCount,
    },
  };
}

/** Label of an integer enumeration code, or "" for an unknown code. */
export function labelOf(labels: Readonly<Record<number, string>>, code: number | null | undefined) {
  return code === null || code === undefined ? null : (labels[code] ?? "");
}

/** `TA-00000042` (spec §3). */
export function displayCode(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(8, "0")}`;
}

/** One GraphQL page from a REST list call with the query `listQuery` built. */
export async function fetchPage<R>(
  list: (query: never) => Promise<RestPage<R>>,
  query: Record<string, QueryValue>,
) {
  return toPage(await list(query as never), query);
}

/** The id of a deleted record as the GraphQL `ID!` answer. */
export function deletedId(answer: { id: number } | undefined, id: number): string {
  return String(answer?.id ?? id);
}
