import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  getNamedType,
  type ASTVisitor,
  type FloatValueNode,
  type IntValueNode,
  type ValidationContext,
} from "graphql";

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

/** The message of a Float literal beyond a double's range. */
export const NOT_FINITE_MESSAGE = "数値が大きすぎます。正しい数値を入力してください";

/**
 * Validation rule: a Float written in the query must be a finite number. graphql-js's Float reads
 * a literal with parseFloat and does not check the result (it does for variables), so
 * `powerDbm: 1e309` reached the resolvers as Infinity, was sent to the API as JSON `null` and
 * became a reading of 0 dBm. The built-in scalar cannot be replaced without changing graphql-js's
 * shared instance, so the document is checked before anything runs (400, like any invalid value).
 */
export function finiteFloatLiterals(context: ValidationContext): ASTVisitor {
  // The input field being read (`input: { powerDbm: … }` → powerDbm), to name it in the message.
  const fields: string[] = [];
  const check = (node: FloatValueNode | IntValueNode) => {
    if (getNamedType(context.getInputType())?.name !== "Float") return;
    if (Number.isFinite(Number.parseFloat(node.value))) return;
    const name = fields.at(-1) ?? context.getArgument()?.name;
    context.reportError(
      new GraphQLError(name ? `${name}: ${NOT_FINITE_MESSAGE}` : NOT_FINITE_MESSAGE, {
        nodes: node,
      }),
    );
  };
  return {
    ObjectField: {
      enter: (node) => void fields.push(node.name.value),
      leave: () => void fields.pop(),
    },
    FloatValue: check,
    IntValue: check,
  };
}
