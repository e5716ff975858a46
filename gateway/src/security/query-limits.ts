// Limits on what one GraphQL request may ask, checked before any resolver runs (so before any REST
// call). Without them one request could run 500 aliased lists, nest target ↔ details until the
// answer grows ×10 per level, or turn a 5,000-item list argument into a 20 KB upstream URL.
//
// - tokens: graphql-js's own parse limit (`parse(source, { maxTokens })`, Apollo's parseOptions),
//   so a huge document is refused while it is read, not after it was built;
// - depth, aliases, directives: GraphQL Armor's validation rules, reporting our codes and Japanese
//   messages instead of its English "Syntax Error: …";
// - cost and list arguments: graphql-query-complexity with the estimator below, after the
//   variables are known (Armor's cost limit sees neither variables nor page sizes).
//
// The values are tuned against every document the web app sends: query-limits.test.ts runs each
// through `checkDocument` (the same parse, rules and cost as a request) and prints the costliest.
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ApolloServerPlugin } from "@apollo/server";
import {
  GraphQLError,
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import { GatewayError, QueryLimitError, tokenLimitError, type QueryLimitCode } from "../errors";
import { MAX_PAGE_SIZE } from "../rest/graphql-args";

export type QueryLimits = {
  /** Nesting of fields; fragments add no level of their own (the web app is built of them). */
  maxDepth: number;
  /** Aliased fields per operation (`__typename` aliases are free). */
  maxAliases: number;
  /** Lexical tokens of the whole document (`{`, names, values…). */
  maxTokens: number;
  /** Directive uses per operation (`@include`, `@skip`…). */
  maxDirectives: number;
  /** The largest estimated cost (see `fieldCost`). */
  maxCost: number;
};

export const QUERY_LIMITS: QueryLimits = {
  maxDepth: 10,
  maxAliases: 20,
  maxTokens: 2_000,
  maxDirectives: 20,
  maxCost: 50_000,
};

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

// ── List arguments ────────────────────────────────────────────────────────────────────────────

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

/** Nodes the cost walk visits (a fragment spread repeatedly used counts each time). */
const MAX_QUERY_NODES = 10_000;

const listBoundOf = (coordinate: string) => LIST_BOUNDS[coordinate] ?? DEFAULT_LIST_BOUND;

type ListViolation = { path: string; max: number; count: number };

/** Walks one argument's coerced value; every list longer than its bound is a violation. */
function checkLists(
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

/** The error of a measure over the limits (list arguments first: they name what to fix), if any. */
export function measureError(
  measure: OperationMeasure,
  limits: QueryLimits,
): GatewayError | QueryLimitError | undefined {
  if (measure.violations.length > 0) {
    const fieldErrors = measure.violations.map(({ path, max, count }) => ({
      field: path,
      messages: [`${path} は${max}件以内で指定してください（${count}件）`],
    }));
    return new GatewayError("BAD_USER_INPUT", {
      message: fieldErrors[0]!.messages[0],
      fieldErrors,
      wholeRequest: true,
    });
  }
  if (measure.cost > limits.maxCost) {
    const found = Number.isFinite(measure.cost) ? `、このクエリは${Math.ceil(measure.cost)}` : "";
    return new QueryLimitError(
      "QUERY_TOO_COMPLEX",
      `クエリが大きすぎます（コスト上限${limits.maxCost}${found}）。pageSize を小さくするか、取得する項目や関連を減らしてください`,
      limits.maxCost,
    );
  }
  return undefined;
}

// ── Depth, aliases, directives (GraphQL Armor) ────────────────────────────────────────────────

/** What the rules measured on the last accepted document (tests print it). */
export type DocumentMetrics = { depth?: number; aliases?: number; directives?: number };

const armorMessages: Record<
  Exclude<QueryLimitCode, "TOO_MANY_TOKENS" | "QUERY_TOO_COMPLEX">,
  (limit: number, found: string) => string
> = {
  QUERY_TOO_DEEP: (limit, found) => `クエリの階層が深すぎます（上限${limit}${found}）`,
  TOO_MANY_ALIASES: (limit, found) => `エイリアスが多すぎます（上限${limit}${found}）`,
  TOO_MANY_DIRECTIVES: (limit, found) => `ディレクティブが多すぎます（上限${limit}${found}）`,
};

/** The validation rules of depth, aliases and directives. */
export function queryLimitRules(
  limits: QueryLimits = QUERY_LIMITS,
  metrics?: DocumentMetrics,
): ValidationRule[] {
  const reject =
    (code: keyof typeof armorMessages, limit: number) =>
    (context: ValidationContext | null, error: GraphQLError) => {
      // Armor's English message carries the measured value: "… exceeded, found 14."
      const found = /found (\d+)/.exec(error.message)?.[1];
      const message = armorMessages[code](limit, found ? `、このクエリは${found}` : "");
      context?.reportError(new QueryLimitError(code, message, limit));
    };
  const accept =
    (key: keyof DocumentMetrics) => (_context: ValidationContext | null, details: unknown) => {
      const n = (details as { n?: unknown } | undefined)?.n;
      if (metrics && typeof n === "number") metrics[key] = n;
    };
  const common = { exposeLimits: true, propagateOnRejection: false } as const;
  const armor = new ApolloArmor({
    maxDepth: {
      ...common,
      n: limits.maxDepth,
      // Fragment spreads are how the web app composes its pages, not nesting of the answer.
      flattenFragments: true,
      // GraphiQL's introspection query is deep by nature; production turns introspection off.
      ignoreIntrospection: true,
      onReject: [reject("QUERY_TOO_DEEP", limits.maxDepth)],
      onAccept: [accept("depth")],
    },
    maxAliases: {
      ...common,
      n: limits.maxAliases,
      onReject: [reject("TOO_MANY_ALIASES", limits.maxAliases)],
      onAccept: [accept("aliases")],
    },
    maxDirectives: {
      ...common,
      n: limits.maxDirectives,
      onReject: [reject("TOO_MANY_DIRECTIVES", limits.maxDirectives)],
      onAccept: [accept("directives")],
    },
    // Done by graphql-js (tokens), graphql-query-complexity (cost, with variables and page sizes)
    // and formatError (suggestions, in every message rather than in validation errors only).
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect().validationRules as ValidationRule[];
}

// ── Wiring ────────────────────────────────────────────────────────────────────────────────────

/**
 * The cost and list-argument check as an Apollo plugin: after validation, once the operation and
 * its variables are known, before execution. A refusal answers HTTP 400 and runs no resolver.
 */
export function queryCostPlugin(limits: QueryLimits = QUERY_LIMITS): ApolloServerPlugin {
  const measures = new MeasureCache();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, operationName, request }) {
          if (!operation) return;
          const variables = request.variables ?? {};
          const measure = measures.get(schema, document, operationName, variables, () =>
            measureOperation(schema, document, {
              variables,
              ...(operationName ? { operationName } : {}),
            }),
          );
          const error = measure && measureError(measure, limits);
          if (error) throw error;
        },
      };
    },
  };
}

/** Variables longer than this as JSON are measured every time (a CSV import is megabytes). */
export const MEASURE_CACHE_MAX_KEY = 2_048;
/** Measures kept per document: the pages and filters a screen sends again and again. */
export const MEASURE_CACHE_PER_DOCUMENT = 100;

/**
 * The measure of an operation is a function of the schema, the document, the operation name and
 * the variables alone, and costs a walk of the whole document (a third of a millisecond for the
 * targets page): the same request again (the next page, a refresh, every user of a screen) reuses
 * it. Keyed by the parsed document, which Apollo's document store hands out again for the same
 * query text, so a document the store forgets takes its measures with it.
 */
export class MeasureCache {
  private readonly byDocument = new WeakMap<
    DocumentNode,
    { schema: GraphQLSchema; measures: Map<string, OperationMeasure | undefined> }
  >();

  get(
    schema: GraphQLSchema,
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown>,
    measure: () => OperationMeasure | undefined,
  ): OperationMeasure | undefined {
    const key = `${operationName ?? ""}\u0000${JSON.stringify(variables)}`;
    if (key.length > MEASURE_CACHE_MAX_KEY) return measure();
    let entry = this.byDocument.get(document);
    if (!entry || entry.schema !== schema) {
      entry = { schema, measures: new Map() };
      this.byDocument.set(document, entry);
    }
    if (entry.measures.has(key)) return entry.measures.get(key);
    const result = measure();
    if (entry.measures.size >= MEASURE_CACHE_PER_DOCUMENT) {
      const oldest = entry.measures.keys().next();
      if (!oldest.done) entry.measures.delete(oldest.value);
    }
    entry.measures.set(key, result);
    return result;
  }
}

/** The Apollo options that apply the limits: spread them into `new ApolloServer({...})`. */
export function queryLimitOptions(limits: QueryLimits = QUERY_LIMITS) {
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: queryLimitRules(limits),
    plugin: queryCostPlugin(limits),
  };
}

/** Lexical tokens of a document, as graphql-js counts them for `maxTokens`. */
export function countTokens(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

export type DocumentCheck = {
  tokens: number;
  metrics: DocumentMetrics;
  cost?: number;
  errors: GraphQLError[];
};

/**
 * One document through the same parse, validation and cost check as a request (for tests and
 * for tuning): the refusals come back as errors, with what was measured.
 */
export function checkDocument(
  schema: GraphQLSchema,
  source: string,
  options: {
    variables?: Record<string, unknown>;
    operationName?: string;
    limits?: QueryLimits;
  } = {},
): DocumentCheck {
  const limits = options.limits ?? QUERY_LIMITS;
  const tokens = countTokens(source);
  const metrics: DocumentMetrics = {};
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: limits.maxTokens });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      tokens,
      metrics,
      errors: [tokenLimitError(message) ?? new GraphQLError(message)],
    };
  }
  const errors = [
    ...validate(schema, document, [...specifiedRules, ...queryLimitRules(limits, metrics)]),
  ];
  if (errors.length > 0) {
    return {
      tokens,
      metrics,
      errors: errors.map((e) => (e.originalError instanceof QueryLimitError ? e.originalError : e)),
    };
  }
  const measure = measureOperation(schema, document, options);
  if (!measure) return { tokens, metrics, errors: [new GraphQLError("variables do not coerce")] };
  const refusal = measureError(measure, limits);
  return { tokens, metrics, cost: measure.cost, errors: refusal ? [refusal] : [] };
}
