import { makeOperation, mapExchange, type Operation } from "urql";

// Trusted documents (issue #39): every operation of the app is registered at build time by its
// sha256 (codegen's persistedDocuments: `__meta__.hash` on each generated document, the list in
// gql/persisted-documents.json, which the gateway loads). The app sends the hash instead of the
// text, in the shape of Apollo's persisted queries (`extensions.persistedQuery.sha256Hash`), which
// Apollo Server resolves from the manifest: queries as GET, so that they can be cached, mutations
// as POST (an upload as the multipart form, with the hash in its `operations` part). In
// production the gateway runs nothing else for a browser session
// (gateway/src/security/trusted-documents.ts).

/** Context of a write sent again from the offline queue: its document is text there, without `__meta__`. */
export const DOCUMENT_HASH = "documentHash";

/** The hex sha256 codegen gave a document (`sha256:<hex>` in `__meta__.hash`), if it has one. */
export function documentHash(query: unknown): string | undefined {
  const hash = (query as { __meta__?: { hash?: unknown } } | null)?.__meta__?.hash;
  return typeof hash === "string" ? hash.replace(/^sha256:/, "") : undefined;
}

/**
 * The operation sent by its hash when it has one (the offline queue's replays carry it in their
 * context); a document without one (none of the app's) goes as text, which only a gateway in local
 * mode runs.
 */
export function withDocumentHash(operation: Operation): Operation {
  if (operation.kind === "teardown") return operation;
  const hash =
    documentHash(operation.query) ?? (operation.context[DOCUMENT_HASH] as string | undefined);
  if (!hash) return operation;
  return makeOperation(
    operation.kind,
    {
      ...operation,
      extensions: { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } },
    },
    {
      ...operation.context,
      // A hash and its variables fit a URL; a query whose variables do not (urql's 2,047
      // characters) goes as POST, still by hash. Mutations are never GET; subscriptions go to
      // the stream endpoint (live-exchange.ts), as POST with the hash in the same place.
      preferGetMethod: operation.kind === "query" ? "within-url-limit" : false,
    },
  );
}

export const persistedDocumentsExchange = mapExchange({ onOperation: withDocumentHash });
