// What a GraphQL list field's client asked for, so the REST call does no work nobody reads.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * Whether the query reads `pageInfo { totalCount }` or `pageInfo { totalCountIsEstimate }` of
 * this field (through fragments too).
 */
export function selectsTotalCount(info: GraphQLResolveInfo): boolean {
  return info.fieldNodes.some(
    (node) =>
      selects(info, node.selectionSet, ["pageInfo", "totalCount"]) ||
      selects(info, node.selectionSet, ["pageInfo", "totalCountIsEstimate"]),
  );
}

function selects(
  info: GraphQLResolveInfo,
  set: SelectionSetNode | undefined,
  path: readonly string[],
): boolean {
  if (!set) return false;
  const [name, ...rest] = path;
  return set.selections.some((selection) => {
    switch (selection.kind) {
      case Kind.FIELD:
        return (
          selection.name.value === name &&
          (rest.length === 0 || selects(info, selection.selectionSet, rest))
        );
      case Kind.INLINE_FRAGMENT:
        return selects(info, selection.selectionSet, path);
      case Kind.FRAGMENT_SPREAD:
        return selects(info, info.fragments[selection.name.value]?.selectionSet, path);
    }
  });
}
