import { formatDateTime } from "@cfx/domain/dates";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useEffect } from "react";
import { useQuery, type AnyVariables, type CombinedError } from "urql";
import { useInformationActions } from "../information";
import { alertFromCombinedError, isForbidden } from "../result-alert";
import type { RecordMissing } from "./RecordPending";

/** Why an answered query has no record: none at all, or the caller may not see it. */
export function missingOf(
  fetching: boolean,
  data: unknown,
  error: CombinedError | undefined,
): RecordMissing {
  if (fetching || !(data || error)) return false;
  return isForbidden(error) ? "forbidden" : true;
}

/**
 * The query of an edit page: always the server's latest version (the form starts from it and
 * sends it back), a failure told in the alert bar, and `reload` for 再読み込み after a conflict.
 */
export function useRecordQuery<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
) {
  const { openAlert } = useInformationActions();
  const [{ data, error, fetching, extensions }, refetch] = useQuery<Data, Variables>({
    query,
    variables,
    requestPolicy: "network-only",
  } as never);
  useEffect(() => {
    if (error) openAlert("error", alertFromCombinedError(error).message);
  }, [error, openAlert]);
  // Without signal a crew's page answers from the phone's copy (offline-exchange.ts): say so.
  const offlineSavedAt = extensions?.offlineSavedAt as string | undefined;
  useEffect(() => {
    if (offlineSavedAt)
      openAlert(
        "warning",
        `電波がないため、${formatDateTime(offlineSavedAt)}に保存した内容を表示しています。`,
      );
  }, [offlineSavedAt, openAlert]);
  return {
    data,
    error,
    fetching,
    /**
     * Nothing to show once the answer came: the record does not exist, or "forbidden" when the
     * server refused the caller (the page then says so instead of "not found", issue #37.18).
     */
    missing: missingOf(fetching, data, error),
    reload: () => refetch({ requestPolicy: "network-only" }),
    /** When the phone's copy shown without signal was saved (offline-exchange.ts). */
    offlineSavedAt,
  };
}
