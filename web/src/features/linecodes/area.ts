import { bundleIcon, PlugConnected24Filled, PlugConnected24Regular } from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import { LINECODE_CREATE_PATH, LINECODE_EDIT_PATTERN, LINECODES_PATH } from "./paths";

export const linecodesArea = defineArea({
  routes: [
    defineRoute({
      pattern: LINECODES_PATH,
      title: "引込線一覧",
      menu: "linecodes",
      Page: lazyPage(() => import("./LineCodeListPage"), "LineCodeListPage"),
    }),
    defineRoute({
      pattern: LINECODE_CREATE_PATH,
      title: "引込線登録",
      menu: "linecodes",
      permissions: ["lineCodeEdit"],
      Page: lazyPage(() => import("./LineCodeCreatePage"), "LineCodeCreatePage"),
    }),
    defineRoute({
      pattern: LINECODE_EDIT_PATTERN,
      title: "引込線編集",
      menu: "linecodes",
      Page: lazyPage(() => import("./LineCodeEditPage"), "LineCodeEditPage"),
    }),
  ],
  menu: [
    {
      key: "linecodes",
      label: "引込線",
      href: LINECODES_PATH,
      icon: bundleIcon(PlugConnected24Filled, PlugConnected24Regular),
    },
  ],
});
