import { describe, expect, it } from "vitest";
import { buildSchema, resolvers } from "./schema";

describe("the executable schema", () => {
  it("builds (every root field decided, every resolver matching a field)", () => {
    expect(() => buildSchema()).not.toThrow();
  });

  // A root field without a resolver would answer null (or a non-null error) instead of calling
  // its REST endpoint: every Query/Mutation field of the SDL must be resolved by some area.
  it("every Query and Mutation field has a resolver", () => {
    const schema = buildSchema();
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!root) continue;
      for (const field of Object.keys(root.getFields())) {
        const resolved = resolvers.some((map) => {
          const typeMap = (map as Record<string, Record<string, unknown> | undefined>)[root.name];
          return typeMap !== undefined && field in typeMap;
        });
        if (!resolved) missing.push(`${root.name}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
