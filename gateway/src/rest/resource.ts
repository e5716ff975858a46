// The generic parts of every business area's REST client and loaders. Every `/basis/<entity>`
// resource of the API has the same five routes (the API builds them from one description too,
// api/src/platform/), so one typed factory serves all areas, users included; the types come from
// the API's OpenAPI document, so a drift fails the type check.
import DataLoader from "dataloader";
import type { GraphQLResolveInfo } from "graphql";
import { badInput, GatewayError, type FieldError } from "../errors";
import type { RestCaller } from "./caller";
import { selectsTotalCount } from "./selection";
import type { QueryValue } from "./client";
import type {
  Exact,
  RestBody,
  RestPath,
  RestPathOf,
  RestQuery,
  RestResult,
  RestWire,
} from "./types";

/** The API's largest page (api/src/platform/list.ts): one-to-many batches read in pages of it. */
export const REST_MAX_PAGE_SIZE = 500;
/** The largest page the GraphQL lists accept. */
export const MAX_PAGE_SIZE = 200;

/** `X-Total-Count`, or `fallback` when the header is missing or broken. */
export function totalCountOf(header: string | string[] | undefined, fallback: number): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The total of a list answer: `X-Total-Count`, or the API's estimate of an unfiltered list of
 * 50,000 rows or more (`X-Total-Count-Estimate`), or the rows' number when neither came.
 */
export function pageTotalOf(
  headers: Record<string, string | string[] | undefined>,
  rows: number,
): Pick<RestPage<unknown>, "totalCount" | "totalCountIsEstimate"> {
  const estimate = totalCountOf(headers["x-total-count-estimate"], -1);
  return estimate >= 0
    ? { totalCount: estimate, totalCountIsEstimate: true }
    : { totalCount: totalCountOf(headers["x-total-count"], rows), totalCountIsEstimate: false };
}

/** List paths of the API that have an item path `<list>/{id}`. */
type ItemPathOf<L extends string> = `${L}/{id}` extends RestPath ? `${L}/{id}` : never;
export type ListPath = {
  [P in RestPathOf<"get">]: P extends `/api/v1/basis/${string}`
    ? ItemPathOf<P> extends never
      ? never
      : P
    : never;
}[RestPathOf<"get">];

/** The record of a resource (GET `<list>/{id}`). */
export type RestRecord<L extends ListPath> = RestResult<ItemPathOf<L>, "get">;
export type RestListQuery<L extends ListPath> = RestQuery<L, "get">;
export type RestCreate<L extends ListPath> = RestBody<L, "post">;
export type RestUpdate<L extends ListPath> = RestBody<ItemPathOf<L>, "patch">;
type RestDeleted<L extends ListPath> = RestResult<ItemPathOf<L>, "delete">;

/** One page and the count over all pages (the API's estimate when `totalCountIsEstimate`). */
export type RestPage<R> = { items: R[]; totalCount: number; totalCountIsEstimate?: boolean };
/**
 * A page as the GraphQL lists answer it. With `updatedSince` (the change feed) `changeCursor` is
 * where the next page starts and `deletedIds` the tombstones; otherwise null and empty.
 */
export type GraphQLPage<R> = {
  items: R[];
  pageInfo: { page: number; pageSize: number; totalCount: number; totalCountIsEstimate: boolean };
  changeCursor: string | null;
  deletedIds: string[];
};

/** The API's answer of `<list>/changes` (api/src/platform/change-feed.ts). */
type RestChanges<R> = { items: R[]; deletedIds: number[]; changeCursor: string };

/**
 * list / byIds / create / update / remove of one `/basis/<entity>` resource, typed by `listPath`.
 * A query or body of a computed type (`listQuery`, `restInput`) is checked name by name against
 * the API's (`Exact`); one it does not know fails the type check.
 */
export function createResourceApi<L extends ListPath>(call: RestCaller, listPath: L) {
  type Rec = RestRecord<L>;
  // The methods' own signatures carry the path's types: TypeScript cannot resolve a typed call
  // on a path that is still a type parameter here, so the untyped `send` runs them.
  const itemPath = `${listPath}/{id}`;
  /** One page of rows and the count over all pages (header X-Total-Count or its estimate). */
  async function list<Q extends RestWire<RestListQuery<L>>>(
    query: Exact<Q, RestListQuery<L>>,
  ): Promise<RestPage<Rec>> {
    const answer = await call.send<Rec[]>("GET", listPath, { query });
    const items = answer.body ?? [];
    return { items, ...pageTotalOf(answer.headers, items.length) };
  }
  return {
    list,
    /**
     * One GraphQL page (items and pageInfo) with the query `listQuery` built; a filter the API's
     * list does not take fails the type check.
     */
    async page<Q extends ListQueryBase & RestWire<RestListQuery<L>>>(
      query: Exact<Q, RestListQuery<L>>,
      info?: GraphQLResolveInfo,
      /** The list's `updatedSince`: a page of the change feed instead of a page of the list. */
      updatedSince?: string | null,
    ): Promise<GraphQLPage<Rec>> {
      if (updatedSince !== undefined && updatedSince !== null) {
        // The feed keeps the list's filters; its order is the change order and it pages by cursor.
        const {
          page: _page,
          sort: _sort,
          order: _order,
          count: _count,
          ...filters
        } = query as ListQueryBase & { count?: boolean };
        const answer = await call.send<RestChanges<Rec>>("GET", `${listPath}/changes`, {
          query: { ...filters, updatedSince },
        });
        const { items, deletedIds, changeCursor } = answer.body;
        return {
          items,
          pageInfo: {
            page: 1,
            pageSize: query.pageSize,
            totalCount: items.length,
            totalCountIsEstimate: false,
          },
          changeCursor,
          deletedIds: deletedIds.map(String),
        };
      }
      // The API counts (a second scan of the filter) only when the client reads totalCount.
      const counted = !info || selectsTotalCount(info);
      return toPage(await list(counted ? query : { ...query, count: false }), query);
    },
    /**
     * The ids of every row the list query's filters match, in its order (at most 5000: the bulk
     * calls take as many); `<list>/ids` takes no paging, so page and size are left out.
     */
    async ids<Q extends ListQueryBase & RestWire<RestListQuery<L>>>(
      query: Exact<Q, RestListQuery<L>>,
    ): Promise<{ ids: string[]; truncated: boolean }> {
      const { page: _page, pageSize: _size, ...rest } = query as ListQueryBase;
      const answer = await call.send<{ ids: number[]; truncated: boolean }>(
        "GET",
        `${listPath}/ids`,
        { query: rest },
      );
      return { ids: answer.body.ids.map(String), truncated: answer.body.truncated };
    },
    /**
     * One record (GET `<list>/{id}`) if the caller may see it, else null: the API answers 404 for
     * a record outside the caller's scope as for a missing one (and 403 without the flag).
     */
    async one(id: number): Promise<Rec | null> {
      try {
        return (await call.send<Rec>("GET", itemPath, { path: { id } })).body;
      } catch (error) {
        if (
          error instanceof GatewayError &&
          (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")
        )
          return null;
        throw error;
      }
    },
    /** The rows with these ids, in one call whatever their number (a DataLoader batch). */
    async byIds(ids: readonly number[]): Promise<Rec[]> {
      const answer = await call.send<Rec[]>("GET", listPath, { query: { ids: ids.join(",") } });
      return answer.body ?? [];
    },
    async create<B extends RestWire<RestCreate<L>>>(body: Exact<B, RestCreate<L>>): Promise<Rec> {
      return (await call.send<Rec>("POST", listPath, { body })).body;
    },
    async update<B extends RestWire<RestUpdate<L>>>(
      id: number,
      body: Exact<B, RestUpdate<L>>,
    ): Promise<Rec> {
      return (await call.send<Rec>("PATCH", itemPath, { path: { id }, body })).body;
    },
    async remove(id: number, version: number): Promise<RestDeleted<L>> {
      const answer = await call.send<RestDeleted<L>>("DELETE", itemPath, {
        path: { id },
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

/** The paging of one `childrenLoader` call, spread into the list query. */
export type ChildPaging = { page: number; pageSize: number; count: false };

/**
 * The children of many parents in one list call with the parents' ids as a comma-separated
 * filter (`?targetId=1,2,3`), read in the API's largest pages: the number of calls grows with
 * the number of children / 500, never with the number of parents.
 */
export function childrenLoader<R>(
  fetchPage: (parentIds: string, paging: ChildPaging) => Promise<RestPage<R>>,
  parentOf: (row: R) => number | null | undefined,
): DataLoader<number, R[]> {
  return new DataLoader<number, R[]>(
    async (parentIds) => {
      const joined = parentIds.join(",");
      const rows: R[] = [];
      for (let page = 1; ; page++) {
        // No count: a short page is the last one.
        const answer = await fetchPage(joined, {
          page,
          pageSize: REST_MAX_PAGE_SIZE,
          count: false,
        });
        rows.push(...answer.items);
        if (answer.items.length < REST_MAX_PAGE_SIZE) break;
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

/** The record stamps every `/basis` row carries. */
type Stamps = {
  createdAt: string;
  createdBy: number | null;
  updatedAt: string;
  updatedBy: number | null;
};

function hasStamps<R extends object>(row: R): row is R & Stamps {
  return (
    "createdAt" in row &&
    typeof row.createdAt === "string" &&
    "updatedAt" in row &&
    typeof row.updatedAt === "string" &&
    "createdBy" in row &&
    "updatedBy" in row
  );
}

/**
 * The rows of a bulk answer (`/construction-generate`, `/relation/update/projects`) as records:
 * the API sends the full rows but its document declares them without the stamps, so a row that
 * has them is used as it is and one without them is read by id (one batched call).
 */
export async function asRecords<R extends { id: number }, F>(
  rows: readonly R[],
  byId: DataLoader<number, F | null>,
): Promise<((R & Stamps) | F)[]> {
  const records = await Promise.all(rows.map((row) => (hasStamps(row) ? row : byId.load(row.id))));
  return records.filter((record) => record !== null);
}

/** A `/pair/<name>` list of `{id, name}` entries (the measurement thresholds have no names). */
export type PairPath = {
  [P in RestPathOf<"get">]: P extends `/api/v1/pair/${infer N}`
    ? N extends `${string}/${string}`
      ? never
      : RestResult<P, "get"> extends readonly { name: string }[]
        ? N
        : never
    : never;
}[RestPathOf<"get">];
export type RestPairItem = { id: number; name: string };

/** `/pair` lists that are not master tables: they have no retired entries (nor the parameter). */
const WITHOUT_RETIRED: ReadonlySet<PairPath> = new Set<PairPath>(["projects", "users"]);

/** `/pair` lists the API limits for a partner's staff (`ownConstructionsOnly`, issue #36). */
const SCOPED_PAIRS: ReadonlySet<PairPath> = new Set<PairPath>(["projects"]);

/**
 * Any `/pair/<name>` list, once per request whatever the number of rows that name an entry.
 * Given `signedIn` (the viewer of the request, checked first), the lists are shared with the
 * other requests of the gateway for a few seconds (rest/shared-reads.ts): the API answers every
 * signed-in user alike, except the projects of a partner's staff (SCOPED_PAIRS), never shared. Retired master entries included: a record that uses one still shows its
 * name (masterList leaves them out of pull-downs). The lists may be frozen: filter or copy them.
 */
export function pairLoader(
  call: RestCaller,
  signedIn?: () => Promise<{ ownConstructionsOnly?: boolean }>,
): DataLoader<PairPath, readonly RestPairItem[]> {
  return new DataLoader<PairPath, readonly RestPairItem[]>(async (names) => {
    let ownConstructionsOnly = false;
    if (signedIn) {
      try {
        ownConstructionsOnly = (await signedIn()).ownConstructionsOnly === true;
      } catch (error) {
        return names.map(() => error as Error);
      }
    }
    return Promise.all(
      names.map((name) =>
        call
          .send<RestPairItem[] | undefined>("GET", `/api/v1/pair/${name}`, {
            query: WITHOUT_RETIRED.has(name) ? {} : { withRetired: true },
            // A partner's staff get their own projects only: that answer is theirs alone, and
            // nobody else's answer may be given to them.
            shared: signedIn !== undefined && !(ownConstructionsOnly && SCOPED_PAIRS.has(name)),
          })
          .then((answer): readonly RestPairItem[] => answer.body ?? [])
          .catch((error: unknown) => error as Error),
      ),
    );
  });
}

/** The `{id, name}` entry `id` of the master list `name`, or null. */
export async function pairItem(
  loader: DataLoader<PairPath, readonly RestPairItem[]>,
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

/** The REST name of the GraphQL name `K` under `renames`. */
type Renamed<K extends string, R> = K extends keyof R ? (R[K] extends string ? R[K] : K) : K;
type IdValue<V> = V extends null | undefined ? V : number;

/** What `restInput(input, idFields, renames)` makes of an input of type `T`. */
export type RestInputOf<T, I extends string, R> = {
  [K in keyof T as K extends string ? Renamed<K, R> : never]: K extends I ? IdValue<T[K]> : T[K];
};

/**
 * A GraphQL input object → the REST body: the named id fields are converted from `ID` to
 * integers (null kept: it clears the reference), every other key is passed as it came. The
 * result's type follows the same rules (`RestInputOf`), so the resource API checks it against
 * the API's body name by name. `renames` must be a literal or `as const`.
 */
export function restInput<
  T extends object,
  const I extends keyof T & string = never,
  const R extends Partial<Record<keyof T & string, string>> = Record<never, string>,
>(
  input: T,
  idFields: readonly I[] = [],
  /** GraphQL name → REST name where they differ (e.g. `type` → `targetType`). */
  renames?: R,
): RestInputOf<T, I, R> {
  const names: Partial<Record<string, string>> = renames ?? {};
  const ids: readonly string[] = idFields;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[names[key] ?? key] =
      ids.includes(key) && value !== null ? restId(value as string | number, key) : value;
  }
  // The loop above is RestInputOf at run time; TypeScript cannot follow a key-by-key rename.
  return out as RestInputOf<T, I, R>;
}

/**
 * A sort enum value as the REST sort field: `UPDATED_AT` → `updatedAt`, unless renamed. A value
 * that is no enum value (`updatedAt`, as a web list's URL may already hold it) is kept as it is.
 */
export function sortField(
  value: string | null | undefined,
  fallback: string,
  renames: Readonly<Record<string, string>> = {},
): string {
  if (!value) return fallback;
  const renamed = renames[value];
  if (renamed) return renamed;
  if (!/^[A-Z][A-Z0-9_]*$/.test(value)) return value;
  return value.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
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

type FilterValue<V, IsId extends boolean> = V extends readonly unknown[]
  ? string
  : V extends string
    ? IsId extends true
      ? number
      : string
    : V;

/** Paging, sort and order of every REST list query. */
export type ListQueryBase = { page: number; pageSize: number; sort: string; order: "asc" | "desc" };

/** What `listQuery(args, sort, filter, idFilters, renames)` makes of a filter of type `F`. */
export type ListQueryOf<F, I extends string, R> = ListQueryBase & {
  [K in keyof F as K extends string ? Renamed<K, R> : never]?: FilterValue<
    NonNullable<F[K]>,
    K extends I ? true : false
  >;
};

/**
 * The REST query of a GraphQL list: paging, sort, order and the filters. Empty filter values
 * are dropped (docs/spec.md §5); lists of ids/codes become the API's comma-separated form. The result's
 * type follows the same rules (`ListQueryOf`), so a resource's `page` checks it against the
 * API's query.
 */
export function listQuery<
  F extends object,
  const I extends keyof F & string = never,
  const R extends Partial<Record<keyof F & string, string>> = Record<never, string>,
>(
  args: {
    page?: number | null;
    pageSize?: number | null;
    order?: "ASC" | "DESC" | null;
  },
  sort: string,
  filter: F | null | undefined,
  idFilters: readonly I[] = [],
  /** GraphQL filter name → REST query name where they differ. */
  renames?: R,
): ListQueryOf<F, I, R> {
  const names: Partial<Record<string, string>> = renames ?? {};
  const ids: readonly string[] = idFilters;
  const { page, pageSize } = paging(args);
  const query: ListQueryBase & Record<string, QueryValue> = {
    page,
    pageSize,
    sort,
    order: args.order === "DESC" ? "desc" : "asc",
  };
  for (const [key, value] of Object.entries(filter ?? {}) as [string, unknown][]) {
    if (value === null || value === undefined) continue;
    const name = names[key] ?? key;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      const list = ids.includes(key) ? restIds(value as string[], key) : value;
      query[name] = list.join(",");
    } else if (typeof value === "string") {
      const trimmed = value.trim();
      if (trimmed === "") continue;
      query[name] = ids.includes(key) ? restId(trimmed, key) : trimmed;
    } else {
      query[name] = value as QueryValue;
    }
  }
  // The loop above is ListQueryOf at run time; TypeScript cannot follow a key-by-key rename.
  return query as ListQueryOf<F, I, R>;
}

/** The GraphQL page of a REST page. */
export function toPage<R>(
  result: RestPage<R>,
  query: { page: number; pageSize: number },
): GraphQLPage<R> {
  return {
    items: result.items,
    pageInfo: {
      page: query.page,
      pageSize: query.pageSize,
      totalCount: result.totalCount,
      totalCountIsEstimate: result.totalCountIsEstimate ?? false,
    },
    changeCursor: null,
    deletedIds: [],
  };
}

/** Label of an integer enumeration code, or "" for an unknown code. */
export function labelOf(labels: Readonly<Record<number, string>>, code: number | null | undefined) {
  return code === null || code === undefined ? null : (labels[code] ?? "");
}

/** `TA-00000042` (docs/spec.md §3), written once in `@cfx/domain/codes`. */
export { displayCode } from "@cfx/domain/codes";

/** The id of a deleted record as the GraphQL `ID!` answer. */
export function deletedId(answer: { id: number } | undefined, id: number): string {
  return String(answer?.id ?? id);
}
