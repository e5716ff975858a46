import { defineGatewayModule } from "../define-module";
import { createDashboardApi } from "./dashboard-api";
import { dashboardResolvers } from "./resolvers";

export const dashboardModule = defineGatewayModule({
  name: "dashboard",
  resolvers: dashboardResolvers,
  mappers: {
    Dashboard: "../dashboard/dashboard-api#RestDashboard",
    StatusCount: "../dashboard/dashboard-api#RestStatusCount",
    ProjectStatusCounts: "../dashboard/dashboard-api#RestProjectStatusCounts",
  },
  api: ({ call }) => createDashboardApi(call),
});
