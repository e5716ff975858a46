import { defineGatewayModule } from "../define-module";
import { createDocumentsApi } from "./documents-api";
import { documentsResolvers } from "./resolvers";

export const documentsModule = defineGatewayModule({
  name: "documents",
  resolvers: documentsResolvers,
  api: ({ call }) => createDocumentsApi(call),
});
