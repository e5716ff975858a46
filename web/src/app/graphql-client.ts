// The one GraphQL client of the app: /graphql on the page's own origin, authorised with the
// Cognito ID token (the gateway checks its `aud` against the web app client, so not the access token).

import { authExchange } from "@urql/exchange-auth";
import {
  Client,
  cacheExchange,
  fetchExchange,
  makeOperation,
  type CombinedError,
  type Operation,
} from "urql";
import { retryReadWhenBusy } from "./busy-retry";

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

export function createGraphqlClient(auth: GraphqlAuth, url = "/graphql"): Client {
  // Ask for the token at send time, per request: a token refreshed by another request, another
  // tab or a forced refresh is always the one sent, and an expired one is renewed before use.
  const authorizedFetch: typeof fetch = async (input, init) => {
    let token: string | null = null;
    try {
      token = await auth.idToken();
    } catch {
      // A refresh that failed (identity service unreachable, refresh token revoked): send without
      // a token; the gateway's UNAUTHENTICATED answer then takes the refresh-once-or-sign-out path.
    }
    const headers = new Headers(init?.headers);
    if (token) headers.set("authorization", `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
  // Only reads are asked again when the gateway is busy (a mutation must never run twice); the
  // retry goes through authorizedFetch again, so it carries the token current at that moment.
  const readFetch = retryReadWhenBusy(authorizedFetch);

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
      authExchange(async () => ({
        addAuthToOperation: (operation: Operation) =>
          makeOperation(operation.kind, operation, {
            ...operation.context,
            fetch: operation.kind === "query" ? readFetch : authorizedFetch,
          }),
        didAuthError(error, operation) {
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
      fetchExchange,
    ],
  });
}
