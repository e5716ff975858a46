import {
  ArrowSync24Filled,
  ArrowSync24Regular,
  Board24Filled,
  Board24Regular,
  Building24Filled,
  Building24Regular,
  bundleIcon,
  Chat24Filled,
  Chat24Regular,
  Database24Filled,
  Database24Regular,
  DocumentPdf24Filled,
  DocumentPdf24Regular,
  Folder24Filled,
  Folder24Regular,
  People24Filled,
  People24Regular,
  PlugConnectedSettings24Filled,
  PlugConnectedSettings24Regular,
  PlugConnected24Filled,
  PlugConnected24Regular,
  VehicleTruck24Filled,
  VehicleTruck24Regular,
  WrenchScrewdriver24Filled,
  WrenchScrewdriver24Regular,
  type FluentIcon,
} from "@fluentui/react-icons";
import type { MenuKey, RouteEntry } from "../app/routing";
import type { PermissionFlag, Permissions } from "../app/session";
import { CONSTRUCTIONS_PATH, DISPATCH_PATH } from "../features/constructions/paths";
import { DASHBOARD_PATH } from "../features/dashboard/paths";
import { EXTERNAL_SOURCES_PATH } from "../features/external-sources/paths";
import { LINECODES_PATH } from "../features/linecodes/paths";
import { MASTERS_PATH } from "../features/masters/paths";
import { DOCUMENTS_PATH } from "../features/documents/paths";
import { NEGOTIATIONS_PATH } from "../features/negotiations/paths";
import { PROJECTS_PATH } from "../features/projects/paths";
import { TARGETS_PATH } from "../features/targets/paths";
import { USERS_PATH } from "../features/users/paths";
import { MACHINE_CLIENTS_PATH } from "../features/machine-clients/paths";
import { matchPattern, ROUTES } from "./routes";

export interface MenuEntry {
  key: MenuKey;
  label: string;
  href: string;
  icon: FluentIcon;
  /**
   * Hidden unless the user's role has this flag true (docs/spec.md §2). `allRecords`: the office's screens
   * a partner's 工事担当 has no use for (its scope holds no negotiation, and no target or project
   * beyond its constructions, which it reaches from 工事確認).
   */
  permission?: PermissionFlag;
}

/** The menu in the spec's order (§2 Layout). */
export const MENU: readonly MenuEntry[] = [
  {
    key: "dashboard",
    label: "ダッシュボード",
    href: DASHBOARD_PATH,
    icon: bundleIcon(Board24Filled, Board24Regular),
  },
  {
    key: "targets",
    label: "対象物件",
    href: TARGETS_PATH,
    icon: bundleIcon(Building24Filled, Building24Regular),
    permission: "allRecords",
  },
  {
    key: "projects",
    label: "プロジェクト",
    href: PROJECTS_PATH,
    icon: bundleIcon(Folder24Filled, Folder24Regular),
    permission: "allRecords",
  },
  {
    key: "negotiations",
    label: "交渉",
    href: NEGOTIATIONS_PATH,
    icon: bundleIcon(Chat24Filled, Chat24Regular),
    permission: "allRecords",
  },
  {
    key: "dispatch",
    label: "工事指示",
    href: DISPATCH_PATH,
    icon: bundleIcon(VehicleTruck24Filled, VehicleTruck24Regular),
    permission: "instructionSend",
  },
  {
    key: "constructions",
    label: "工事確認",
    href: CONSTRUCTIONS_PATH,
    icon: bundleIcon(WrenchScrewdriver24Filled, WrenchScrewdriver24Regular),
  },
  {
    key: "linecodes",
    label: "引込線",
    href: LINECODES_PATH,
    icon: bundleIcon(PlugConnected24Filled, PlugConnected24Regular),
  },
  {
    key: "documents",
    label: "帳票",
    href: DOCUMENTS_PATH,
    icon: bundleIcon(DocumentPdf24Filled, DocumentPdf24Regular),
    permission: "matterRead",
  },
  {
    key: "external-sources",
    label: "外部連携",
    href: EXTERNAL_SOURCES_PATH,
    icon: bundleIcon(ArrowSync24Filled, ArrowSync24Regular),
    permission: "masterManage",
  },
  {
    key: "masters",
    label: "マスタ管理",
    href: MASTERS_PATH,
    icon: bundleIcon(Database24Filled, Database24Regular),
    permission: "masterManage",
  },
  {
    key: "users",
    label: "ユーザー管理",
    href: USERS_PATH,
    icon: bundleIcon(People24Filled, People24Regular),
    permission: "userManage",
  },
  {
    key: "machine-clients",
    label: "連携クライアント",
    href: MACHINE_CLIENTS_PATH,
    icon: bundleIcon(PlugConnectedSettings24Filled, PlugConnectedSettings24Regular),
    permission: "userManage",
  },
];

/** The entries this user may see. */
export function visibleMenu(
  role: Permissions | undefined,
  menu: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  return menu.filter((entry) => !entry.permission || role?.[entry.permission] === true);
}

/** Highlighted when the current path matches any route of the entry. */
export function isMenuActive(
  key: MenuKey,
  path: string,
  routes: readonly RouteEntry[] = ROUTES,
): boolean {
  return routes.some(
    (route) => route.menu === key && matchPattern(route.pattern, path, route.prefix) !== null,
  );
}
