import { graphql, type GraphQLResolveInfo } from "graphql";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { describe, expect, it } from "vitest";
import { selectsTotalCount } from "./selection";

// A list field as every area declares it; the resolver reports what the selection asked.
const seen: boolean[] = [];
const schema = makeExecutableSchema({
  typeDefs: `
    type PageInfo { page: Int! totalCount: Int! totalCountIsEstimate: Boolean! }
    type Item { id: ID! pageInfo: PageInfo }
    type ItemPage { items: [Item!]! pageInfo: PageInfo! }
    type Query { items: ItemPage! }`,
  resolvers: {
    Query: {
      items: (_p: unknown, _a: unknown, _c: unknown, info: GraphQLResolveInfo) => {
        seen.push(selectsTotalCount(info));
        return { items: [], pageInfo: { page: 1, totalCount: 0, totalCountIsEstimate: false } };
      },
    },
  },
});

async function asks(source: string): Promise<boolean> {
  seen.length = 0;
  const result = await graphql({ schema, source });
  expect(result.errors).toBeUndefined();
  return seen[0]!;
}

describe("selectsTotalCount", () => {
  it("is true only when pageInfo.totalCount of the list itself is read", async () => {
    expect(await asks("{ items { pageInfo { totalCount } } }")).toBe(true);
    // Whether the total is an estimate is known only from a counting call too.
    expect(await asks("{ items { pageInfo { totalCountIsEstimate } } }")).toBe(true);
    expect(await asks("{ items { items { id } pageInfo { page } } }")).toBe(false);
    expect(await asks("{ items { items { id } } }")).toBe(false);
    // An item's own pageInfo is not the list's.
    expect(await asks("{ items { items { pageInfo { totalCount } } } }")).toBe(false);
  });

  it("follows fragments and aliases", async () => {
    expect(
      await asks("{ items { ...P } } fragment P on ItemPage { pageInfo { n: totalCount } }"),
    ).toBe(true);
    expect(
      await asks(
        "{ items { ... on ItemPage { pageInfo { ...C } } } } fragment C on PageInfo { totalCount }",
      ),
    ).toBe(true);
    expect(await asks("{ items { ...P } } fragment P on ItemPage { pageInfo { page } }")).toBe(
      false,
    );
  });
});
