// GraphQL arguments as the API's REST ones: ids, input bodies, sort fields, paging and list
// queries, checked before any REST call (bad input is the caller's mistake, in Japanese); and the
// small answer helpers the resolvers share. Apart from resource.ts: resolvers use them directly.
import { badInput, type FieldError } from "../errors";
import type { QueryValue } from "./client";

/** The largest page the GraphQL lists accept. */
export const MAX_PAGE_SIZE = 200;

/** A GraphQL `ID` as the REST integer id; anything else is the caller's mistake. */
export function restId(id: string | number, field = "id"): number {
  const text = String(id);
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1) {
    throw badInput([{ field, messages: ["IDが不正です"] }]);
  }
  return value;
}

/** A list of GraphQL `ID`s as REST ids (`field` names the argument in the error). */
export function restIds(ids: readonly (string | number)[], field: string): number[] {
  return ids.map((id) => restId(id, field));
}

/** A nullable GraphQL id argument: `undefined` stays (leave as is), `null` stays (clear). */
export function optionalId(
  id: string | number | null | undefined,
  field: string,
): number | null | undefined {
  if (id === null || id === undefined) return id;
  return restId(id, field);
}

type IdValue<V> = V extends null | undefined ? V : number;

/** What `restInput(input, idFields)` makes of an input of type `T`. */
export type RestInputOf<T, I extends string> = {
  [K in keyof T]: K extends I ? IdValue<T[K]> : T[K];
};

/**
 * A GraphQL input object → the REST body: the named id fields are converted from `ID` to
 * integers (null kept: it clears the reference), every other key is passed as it came. The
 * result's type follows the same rules (`RestInputOf`), so the resource API checks it against
 * the API's body name by name: a field has one name in both (issue #41).
 */
export function restInput<T extends object, const I extends keyof T & string = never>(
  input: T,
  idFields: readonly I[] = [],
): RestInputOf<T, I> {
  const ids: readonly string[] = idFields;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[key] = ids.includes(key) && value !== null ? restId(value as string | number, key) : value;
  }
  // The loop above is RestInputOf at run time; TypeScript cannot follow a key-by-key conversion.
  return out as RestInputOf<T, I>;
}

/**
 * A sort enum value as the REST sort field: `UPDATED_AT` → `updatedAt` (the enum value is the
 * field's name in capitals). A value that is no enum value (`updatedAt`, as a web list's URL may
 * already hold it) is kept as it is.
 */
export function sortField(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!/^[A-Z][A-Z0-9_]*$/.test(value)) return value;
  return value.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Page and page size of a GraphQL list, checked before any REST call. */
export function paging(args: { page?: number | null; pageSize?: number | null }): {
  page: number;
  pageSize: number;
} {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 50;
  const problems: FieldError[] = [];
  if (page < 1) problems.push({ field: "page", messages: ["ページは1以上を指定してください"] });
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    problems.push({
      field: "pageSize",
      messages: [`表示件数は1から${MAX_PAGE_SIZE}までで指定してください`],
    });
  }
  if (problems.length > 0) throw badInput(problems);
  return { page, pageSize };
}

type FilterValue<V, IsId extends boolean> = V extends readonly unknown[]
  ? string
  : V extends string
    ? IsId extends true
      ? number
      : string
    : V;

/** Paging, sort and order of every REST list query. */
export type ListQueryBase = { page: number; pageSize: number; sort: string; order: "asc" | "desc" };

/** What `listQuery(args, sort, filter, idFilters)` makes of a filter of type `F`. */
export type ListQueryOf<F, I extends string> = ListQueryBase & {
  [K in keyof F]?: FilterValue<NonNullable<F[K]>, K extends I ? true : false>;
};

/**
 * The REST query of a GraphQL list: paging, sort, order and the filters. Empty filter values
 * are dropped (docs/spec.md §5); lists of ids/codes become the API's comma-separated form. The result's
 * type follows the same rules (`ListQueryOf`), so a resource's `page` checks it against the
 * API's query.
 */
export function listQuery<F extends object, const I extends keyof F & string = never>(
  args: {
    page?: number | null;
    pageSize?: number | null;
    order?: "ASC" | "DESC" | null;
  },
  sort: string,
  filter: F | null | undefined,
  idFilters: readonly I[] = [],
): ListQueryOf<F, I> {
  const ids: readonly string[] = idFilters;
  const { page, pageSize } = paging(args);
  const query: ListQueryBase & Record<string, QueryValue> = {
    page,
    pageSize,
    sort,
    order: args.order === "DESC" ? "desc" : "asc",
  };
  for (const [key, value] of Object.entries(filter ?? {}) as [string, unknown][]) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      const list = ids.includes(key) ? restIds(value as string[], key) : value;
      query[key] = list.join(",");
    } else if (typeof value === "string") {
      const trimmed = value.trim();
      if (trimmed === "") continue;
      query[key] = ids.includes(key) ? restId(trimmed, key) : trimmed;
    } else {
      query[key] = value as QueryValue;
    }
  }
  // The loop above is ListQueryOf at run time; TypeScript cannot follow a key-by-key conversion.
  return query as ListQueryOf<F, I>;
}

/** Label of an integer enumeration code, or "" for an unknown code. */
export function labelOf(labels: Readonly<Record<number, string>>, code: number | null | undefined) {
  return code === null || code === undefined ? null : (labels[code] ?? "");
}

/** `TA-00000042` (docs/spec.md §3), written once in `@cfx/domain/codes`. */
export { displayCode } from "@cfx/domain/codes";

/** The id of a deleted record as the GraphQL `ID!` answer. */
export function deletedId(answer: { id: number } | undefined, id: number): string {
  return String(answer?.id ?? id);
}
