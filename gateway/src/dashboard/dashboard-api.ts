import type { RestCaller } from "../rest/caller";
import type { RestResult } from "../rest/types";

export type RestDashboard = RestResult<"/api/v1/dashboard", "get">;
export type RestStatusCount = RestDashboard["mattersByStatus"][number];
export type RestProjectStatusCounts = NonNullable<
  RestDashboard["manager"]
>["mattersByProject"][number];

/** REST /dashboard. */
export function createDashboardApi(call: RestCaller) {
  return {
    async counts(): Promise<RestDashboard> {
      return (await call.get("/api/v1/dashboard")).body;
    },
  };
}

export type DashboardApi = ReturnType<typeof createDashboardApi>;
