import {
  bundleIcon,
  PlugConnectedSettings24Filled,
  PlugConnectedSettings24Regular,
} from "@fluentui/react-icons";
import { defineArea } from "../../shared/area";
import { defineRoute, lazyPage } from "../../shared/routing";
import { MACHINE_CLIENT_CREATE_PATH, MACHINE_CLIENTS_PATH } from "./paths";

const EDIT_PATTERN = `${MACHINE_CLIENTS_PATH}/:id` as const;

export const machineClientsArea = defineArea({
  routes: [
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
  ],
  menu: [
    {
      key: "machine-clients",
      label: "連携クライアント",
      href: MACHINE_CLIENTS_PATH,
      icon: bundleIcon(PlugConnectedSettings24Filled, PlugConnectedSettings24Regular),
      permission: "userManage",
    },
  ],
});
