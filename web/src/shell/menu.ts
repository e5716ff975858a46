import { areas } from "../features/areas";
import type { MenuEntry as AreaMenuEntry } from "../shared/area";
import type { Permissions } from "../shared/session";
import { matchPattern, ROUTES, type MenuKey, type RouteEntry } from "./routes";

export type MenuEntry = AreaMenuEntry<MenuKey>;

/** The menu in the spec's order (§2 Layout): the areas' entries in the areas' order. */
export const MENU: readonly MenuEntry[] = areas.flatMap((area): readonly MenuEntry[] => area.menu);

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
