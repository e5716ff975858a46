import { createElement, lazy, useState, type ComponentType } from "react";
import type { PermissionFlag } from "./permissions";

// What an area publishes to the shell: its route entries (features/<area>/area.ts, ./area.ts) built
// on the typed path patterns of its paths.ts. The shell composes them into the route table and the
// menu; it knows no page. Pages are loaded lazily so that each page is a chunk of its own, fetched
// on first visit.

export type RouteParams = Readonly<Record<string, string>>;

/** `"id"` for `"/targets/details/:id"`; `never` for a pattern without parameters. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The params a page of pattern `P` receives (numeric ids, as the URL spells them). */
export type PathParams<P extends string> = Readonly<Record<ParamNames<P>, string>>;

/** The values a link to pattern `P` needs. */
export type PathValues<P extends string> = Readonly<Record<ParamNames<P>, string | number>>;

/** `/targets/details/12` from `"/targets/details/:id"` and `{ id: 12 }`. */
export function buildPath<P extends string>(pattern: P, values: PathValues<P>): string {
  const given = values as Readonly<Record<string, string | number>>;
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(given[name])),
  );
}

/**
 * `Menu`: the key of the menu entry the route belongs to (its highlight). Any string here; the
 * shell's table (features/areas.ts) admits only the keys its areas declare.
 */
export interface RouteEntry<Menu extends string = string> {
  /** `/users/:id`; a `:name` segment matches a numeric id only. */
  pattern: string;
  /** Also matches every path below the pattern (`/projects/create` of the spec). */
  prefix?: boolean;
  /** Japanese page name: the heading and the document title. */
  title: string;
  menu: Menu;
  /** The user needs at least one of these flags (docs/spec.md §2 "Access gate"); none: any signed-in user. */
  permissions?: readonly PermissionFlag[];
  Page: ComponentType<{ params: RouteParams }>;
}

/**
 * A route entry whose page is checked against the params its pattern gives. Its menu key stays a
 * literal type (`const`), so that the shell's table checks it against the areas' menu keys.
 */
export function defineRoute<P extends string, const Menu extends string>(
  entry: Omit<RouteEntry<Menu>, "pattern" | "Page"> & {
    pattern: P;
    Page: ComponentType<{ params: PathParams<P> }>;
  },
): RouteEntry<Menu> {
  // Sound: the router passes exactly the params matched from `pattern`.
  return entry as unknown as RouteEntry<Menu>;
}

/** A lazy page that can start fetching its module before it renders (see `preloadPage`). */
export type PreloadablePage<Props extends object> = ComponentType<Props> & { preload(): void };

/**
 * A page component loaded on first render from its module (named export `name`). React.lazy wants
 * a default export; the project exports by name, so the module's export is picked here.
 *
 * `preload()` fetches the module early; a page whose module is already here when it mounts renders
 * it directly instead of through React.lazy. React 19 shows a suspended boundary's fallback for at
 * least 300 ms before revealing the content, so even a module already loaded cost the first list
 * 300 ms after the session check (bench section 12, /targets signed in).
 */
export function lazyPage<Props extends object, K extends string>(
  load: () => Promise<Readonly<Record<K, ComponentType<Props>>>>,
  name: K,
): PreloadablePage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const fetchModule = async () => {
    loaded = (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await fetchModule() }));
  function LazyPage(props: Props) {
    // Fixed per mount: switching from Lazy to the module later would remount the page.
    const [Direct] = useState(() => loaded);
    return createElement(Direct ?? Lazy, props);
  }
  return Object.assign(LazyPage, {
    preload: () => void fetchModule().catch(() => undefined), // the render reports a failure
  });
}

/** Starts fetching the module of `Page` if it is a lazy page not yet loaded. */
export function preloadPage(Page: unknown): void {
  if (typeof Page === "function" && "preload" in Page) {
    const { preload } = Page as { preload: unknown };
    if (typeof preload === "function") (preload as () => void)();
  }
}
