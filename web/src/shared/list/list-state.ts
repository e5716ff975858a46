import type { ParamParser } from "./list-params";

// A list's state lives in the URL (`?name=山田&sort=NAME&order=DESC&page=2`) so it can be bookmarked,
// shared and restored with the back button. Each list declares it once; parsing ignores bad values
// and drops empties, serialising leaves defaults out.

export type SortOrder = "ASC" | "DESC";

/** Parameter names the kit uses itself; a filter may not be called so. */
export type ReservedParam = "sort" | "order" | "page" | "pageSize";
const RESERVED: readonly ReservedParam[] = ["sort", "order", "page", "pageSize"];

// `any`: the declaration holds parsers of different value types side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FilterParsers = Record<string, ParamParser<any>>;

export interface ListDeclaration<F extends FilterParsers, S extends string> {
  /** The filters and how each is read from the URL. */
  filters: F;
  /** The sort keys the server supports (a header is sortable only for these). */
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
  pageSize: number;
  /** Page sizes the reader may choose from; none: the size is fixed. */
  pageSizes?: readonly number[];
  /** The API's CSV export of this list (`users` → /export/users.csv): shows the CSV出力 button. */
  export?: string;
  /**
   * The export's query when it is not the list's own URL (a day in the URL is an instant for the
   * API, a sort has another name there).
   */
  exportSearch?(state: ListState<F, S>): string;
}

export type FilterValues<F extends FilterParsers> = {
  [K in keyof F]?: F[K] extends ParamParser<infer T> ? T : never;
};

export interface ListState<F extends FilterParsers, S extends string> {
  filter: FilterValues<F>;
  sort: S;
  order: SortOrder;
  page: number;
  pageSize: number;
}

/** Declares a list (typed by its filters and sort keys). */
export function defineList<F extends FilterParsers, const S extends string>(
  declaration: ListDeclaration<F, S>,
): ListDeclaration<F, S> {
  const clash = Object.keys(declaration.filters).find((k) => RESERVED.includes(k as ReservedParam));
  if (clash) throw new Error(`list filter "${clash}" clashes with the kit's own parameter`);
  return declaration;
}

const positiveInt = (raw: string | null): number | undefined =>
  raw != null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;

const toParams = (search: string) =>
  new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);

/** The default state of a list: no filter, its default sort, page 1. */
export function defaultListState<F extends FilterParsers, S extends string>(
  decl: ListDeclaration<F, S>,
): ListState<F, S> {
  return {
    filter: {},
    sort: decl.defaultSort,
    order: decl.defaultOrder ?? "ASC",
    page: 1,
    pageSize: decl.pageSize,
  };
}

/** Reads the filter values of `params`; unknown, bad and empty values are left out. */
function readFilter<F extends FilterParsers>(filters: F, params: URLSearchParams): FilterValues<F> {
  const out: Record<string, unknown> = {};
  for (const [key, parser] of Object.entries(filters)) {
    const value: unknown = parser.parse(params.getAll(key));
    if (value !== undefined) out[key] = value;
  }
  return out as FilterValues<F>;
}

/** Writes the filter values into `params`; a value that formats to nothing is left out. */
function writeFilter<F extends FilterParsers>(
  filters: F,
  filter: FilterValues<F>,
  params: URLSearchParams,
) {
  for (const [key, parser] of Object.entries(filters)) {
    const value = filter[key];
    if (value === undefined || value === null) continue;
    for (const raw of parser.format(value)) params.append(key, raw);
  }
}

/** Drops empty and invalid values (docs/spec.md §5: empty filters are removed before the search). */
export function compactFilter<F extends FilterParsers, S extends string>(
  decl: ListDeclaration<F, S>,
  filter: FilterValues<F>,
): FilterValues<F> {
  const params = new URLSearchParams();
  writeFilter(decl.filters, filter, params);
  return readFilter(decl.filters, params);
}

/** Reads the list state from a query string; anything invalid falls back to the default. */
export function parseListState<F extends FilterParsers, S extends string>(
  decl: ListDeclaration<F, S>,
  search: string,
): ListState<F, S> {
  const params = toParams(search);
  const defaults = defaultListState(decl);
  const sortParam = params.get("sort");
  const orderParam = params.get("order");
  const sizeParam = positiveInt(params.get("pageSize"));
  return {
    filter: readFilter(decl.filters, params),
    sort: decl.sorts.find((s) => s === sortParam) ?? defaults.sort,
    order: orderParam === "ASC" || orderParam === "DESC" ? orderParam : defaults.order,
    page: positiveInt(params.get("page")) ?? 1,
    pageSize: decl.pageSizes?.find((s) => s === sizeParam) ?? defaults.pageSize,
  };
}

/** The query string (`?…`, or "" for the default state) of a list state; defaults are left out. */
export function listSearch<F extends FilterParsers, S extends string>(
  decl: ListDeclaration<F, S>,
  state: Partial<ListState<F, S>>,
): string {
  const params = new URLSearchParams();
  const defaults = defaultListState(decl);
  writeFilter(decl.filters, state.filter ?? {}, params);
  if (state.sort && state.sort !== defaults.sort) params.set("sort", state.sort);
  if (state.order && state.order !== defaults.order) params.set("order", state.order);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  if (state.pageSize && state.pageSize !== defaults.pageSize)
    params.set("pageSize", String(state.pageSize));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * The query string of a list's CSV export: the list's own, with its sort and order even when they
 * are the defaults (the URL leaves those out; the export is told, so its order is the table's).
 * `adjust` rewrites what the API reads otherwise (a day in the URL is an instant for the API).
 */
export function exportListSearch<F extends FilterParsers, S extends string>(
  decl: ListDeclaration<F, S>,
  state: ListState<F, S>,
  adjust?: (params: URLSearchParams) => void,
): string {
  const params = new URLSearchParams(listSearch(decl, state).replace(/^\?/, ""));
  adjust?.(params);
  params.set("sort", state.sort);
  params.set("order", state.order);
  return `?${params.toString()}`;
}

/** The next state when a sortable header is clicked: the same key flips the order, a new key starts ascending. */
export function toggleSort<F extends FilterParsers, S extends string>(
  state: ListState<F, S>,
  sort: S,
): ListState<F, S> {
  const order: SortOrder = state.sort === sort && state.order === "ASC" ? "DESC" : "ASC";
  return { ...state, sort, order, page: 1 };
}
