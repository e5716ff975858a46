import { GraphQLError, GraphQLScalarType, Kind } from "graphql";

function instant(value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === "string" ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError(`DateTime must be an ISO 8601 instant, got ${JSON.stringify(value)}`);
  }
  return date.toISOString();
}

/** ISO 8601 instants in UTC; whatever the API sends is normalised to `toISOString()`. */
export const DateTime = new GraphQLScalarType({
  name: "DateTime",
  serialize: instant,
  parseValue: instant,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string");
    return instant(ast.value);
  },
});
