import { ArrowSync24Filled, ArrowSync24Regular, bundleIcon } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import { EXTERNAL_SOURCE_DETAIL_PATTERN, EXTERNAL_SOURCES_PATH } from "./paths";

export const externalSourcesArea = defineArea({
  routes: [
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
  ],
  menu: [
    {
      key: "external-sources",
      label: "外部連携",
      href: EXTERNAL_SOURCES_PATH,
      icon: bundleIcon(ArrowSync24Filled, ArrowSync24Regular),
      permission: "masterManage",
    },
  ],
});
