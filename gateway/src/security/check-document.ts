// One document through the same parse, validation and cost check as a request, for the tests
// and for tuning the limits (query-limits.test.ts prints the costliest of the web app's). Apart
// from query-limits.ts: no request goes through it.
import {
  GraphQLError,
  Lexer,
  Source,
  TokenKind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { QueryLimitError, tokenLimitError } from "../errors";
import { measureOperation } from "./query-cost";
import {
  measureError,
  QUERY_LIMITS,
  queryLimitRules,
  type DocumentMetrics,
  type QueryLimits,
} from "./query-limits";

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
