import { defineGatewayModule } from "../define-module";
import { createDocumentsApi } from "./documents-api";
import { documentsResolvers } from "./resolvers";

export const documentsModule = defineGatewayModule({
  name: "documents",
  resolvers: documentsResolvers,
  mappers: {
    DocumentSettings: "../documents/documents-api#RestDocumentSettings",
    DocumentPreview: "../documents/documents-api#RestDocumentPreview",
  },
  api: ({ call }) => createDocumentsApi(call),
});
