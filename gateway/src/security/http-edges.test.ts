// The gateway's edges over real HTTP, in front of the real API (issue #36): persisted queries (by
// hash, registered documents only: issue #39), URLs the router refuses, graphql-js's and Apollo's English turned
// into Japanese with the original in `extensions.detail`, and HSTS only for a request that came
// over https. Every answer is asserted by its status AND its body.
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, testEnv, type TestGateway } from "../test/harness";
import { useTestStack } from "../test/stack";

const stack = useTestStack();
const admin = () => stack.identity.tokens("admin@example.jp").then((t) => t.idToken);

/** A second gateway whose log lines are kept, to show what is (not) logged as unexpected. */
let logged: TestGateway;
const logLines: { level: number; msg: string }[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean))
        logLines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  logged = await startTestGateway(testEnv(stack.identity, stack.api.url), {
    logger: { level: "info", stream },
  });
});
afterAll(async () => {
  await logged?.close();
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("persisted queries: registered documents by hash, nothing registered at run time", () => {
  // This gateway is in local mode: a document sent as text runs (security/trusted-documents.ts;
  // production's refusal: trusted-documents.test.ts).
  const apq = (persistedQuery: Record<string, unknown>, query?: string) => ({
    ...(query ? { query } : {}),
    extensions: { persistedQuery },
  });
  const OK_HASH = "991699baaf03398aa334a75f133c0f259a70906e7405484c2c5218cf9fb61def";

  it.each([
    [
      "a hash that does not match the query",
      apq({ version: 1, sha256Hash: "a".repeat(64) }, "{ ok }"),
    ],
    ["version 2", apq({ version: 2, sha256Hash: OK_HASH }, "{ ok }")],
    ["no hash", apq({ version: 1 }, "{ ok }")],
  ])("%s → 400 BAD_USER_INPUT in Japanese, not an unexpected error", async (_what, body) => {
    logLines.length = 0;
    const answer = await post(logged.url, body, { authorization: `Bearer ${await admin()}` });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        {
          message:
            "extensions.persistedQuery が正しくありません（version は 1、sha256Hash は query の SHA-256 を16進で）",
          extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
        },
      ],
    });
    // Nothing was run, nothing reached the API, nothing was logged as a server fault.
    expect(stack.api.requests).toEqual([]);
    expect(logLines.some((l) => l.msg === "incoming request")).toBe(true); // the log is read
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it("a hash alone that no build registered → 400 PERSISTED_QUERY_NOT_FOUND in Japanese", async () => {
    const answer = await post(logged.url, apq({ version: 1, sha256Hash: "b".repeat(64) }), {
      authorization: `Bearer ${await admin()}`,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        {
          message: "登録されていない操作は実行できません（このハッシュの文書は登録されていません）",
          extensions: {
            code: "PERSISTED_QUERY_NOT_FOUND",
            http: { status: 400 },
            rule: "PersistedQueries",
            detail: "PersistedQueryNotFound",
          },
        },
      ],
    });
    expect(stack.api.requests.filter((r) => !r.startsWith("GET /api/v1/login"))).toEqual([]);
  });

  it("the right hash with its query runs (local mode) and is not registered by it", async () => {
    const authorization = `Bearer ${await admin()}`;
    const answer = await post(logged.url, apq({ version: 1, sha256Hash: OK_HASH }, "{ ok }"), {
      authorization,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { ok: true } });
    const again = await post(logged.url, apq({ version: 1, sha256Hash: OK_HASH }), {
      authorization,
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe("PERSISTED_QUERY_NOT_FOUND");
  });

  it("the same query without the extension is answered", async () => {
    const answer = await post(
      logged.url,
      { query: "{ ok }" },
      { authorization: `Bearer ${await admin()}` },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { ok: true } });
  });
});

describe("URLs the router refuses", () => {
  it.each(["/graphql%ff", "/%ff", "/files/attachments/%ED%A0%80", "/export/%c0%afusers.csv"])(
    "POST/GET %s → 400 BAD_URL in Japanese, the URL not echoed, with the security headers",
    async (path) => {
      for (const method of ["GET", "POST"]) {
        const res = await fetch(`${stack.gateway.url}${path}`, {
          method,
          ...(method === "POST"
            ? { headers: { "content-type": "application/json" }, body: '{"query":"{ ok }"}' }
            : {}),
        });
        const text = await res.text();
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(JSON.parse(text)).toEqual({
          errors: [{ message: "URLの形式が正しくありません", extensions: { code: "BAD_URL" } }],
        });
        expect(text).not.toMatch(/%|FST_|valid url/i);
        expect(res.headers.get("content-type")).toMatch(/^application\/json/);
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      }
    },
  );

  it("the API answers the same URL in its own Japanese shape (the two agree on the status)", async () => {
    const res = await fetch(`${stack.api.url}/api/v1/basis/targets%ff`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ path: ["URLの形式が正しくありません"] });
  });
});

describe("graphql-js's and Apollo's messages in Japanese, the original in extensions.detail", () => {
  const cases: [string, Record<string, unknown>, number, Record<string, unknown>][] = [
    [
      "an unknown field",
      { query: "{ viewr { id } }" },
      400,
      {
        message: "型「Query」にフィールド「viewr」はありません",
        code: "GRAPHQL_VALIDATION_FAILED",
        rule: "FieldsOnCorrectType",
        detail: /^Cannot query field "viewr" on type "Query"\. Did you mean "viewer"/,
      },
    ],
    [
      "an unknown argument",
      { query: "{ users(pagesize: 5) { items { id } } }" },
      400,
      {
        message: "フィールド「Query.users」に引数「pagesize」はありません",
        code: "GRAPHQL_VALIDATION_FAILED",
        rule: "KnownArgumentNames",
        detail: /^Unknown argument "pagesize" on field "Query\.users"\./,
      },
    ],
    [
      "an argument of the wrong type",
      { query: "{ users(sort: NAM) { items { id } } }" },
      400,
      {
        message: "列挙型「UserSortField」に値「NAM」はありません",
        code: "GRAPHQL_VALIDATION_FAILED",
        rule: "ValuesOfCorrectType",
        detail:
          /^Value "NAM" does not exist in "UserSortField" enum\. Did you mean the enum value "NAME"/,
      },
    ],
    [
      "a missing required argument",
      { query: "{ target { id } }" },
      400,
      {
        message: "フィールド「target」の必須の引数「id」（型「ID!」）が指定されていません",
        code: "GRAPHQL_VALIDATION_FAILED",
        rule: "ProvidedRequiredArguments",
        detail:
          /^Field "target" argument "id" of type "ID!" is required, but it was not provided\.$/,
      },
    ],
    [
      "a field without its subfields",
      { query: "{ viewer }" },
      400,
      {
        message:
          "フィールド「viewer」（型「Viewer!」）には取得するサブフィールドを指定してください",
        code: "GRAPHQL_VALIDATION_FAILED",
        rule: "ScalarLeafs",
        detail: /^Field "viewer" of type "Viewer!" must have a selection of subfields\./,
      },
    ],
    [
      "an undefined variable",
      { query: "{ target(id: $id) { id } }" },
      400,
      {
        message: "変数「$id」が定義されていません",
        code: "GRAPHQL_VALIDATION_FAILED",
        rule: "NoUndefinedVariables",
        detail: /^Variable "\$id" is not defined\.$/,
      },
    ],
    [
      "a syntax error",
      { query: "{ ok " },
      400,
      {
        message: "クエリの構文に誤りがあります（1行目 6文字目）",
        code: "GRAPHQL_PARSE_FAILED",
        rule: "Syntax",
        detail: /^Syntax Error: Expected Name, found <EOF>\.$/,
      },
    ],
    [
      "a variable of the wrong shape",
      {
        query: "query ($f: UserFilter) { users(filter: $f) { items { id } } }",
        variables: { f: { nam: "x" } },
      },
      400,
      {
        message: "変数「$f」の値が正しくありません: 型「UserFilter」に項目「nam」はありません",
        code: "BAD_USER_INPUT",
        rule: "VariableValues",
        detail:
          /^Variable "\$f" got invalid value \{ nam: "x" \}; Field "nam" is not defined by type "UserFilter"\./,
      },
    ],
    [
      "a variable of the wrong scalar type",
      { query: "query ($id: ID!) { target(id: $id) { id } }", variables: { id: true } },
      400,
      {
        message: "変数「$id」の値が正しくありません: ID は文字列または整数で指定してください",
        code: "BAD_USER_INPUT",
        rule: "VariableValues",
        detail: /^Variable "\$id" got invalid value true; ID cannot represent value: true$/,
      },
    ],
    [
      "an operation name the document does not have",
      { query: "query A { ok }", operationName: "B" },
      400,
      {
        message: "操作「B」は文書にありません",
        code: "OPERATION_RESOLUTION_FAILURE",
        rule: "OperationName",
        detail: /^Unknown operation named "B"\.$/,
      },
    ],
    [
      "an empty query",
      { query: "" },
      400,
      {
        message: "query が空です。GraphQL の query を指定してください",
        code: "BAD_REQUEST",
        rule: "HttpRequest",
        detail: /^GraphQL operations must contain a non-empty `query`/,
      },
    ],
  ];

  it.each(cases)("%s", async (_what, body, status, expected) => {
    const answer = await post(stack.gateway.url, body, {
      authorization: `Bearer ${await admin()}`,
    });
    expect(answer.status).toBe(status);
    expect(answer.body.data).toBeUndefined();
    const error = answer.body.errors?.[0];
    expect(error?.message).toBe(expected.message);
    expect(error?.extensions).toMatchObject({
      code: expected.code,
      http: { status },
      rule: expected.rule,
    });
    expect(error?.extensions?.detail).toMatch(expected.detail as RegExp);
  });

  it("Apollo's CSRF refusal (a simple request a browser may send cross-site) is Japanese", async () => {
    for (const init of [
      { method: "GET" },
      { method: "POST", headers: { "content-type": "text/plain" }, body: '{"query":"{ ok }"}' },
    ]) {
      const res = await fetch(`${stack.gateway.url}/graphql?query=%7B%20ok%20%7D`, init);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { message: string; extensions: object }[] };
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]!.message).toBe(
        "CSRF 対策のため、このリクエストは受け付けられません。Content-Type: application/json で送るか、apollo-require-preflight ヘッダーを付けてください",
      );
      expect(body.errors[0]!.extensions).toMatchObject({
        code: "BAD_REQUEST",
        http: { status: 400 },
        rule: "CsrfPrevention",
        detail: expect.stringMatching(/^This operation has been blocked as a potential Cross-Site/),
      });
    }
  });
});

describe("HSTS only over https", () => {
  const health = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/healthz`, { headers });

  it("plain http, and an X-Forwarded-Proto from a peer not in TRUST_PROXY: no HSTS", async () => {
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      const res = await health(stack.gateway.url, headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("strict-transport-security")).toBeNull();
      // The other headers are still there.
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("behind the configured proxy: HSTS when it says https, not when it says http", async () => {
    const behind = await startTestGateway(
      testEnv(stack.identity, stack.api.url, { TRUST_PROXY: "127.0.0.1" }),
    );
    const elsewhere = await startTestGateway(
      testEnv(stack.identity, stack.api.url, { TRUST_PROXY: "10.0.0.0/8" }),
    );
    try {
      const https = await health(behind.url, { "x-forwarded-proto": "https" });
      expect(https.status).toBe(200);
      expect(https.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
      // A chain (client → CDN → balancer): the nearest proxy's word, the last entry, counts.
      const chain = await health(behind.url, { "x-forwarded-proto": "http, https" });
      expect(chain.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
      for (const headers of [{ "x-forwarded-proto": "http" }, {}] as Record<string, string>[]) {
        const res = await health(behind.url, headers);
        expect(res.status).toBe(200);
        expect(res.headers.get("strict-transport-security")).toBeNull();
      }
      // GraphQL answers and refusals alike.
      const graphql = await post(behind.url, { query: "{ ok }" }, { "x-forwarded-proto": "https" });
      expect(graphql.status).toBe(401);
      expect(graphql.headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
      // The proxy is 10.x, the request came from 127.0.0.1: its X-Forwarded-Proto is not believed.
      const spoofed = await health(elsewhere.url, { "x-forwarded-proto": "https" });
      expect(spoofed.status).toBe(200);
      expect(spoofed.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await behind.close();
      await elsewhere.close();
    }
  });

  it("the API never sends HSTS: only the gateway is reached by browsers", async () => {
    for (const headers of [{}, { "x-forwarded-proto": "https" }] as Record<string, string>[]) {
      const res = await fetch(`${stack.api.url}/api/v1/healthz`, { headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: "ok" });
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });
});
