import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback } from "react";
import { useClient, type AnyVariables } from "urql";
import { useInformationActions } from "../information";
import { alertFromCombinedError } from "../result-alert";
import type { IdSelectionAnswer } from "./useRowSelection";

/**
 * The `fetchAllIds` of `useRowSelection` for one list: runs its "all matching ids" query (e.g.
 * `targetIds(filter, sort, order)`) with the list's current variables, fresh from the server; a
 * failure goes to the alert bar and selects nothing.
 */
export function useMatchingIds<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pick: (data: Data) => IdSelectionAnswer,
): () => Promise<IdSelectionAnswer | undefined> {
  const client = useClient();
  const { openAlert } = useInformationActions();
  const key = JSON.stringify(variables);
  return useCallback(async () => {
    const result = await client
      .query(query, JSON.parse(key) as Variables, { requestPolicy: "network-only" })
      .toPromise();
    if (result.error || !result.data) {
      if (result.error) openAlert("error", alertFromCombinedError(result.error).message);
      return undefined;
    }
    return pick(result.data);
    // `pick` is a projection the page writes inline: the query and its variables decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, query, key, openAlert]);
}
