// Query parameters → SQL conditions for the `where` hooks of the resources: the same parsing of
// a list (`status=1,2`), a text search or a date range in every area.
import { eq, gte, ilike, inArray, lte, type SQL, type SQLWrapper } from "drizzle-orm";
import { likePattern, prefixPattern } from "./list";
import type { Loose } from "./resource-types";

/** `?field=` integer filter → eq; accepts comma-separated lists too (`status=1,2`). */
export function intFilter(col: SQLWrapper, raw: unknown): SQL | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  const list = String(raw)
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n));
  if (!list.length) return undefined;
  if (list.length === 1) return eq(col as Loose, list[0]);
  return inList(col, list);
}

export function inList(col: SQLWrapper, list: (number | string)[]): SQL {
  return inArray(col as Loose, list);
}
export function textFilter(col: SQLWrapper, raw: unknown): SQL | undefined {
  return typeof raw === "string" && raw.trim()
    ? ilike(col as Loose, likePattern(raw.trim()))
    : undefined;
}
export function prefixFilter(col: SQLWrapper, raw: unknown): SQL | undefined {
  return typeof raw === "string" && raw.trim()
    ? ilike(col as Loose, prefixPattern(raw.trim()))
    : undefined;
}
export function rangeFilter(col: SQLWrapper, from: unknown, to: unknown): (SQL | undefined)[] {
  return [from ? gte(col as Loose, from) : undefined, to ? lte(col as Loose, to) : undefined];
}
