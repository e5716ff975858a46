import type { Client } from "urql";
import { ConstructionEditPageQuery } from "../edit/queries";
import { MeasurementEditPageQuery } from "../measurements/queries";

// While there is signal, the crew's home keeps on the phone what its jobs' pages need (#38):
// each job's 工事編集 and 測定値編集 answers (target, unit, work items, thresholds, readings),
// saved by the offline exchange, and the two pages' code (the service worker keeps it). Without
// signal those pages then open from that copy.

/** More than a crew's coming days hold; the rest opens online. */
export const OFFLINE_JOBS = 30;

/** Reads each job's two pages once, one after the other (a crew's phone on a weak signal). */
export async function keepJobsForOffline(client: Client, ids: readonly string[]): Promise<void> {
  // The two pages' code, loaded so that the service worker keeps it (their documents are above).
  await Promise.all([import("../ConstructionEditPage"), import("../MeasurementEditPage")]);
  for (const id of ids.slice(0, OFFLINE_JOBS)) {
    const variables = { id };
    await client
      .query(ConstructionEditPageQuery, variables, { requestPolicy: "network-only" })
      .toPromise();
    await client
      .query(MeasurementEditPageQuery, variables, { requestPolicy: "network-only" })
      .toPromise();
  }
}
