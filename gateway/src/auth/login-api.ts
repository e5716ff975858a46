import type { RestCaller } from "../rest/caller";
import type { RestResult } from "../rest/types";

/** The signed-in user's record with its role flags (GET /api/v1/login). */
export type RestLoginUser = RestResult<"/api/v1/login", "get">;
export type RestRole = RestLoginUser["role"];
/** `viewer.can`: the role's flags and how far the user's reads reach. */
export type ViewerPermissions = RestRole & { allRecords: boolean };

export function createLoginApi(call: RestCaller) {
  return {
    async me(): Promise<RestLoginUser> {
      return (await call.get("/api/v1/login")).body;
    },
  };
}

export type LoginApi = ReturnType<typeof createLoginApi>;
