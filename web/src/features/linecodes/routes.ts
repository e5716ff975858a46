import { defineRoute, lazyPage, type RouteEntry } from "../../app/routing";
import { LINECODE_CREATE_PATH, LINECODE_EDIT_PATTERN, LINECODES_PATH } from "./paths";

export const LINECODE_ROUTES: readonly RouteEntry[] = [
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
];
