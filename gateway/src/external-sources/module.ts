import { defineGatewayModule } from "../define-module";
import { createExternalSourcesApi } from "./external-sources-api";
import { createExternalSourcesLoaders } from "./loaders";
import { externalSourcesResolvers } from "./resolvers";

export const externalSourcesModule = defineGatewayModule({
  name: "externalSources",
  resolvers: externalSourcesResolvers,
  api: ({ call, rest, token, requestId }) => createExternalSourcesApi(call, rest, token, requestId),
  loaders: ({ api }) => ({ externalSources: () => createExternalSourcesLoaders(api()) }),
});
