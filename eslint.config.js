import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import graphqlPlugin from "@graphql-eslint/eslint-plugin";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";

// One GraphQL config for schema and documents: graphql-eslint caches the first one it loads.
const graphQLConfig = { schema: "schema/*.graphql", documents: "web/src/**/*.{ts,tsx}" };

// web/src/features/<a>/ may use another feature only through what it publishes: its `paths.ts`
// (typed links), `routes.ts(x)` (for the shell) and `public.ts` (pieces another screen reuses as
// they are, e.g. the target search of 案件追加). One zone per ordered pair of features.
const features = readdirSync(new URL("web/src/features/", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./web/src/features/${target}`,
      from: `./web/src/features/${from}`,
      except: ["./paths.ts", "./routes.ts", "./routes.tsx", "./public.ts"],
      message: `${target} may use ${from} only through its paths.ts/routes.ts/public.ts`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      ".data/**",
      "**/generated/**",
      "web/src/gql/**",
      "api/drizzle/**",
      "api/openapi.json",
    ],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // No import cycles in the product's code (tests and e2e may import freely). Type-only imports
    // are not cycles at run time and are skipped by the rule.
    files: ["{api,gateway,web,domain,identity,schema}/src/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "**/test/**", "**/test-*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          conditionNames: ["import", "default"],
        }),
      ],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      // Follow edges through the workspace's own sources only: packages from the registry and the
      // generated code (web/src/gql, gateway/src/generated: large, and they import no source back)
      // are leaves, so they are never parsed for this rule.
      "import-x/ignore": ["node_modules", "/gql/", "/generated/"],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["web/src/features/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: featureZones }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    // zod is configured once (no eval probe under the CSP): schemas import it from the form kit.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/shared/form/zod.ts", "web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message: "import { z } from shared/form/zod (configured for the CSP)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["schema/**/*.graphql"],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig },
    },
    plugins: { "@graphql-eslint": graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs["flat/schema-recommended"].rules,
      // The REST API names fields in camelCase and ids are integers in places; keep names aligned with it.
      "@graphql-eslint/strict-id-in-types": "off",
      // Field names follow the REST API and docs/DOMAIN.md (Target.targetType), which this rule would forbid.
      "@graphql-eslint/no-typename-prefix": "off",
      // One-line descriptions read best as plain strings.
      "@graphql-eslint/description-style": ["error", { style: "inline" }],
      "@graphql-eslint/require-description": ["error", { types: true, FieldDefinition: true }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    processor: graphqlPlugin.processor,
  },
  {
    files: ["web/src/**/*.graphql"],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig },
    },
    plugins: { "@graphql-eslint": graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs["flat/operations-recommended"].rules,
      // Fragments are named <Component>_<Type> (docs/ARCHITECTURE.md), which plain PascalCase forbids.
      "@graphql-eslint/naming-convention": [
        "error",
        {
          VariableDefinition: "camelCase",
          OperationDefinition: {
            style: "PascalCase",
            forbiddenPrefixes: ["Query", "Mutation", "Subscription", "Get"],
            forbiddenSuffixes: ["Query", "Mutation", "Subscription"],
          },
          FragmentDefinition: {
            style: "PascalCase",
            forbiddenSuffixes: ["Fragment"],
            ignorePattern: "^[A-Z][A-Za-z0-9]*_[A-Z][A-Za-z0-9]*$",
          },
        },
      ],
    },
  },
);
