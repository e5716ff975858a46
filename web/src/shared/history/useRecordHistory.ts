import { useMemo } from "react";
import { useQuery } from "urql";
import { graphql } from "../../gql";
import type { HistoryEntity } from "../../gql/graphql";
import { alertFromCombinedError } from "../result-alert";
import type { HistoryEntryRef } from "./HistoryPanel";

const RecordHistoryQuery = graphql(`
  query RecordHistory($entity: HistoryEntity!, $id: ID!) {
    history(entity: $entity, id: $id) {
      id
      ...HistoryPanel_Entry
    }
  }
`);

/** The GraphQL type of each entity: a mutation answering one refreshes its open history. */
const typenames: Readonly<Record<HistoryEntity, string>> = {
  TARGET: "Target",
  TARGET_DETAIL: "TargetDetail",
  CUSTOMER: "Customer",
  CUSTOMER_SERVICE: "CustomerService",
  PROJECT: "Project",
  MATTER: "Matter",
  NEGOTIATION: "Negotiation",
  NEGOTIATION_HISTORY: "NegotiationHistory",
  SCHEDULE: "Schedule",
  CONSTRUCTION: "Construction",
  CONSTRUCTION_ENTRY: "ConstructionEntry",
  MEASUREMENT: "Measurement",
  CONSTRUCTION_FREE_SCHEDULE: "ConstructionFreeSchedule",
  LINE_CODE: "LineCode",
  EXTERNAL_SOURCE: "ExternalSource",
  EXTERNAL_SOURCE_DETAIL: "ExternalSourceDetail",
  ATTACHMENT: "Attachment",
  DOCUMENT_SETTINGS: "DocumentSettings",
  USER: "User",
  MACHINE_CLIENT: "MachineClient",
};

/**
 * The history of one record as HistoryPanel's props: `<HistoryPanel {...useRecordHistory("USER", id)} />`.
 * Its own request, so the edit page's form does not wait for it, and always from the server:
 * a save elsewhere adds a row the document cache could not know of.
 */
export function useRecordHistory(
  entity: HistoryEntity,
  id: string,
): { entries: readonly HistoryEntryRef[] | undefined; loading: boolean; error?: string } {
  // A save that stays on the page (e.g. a password reset) answers the record's type: the
  // document cache then reads the history again.
  const context = useMemo(() => ({ additionalTypenames: [typenames[entity]] }), [entity]);
  const [{ data, error, fetching }] = useQuery({
    query: RecordHistoryQuery,
    variables: { entity, id },
    requestPolicy: "network-only",
    pause: !id,
    context,
  });
  // An error stays in the panel: the page's own alert (its save, its load) is not replaced.
  return {
    entries: data?.history,
    loading: fetching,
    error: error ? alertFromCombinedError(error).message : undefined,
  };
}
