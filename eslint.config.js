import js from "@eslint/js";
import tseslint from "typescript-eslint";
import graphqlPlugin from "@graphql-eslint/eslint-plugin";

// One GraphQL config for schema and documents: graphql-eslint caches the first one it loads.
const graphQLConfig = { schema: "schema/*.graphql", documents: "web/src/**/*.{ts,tsx}" };

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
      // Field names follow the REST API and DOMAIN.md (Target.targetType), which this rule would forbid.
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
      // Fragments are named <Component>_<Type> (ARCHITECTURE.md), which plain PascalCase forbids.
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
