import { defineGatewayModule } from "../define-module";
import { createTargetsLoaders } from "./loaders";
import { targetsResolvers } from "./resolvers";
import { createTargetsApi } from "./targets-api";

export const targetsModule = defineGatewayModule({
  name: "targets",
  resolvers: targetsResolvers,
  api: ({ call, rest, token, requestId }) => createTargetsApi(call, rest, token, requestId),
  loaders: ({ api }) => ({ targets: () => createTargetsLoaders(api()) }),
});
