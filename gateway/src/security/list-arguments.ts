// The bound on every list argument of a GraphQL request (filters' multi-selects, id lists, bulk
// inputs), checked on the coerced values while the cost is measured (query-cost.ts). Its own
// module: the bounds are a table of their own, tuned apart from the cost model.
import { getNullableType, isInputObjectType, isListType, type GraphQLInputType } from "graphql";
import { MAX_PAGE_SIZE } from "../rest/graphql-args";

/**
 * Items of any list argument (filters' multi-selects and id lists), literal or in a variable.
 * Filters become the REST query string: a filter of one page's ids (≤ MAX_PAGE_SIZE) fits, and
 * even five such lists in one filter stay below the 16 KB an HTTP server accepts for a URL.
 */
export const DEFAULT_LIST_BOUND = MAX_PAGE_SIZE;

/**
 * Bulk lists that legitimately carry more, sent in a JSON body (no URL limit), bounded as the API
 * bounds them (api/src/projects/routes.ts, api/src/constructions/routes.ts). Coordinate of the
 * input field (`Input.field`) or of the argument (`Type.field(arg:)`).
 */
export const LIST_BOUNDS: Readonly<Record<string, number>> = {
  "AddMattersInput.targetIds": 5_000,
  "GenerateConstructionsInput.matterIds": 5_000,
  "BulkUpdateMattersInput.items": 1_000,
};

const listBoundOf = (coordinate: string) => LIST_BOUNDS[coordinate] ?? DEFAULT_LIST_BOUND;

export type ListViolation = { path: string; max: number; count: number };

/** Walks one argument's coerced value; every list longer than its bound is a violation. */
export function checkLists(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  coordinate: string,
  out: ListViolation[],
): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return;
    const max = listBoundOf(coordinate);
    if (value.length > max) {
      out.push({ path, max, count: value.length });
      return;
    }
    for (const item of value)
      checkLists(item, nullable.ofType as GraphQLInputType, path, coordinate, out);
    return;
  }
  if (isInputObjectType(nullable) && typeof value === "object") {
    for (const field of Object.values(nullable.getFields())) {
      checkLists(
        (value as Record<string, unknown>)[field.name],
        field.type,
        `${path}.${field.name}`,
        `${nullable.name}.${field.name}`,
        out,
      );
    }
  }
}
