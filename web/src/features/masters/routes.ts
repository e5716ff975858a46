import { defineRoute, lazyPage, type RouteEntry } from "../../app/routing";
import { MASTERS_PATH } from "./paths";

export const MASTER_ROUTES: readonly RouteEntry[] = [
  defineRoute({
    pattern: MASTERS_PATH,
    title: "マスタ管理",
    menu: "masters",
    permissions: ["masterManage"],
    Page: lazyPage(() => import("./MastersPage"), "MastersPage"),
  }),
];
