import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useEffect, useState } from "react";
import { useQuery, type AnyVariables, type CombinedError, type UseQueryArgs } from "urql";
import { useInformationActions } from "../information";
import { alertFromCombinedError } from "../result-alert";

export interface ListQueryResult<Data> {
  /** The current page, or the last one while the next loads (no flicker to an empty table). */
  data: Data | undefined;
  /** A request is under way (the data shown may be the previous page's). */
  fetching: boolean;
  error: CombinedError | undefined;
  /** Reads the page again from the server (再読み込み after a live change, issue #40). */
  reload: () => void;
}

/**
 * Runs a list page's query. A record changed on another page must show here at once, so it asks
 * the network every time (cache first for the instant answer); a failure opens the app's alert
 * with the spec's message.
 */
export function useListQuery<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): ListQueryResult<Data> {
  const [result, refetch] = useQuery<Data, Variables>({
    query,
    variables,
    requestPolicy: "cache-and-network",
  } as UseQueryArgs<Variables, Data>);
  const { data, error, fetching } = result;

  // The last data seen, kept across a change of variables (state, not a ref: read while rendering).
  const [last, setLast] = useState(data);
  if (data !== undefined && data !== last) setLast(data);

  const { openAlert } = useInformationActions();
  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);

  return {
    data: data ?? (fetching ? last : undefined),
    fetching,
    error,
    reload: () => refetch({ requestPolicy: "network-only" }),
  };
}
