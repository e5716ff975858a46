import { defineGatewayModule } from "../define-module";
import { createExternalSourcesApi } from "./external-sources-api";
import { createExternalSourcesLoaders } from "./loaders";
import { externalSourcesResolvers } from "./resolvers";

export const externalSourcesModule = defineGatewayModule({
  name: "externalSources",
  resolvers: externalSourcesResolvers,
  mappers: {
    ExternalSource: "../external-sources/external-sources-api#RestExternalSource",
    ExternalSourceDetail: "../external-sources/external-sources-api#RestExternalSourceDetail",
  },
  api: ({ call, rest, token, requestId }) => createExternalSourcesApi(call, rest, token, requestId),
  loaders: ({ api }) => ({ externalSources: () => createExternalSourcesLoaders(api()) }),
});
