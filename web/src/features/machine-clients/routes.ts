import { defineRoute, lazyPage, type RouteEntry } from "../../app/routing";
import { MACHINE_CLIENT_CREATE_PATH, MACHINE_CLIENTS_PATH } from "./paths";

const EDIT_PATTERN = `${MACHINE_CLIENTS_PATH}/:id` as const;

export const MACHINE_CLIENT_ROUTES: readonly RouteEntry[] = [
  defineRoute({
    pattern: MACHINE_CLIENTS_PATH,
    title: "連携クライアント一覧",
    menu: "machine-clients",
    permissions: ["userManage"],
    Page: lazyPage(() => import("./MachineClientListPage"), "MachineClientListPage"),
  }),
  defineRoute({
    pattern: MACHINE_CLIENT_CREATE_PATH,
    title: "連携クライアント新規登録",
    menu: "machine-clients",
    permissions: ["userManage"],
    Page: lazyPage(() => import("./MachineClientCreatePage"), "MachineClientCreatePage"),
  }),
  defineRoute({
    pattern: EDIT_PATTERN,
    title: "連携クライアント編集",
    menu: "machine-clients",
    permissions: ["userManage"],
    Page: lazyPage(() => import("./MachineClientEditPage"), "MachineClientEditPage"),
  }),
];
