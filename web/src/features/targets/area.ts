import { Building24Filled, Building24Regular, bundleIcon } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import {
  CUSTOMER_CONTENTS_EDIT_PATTERN,
  TARGET_CREATE_PATH,
  TARGET_DETAIL_EDIT_PATTERN,
  TARGET_EDIT_PATTERN,
  TARGET_IMPORT_PATH,
  TARGETS_PATH,
} from "./paths";

export const targetsArea = defineArea({
  routes: [
    defineRoute({
      pattern: TARGETS_PATH,
      title: "対象物件一覧",
      menu: "targets",
      Page: lazyPage(() => import("./TargetListPage"), "TargetListPage"),
    }),
    defineRoute({
      pattern: TARGET_IMPORT_PATH,
      title: "対象物件ファイル取込",
      menu: "targets",
      Page: lazyPage(() => import("./TargetImportPage"), "TargetImportPage"),
    }),
    defineRoute({
      pattern: TARGET_CREATE_PATH,
      title: "対象物件新規登録",
      menu: "targets",
      Page: lazyPage(() => import("./TargetCreatePage"), "TargetCreatePage"),
    }),
    defineRoute({
      pattern: TARGET_EDIT_PATTERN,
      title: "対象物件編集",
      menu: "targets",
      Page: lazyPage(() => import("./TargetEditPage"), "TargetEditPage"),
    }),
    defineRoute({
      pattern: TARGET_DETAIL_EDIT_PATTERN,
      title: "対象詳細編集",
      menu: "targets",
      Page: lazyPage(() => import("./TargetDetailEditPage"), "TargetDetailEditPage"),
    }),
    defineRoute({
      pattern: CUSTOMER_CONTENTS_EDIT_PATTERN,
      title: "契約内容編集",
      menu: "targets",
      Page: lazyPage(() => import("./CustomerContentsEditPage"), "CustomerContentsEditPage"),
    }),
  ],
  menu: [
    {
      key: "targets",
      label: "対象物件",
      href: TARGETS_PATH,
      icon: bundleIcon(Building24Filled, Building24Regular),
      permission: "allRecords",
    },
  ],
});
