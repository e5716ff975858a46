// The live area's own fields: the liveness subscription and who wrote a LiveChange. The
// subscriptions of records live with their areas (constructions, negotiations, dashboard).
import type { Resolvers } from "../generated/resolvers-types";
import { userRef } from "../rest/record-users";
import { liveOf } from "./service";

export const liveResolvers: Resolvers = {
  Subscription: {
    // Needs no relay: it proves the stream's way (auth, proxies, heartbeats) end to end.
    liveOk: {
      subscribe: (_parent, _args, context) => {
        const queue = liveOf(context).queue<boolean>({ onEnd: () => undefined });
        queue.push(true);
        return queue;
      },
      resolve: (ok: boolean) => ok,
    },
  },
  LiveChange: {
    id: (change) => String(change.id),
    updatedBy: (change, _args, context) => userRef(change.updatedBy, context),
  },
};
