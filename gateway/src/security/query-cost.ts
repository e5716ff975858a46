// The estimated cost of one GraphQL operation with its variables (part of query-limits.ts's
// limits): roughly the number of values the answer can hold, walked by graphql-query-complexity
// with the estimator below, list arguments checked on the way. Its own module: the cost model
// and its tables are what gets tuned.
import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLSchema,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { MAX_PAGE_SIZE } from "../rest/graphql-args";
import { checkLists, type ListViolation } from "./list-arguments";

// ── Cost model ────────────────────────────────────────────────────────────────────────────────
//
// cost(field) = n × (1 + cost of its selected children), summed over the operation: roughly the
// number of values the answer can hold, where n, how many times the field occurs per parent, is
//   1. its page size (`pageSize`, `first`, `last`, `limit`): the value sent, else the argument's
//      default (the SDL's `pageSize: Int = 50`), else the largest page (MAX_PAGE_SIZE); clamped to
//      that largest page (a larger one is refused by the resolver with BAD_USER_INPUT anyway);
//   2. for a bulk mutation, the number of ids it is given (SIZING_ARGUMENTS); without them (a whole
//      project's matters) like a page at its largest (MAX_PAGE_SIZE);
//   3. for any other list, its expected size: LIST_SIZES, else RELATION_FANOUT. The `items` of a
//      page type count 1: the page field already counted its page size;
//   4. 1 for anything else. Introspection and `__typename` cost nothing.

/** Arguments that set how many rows a list field answers. */
const PAGING_ARGUMENTS = ["pageSize", "first", "last", "limit"];

/**
 * Rows of a relation list without paging (target → details, matter → negotiations…): the demo
 * data has about ten children per parent, which is also what makes target ↔ details grow ×10 per
 * level.
 */
export const RELATION_FANOUT = 10;

/** Lists whose size is known better than RELATION_FANOUT (coordinate `Type.field`). */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  // Whole master lists: a few dozen rows each.
  "Query.roleTypes": 100,
  "Query.associateCompanies": 100,
  "Query.teams": 100,
  "Query.clients": 100,
  "Query.masterList": 100,
  "Query.masterKinds": 20,
  // Everyone who can be assigned: the whole staff, a few hundred at most.
  "Query.assignableUsers": 500,
  // Sized at their mutation by the ids it was given (SIZING_ARGUMENTS).
  "AddMattersResult.created": 1,
  "AddMattersResult.skippedTargetIds": 1,
  "GenerateConstructionsResult.created": 1,
  "GenerateConstructionsResult.skippedMatterIds": 1,
};

/** Bulk mutations whose answer has one entry per id of this list argument (path below the field). */
export const SIZING_ARGUMENTS: Readonly<Record<string, readonly string[]>> = {
  "Mutation.bulkUpdateMatters": ["input", "items"],
  "Mutation.addMattersToProject": ["input", "targetIds"],
  "Mutation.generateConstructions": ["input", "matterIds"],
};

/** Nodes the cost walk visits (a fragment spread repeatedly used counts each time). */
const MAX_QUERY_NODES = 10_000;

function valueAt(args: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = args;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The types answered by a paged field (`UserPage`…): their lists were counted by that field. */
function pageTypesOf(schema: GraphQLSchema): Set<string> {
  const pages = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!("getFields" in type) || isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (field.args.some((arg: GraphQLArgument) => PAGING_ARGUMENTS.includes(arg.name)))
        pages.add(getNamedType(field.type).name);
    }
  }
  return pages;
}

const pageTypesCache = new WeakMap<GraphQLSchema, Set<string>>();

/** How many times `field` occurs per parent (rules 1–4 above). */
function multiplier(
  pageTypes: Set<string>,
  parent: string,
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
): number {
  const paging = field.args.find((arg) => PAGING_ARGUMENTS.includes(arg.name));
  if (paging) {
    const size = args[paging.name];
    return typeof size === "number" && Number.isFinite(size)
      ? Math.min(Math.max(Math.trunc(size), 1), MAX_PAGE_SIZE)
      : MAX_PAGE_SIZE;
  }
  const coordinate = `${parent}.${field.name}`;
  const sizing = SIZING_ARGUMENTS[coordinate];
  if (sizing) {
    const list = valueAt(args, sizing);
    // Without the list (generateConstructions for a whole project), the number depends on the
    // data: counted like a page at its largest.
    return Array.isArray(list) ? Math.max(list.length, 1) : MAX_PAGE_SIZE;
  }
  if (!isListType(getNullableType(field.type))) return 1;
  if (pageTypes.has(parent)) return 1;
  return LIST_SIZES[coordinate] ?? RELATION_FANOUT;
}

export type OperationMeasure = {
  cost: number;
  /** List arguments over their bound (path like `filter.matterId`). */
  violations: ListViolation[];
};

/**
 * Cost and list-argument check of one operation with its variables. Throws a QueryLimitError
 * when the walk itself is too large; returns `undefined` when the variables do not coerce (the
 * execution then refuses them with its usual BAD_USER_INPUT, before any resolver runs).
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  options: { variables?: Record<string, unknown>; operationName?: string } = {},
): OperationMeasure | undefined {
  let pageTypes = pageTypesCache.get(schema);
  if (!pageTypes) {
    pageTypes = pageTypesOf(schema);
    pageTypesCache.set(schema, pageTypes);
  }
  const pages = pageTypes;
  const violations = new Map<string, ListViolation>();
  const estimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
    if (type.name.startsWith("__") || field.name.startsWith("__")) return 0;
    const found: ListViolation[] = [];
    for (const arg of field.args) {
      checkLists(
        args[arg.name],
        arg.type,
        arg.name,
        `${type.name}.${field.name}(${arg.name}:)`,
        found,
      );
    }
    for (const violation of found) violations.set(violation.path, violation);
    return multiplier(pages, type.name, field, args) * (1 + childComplexity);
  };
  let cost: number;
  try {
    cost = getComplexity({
      schema,
      query: document,
      variables: options.variables ?? {},
      ...(options.operationName ? { operationName: options.operationName } : {}),
      estimators: [estimator],
      maxQueryNodes: MAX_QUERY_NODES,
    });
  } catch (error) {
    if (error instanceof GraphQLError && /maximum allowed number of nodes/.test(error.message)) {
      return { cost: Number.POSITIVE_INFINITY, violations: [...violations.values()] };
    }
    return undefined;
  }
  return { cost, violations: [...violations.values()] };
}
