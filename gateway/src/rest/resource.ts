// The generic parts of every business area's REST client and loaders. Every `/basis/<entity>`
// resource of the API has the same five routes (the API builds them from one description too,
// api/src/platform/), so one typed factory serves all areas, users included; the types come from
// the API's OpenAPI document, so a drift fails the type check.
// Its neighbours: pages.ts (a list answer as a page), graphql-args.ts (GraphQL arguments as REST
// ones), record-loaders.ts and pair-lists.ts (the DataLoaders on top).
import type { GraphQLResolveInfo } from "graphql";
import { GatewayError } from "../errors";
import type { RestCaller } from "./caller";
import type { ListQueryBase } from "./graphql-args";
import { pageTotalOf, toPage, type GraphQLPage, type RestPage } from "./pages";
import { selectsTotalCount } from "./selection";
import type {
  Exact,
  RestBody,
  RestPath,
  RestPathOf,
  RestQuery,
  RestResult,
  RestWire,
} from "./types";

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
