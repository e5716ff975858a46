// User administration through the gateway, over real HTTP, against the real API and real tokens.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
let admin: string;
let matter: string;

beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  matter = (await stack.identity.tokens("matter@example.jp")).idToken;
});

type UserRow = {
  id: string;
  code: string;
  name: string;
  email: string;
  version: number;
  roleType: { id: number; name: string };
  associateCompanies: { id: number; name: string }[];
  teams: { id: number; name: string }[];
  clients: { id: number; name: string }[];
};
type UsersAnswer = {
  users: { items: UserRow[]; pageInfo: { page: number; pageSize: number; totalCount: number } };
};

const USER_FIELDS = `id code name email version roleType { id name }
  associateCompanies { id name } teams { id name } clients { id name } createdAt updatedAt`;
const USERS = `query Users($filter: UserFilter, $sort: UserSortField, $order: SortOrder, $page: Int, $pageSize: Int) {
  users(filter: $filter, sort: $sort, order: $order, page: $page, pageSize: $pageSize) {
    items { ${USER_FIELDS} }
    pageInfo { page pageSize totalCount }
  }
}`;

describe("permissions", () => {
  it("a user without userManage gets FORBIDDEN and /basis/users is never called", async () => {
    const answer = await gql(stack.gateway.url, USERS, { token: matter });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]).toMatchObject({
      message: "この操作を行う権限がありません",
      path: ["users"],
      extensions: { code: "FORBIDDEN", http: { status: 403 } },
    });
    // Only the viewer's own record was read (to learn its flags).
    expect(stack.api.requests).toEqual(["GET /api/v1/login"]);
  });

  it("the same holds for every user mutation", async () => {
    const answer = await gql(
      stack.gateway.url,
      `mutation {
        createUser(input: { name: "x", email: "x@example.jp", roleTypeId: 3, temporaryPassword: "Temp1234" }) { id }
      }`,
      { token: matter },
    );
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(stack.api.count("POST")).toBe(0);
  });
});

describe("users list", () => {
  it("lists a page with the total from X-Total-Count, in two REST calls", async () => {
    const answer = await gql<UsersAnswer>(stack.gateway.url, USERS, {
      token: admin,
      variables: { pageSize: 3 },
    });
    expect(answer.body.errors).toBeUndefined();
    const { items, pageInfo } = answer.body.data!.users;
    expect(items).toHaveLength(3);
    expect(pageInfo.page).toBe(1);
    expect(pageInfo.pageSize).toBe(3);
    expect(pageInfo.totalCount).toBeGreaterThanOrEqual(9); // the demo users
    const first = items[0]!;
    expect(first.code).toBe(first.id.padStart(8, "0"));
    // Sorted by id ascending by default.
    expect(items.map((u) => Number(u.id))).toEqual(
      [...items.map((u) => Number(u.id))].sort((a, b) => a - b),
    );
    // A constant number of REST calls whatever the page size: the viewer and the list.
    expect(stack.api.requests.sort()).toEqual(["GET /api/v1/basis/users", "GET /api/v1/login"]);
  });

  it("passes filters, sort and paging to the REST query", async () => {
    const construction = await gql<UsersAnswer>(stack.gateway.url, USERS, {
      token: admin,
      variables: { filter: { roleTypeId: 7, name: "  ", email: "" } },
    });
    expect(construction.body.errors).toBeUndefined();
    const rows = construction.body.data!.users.items;
    expect(rows.map((u) => u.email)).toEqual(["construction@example.jp"]);
    expect(rows[0]!.associateCompanies[0]?.name).toBe("株式会社東都通信工業");
    expect(rows[0]!.teams[0]?.name).toBe("第1班");

    const byEmail = await gql<UsersAnswer>(stack.gateway.url, USERS, {
      token: admin,
      variables: { sort: "EMAIL", order: "DESC", page: 2, pageSize: 2 },
    });
    expect(byEmail.body.errors).toBeUndefined();
    const all = await gql<UsersAnswer>(stack.gateway.url, USERS, {
      token: admin,
      variables: { sort: "EMAIL", order: "DESC", pageSize: 200 },
    });
    const emails = all.body.data!.users.items.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    expect(byEmail.body.data!.users.items.map((u) => u.email)).toEqual(emails.slice(2, 4));
  });

  it("refuses a page size out of range without calling the list", async () => {
    const answer = await gql(stack.gateway.url, USERS, {
      token: admin,
      variables: { pageSize: 1000 },
    });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      http: { status: 400 },
      fieldErrors: [{ field: "pageSize" }],
    });
    expect(stack.api.count("GET /api/v1/basis/users")).toBe(0);
  });
});

describe("create, read, update, delete", () => {
  const email = `yamada.${Date.now()}@example.jp`;
  let id: string;
  let version: number;

  it("creates a user: one associateCompanyId/teamId/clientId become one-element lists", async () => {
    const masters = await gql<{
      associateCompanies: { id: number; name: string }[];
      teams: { id: number; name: string }[];
      clients: { id: number; name: string }[];
    }>(
      stack.gateway.url,
      "query { associateCompanies { id name } teams { id name } clients { id name } }",
      {
        token: admin,
      },
    );
    const company = masters.body.data!.associateCompanies[0]!;
    const team = masters.body.data!.teams[0]!;
    const client = masters.body.data!.clients[1]!;
    const answer = await gql<{ createUser: UserRow }>(
      stack.gateway.url,
      `mutation Create($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`,
      {
        token: admin,
        variables: {
          input: {
            name: "山田 花子",
            email,
            roleTypeId: 7,
            associateCompanyId: company.id,
            teamId: team.id,
            clientId: client.id,
            temporaryPassword: "Temp1234",
          },
        },
      },
    );
    expect(answer.body.errors).toBeUndefined();
    const user = answer.body.data!.createUser;
    expect(user).toMatchObject({
      name: "山田 花子",
      email,
      roleType: { id: 7 },
      associateCompanies: [company],
      teams: [team],
      clients: [client],
    });
    id = user.id;
    version = user.version;
  });

  it("reads it back by id (batched through the DataLoader)", async () => {
    const answer = await gql<{ a: UserRow | null; b: UserRow | null; none: UserRow | null }>(
      stack.gateway.url,
      `query ($id: ID!) { a: user(id: $id) { id email } b: user(id: $id) { name } none: user(id: "99999") { id } }`,
      { token: admin, variables: { id } },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ a: { id, email }, b: { name: "山田 花子" }, none: null });
    // Three lookups, one REST call.
    expect(stack.api.count("GET /api/v1/basis/users")).toBe(1);
  });

  it("updates it: null removes the team, omitted fields stay", async () => {
    const answer = await gql<{ updateUser: UserRow }>(
      stack.gateway.url,
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${USER_FIELDS} } }`,
      {
        token: admin,
        variables: { id, input: { name: "山田 花子（更新）", teamId: null, version } },
      },
    );
    expect(answer.body.errors).toBeUndefined();
    const user = answer.body.data!.updateUser;
    expect(user.name).toBe("山田 花子（更新）");
    expect(user.teams).toEqual([]);
    expect(user.associateCompanies).toHaveLength(1);
    expect(user.clients).toHaveLength(1);
    expect(user.version).toBeGreaterThan(version);

    // The version that was read is now stale: CONFLICT with the API's field message.
    const stale = await gql(
      stack.gateway.url,
      `mutation ($id: ID!) { updateUser(id: $id, input: { name: "上書き", version: ${version} }) { id } }`,
      { token: admin, variables: { id } },
    );
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({
      code: "CONFLICT",
      http: { status: 409 },
      fieldErrors: [
        { field: "version", messages: ["他のユーザーが更新しました。再読み込みしてください"] },
      ],
    });
    version = user.version;
  });

  it("refuses a duplicate e-mail with BAD_USER_INPUT and the field's message", async () => {
    const answer = await gql(
      stack.gateway.url,
      `mutation { createUser(input: { name: "重複 太郎", email: "admin@example.jp", roleTypeId: 3, temporaryPassword: "Temp1234" }) { id } }`,
      { token: admin },
    );
    expect(answer.status).toBe(200);
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error?.extensions?.http?.status).toBe(400);
    expect(error?.extensions?.fieldErrors?.[0]?.field).toBe("email");
    expect(error?.extensions?.fieldErrors?.[0]?.messages[0]).toMatch(/既に登録/);
    expect(error?.message).toBe(error?.extensions?.fieldErrors?.[0]?.messages[0]);
  });

  it("refuses invalid input with the API's field messages", async () => {
    const answer = await gql(
      stack.gateway.url,
      `mutation { createUser(input: { name: "新人", email: "not-an-email", roleTypeId: 3, temporaryPassword: "short" }) { id } }`,
      { token: admin },
    );
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    const fields = (error?.extensions?.fieldErrors ?? []).map((f) => f.field);
    expect(fields).toContain("email");
    for (const fieldError of error?.extensions?.fieldErrors ?? []) {
      expect(fieldError.messages.length).toBeGreaterThan(0);
    }
  });

  it("deletes it with its version; afterwards it is gone", async () => {
    const answer = await gql<{ deleteUser: string }>(
      stack.gateway.url,
      `mutation ($id: ID!, $version: Int!) { deleteUser(id: $id, version: $version) }`,
      { token: admin, variables: { id, version } },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ deleteUser: id });
    const after = await gql(stack.gateway.url, `query ($id: ID!) { user(id: $id) { id } }`, {
      token: admin,
      variables: { id },
    });
    expect(after.body).toEqual({ data: { user: null } });
  });

  it("an id that is not a number is the caller's mistake", async () => {
    const answer = await gql(stack.gateway.url, `query { user(id: "abc") { id } }`, {
      token: admin,
    });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [{ field: "id" }],
    });
    expect(stack.api.count("GET /api/v1/basis/users")).toBe(0);
  });
});

describe("master lists", () => {
  it("any signed-in user reads role types, companies, teams and clients", async () => {
    const answer = await gql<{
      roleTypes: { id: number; name: string }[];
      associateCompanies: { name: string }[];
      teams: { name: string }[];
      clients: { name: string }[];
    }>(
      stack.gateway.url,
      "query { roleTypes { id name } associateCompanies { name } teams { name } clients { name } }",
      {
        token: matter,
      },
    );
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data!;
    expect(data.roleTypes).toHaveLength(8);
    expect(data.roleTypes[0]).toEqual({ id: 1, name: "管理者" });
    expect(data.associateCompanies.map((c) => c.name)).toContain("株式会社東都通信工業");
    expect(data.teams.map((t) => t.name)).toContain("第1班");
    expect(data.clients.map((c) => c.name)).toContain("城南ケーブルテレビ株式会社");
    expect(stack.api.requests.sort()).toEqual([
      "GET /api/v1/pair/associate-companies",
      "GET /api/v1/pair/clients",
      "GET /api/v1/pair/role-types",
      "GET /api/v1/pair/teams",
    ]);
  });
});
