// REST failures → GraphQL errors, over real HTTP. The upstream here is a real Fastify server
// written for this test because a real API cannot be told to answer 500, 503 or hang on cue;
// every other gateway test runs against the real API.
import { createServer } from "node:net";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";

type Behaviour = {
  status: number;
  body?: unknown;
  rawBody?: string;
  hangMs?: number;
  reset?: boolean;
  headers?: Record<string, string>;
};

const adminRecord = {
  id: 1,
  name: "管理 太郎",
  email: "admin@example.jp",
  roleTypeId: 1,
  roleType: { id: 1, name: "管理者" },
  associateCompanies: [],
  teams: [],
  clients: [],
  role: {
    instructionSend: true,
    matterRead: true,
    masterManage: true,
    userManage: true,
    targetEdit: true,
    negotiationEdit: true,
    constructionEdit: true,
    lineCodeEdit: true,
  },
  version: 1,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const SECRET = "SECRET-STACK at /srv/api/src/users/repository.ts:42";
const TIMEOUT_MS = 400;

let identity: TestIdentity;
let upstream: FastifyInstance;
let gateway: TestGateway;
let token: string;
let behaviour: Behaviour;
let requests: string[] = [];

async function startUpstream(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.addHook("onRequest", async (request) => {
    requests.push(`${request.method} ${request.url.split("?")[0]}`);
  });
  app.get("/api/v1/login", async () => adminRecord);
  const answer = async (_request: unknown, reply: FastifyReply) => {
    const current = behaviour;
    if (current.hangMs) await new Promise((resolve) => setTimeout(resolve, current.hangMs));
    if (current.reset) {
      // The connection dies under the request: no HTTP answer at all.
      reply.raw.socket?.destroy();
      return reply.hijack();
    }
    void reply.code(current.status);
    if (current.headers) void reply.headers(current.headers);
    if (current.rawBody !== undefined) return reply.type("application/json").send(current.rawBody);
    return reply.send(current.body ?? {});
  };
  app.get("/api/v1/basis/users", answer);
  app.post("/api/v1/basis/users", answer);
  app.patch("/api/v1/basis/users/:id", answer);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { app, url: `http://127.0.0.1:${address.port}` };
}

/** A loopback port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

const USERS = "query { users { items { id } pageInfo { totalCount } } }";
const CREATE = `mutation { createUser(input: { name: "山田 花子", email: "x@example.jp", roleTypeId: 3, temporaryPassword: "Temp1234" }) { id } }`;
const UPDATE = `mutation { updateUser(id: "5", input: { name: "山田 花子", version: 1 }) { id } }`;

beforeAll(async () => {
  identity = await startTestIdentity();
  const started = await startUpstream();
  upstream = started.app;
  gateway = await startTestGateway(
    testEnv(identity, started.url, { API_TIMEOUT_MS: String(TIMEOUT_MS) }),
  );
  token = (await identity.tokens("admin@example.jp")).idToken;
});

afterAll(async () => {
  await gateway?.close();
  await upstream?.close();
  await identity?.close();
});

beforeEach(() => {
  requests = [];
  behaviour = { status: 200, body: [] };
});

async function expectStillAnswering() {
  behaviour = { status: 200, body: [adminRecord] };
  const answer = await gql(gateway.url, USERS, { token });
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
}

describe("REST status → GraphQL error", () => {
  it("400 → BAD_USER_INPUT with fieldErrors in the body's key order", async () => {
    behaviour = {
      status: 400,
      body: {
        name: ["氏名は必須入力です", "氏名は50文字以内で入力してください"],
        email: ["このメールアドレスは既に登録されています"],
        // Not a list of messages: must not reach the client.
        statusCode: 400,
      },
    };
    const answer = await gql(gateway.url, CREATE, { token });
    expect(answer.status).toBe(200);
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error?.extensions?.http?.status).toBe(400);
    expect(error?.extensions?.fieldErrors).toEqual([
      { field: "name", messages: ["氏名は必須入力です", "氏名は50文字以内で入力してください"] },
      { field: "email", messages: ["このメールアドレスは既に登録されています"] },
    ]);
    expect(error?.message).toBe("氏名は必須入力です");
    expect(answer.body.data).toBeNull();
  });

  it.each([
    [401, "UNAUTHENTICATED"],
    [403, "FORBIDDEN"],
    [404, "NOT_FOUND"],
  ])("%i → %s", async (status, code) => {
    behaviour = { status, body: { detail: [SECRET] } };
    const answer = await gql(gateway.url, USERS, { token });
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe(code);
    expect(error?.extensions?.http?.status).toBe(status);
    expect(error?.path).toEqual(["users"]);
    expect(answer.text).not.toContain("SECRET");
  });

  it("409 → CONFLICT with fieldErrors", async () => {
    behaviour = {
      status: 409,
      body: { version: ["他のユーザーが更新しました。再読み込みしてください"] },
    };
    const answer = await gql(gateway.url, UPDATE, { token });
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("CONFLICT");
    expect(error?.extensions?.http?.status).toBe(409);
    expect(error?.extensions?.fieldErrors).toEqual([
      { field: "version", messages: ["他のユーザーが更新しました。再読み込みしてください"] },
    ]);
    // A write is sent once, never retried.
    expect(requests.filter((r) => r.startsWith("PATCH"))).toHaveLength(1);
  });

  it("500 → INTERNAL_SERVER_ERROR 「サーバーエラーが発生しました」, not retried, no upstream body", async () => {
    behaviour = { status: 500, body: { message: SECRET, stack: SECRET } };
    const answer = await gql(gateway.url, USERS, { token });
    const error = answer.body.errors?.[0];
    expect(error?.message).toBe("サーバーエラーが発生しました");
    expect(error?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
    expect(error?.extensions?.http?.status).toBe(500);
    expect(error?.path).toEqual(["users"]);
    expect(answer.text).not.toContain("SECRET");
    expect(answer.text).not.toContain("stacktrace");
    // An API that failed on this request fails again on the same request: no retry.
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(1);
    await expectStillAnswering();
  });

  it.each([501, 505, 599])("%i → INTERNAL_SERVER_ERROR, not retried", async (status) => {
    behaviour = { status, body: { message: SECRET } };
    const answer = await gql(gateway.url, USERS, { token });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(1);
    expect(answer.text).not.toContain("SECRET");
  });

  it("503 → UPSTREAM_UNAVAILABLE after retrying the GET; a POST is not retried", async () => {
    behaviour = { status: 503, body: { message: SECRET } };
    const read = await gql(gateway.url, USERS, { token });
    expect(read.body.errors?.[0]?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
    expect(read.body.errors?.[0]?.extensions?.http?.status).toBe(502);
    expect(read.body.errors?.[0]?.message).toBe(
      "サーバーに接続できません。しばらくしてから再度お試しください",
    );
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(3);

    const write = await gql(gateway.url, CREATE, { token });
    expect(write.body.errors?.[0]?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
    expect(requests.filter((r) => r === "POST /api/v1/basis/users")).toHaveLength(1);
    expect(read.text + write.text).not.toContain("SECRET");
    await expectStillAnswering();
  });

  it("503 with Retry-After (the API's database is down) → UPSTREAM_UNAVAILABLE at once, not asked again", async () => {
    behaviour = {
      status: 503,
      headers: { "retry-after": "5" },
      body: { server: ["データベースに接続できません。しばらくしてから再度お試しください"] },
    };
    const read = await gql(gateway.url, USERS, { token });
    expect(read.body.errors?.[0]?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(1);
    await expectStillAnswering();
  });

  it("502 (a proxy in front of the API) → UPSTREAM_UNAVAILABLE; 504 → UPSTREAM_TIMEOUT", async () => {
    behaviour = { status: 502, body: { message: SECRET } };
    const bad = await gql(gateway.url, USERS, { token });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
    behaviour = { status: 504, body: { message: SECRET } };
    const slow = await gql(gateway.url, USERS, { token });
    expect(slow.body.errors?.[0]?.extensions?.code).toBe("UPSTREAM_TIMEOUT");
    expect(slow.body.errors?.[0]?.extensions?.http?.status).toBe(504);
    expect(bad.text + slow.text).not.toContain("SECRET");
  });

  it.each([
    [413, "送信データが大きすぎます。件数を減らして再度お試しください"],
    [414, "検索条件が長すぎます。条件を減らして再度お試しください"],
    [431, "検索条件が長すぎます。条件を減らして再度お試しください"],
    [429, "リクエストが多すぎます。しばらくしてから再度お試しください"],
    [418, "入力内容に誤りがあります"],
  ])("%i → BAD_USER_INPUT 「%s」, nothing of the body", async (status, text) => {
    // What Fastify or a proxy answers: English, not the API's `{ field: [messages] }`.
    behaviour = { status, body: { error: "Payload Too Large", message: SECRET } };
    const answer = await gql(gateway.url, USERS, { token });
    expect(answer.body.errors?.[0]).toEqual({
      message: text,
      path: ["users"],
      locations: expect.any(Array),
      extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
    });
    expect(answer.text).not.toContain("SECRET");
    expect(answer.text).not.toContain("Payload");
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(1);
  });

  it("422 → BAD_USER_INPUT with the API's field messages", async () => {
    behaviour = { status: 422, body: { email: ["メールアドレスの形式が正しくありません"] } };
    const answer = await gql(gateway.url, CREATE, { token });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: "メールアドレスの形式が正しくありません",
      extensions: {
        code: "BAD_USER_INPUT",
        http: { status: 400 },
        fieldErrors: [{ field: "email", messages: ["メールアドレスの形式が正しくありません"] }],
      },
    });
  });

  it("a GET recovers when a retry succeeds", async () => {
    let calls = 0;
    behaviour = {
      get status() {
        calls += 1;
        return calls === 1 ? 503 : 200;
      },
      body: [adminRecord],
    } as Behaviour;
    const answer = await gql(gateway.url, USERS, { token });
    expect(answer.body.errors).toBeUndefined();
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(2);
  });

  it("a hang past API_TIMEOUT_MS → UPSTREAM_TIMEOUT, not retried", async () => {
    behaviour = { status: 200, body: [], hangMs: TIMEOUT_MS * 4 };
    const started = Date.now();
    const answer = await gql(gateway.url, USERS, { token });
    const elapsed = Date.now() - started;
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("UPSTREAM_TIMEOUT");
    expect(error?.extensions?.http?.status).toBe(504);
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 3);
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(1);
    await expectStillAnswering();
  });

  it("a malformed success answer → 「サーバーエラーが発生しました」 without detail", async () => {
    behaviour = { status: 200, rawBody: `{"oops": "${SECRET}"` };
    const answer = await gql(gateway.url, USERS, { token });
    const error = answer.body.errors?.[0];
    expect(error?.message).toBe("サーバーエラーが発生しました");
    expect(error?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
    expect(error?.extensions?.http?.status).toBe(500);
    expect(answer.text).not.toContain("SECRET");
    expect(answer.text).not.toContain("stacktrace");
  });
});

describe("REST API unreachable", () => {
  it("a connection reset → UPSTREAM_UNAVAILABLE after the GET retries", async () => {
    behaviour = { status: 200, reset: true };
    const answer = await gql(gateway.url, USERS, { token });
    const error = answer.body.errors?.[0];
    expect(error?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
    expect(error?.extensions?.http?.status).toBe(502);
    expect(requests.filter((r) => r === "GET /api/v1/basis/users")).toHaveLength(3);
    await expectStillAnswering();
  });

  it("a refused connection → UPSTREAM_UNAVAILABLE, and the gateway keeps answering", async () => {
    const dead = await startTestGateway(testEnv(identity, `http://127.0.0.1:${await deadPort()}`));
    try {
      const answer = await gql(dead.url, "query { viewer { id } }", { token });
      expect(answer.status).toBe(200);
      const error = answer.body.errors?.[0];
      expect(error?.extensions?.code).toBe("UPSTREAM_UNAVAILABLE");
      expect(error?.extensions?.http?.status).toBe(502);
      expect(error?.message).toBe("サーバーに接続できません。しばらくしてから再度お試しください");
      // Fields that need no REST call still work.
      const ok = await gql(dead.url, "query { ok }", { token });
      expect(ok.body).toEqual({ data: { ok: true } });
      const health = await fetch(`${dead.url}/healthz`);
      expect(health.status).toBe(200);
      const ready = await fetch(`${dead.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        down: ["api"],
        checks: { api: "down", identity: "up" },
      });
    } finally {
      await dead.close();
    }
  });
});
