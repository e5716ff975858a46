import type { RestCaller } from "../rest/caller";
import {
  createResourceApi,
  type RestCreate,
  type RestListQuery,
  type RestRecord,
  type RestUpdate,
} from "../rest/resource";
import type { RestResult } from "../rest/types";

export type RestUser = RestRecord<"/api/v1/basis/users">;
/** `{id, name}` of a live user (GET /pair/users, any signed-in user). */
export type RestUserRef = RestResult<"/api/v1/pair/users", "get">[number];
export type RestUserQuery = RestListQuery<"/api/v1/basis/users">;
export type RestCreateUser = RestCreate<"/api/v1/basis/users">;
export type RestUpdateUser = RestUpdate<"/api/v1/basis/users">;

/** REST /basis/users (the generic resource, needs userManage) and /pair/users. */
export function createUsersApi(call: RestCaller) {
  return {
    ...createResourceApi(call, "/api/v1/basis/users"),
    /** A new temporary password (the user must choose a new one at the next sign-in). */
    async resetPassword(id: number, temporaryPassword: string): Promise<RestUser> {
      const answer = await call.post("/api/v1/basis/users/{id}/reset-password", {
        path: { id },
        body: { temporaryPassword },
      });
      return answer.body;
    },
    /** Names of the live users with these ids (no flag needed: the record relations' batch). */
    async refsByIds(ids: readonly number[]): Promise<RestUserRef[]> {
      const answer = await call.get("/api/v1/pair/users", { query: { ids: ids.join(",") } });
      return answer.body ?? [];
    },
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
