import type { Client } from "urql";
import { graphql } from "../../gql";

// The record a refused update was about, as it is now: the crew sees its own value beside the
// office's before choosing (ConflictList).

const LatestMeasurement = graphql(`
  query OfflineLatestMeasurement($id: ID!) {
    measurement(id: $id) {
      id
      version
      point
      wavelengthNm
      powerDbm
    }
  }
`);

const LatestConstruction = graphql(`
  query OfflineLatestConstruction($id: ID!) {
    construction(id: $id) {
      id
      version
      status
      statusLabel
      resultNotes
      overrideReason
      scheduledDate
      slot
    }
  }
`);

const LatestEntry = graphql(`
  query OfflineLatestEntry($id: ID!) {
    constructionEntry(id: $id) {
      id
      version
      item
      removedSerial
      installedSerial
      quantity
      notes
    }
  }
`);

export type LatestRecord = Record<string, unknown> & { version: number };

/** The current record behind an update, or null for a write that is not an update. */
export async function latestRecord(
  client: Client,
  operationName: string,
  id: string,
): Promise<LatestRecord | null> {
  const variables = { id };
  const options = { requestPolicy: "network-only" as const };
  switch (operationName) {
    case "MeasurementEditPageUpdate":
      return (await client.query(LatestMeasurement, variables, options).toPromise()).data
        ?.measurement as LatestRecord | null;
    case "ConstructionEditUpdate":
      return (await client.query(LatestConstruction, variables, options).toPromise()).data
        ?.construction as LatestRecord | null;
    case "ConstructionEditEntryUpdate":
      return (await client.query(LatestEntry, variables, options).toPromise()).data
        ?.constructionEntry as LatestRecord | null;
    default:
      return null;
  }
}
