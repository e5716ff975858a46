import { defineGatewayModule } from "../define-module";
import { createNegotiationsLoaders } from "./loaders";
import { createNegotiationsApi } from "./negotiations-api";
import { negotiationsResolvers } from "./resolvers";

export const negotiationsModule = defineGatewayModule({
  name: "negotiations",
  resolvers: negotiationsResolvers,
  api: ({ call }) => createNegotiationsApi(call),
  loaders: ({ api }) => ({ negotiations: () => createNegotiationsLoaders(api()) }),
});
