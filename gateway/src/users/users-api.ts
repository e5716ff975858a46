import type { RestCaller } from "../rest/caller";
import type { RestBody, RestQuery, RestResult } from "../rest/types";

export type RestUser = RestResult<"/api/v1/basis/users/{id}", "get">;
/** `{id, name}` of a live user (GET /pair/users, any signed-in user). */
export type RestUserRef = RestResult<"/api/v1/pair/users", "get">[number];
export type RestUserQuery = RestQuery<"/api/v1/basis/users", "get">;
export type RestCreateUser = RestBody<"/api/v1/basis/users", "post">;
export type RestUpdateUser = RestBody<"/api/v1/basis/users/{id}", "patch">;
type RestUserList = RestResult<"/api/v1/basis/users", "get">;
type RestDeleted = RestResult<"/api/v1/basis/users/{id}", "delete">;

function totalCount(header: string | string[] | undefined, fallback: number): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** REST /basis/users, bound to one request's token. */
export function createUsersApi(call: RestCaller) {
  return {
    /** One page of users and the count over all pages (header X-Total-Count). */
    async list(query: RestUserQuery): Promise<{ items: RestUserList; totalCount: number }> {
      const answer = await call<RestUserList>({ method: "GET", path: "/basis/users", query });
      const items = answer.body ?? [];
      return { items, totalCount: totalCount(answer.headers["x-total-count"], items.length) };
    },
    /** The users with these ids (one call whatever their number: the DataLoader's batch). */
    async byIds(ids: readonly number[]): Promise<RestUserList> {
      const answer = await call<RestUserList>({
        method: "GET",
        path: "/basis/users",
        query: { ids: ids.join(",") },
      });
      return answer.body ?? [];
    },
    /** Names of the live users with these ids (no flag needed: the record relations' batch). */
    async refsByIds(ids: readonly number[]): Promise<RestUserRef[]> {
      const answer = await call<RestUserRef[]>({
        method: "GET",
        path: "/pair/users",
        query: { ids: ids.join(",") },
      });
      return answer.body ?? [];
    },
    async create(body: RestCreateUser): Promise<RestUser> {
      return (await call<RestUser>({ method: "POST", path: "/basis/users", body })).body;
    },
    async update(id: number, body: RestUpdateUser): Promise<RestUser> {
      return (await call<RestUser>({ method: "PATCH", path: `/basis/users/${id}`, body })).body;
    },
    async remove(id: number, version: number): Promise<RestDeleted> {
      const answer = await call<RestDeleted>({
        method: "DELETE",
        path: `/basis/users/${id}`,
        query: { version },
      });
      return answer.body;
    },
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
