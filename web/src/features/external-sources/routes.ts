import { defineRoute, lazyPage, type RouteEntry } from "../../app/routing";
import { EXTERNAL_SOURCE_DETAIL_PATTERN, EXTERNAL_SOURCES_PATH } from "./paths";

export const EXTERNAL_SOURCE_ROUTES: readonly RouteEntry[] = [
  // The spec: "masterManage is shown only for the list" — the detail route is open.
  defineRoute({
    pattern: EXTERNAL_SOURCES_PATH,
    title: "外部連携一覧",
    menu: "external-sources",
    permissions: ["masterManage"],
    Page: lazyPage(() => import("./ExternalSourceListPage"), "ExternalSourceListPage"),
  }),
  defineRoute({
    pattern: EXTERNAL_SOURCE_DETAIL_PATTERN,
    title: "外部連携詳細",
    menu: "external-sources",
    Page: lazyPage(() => import("./ExternalSourceDetailPage"), "ExternalSourceDetailPage"),
  }),
];
