// 氏名カナ, the account status and resetUserPassword through the gateway, against the real API.
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

type Row = { id: string; name: string; nameKana: string | null; status: string | null };
const FIELDS = "id name nameKana status version";

async function createUser(name: string, nameKana: string) {
  const answer = await gql<{ createUser: Row }>(
    stack.gateway.url,
    `mutation Create($input: CreateUserInput!) { createUser(input: $input) { ${FIELDS} } }`,
    {
      token: admin,
      variables: {
        input: {
          name,
          nameKana,
          email: `kana.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.jp`,
          roleTypeId: 3,
          temporaryPassword: "Temp1234",
        },
      },
    },
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.createUser;
}

describe("氏名カナ and status", () => {
  it("creates with the kana converted to katakana; a new account has a temporary password", async () => {
    const user = await createUser("九条 健", "くじょう けん");
    expect(user).toMatchObject({ nameKana: "クジョウ\u3000ケン", status: "TEMPORARY_PASSWORD" });
  });

  it("sorts NAME by the reading and shows each account's status", async () => {
    const answer = await gql<{ users: { items: Row[] } }>(
      stack.gateway.url,
      `query { users(sort: NAME, pageSize: 200) { items { ${FIELDS} } } }`,
      { token: admin },
    );
    expect(answer.body.errors).toBeUndefined();
    const items = answer.body.data!.users.items;
    const kana = items.map((u) => u.nameKana).filter((k): k is string => k !== null);
    expect(kana).toEqual([...kana].sort());
    // イトウ (伊藤 誠) comes first although 伊 is not the smallest kanji of the names.
    expect(items[0]).toMatchObject({ name: "伊藤 誠", status: "ACTIVE" });
    // Statuses are read from the pool twice per page, never once per user: one list call only.
    expect(stack.api.requests.filter((r) => r.startsWith("GET /api/v1/basis/users"))).toHaveLength(
      1,
    );
  });

  it("an update with an empty nameKana removes it", async () => {
    const user = await createUser("鬼塚 健", "オニヅカ");
    const answer = await gql<{ updateUser: Row }>(
      stack.gateway.url,
      `mutation($id: ID!) { updateUser(id: $id, input: { nameKana: "", version: 1 }) { ${FIELDS} } }`,
      { token: admin, variables: { id: user.id } },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.updateUser.nameKana).toBeNull();
  });
});

describe("resetUserPassword", () => {
  const RESET = `mutation Reset($id: ID!, $password: String!) {
    resetUserPassword(id: $id, temporaryPassword: $password) { ${FIELDS} }
  }`;

  it("calls POST …/reset-password and answers the user with a temporary password", async () => {
    const user = await createUser("試験 再設定", "シケン");
    stack.api.requests.length = 0;
    const answer = await gql<{ resetUserPassword: Row }>(stack.gateway.url, RESET, {
      token: admin,
      variables: { id: user.id, password: "Reset5678" },
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.resetUserPassword).toMatchObject({
      id: user.id,
      status: "TEMPORARY_PASSWORD",
      version: 1,
    });
    expect(stack.api.requests).toContain(`POST /api/v1/basis/users/${user.id}/reset-password`);
  });

  it("a weak password is the API's field message", async () => {
    const user = await createUser("試験 弱い", "シケン");
    const answer = await gql(stack.gateway.url, RESET, {
      token: admin,
      variables: { id: user.id, password: "weakpass" },
    });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [
        { field: "temporaryPassword", messages: [expect.stringContaining("8文字以上")] },
      ],
    });
  });

  it("needs USER_MANAGE: FORBIDDEN and no REST write", async () => {
    const answer = await gql(stack.gateway.url, RESET, {
      token: matter,
      variables: { id: "1", password: "Reset5678" },
    });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(stack.api.count("POST")).toBe(0);
  });
});
