import type { CodegenConfig } from "@graphql-codegen/cli";

// One schema (schema/*.graphql) feeds both sides: typed documents for the web client and
// resolver types for the gateway, so a change to the schema that either side misses fails `pnpm typecheck`.
const config: CodegenConfig = {
  schema: "schema/*.graphql",
  // Test files are left out: their documents (against test schemas) are no operation of the app,
  // and the manifest of trusted documents must hold only what the app sends.
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/**/*.test.{ts,tsx}", "!web/src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: "getFragmentData" },
        // Trusted documents (issue #39): every operation gets its sha256 at build time
        // (`__meta__.hash`, sent instead of the text) and persisted-documents.json lists them all;
        // the gateway loads that list and, in production, runs nothing else for a browser session
        // (gateway/src/security/trusted-documents.ts). The text stays in the document too, for
        // urql's cache keys and the offline queue.
        persistedDocuments: { hashAlgorithm: "sha256" },
      },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: "string" },
      },
    },
    "gateway/src/generated/resolvers-types.ts": {
      plugins: ["typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: "../context#GatewayContext",
        scalars: { DateTime: "string" },
        // Resolvers return the REST records as they come; field resolvers derive the rest.
        mappers: {
          Viewer: "../auth/login-api#RestLoginUser",
          Permissions: "../auth/login-api#ViewerPermissions",
          User: "../users/users-api#RestUser",
          UserRef: "../users/users-api#RestUserRef",
          MachineClient: "../machine-clients/machine-clients-api#RestMachineClient",
          MachineClientWithSecret:
            "../machine-clients/machine-clients-api#RestMachineClientWithSecret",
          NamedItem: "../masters/masters-api#RestNamedItem",
          MeasurementThreshold: "../masters/masters-api#RestMeasurementThreshold",
          Target: "../targets/targets-api#RestTarget",
          TargetDetail: "../targets/targets-api#RestTargetDetail",
          Customer: "../targets/targets-api#RestCustomer",
          CustomerService: "../targets/targets-api#RestCustomerService",
          TargetImportResult: "../targets/targets-api#TargetImportAnswer",
          Project: "../projects/projects-api#RestProject",
          Matter: "../projects/projects-api#RestMatter",
          AddMattersResult: "../projects/projects-api#RestAddMattersResult",
          Negotiation: "../negotiations/negotiations-api#RestNegotiation",
          NegotiationHistory: "../negotiations/negotiations-api#RestNegotiationHistory",
          Schedule: "../negotiations/negotiations-api#RestSchedule",
          Attachment: "../negotiations/negotiations-api#RestAttachment",
          DocumentSettings: "../documents/documents-api#RestDocumentSettings",
          DocumentPreview: "../documents/documents-api#RestDocumentPreview",
          Construction: "../constructions/constructions-api#RestConstruction",
          ConstructionEntry: "../constructions/constructions-api#RestConstructionEntry",
          Measurement: "../constructions/constructions-api#RestMeasurement",
          ConstructionFreeSchedule: "../constructions/constructions-api#RestFreeSchedule",
          GenerateConstructionsResult: "../constructions/constructions-api#RestGenerateResult",
          LineCode: "../linecodes/linecodes-api#RestLineCode",
          ExternalSource: "../external-sources/external-sources-api#RestExternalSource",
          ExternalSourceDetail: "../external-sources/external-sources-api#RestExternalSourceDetail",
          Dashboard: "../dashboard/dashboard-api#RestDashboard",
          StatusCount: "../dashboard/dashboard-api#RestStatusCount",
          ProjectStatusCounts: "../dashboard/dashboard-api#RestProjectStatusCounts",
          LiveChange: "../live/record-changes#LiveChangeRecord",
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ["prettier --write"] },
};

export default config;
