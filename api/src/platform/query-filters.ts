// Query parameters → SQL conditions for the `where` hooks of the resources: the same parsing of
// a list (`status=1,2`), a text search or a date range in every area.
import { eq, gte, ilike, inArray, lte, type SQL, type SQLWrapper } from "drizzle-orm";
import { likePattern, prefixPattern } from "./list";
import type { Loose } from "./resource-types";

// A route's query is validated against its schema, but a resource's `where` sees it as a bag of
// unknown values: these read one back as the type its schema gives it (undefined when absent).

/** A text parameter (TextCode, date, date-time…). */
export function textParam(raw: unknown): string | undefined {
  return typeof raw === "string" ? raw : undefined;
}

/** An integer parameter (Type.Integer: the query string is coerced to a number). */
export function intParam(raw: unknown): number | undefined {
  return typeof raw === "number" ? raw : undefined;
}

/** `?field=` text code (TextCode) → eq; empty or absent → no condition. */
export function codeFilter(col: SQLWrapper, raw: unknown): SQL | undefined {
  const value = textParam(raw);
  return value ? eq(col as Loose, value) : undefined;
}

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
