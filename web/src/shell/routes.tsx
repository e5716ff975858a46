import type { PermissionFlag, Permissions } from "../shared/session";
import type { RouteEntry as SharedRouteEntry, RouteParams } from "../shared/routing";
import { areas, type MenuKey } from "../features/areas";

// The shell knows no page: each area declares its routes (features/<area>/area.ts, patterns from
// its paths.ts, pages loaded lazily) and the table is their concatenation in the areas' order.
export type { MenuKey } from "../features/areas";
export type { RouteParams } from "../shared/routing";
/** A route of the table: its menu key is one the areas declare (checked where ROUTES is built). */
export type RouteEntry = SharedRouteEntry<MenuKey>;

/** Every route of the spec's table (§2) except /signin, which the app shows before this shell. */
export const ROUTES: readonly RouteEntry[] = areas.flatMap(
  (area): readonly RouteEntry[] => area.routes,
);

/** `/a/b/` and `/a/b` are the same page; the root stays `/`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  const trimmed = bare.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The params of `path` if it matches `pattern` (whole path, or segment prefix when `prefix`), else null. */
export function matchPattern(pattern: string, path: string, prefix = false): RouteParams | null {
  const want = normalizePath(pattern).split("/").filter(Boolean);
  const have = normalizePath(path).split("/").filter(Boolean);
  if (prefix ? have.length < want.length : have.length !== want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const h = have[i]!;
    if (w.startsWith(":")) {
      if (!/^\d+$/.test(h)) return null;
      params[w.slice(1)] = h;
    } else if (w !== h) {
      return null;
    }
  }
  return params;
}

export interface ResolvedRoute {
  route: RouteEntry;
  params: RouteParams;
}

/** The first route of the table that matches, or null (not found). */
export function resolveRoute(
  path: string,
  routes: readonly RouteEntry[] = ROUTES,
): ResolvedRoute | null {
  for (const route of routes) {
    const params = matchPattern(route.pattern, path, route.prefix);
    if (params) return { route, params };
  }
  return null;
}

/** Allowed when the route lists no flags, or when at least one listed flag is true (docs/spec.md §2). */
export function canAccess(
  permissions: readonly PermissionFlag[] | undefined,
  role: Permissions | undefined,
): boolean {
  if (!permissions || permissions.length === 0) return true;
  return permissions.some((flag) => role?.[flag] === true);
}
