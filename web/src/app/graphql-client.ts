// The one GraphQL client of the app: /graphql on the page's own origin, authorised with the
// Cognito ID token (the gateway checks its `aud` against the web app client, so not the access token).

import { authExchange } from "@urql/exchange-auth";
import {
  Client,
  cacheExchange,
  fetchExchange,
  makeOperation,
  mapExchange,
  type CombinedError,
  type Operation,
  type OperationResult,
} from "urql";
import { retryReadWhenBusy } from "./busy-retry";
import { liveExchange, type LiveOptions } from "./live-exchange";
import { offlineExchange } from "./offline/offline-exchange";
import { persistedDocumentsExchange } from "./persisted-documents";
import {
  fetchWithUploadProgress,
  UPLOAD_PROGRESS,
  type UploadProgress,
} from "../shared/files/upload-progress";

export interface GraphqlAuth {
  /** The current ID token, refreshed by the identity library when due (or when forced); null when signed out. */
  idToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
  /** The session cannot be repaired (refresh failed, or the refreshed token was refused too). */
  onAuthFailure(): void;
}

/** Context flag for operations that must not refresh-and-retry (the session check on load). */
export const NO_AUTH_RETRY = "noAuthRetry";

export function isAuthError(error: CombinedError | undefined): boolean {
  if (!error) return false;
  if (error.graphQLErrors.some((e) => e.extensions?.code === "UNAUTHENTICATED")) return true;
  const status = (error.response as { status?: number } | undefined)?.status;
  return status === 401;
}

/**
 * Records that show a count of others (a target's and a project's 未完了案件数, a project's matter
 * figures): a change to the counted kind makes the cache ask again for the lists of the counting
 * kinds too, wherever the change was made (issue #37.16).
 */
const COUNTED_BY: Readonly<Record<string, readonly string[]>> = {
  Matter: ["Target", "Project"],
};

function typenamesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => typenamesIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "__typename" && typeof inner === "string") found.add(inner);
      else typenamesIn(inner, found);
    }
  }
  return found;
}

/** A mutation's answer with the counting kinds of what it changed added for the cache to drop. */
export function withCountingTypenames(result: OperationResult): OperationResult {
  const { operation } = result;
  if (operation.kind !== "mutation" || !result.data) return result;
  const extra = [...typenamesIn(result.data)].flatMap((name) => COUNTED_BY[name] ?? []);
  if (extra.length === 0) return result;
  const additionalTypenames = [...(operation.context.additionalTypenames ?? []), ...extra];
  return {
    ...result,
    operation: makeOperation(operation.kind, operation, {
      ...operation.context,
      additionalTypenames,
    }),
  };
}

export function createGraphqlClient(
  auth: GraphqlAuth,
  url = "/graphql",
  live: LiveOptions = {},
): Client {
  // Ask for the token at send time, per request: a token refreshed by another request, another
  // tab or a forced refresh is always the one sent, and an expired one is renewed before use.
  /** `send` with the current ID token (fetch, or one that reports an upload's progress). */
  const authorized =
    (send: typeof fetch): typeof fetch =>
    async (input, init) => {
      let token: string | null = null;
      try {
        token = await auth.idToken();
      } catch {
        // A refresh that failed (identity service unreachable, refresh token revoked): send without
        // a token; the gateway's UNAUTHENTICATED answer then takes the refresh-once-or-sign-out path.
      }
      const headers = new Headers(init?.headers);
      if (token) headers.set("authorization", `Bearer ${token}`);
      // Apollo's CSRF rule: a GET (how queries go, by hash) or a multipart upload is a request a
      // foreign page could make; this header, which such a page cannot send, lets it through.
      headers.set("apollo-require-preflight", "true");
      return send(input, { ...init, headers });
    };
  const authorizedFetch = authorized((input, init) => fetch(input, init));
  // Only reads are asked again when the gateway is busy (a mutation must never run twice); the
  // retry goes through authorizedFetch again, so it carries the token current at that moment.
  const readFetch = retryReadWhenBusy(authorizedFetch);

  const fetchFor = (operation: Operation): typeof fetch => {
    if (operation.kind === "query") return readFetch;
    const progress = operation.context[UPLOAD_PROGRESS] as UploadProgress | undefined;
    return progress ? authorized(fetchWithUploadProgress(progress)) : authorizedFetch;
  };

  // Deferred so the app-wide authentication alert lands after whatever the failed operation's own
  // caller shows for its error.
  const failLater = () => setTimeout(() => auth.onAuthFailure(), 0);

  return new Client({
    url,
    // A back office lists data other people change all day: show what is cached at once, but
    // always ask the server too. Pages that edit a record ask for "network-only" themselves.
    requestPolicy: "cache-and-network",
    preferGetMethod: false,
    exchanges: [
      cacheExchange,
      // Below the cache, so the cache sees the added kinds on the way up.
      mapExchange({ onResult: withCountingTypenames }),
      // A crew's pages answer from the phone's copy without signal; their writes wait (#38).
      offlineExchange,
      authExchange(async () => ({
        addAuthToOperation: (operation: Operation) =>
          makeOperation(operation.kind, operation, {
            ...operation.context,
            fetch: fetchFor(operation),
          }),
        didAuthError(error, operation) {
          // A live stream ended by an expired token reopens itself with a fresh one (live-exchange.ts).
          if (operation.kind === "subscription") return false;
          if (!isAuthError(error) || operation.context[NO_AUTH_RETRY]) return false;
          // Already refreshed and retried once: the session is gone.
          if (operation.context.authAttempt) failLater();
          return true;
        },
        async refreshAuth() {
          try {
            const token = await auth.idToken({ forceRefresh: true });
            if (!token) throw new Error("no ID token after refresh");
          } catch (error) {
            failLater();
            throw error;
          }
        },
      })),
      // Last before the fetch: every exchange above sees the document, the gateway gets its hash.
      persistedDocumentsExchange,
      // Subscriptions (issue #40) to the stream endpoint, the token asked for at each (re)connect.
      liveExchange(auth, live),
      fetchExchange,
    ],
  });
}
