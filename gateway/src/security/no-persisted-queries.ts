// Automatic persisted queries (APQ) are off: the web app's urql client sends every query whole (it
// has no persisted-query exchange), and the sandbox does too, so APQ would only be a cache that
// any client can write to. With it on, a hash that did not match its query or a `version: 2`
// ended as an error without a code, logged as unexpected and answered 500.
//
// Apollo answers a request carrying `extensions.persistedQuery` with PERSISTED_QUERY_NOT_SUPPORTED
// and HTTP 200 (so that an APQ client falls back to sending the query); this plugin makes it a 400,
// like every other refusal of a request, keeping the code that such a client recognises. The
// Japanese message is formatError's (japanese-request-errors.ts).
import type { ApolloServerPlugin } from "@apollo/server";

export const APQ_OFF_STATUS = 400;

export function noPersistedQueriesPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          if (errors?.some((e) => e.extensions?.code === "PERSISTED_QUERY_NOT_SUPPORTED"))
            response.http.status = APQ_OFF_STATUS;
        },
      };
    },
  };
}
