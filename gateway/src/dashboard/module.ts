import { defineGatewayModule } from "../define-module";
import { createDashboardApi } from "./dashboard-api";
import { dashboardResolvers } from "./resolvers";

export const dashboardModule = defineGatewayModule({
  name: "dashboard",
  resolvers: dashboardResolvers,
  api: ({ call }) => createDashboardApi(call),
});
