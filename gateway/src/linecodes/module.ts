import { defineGatewayModule } from "../define-module";
import { createLineCodesApi } from "./linecodes-api";
import { createLineCodesLoaders } from "./loaders";
import { lineCodesResolvers } from "./resolvers";

export const lineCodesModule = defineGatewayModule({
  name: "lineCodes",
  resolvers: lineCodesResolvers,
  mappers: {
    LineCode: "../linecodes/linecodes-api#RestLineCode",
  },
  api: ({ call, rest, token, requestId }) => createLineCodesApi(call, rest, token, requestId),
  loaders: ({ api }) => ({ lineCodes: () => createLineCodesLoaders(api()) }),
});
