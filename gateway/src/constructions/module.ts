import { defineGatewayModule } from "../define-module";
import { createConstructionsLoaders } from "./loaders";
import { createConstructionsApi } from "./constructions-api";
import { constructionsResolvers } from "./resolvers";

export const constructionsModule = defineGatewayModule({
  name: "constructions",
  resolvers: constructionsResolvers,
  api: ({ call }) => createConstructionsApi(call),
  loaders: ({ api }) => ({ constructions: () => createConstructionsLoaders(api()) }),
});
