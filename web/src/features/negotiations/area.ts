import { bundleIcon, Chat24Filled, Chat24Regular } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import {
  NEGOTIATION_BULK_PATTERN,
  NEGOTIATION_CREATE_PATTERN,
  NEGOTIATION_EDIT_PATTERN,
  NEGOTIATIONS_PATH,
} from "./paths";

export const negotiationsArea = defineArea({
  routes: [
    defineRoute({
      pattern: NEGOTIATIONS_PATH,
      title: "交渉一覧",
      menu: "negotiations",
      Page: lazyPage(() => import("./NegotiationListPage"), "NegotiationListPage"),
    }),
    defineRoute({
      pattern: NEGOTIATION_CREATE_PATTERN,
      title: "交渉指示",
      menu: "negotiations",
      Page: lazyPage(() => import("./NegotiationCreatePage"), "NegotiationCreatePage"),
    }),
    defineRoute({
      pattern: NEGOTIATION_BULK_PATTERN,
      title: "一括交渉指示",
      menu: "negotiations",
      Page: lazyPage(() => import("./NegotiationBulkPage"), "NegotiationBulkPage"),
    }),
    defineRoute({
      pattern: NEGOTIATION_EDIT_PATTERN,
      title: "交渉編集",
      menu: "negotiations",
      Page: lazyPage(() => import("./NegotiationEditPage"), "NegotiationEditPage"),
    }),
  ],
  menu: [
    {
      key: "negotiations",
      label: "交渉",
      href: NEGOTIATIONS_PATH,
      icon: bundleIcon(Chat24Filled, Chat24Regular),
      permission: "allRecords",
    },
  ],
});
