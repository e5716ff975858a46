import { Board24Filled, Board24Regular, bundleIcon } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import { DASHBOARD_PATH } from "./paths";

export const dashboardArea = defineArea({
  routes: [
    defineRoute({
      pattern: DASHBOARD_PATH,
      title: "ダッシュボード",
      menu: "dashboard",
      Page: lazyPage(() => import("./DashboardPage"), "DashboardPage"),
    }),
  ],
  menu: [
    {
      key: "dashboard",
      label: "ダッシュボード",
      href: DASHBOARD_PATH,
      icon: bundleIcon(Board24Filled, Board24Regular),
    },
  ],
});
