import type { CodegenConfig } from "@graphql-codegen/cli";

// One schema (schema/*.graphql) feeds both sides: typed documents for the web client and
// resolver types for the gateway, so a change to the schema that either side misses fails `pnpm typecheck`.
const config: CodegenConfig = {
  schema: "schema/*.graphql",
  documents: ["web/src/**/*.{ts,tsx}", "!web/src/gql/**"],
  ignoreNoDocuments: true,
  generates: {
    "web/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: { unmaskFunctionName: "getFragmentData" } },
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
        mappers: {},
      },
    },
  },
  hooks: { afterAllFileWrite: ["prettier --write"] },
};

export default config;
