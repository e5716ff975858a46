// The /pair lists shared by all the requests of a gateway (shared-reads.ts), over real HTTP
// against the real API: one REST call for many users' pages, a write through the gateway seen on
// the next page, and nothing for a user the API no longer knows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql, startTestGateway, testEnv, type TestGateway } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
/** A gateway with sharing on, for a minute: only a write can make it read a list again. */
let shared: TestGateway;
let admin: string;
let manager: string;
let matter: string;

beforeAll(async () => {
  shared = await startTestGateway(
    testEnv(stack.identity, stack.api.url, { SHARED_READS_TTL_MS: "60000" }),
  );
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  manager = (await stack.identity.tokens("manager@example.jp")).idToken;
  matter = (await stack.identity.tokens("matter@example.jp")).idToken;
});
afterAll(async () => {
  await shared?.close();
});

type Lists = { clients: { id: string; name: string }[]; assignableUsers: { name: string }[] };
const LISTS = `{ clients { id name } assignableUsers { id name } }`;

describe("lists shared by every request of the gateway", () => {
  it("serves many users' pages, sent at once and after, from one call per list", async () => {
    const answers = await Promise.all(
      [admin, manager, matter, admin].map((token) => gql<Lists>(shared.url, LISTS, { token })),
    );
    const later = await gql<Lists>(shared.url, LISTS, { token: manager });
    for (const answer of [...answers, later]) {
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data?.clients.length).toBeGreaterThan(0);
      expect(answer.body.data).toEqual(answers[0]!.body.data);
    }
    expect(stack.api.count("GET /api/v1/pair/clients")).toBe(1);
    expect(stack.api.count("GET /api/v1/pair/users")).toBe(1);
    // Each request still had its user checked (GET /login, the viewer cache is off in tests).
    expect(stack.api.count("GET /api/v1/login")).toBe(5);
  });

  it("a row's assignee name comes from the same shared list: no call by id", async () => {
    await gql<Lists>(shared.url, LISTS, { token: admin });
    stack.api.requests.length = 0;
    const answer = await gql<{ projects: { items: { manager: { name: string } | null }[] } }>(
      shared.url,
      `{ projects(pageSize: 5) { items { id manager { name } client { name } } } }`,
      { token: admin },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(stack.api.count("GET /api/v1/pair/users")).toBe(0);
    expect(stack.api.count("GET /api/v1/pair/clients")).toBe(0);
  });

  it("shows a client added through the gateway on the very next page", async () => {
    const before = await gql<Lists>(shared.url, LISTS, { token: manager });
    const created = await gql<{ createMasterItem: { id: number } }>(
      shared.url,
      `mutation { createMasterItem(kind: CLIENTS, input: { name: "共有テスト発注元" }) { id } }`,
      { token: manager },
    );
    expect(created.body.errors).toBeUndefined();
    const after = await gql<Lists>(shared.url, LISTS, { token: matter });
    const names = after.body.data!.clients.map((c) => c.name);
    expect(names).toContain("共有テスト発注元");
    expect(names).toHaveLength(before.body.data!.clients.length + 1);
  });

  it("gives nothing to a user deleted since their token was issued", async () => {
    const warm = await gql<Lists>(shared.url, LISTS, { token: matter });
    expect(warm.body.errors).toBeUndefined();
    const users = await gql<{ users: { items: { id: string; version: number; email: string }[] } }>(
      shared.url,
      `{ users(pageSize: 100) { items { id version email } } }`,
      { token: admin },
    );
    const target = users.body.data!.users.items.find((u) => u.email === "matter@example.jp")!;
    const deleted = await gql(
      shared.url,
      `mutation ($id: ID!, $version: Int!) { deleteUser(id: $id, version: $version) }`,
      { token: admin, variables: { id: target.id, version: target.version } },
    );
    expect(deleted.body.errors).toBeUndefined();
    // The lists are shared again before the deleted user asks.
    expect((await gql<Lists>(shared.url, LISTS, { token: admin })).body.errors).toBeUndefined();
    const refused = await gql<Lists>(shared.url, LISTS, { token: matter });
    expect(refused.body.data ?? null).toBeNull();
    // What /login answers for a token whose user is not (or no longer) registered.
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});
