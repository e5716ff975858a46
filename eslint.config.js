import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import graphqlPlugin from "@graphql-eslint/eslint-plugin";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";

// One GraphQL config for schema and documents: graphql-eslint caches the first one it loads.
const graphQLConfig = { schema: "schema/*.graphql", documents: "web/src/**/*.{ts,tsx}" };

// The layers of web/src, one way: shared → features → shell and app (the composition root).
// shared/ (the kits, the session, the routing types) imports no layer above it; an area
// (web/src/features/<area>/) imports no shell, and imports another area only through what that
// area publishes: its `paths.ts` (typed links) and `public.ts` (pieces another screen reuses as
// they are, e.g. the target search of 案件追加). Its `area.ts` is read by features/areas.ts alone.
const web = "./web/src";
const features = readdirSync(new URL("web/src/features/", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `${web}/features/${target}`,
      from: `${web}/features/${from}`,
      except: ["./paths.ts", "./public.ts"],
      message: `${target} may use ${from} only through its paths.ts/public.ts`,
    })),
);
const layerZones = [
  {
    target: `${web}/shared`,
    from: [`${web}/features`, `${web}/shell`, `${web}/app`],
    message: "shared/ is the bottom layer: move what it needs into shared/",
  },
  {
    target: `${web}/features`,
    from: `${web}/shell`,
    message: "an area does not use the shell: move what both need into shared/",
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: "an area does not use the app: move what both need into shared/",
  },
];

// How import-x finds a module, for its cycle and layer rules alike.
const importSettings = {
  "import-x/resolver-next": [
    createNodeResolver({
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["import", "default"],
      // web's `@/…` (web/tsconfig.json's paths): unresolved, its imports would escape the
      // cycle and layer rules. No other package names a module `@/…`.
      alias: { "@": [fileURLToPath(new URL("web/src", import.meta.url))] },
    }),
  ],
  "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
  // Follow edges through the workspace's own sources only: packages from the registry and the
  // generated code (web/src/gql, gateway/src/generated: large, and they import no source back)
  // are leaves, so they are never parsed for this rule.
  "import-x/ignore": ["node_modules", "/gql/", "/generated/"],
};

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
    settings: importSettings,
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Tests may put layers together (a page with the app's real GraphQL client, say).
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}", "web/src/**/test/**"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    // An area's tests keep to the other areas' published files too.
    files: ["web/src/features/**/*.test.{ts,tsx}", "web/src/features/**/test/**"],
    plugins: { "import-x": importX },
    settings: importSettings,
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
