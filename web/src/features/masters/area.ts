import { bundleIcon, Database24Filled, Database24Regular } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import { MASTERS_PATH } from "./paths";

export const mastersArea = defineArea({
  routes: [
    defineRoute({
      pattern: MASTERS_PATH,
      title: "マスタ管理",
      menu: "masters",
      permissions: ["masterManage"],
      Page: lazyPage(() => import("./MastersPage"), "MastersPage"),
    }),
  ],
  menu: [
    {
      key: "masters",
      label: "マスタ管理",
      href: MASTERS_PATH,
      icon: bundleIcon(Database24Filled, Database24Regular),
      permission: "masterManage",
    },
  ],
});
