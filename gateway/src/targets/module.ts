import { defineGatewayModule } from "../define-module";
import { createTargetsLoaders } from "./loaders";
import { targetsResolvers } from "./resolvers";
import { createTargetsApi } from "./targets-api";

export const targetsModule = defineGatewayModule({
  name: "targets",
  resolvers: targetsResolvers,
  mappers: {
    Target: "../targets/targets-api#RestTarget",
    TargetDetail: "../targets/targets-api#RestTargetDetail",
    Customer: "../targets/targets-api#RestCustomer",
    CustomerService: "../targets/targets-api#RestCustomerService",
    TargetImportResult: "../targets/targets-api#TargetImportAnswer",
  },
  api: ({ call, rest, token, requestId }) => createTargetsApi(call, rest, token, requestId),
  loaders: ({ api }) => ({ targets: () => createTargetsLoaders(api()) }),
});
