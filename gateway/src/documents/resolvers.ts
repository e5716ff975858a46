import { documentTypeLabels } from "@cfx/domain/enumerations";
import type { Resolvers } from "../generated/resolvers-types";
import { attachmentsZipUrl } from "../downloads/file-urls";
import { labelOf, restId } from "../rest/graphql-args";
import type { RestDocumentSettingsKind } from "./documents-api";

// The GraphQL enum and the REST path segment of the three settings pages.
const kinds = {
  CONTRACT: "contract",
  REQUEST: "request",
  REMOVAL: "removal",
} as const satisfies Record<string, RestDocumentSettingsKind>;
const enumOf = { contract: "CONTRACT", request: "REQUEST", removal: "REMOVAL" } as const;

/** Absent optional texts as null, as the API stores them. */
function settingsBody(settings: {
  issueDate: string;
  addresseeName: string;
  addresseeAddress?: string | null;
  constructionDate?: string | null;
  constructionSlot?: string | null;
  items: { name: string; quantity: number; unit?: string | null; note?: string | null }[];
  remarks?: string | null;
}) {
  return {
    issueDate: settings.issueDate,
    addresseeName: settings.addresseeName,
    addresseeAddress: settings.addresseeAddress ?? null,
    constructionDate: settings.constructionDate || null,
    constructionSlot: (settings.constructionSlot || null) as "午前" | "午後" | "終日" | null,
    items: settings.items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unit: i.unit ?? null,
      note: i.note ?? null,
    })),
    remarks: settings.remarks ?? null,
  };
}

export const documentsResolvers: Resolvers = {
  Query: {
    attachmentsZipUrl: (_parent, args, context) => attachmentsZipUrl(context.origin, args.ids),
    documentSettings: (_parent, args, context) =>
      context.api.documents.settings(restId(args.negotiationId), kinds[args.kind]),
    documentPreview: (_parent, args, context) =>
      context.api.documents.preview({
        negotiationId: restId(args.negotiationId),
        documentType: args.documentType,
        settings: settingsBody(args.settings),
      }),
  },
  Mutation: {
    saveDocumentSettings: (_parent, { input }, context) =>
      context.api.documents.saveSettings(restId(input.negotiationId), kinds[input.kind], {
        version: input.version,
        ...settingsBody(input.settings),
      }),
    generateDocuments: (_parent, { input }, context) =>
      context.api.documents.generate({
        negotiationId: restId(input.negotiationId),
        kind: kinds[input.kind],
        documentTypes: input.documentTypes,
      }),
  },
  DocumentSettings: {
    kind: (settings) => enumOf[settings.kind],
    documentTypes: (settings) =>
      settings.documentTypes.map((type) => ({
        type,
        label: labelOf(documentTypeLabels, type) ?? String(type),
      })),
    updatedBy: (settings, _args, context) =>
      settings.updatedBy ? context.loaders.userRefById.load(settings.updatedBy) : null,
  },
};
