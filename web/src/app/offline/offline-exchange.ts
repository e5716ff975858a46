import {
  CombinedError,
  makeOperation,
  mapExchange,
  stringifyDocument,
  type Exchange,
  type Operation,
  type OperationResult,
} from "urql";
import { QueuedOffline } from "../../shared/mutation/queued-offline";
import { enqueue, saveAnswer, savedAnswer } from "./offline-db";
import { documentHash } from "../persisted-documents";

// Field work without signal, at the GraphQL client: the answers of the pages a crew uses on site
// are kept on the phone and given back when the network cannot be reached; the writes of those
// pages carry an Idempotency-Key and, when they could not be sent, wait in the queue (sync.ts
// sends them when the signal returns). Only the operations named here: the office's screens keep
// needing the network, as before.

/** The session's user and the crew's pages (home, 工事編集, 測定値編集). */
export const OFFLINE_QUERIES: ReadonlySet<string> = new Set([
  "Viewer",
  "CrewHome",
  "ConstructionEditPage",
  "MeasurementEditPage",
]);

/** What a crew writes on site: status, results, entries, photos, readings. */
export const QUEUED_MUTATIONS: ReadonlySet<string> = new Set([
  "ConstructionEditUpdate",
  "ConstructionEditEntryCreate",
  "ConstructionEditEntryUpdate",
  "ConstructionEditEntryDelete",
  "ConstructionEditPhotoCreate",
  "MeasurementEditPageCreate",
  "MeasurementEditPageUpdate",
  "MeasurementEditPageDelete",
]);

/** Context of a queued write being sent again (it is not queued a second time). */
export const REPLAY = "offlineReplay";
const KEY = "idempotencyKey";

const nameOf = (operation: Operation) =>
  operation.query.definitions.find((d) => d.kind === "OperationDefinition")?.name?.value ?? "";

/** A plain-object copy of the operation's headers (fetchOptions may be a function). */
function headersOf(operation: Operation): Record<string, string> {
  const options =
    typeof operation.context.fetchOptions === "function"
      ? operation.context.fetchOptions()
      : (operation.context.fetchOptions ?? {});
  return Object.fromEntries(new Headers(options.headers).entries());
}

/** The operation with `Idempotency-Key` among its headers (a new key unless it has one). */
function withIdempotencyKey(operation: Operation): Operation {
  const key = (operation.context[KEY] as string | undefined) ?? crypto.randomUUID();
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    [KEY]: key,
    fetchOptions: { headers: { ...headersOf(operation), "idempotency-key": key } },
  });
}

const withoutKey = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "idempotency-key"));

/** The gateway was not reached (no signal, or the answer lost): no GraphQL error came back. */
export const isUnreachable = (error: CombinedError | undefined) =>
  Boolean(error?.networkError) && error!.graphQLErrors.length === 0;

interface OfflineOperations {
  /** Queries answered from the phone's copy without signal. */
  queries: ReadonlySet<string>;
  /** Mutations sent with an Idempotency-Key and queued when they could not be sent. */
  mutations: ReadonlySet<string>;
}

async function onResult(
  result: OperationResult,
  { queries, mutations }: OfflineOperations,
): Promise<OperationResult> {
  const { operation } = result;
  const name = nameOf(operation);
  if (operation.kind === "query" && queries.has(name)) {
    if (result.data && !result.error) {
      await saveAnswer({
        key: operation.key,
        operationName: name,
        data: result.data,
        savedAt: new Date().toISOString(),
      }).catch(() => undefined);
      return result;
    }
    if (isUnreachable(result.error)) {
      const saved = await savedAnswer(operation.key).catch(() => undefined);
      // The copy, with when it was saved (the page says so). Not marked `stale`: urql's
      // toPromise (the session's check of the user) waits past stale answers.
      if (saved)
        return {
          ...result,
          data: saved.data,
          error: undefined,
          extensions: { offlineSavedAt: saved.savedAt },
        };
    }
    return result;
  }
  if (
    operation.kind === "mutation" &&
    mutations.has(name) &&
    !operation.context[REPLAY] &&
    isUnreachable(result.error)
  ) {
    // Not sent, or sent and its answer lost: either way the same key sends it again later, and
    // the API applies it once.
    await enqueue({
      idempotencyKey: operation.context[KEY] as string,
      operationName: name,
      query: stringifyDocument(operation.query),
      documentHash: documentHash(operation.query),
      variables: operation.variables as Record<string, unknown>,
      url: operation.context.url,
      headers: withoutKey(headersOf(operation)),
      createdAt: new Date().toISOString(),
    });
    return { ...result, error: new CombinedError({ networkError: new QueuedOffline() }) };
  }
  return result;
}

/** The exchange (before the fetch) for `operations`: keeps their answers, queues their writes. */
export function createOfflineExchange(operations: OfflineOperations): Exchange {
  return mapExchange({
    onOperation: (operation) =>
      operation.kind === "mutation" && operations.mutations.has(nameOf(operation))
        ? withIdempotencyKey(operation)
        : operation,
    onResult: (result) => onResult(result, operations),
  });
}

/** The app's: the crew's pages and writes. */
export const offlineExchange = createOfflineExchange({
  queries: OFFLINE_QUERIES,
  mutations: QUEUED_MUTATIONS,
});
