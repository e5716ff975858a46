// /graphql answers queries and mutations; a subscription sent there would be executed once as a
// query (graphql-js runs its resolver without an event) and fail obscurely. It is refused with
// the address that serves it.
import type { ApolloServerPlugin } from "@apollo/server";
import { GatewayError } from "../errors";

export const SUBSCRIPTIONS_ELSEWHERE =
  "購読 (subscription) は POST /graphql/stream（Server-Sent Events）で受け付けます";

export function subscriptionsElsewherePlugin<
  Context extends object,
>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation === "subscription")
            throw new GatewayError("BAD_USER_INPUT", {
              message: SUBSCRIPTIONS_ELSEWHERE,
              wholeRequest: true,
            });
        },
      };
    },
  };
}
