import type { CodegenConfig } from "@graphql-codegen/cli";
import { gatewayModules } from "./gateway/src/modules";

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
          // The caller's own record: the context's core (auth/), not an area.
          Viewer: "../auth/login-api#RestLoginUser",
          Permissions: "../auth/login-api#ViewerPermissions",
          // Each area declares its own in its module.ts.
          ...Object.fromEntries(gatewayModules.flatMap((module) => Object.entries(module.mappers))),
        },
      },
    },
  },
  hooks: { afterAllFileWrite: ["prettier --write"] },
};

export default config;
