import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

function instant(value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime must be an ISO 8601 instant, got ${JSON.stringify(value)}`);
  }
  return date.toISOString();
}

/** `toISOString()`'s own form, which the API sends: passed on as it is, without a parse. */
const CANONICAL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** ISO 8601 instants in UTC; whatever the API sends is normalised to `toISOString()`. */
export const DateTime = new GraphQLScalarType({
  name: "DateTime",
  serialize: (value) =>
    typeof value === "string" && CANONICAL_INSTANT.test(value) ? value : instant(value),
  parseValue: instant,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string");
    return instant(ast.value);
  },
});
