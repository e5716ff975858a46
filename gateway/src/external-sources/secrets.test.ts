// Secrets of external sources through GraphQL (issue #36): a URL with credentials is refused in
// Japanese, the Authorization header is write-only (hasAuthHeader says whether one is set), and
// the gateway's request log writes no credentials or query secrets of a URL.
import { Writable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { buildGateway } from "../server";
import { gql, testEnv } from "../test/harness";
import { useTestStack } from "../test/stack";
import { ok } from "../targets/test-fixtures";

const stack = useTestStack();
let admin: string;
beforeAll(async () => {
  admin = (await stack.identity.tokens("admin@example.jp")).idToken;
});

const SECRET = "Bearer gw-s3cr3t-0123456789";
const FIELDS = `id version url hasAuthHeader`;
const CREATE = `mutation ($input: CreateExternalSourceInput!) { createExternalSource(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateExternalSourceInput!) { updateExternalSource(id: $id, input: $input) { ${FIELDS} } }`;
const input = (extra: Record<string, unknown>) => ({
  name: "認証付き連携",
  kind: "CSVファイル",
  columnMapping: [{ sourceColumn: "名称", field: "name" }],
  keyField: "name",
  ...extra,
});
type Source = { id: string; version: number; url: string | null; hasAuthHeader: boolean };

describe("external source secrets through GraphQL", () => {
  it("refuses credentials in the URL with the API's Japanese field message", async () => {
    const answer = await gql(stack.gateway.url, CREATE, {
      token: admin,
      variables: { input: input({ kind: "HTTP JSON", url: "http://user:secret@example.jp/a" }) },
    });
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fieldErrors: [
        {
          field: "url",
          messages: [
            "URLにユーザー名やパスワードを含めることはできません。認証が必要な場合は「認証ヘッダー」に入力してください",
          ],
        },
      ],
    });
    expect(answer.text).not.toContain("secret@");
  });

  it("takes the Authorization header, never gives it back, and removes it with null", async () => {
    const created = (
      await ok<{ createExternalSource: Source }>(stack.gateway.url, admin, CREATE, {
        input: input({ authHeader: SECRET }),
      })
    ).createExternalSource;
    expect(created.hasAuthHeader).toBe(true);
    // Not a field of the type: a client cannot even ask for it.
    const asked = await gql(
      stack.gateway.url,
      `query ($id: ID!) { externalSource(id: $id) { authHeader } }`,
      { token: admin, variables: { id: created.id } },
    );
    expect(asked.status).toBe(400);
    const read = await gql(
      stack.gateway.url,
      `query ($id: ID!) { externalSource(id: $id) { ${FIELDS} } externalSources { items { ${FIELDS} } } }`,
      { token: admin, variables: { id: created.id } },
    );
    expect(read.status).toBe(200);
    expect(read.text).not.toContain("s3cr3t");
    expect(read.body.data).toMatchObject({ externalSource: { hasAuthHeader: true } });
    const history = await gql(
      stack.gateway.url,
      `query ($id: ID!) { history(entity: EXTERNAL_SOURCE, id: $id) { changes { field label from to } } }`,
      { token: admin, variables: { id: created.id } },
    );
    expect(history.status).toBe(200);
    expect(history.text).not.toContain("s3cr3t");
    const changes = (
      history.body.data as { history: { changes: { field: string }[] }[] }
    ).history.flatMap((entry) => entry.changes);
    expect(changes).toContainEqual({
      field: "authHeader",
      label: "認証ヘッダー",
      from: null,
      to: "********",
    });

    const cleared = (
      await ok<{ updateExternalSource: Source }>(stack.gateway.url, admin, UPDATE, {
        id: created.id,
        input: { authHeader: null, version: created.version },
      })
    ).updateExternalSource;
    expect(cleared.hasAuthHeader).toBe(false);
  });
});

describe("the gateway's request log", () => {
  it("writes URLs without query secrets", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildGateway(testEnv(stack.identity, stack.api.url), {
      logger: { level: "info", stream },
    });
    try {
      const res = await app.inject({ url: "/healthz?access_token=tok-123&password=pw-456&x=1" });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const log = lines.join("");
    expect(log).toContain("/healthz?access_token=***&password=***&x=1");
    expect(log).not.toContain("tok-123");
    expect(log).not.toContain("pw-456");
  });
});
