// The query limits over real HTTP, through a real gateway in front of the real API: each attack
// is answered HTTP 400 with its code and a Japanese message, and the API never hears of it.
import { getIntrospectionQuery } from "graphql";
import { describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
const admin = () => stack.identity.tokens("admin@example.jp").then((t) => t.idToken);

/** POST /graphql as the administrator; also returns the REST calls the request caused. */
async function send(query: string, variables?: Record<string, unknown>) {
  const answer = await gql(stack.gateway.url, query, { token: await admin(), variables });
  return { ...answer, restCalls: [...stack.api.requests] };
}

function expectRefused(
  answer: Awaited<ReturnType<typeof send>>,
  code: string,
  message: RegExp,
): void {
  expect(answer.status).toBe(400);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toHaveLength(1);
  const error = answer.body.errors?.[0];
  expect(error?.extensions?.code).toBe(code);
  expect(error?.extensions?.http?.status).toBe(400);
  expect(error?.message).toMatch(message);
  // Refused before execution: not even the permission check's GET /login.
  expect(answer.restCalls).toEqual([]);
}

describe("attacks over HTTP", () => {
  it("500 aliases → 400 TOO_MANY_ALIASES", async () => {
    // Short aliases, so the token limit is not what stops it.
    const fields = Array.from({ length: 500 }, (_, i) => `a${i}: ok`);
    expectRefused(
      await send(`{ ${fields.join(" ")} }`),
      "TOO_MANY_ALIASES",
      /^エイリアスが多すぎます/,
    );
  });

  it("target ↔ details nested 12 deep → 400 QUERY_TOO_DEEP", async () => {
    let selection = "id";
    for (let i = 0; i < 5; i++) selection = `details { target { ${selection} } }`;
    expectRefused(
      await send(`{ target(id: "1") { ${selection} } }`),
      "QUERY_TOO_DEEP",
      /^クエリの階層が深すぎます（上限10、このクエリは12）$/,
    );
  });

  it("a 5,000-token list argument → 400 TOO_MANY_TOKENS (no 20 KB upstream URL)", async () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => i + 1).join(",");
    expectRefused(
      await send(`{ matters(filter: { targetId: [${ids}] }) { items { id } } }`),
      "TOO_MANY_TOKENS",
      /^クエリが長すぎます/,
    );
  });

  it("the same list as a variable → 400 BAD_USER_INPUT naming the argument", async () => {
    const targetId = Array.from({ length: 5_000 }, (_, i) => String(i + 1));
    const answer = await send(
      `query ($filter: MatterFilter) { matters(filter: $filter) { items { id } } }`,
      { filter: { targetId } },
    );
    expectRefused(answer, "BAD_USER_INPUT", /^filter\.targetId は200件以内で指定してください/);
    expect(answer.body.errors?.[0]?.extensions?.fieldErrors).toEqual([
      { field: "filter.targetId", messages: [answer.body.errors?.[0]?.message] },
    ]);
  });

  it("many directives → 400 TOO_MANY_DIRECTIVES", async () => {
    const fields = Array.from(
      { length: 11 },
      (_, i) => `f${i}: ok @include(if: true) @skip(if: false)`,
    );
    expectRefused(
      await send(`{ ${fields.join(" ")} }`),
      "TOO_MANY_DIRECTIVES",
      /^ディレクティブが多すぎます/,
    );
  });

  it("a list of lists of lists → 400 QUERY_TOO_COMPLEX", async () => {
    expectRefused(
      await send(
        `{ targets(pageSize: 200) { items { details { customers { services { id } } } } } }`,
      ),
      "QUERY_TOO_COMPLEX",
      /^クエリが大きすぎます/,
    );
  });
});

describe("what the web app sends still runs", () => {
  it("the user list at the largest page, and GraphiQL's introspection (development)", async () => {
    const list = await send(
      `query ($pageSize: Int) { users(pageSize: $pageSize) { items { id name roleType { name } associateCompanies { name } teams { name } clients { name } } pageInfo { totalCount } } roleTypes { id name } teams { id name associateCompanyId } }`,
      { pageSize: 200 },
    );
    expect(list.status).toBe(200);
    expect(list.body.errors).toBeUndefined();
    expect(list.restCalls.length).toBeGreaterThan(0);

    const schema = await send(getIntrospectionQuery({ inputValueDeprecation: true }));
    expect(schema.status).toBe(200);
    expect(schema.body.errors).toBeUndefined();
  });
});
