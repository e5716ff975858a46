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
//
// Beside it: query-cost.ts (the cost model), list-arguments.ts (the list bounds), measure-cache.ts
// (measures reused) and check-document.ts (one document checked as a request, for the tests).
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { ApolloServerPlugin } from "@apollo/server";
import type { GraphQLError, ValidationContext, ValidationRule } from "graphql";
import { GatewayError, QueryLimitError, type QueryLimitCode } from "../errors";
import { MeasureCache } from "./measure-cache";
import { measureOperation, type OperationMeasure } from "./query-cost";

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

/** The Apollo options that apply the limits: spread them into `new ApolloServer({...})`. */
export function queryLimitOptions(limits: QueryLimits = QUERY_LIMITS) {
  return {
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: queryLimitRules(limits),
    plugin: queryCostPlugin(limits),
  };
}
