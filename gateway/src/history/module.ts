import { defineGatewayModule } from "../define-module";
import { createHistoryApi } from "./history-api";
import { historyResolvers } from "./resolvers";

export const historyModule = defineGatewayModule({
  name: "history",
  resolvers: historyResolvers,
  api: ({ call }) => createHistoryApi(call),
});
