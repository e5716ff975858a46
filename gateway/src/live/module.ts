import { defineGatewayModule } from "../define-module";
import { liveResolvers } from "./resolvers";

// The subscriptions only: their transport (POST /graphql/stream) and the feed from the API are
// the server's (server.ts), and `context.live` is set by that transport alone.
export const liveModule = defineGatewayModule({
  name: "live",
  resolvers: liveResolvers,
  mappers: {
    LiveChange: "../live/record-changes#LiveChangeRecord",
  },
});
