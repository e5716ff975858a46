import type { FluentIcon } from "@fluentui/react-icons";
import type { PermissionFlag } from "./permissions";
import type { RouteEntry } from "./routing";

// An area (web/src/features/<area>/) declares in one place, its area.ts, what the shell shows of
// it: its routes and its menu entries. features/areas.ts lists the areas in the menu's order, and
// the shell builds the route table and the menu from that list alone; it names no area itself.

export interface MenuEntry<Key extends string = string> {
  /** What the area's routes name as their `menu` (the entry highlighted on their pages). */
  key: Key;
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

/**
 * `Key`: the keys of the area's own menu entries; `RouteMenu`: the entries its routes highlight,
 * which may be another area's (帳票's settings pages highlight 交渉). Both stay literal types so
 * that features/areas.ts derives the menu's keys and checks every route's against them.
 */
export interface Area<Key extends string = string, RouteMenu extends string = string> {
  /** In the order the route table tries them: the first match wins. */
  routes: readonly RouteEntry<RouteMenu>[];
  /** In the menu's order; none for an area reached only from other pages. */
  menu: readonly MenuEntry<Key>[];
}

// `const`: written inline, the routes' menu keys would otherwise widen to string.
export function defineArea<const Key extends string, const RouteMenu extends string>(
  area: Area<Key, RouteMenu>,
): Area<Key, RouteMenu> {
  return area;
}
