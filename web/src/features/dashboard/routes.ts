import { defineRoute, lazyPage, type RouteEntry } from "../../app/routing";
import { DASHBOARD_PATH } from "./paths";

export const DASHBOARD_ROUTES: readonly RouteEntry[] = [
  defineRoute({
    pattern: DASHBOARD_PATH,
    title: "ダッシュボード",
    menu: "dashboard",
    Page: lazyPage(() => import("./DashboardPage"), "DashboardPage"),
  }),
];
