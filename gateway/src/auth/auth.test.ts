// Authentication at the gateway, over real HTTP, with real cognito-local tokens and the real API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { badTokens } from "@cfx/identity/test-tokens";
import { startTestApi, type TestApi } from "../test/api";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";

let identity: TestIdentity;
let api: TestApi;
let gateway: TestGateway;

beforeAll(async () => {
  identity = await startTestIdentity();
  api = await startTestApi(identity);
  gateway = await startTestGateway(testEnv(identity, api.url));
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.close();
});

beforeEach(() => {
  api.requests.length = 0;
});

// Fields that would each call the API: none may run for a refused token.
const PROBE = "query { viewer { id } users { items { id } } roleTypes { id } }";

function expectUnauthenticated(answer: Awaited<ReturnType<typeof gql>>) {
  expect(answer.status).toBe(401);
  expect(answer.body.data).toBeUndefined();
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors?.[0]).toMatchObject({
    message: "認証エラーです。再度サインインしてください。",
    extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
  });
}

describe("a request without a valid ID token", () => {
  it("without Authorization → 401 UNAUTHENTICATED, no API call", async () => {
    expectUnauthenticated(await gql(gateway.url, PROBE));
    expect(api.requests).toEqual([]);
  });

  it.each([["Basic YWRtaW46cGFzcw=="], ["Bearer"], ["Bearer  "], ["token-without-scheme"]])(
    "Authorization %j → 401, no API call",
    async (authorization) => {
      expectUnauthenticated(await gql(gateway.url, PROBE, { headers: { authorization } }));
      expect(api.requests).toEqual([]);
    },
  );

  it("every bad token of @cfx/identity/test-tokens → 401 UNAUTHENTICATED, no API call", async () => {
    const real = await identity.tokens("admin@example.jp");
    const tokens = badTokens(real.idToken, real.accessToken);
    expect(Object.keys(tokens).length).toBeGreaterThan(10);
    for (const [name, token] of Object.entries(tokens)) {
      const answer = await gql(gateway.url, PROBE, { token });
      expect.soft(answer.status, name).toBe(401);
      expect.soft(answer.body.errors?.[0]?.extensions?.code, name).toBe("UNAUTHENTICATED");
      expect.soft(answer.body.data, name).toBeUndefined();
    }
    expect(api.requests).toEqual([]);
    // The same real token is accepted: the refusals above are about the defects only.
    const ok = await gql(gateway.url, "query { viewer { email } }", { token: real.idToken });
    expect(ok.body).toEqual({ data: { viewer: { email: "admin@example.jp" } } });
  });

  it("a GET /graphql with a bad token is refused the same way", async () => {
    const res = await fetch(
      `${gateway.url}/graphql?query=${encodeURIComponent("{ viewer { id } }")}`,
      {
        headers: { authorization: "Bearer not-a-jwt", "apollo-require-preflight": "true" },
      },
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      errors: [{ extensions: { code: "UNAUTHENTICATED" } }],
    });
    expect(api.requests).toEqual([]);
  });

  it("a gateway in cognito mode refuses the emulator's (public-key) tokens", async () => {
    const cognito = await startTestGateway(
      testEnv(identity, api.url, {
        IDENTITY_MODE: "cognito",
        COGNITO_REGION: "ap-northeast-1",
        COGNITO_USER_POOL_ID: "ap-northeast-1_TestPool1",
        COGNITO_CLIENT_ID: identity.pool.clientId,
      }),
    );
    try {
      const { idToken } = await identity.tokens("admin@example.jp");
      expectUnauthenticated(await gql(cognito.url, PROBE, { token: idToken }));
      expect(api.requests).toEqual([]);
    } finally {
      await cognito.close();
    }
  });
});

describe("viewer", () => {
  const VIEWER = `query {
    viewer {
      id code name email
      roleType { id name }
      associateCompany { name } team { name } client { name }
      can { instructionSend matterRead masterManage userManage targetEdit negotiationEdit constructionEdit lineCodeEdit }
    }
  }`;

  type ViewerAnswer = {
    viewer: {
      id: string;
      code: string;
      name: string;
      email: string;
      roleType: { id: number; name: string };
      associateCompany: { name: string } | null;
      team: { name: string } | null;
      client: { name: string } | null;
      can: Record<string, boolean>;
    };
  };

  it("admin: every flag, code = id padded to 8 digits, one GET /login", async () => {
    const { idToken } = await identity.tokens("admin@example.jp");
    const answer = await gql<ViewerAnswer>(gateway.url, VIEWER, { token: idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const viewer = answer.body.data!.viewer;
    expect(viewer).toMatchObject({
      name: "管理 太郎",
      email: "admin@example.jp",
      roleType: { id: 1, name: "管理者" },
      associateCompany: null,
      team: null,
      client: null,
    });
    expect(viewer.code).toMatch(/^\d{8}$/);
    expect(Number(viewer.code)).toBe(Number(viewer.id));
    expect(Object.values(viewer.can).every((flag) => flag === true)).toBe(true);
    expect(Object.keys(viewer.can)).toHaveLength(8);
    expect(api.requests).toEqual(["GET /api/v1/login"]);
  });

  it("matter staff: the flags of role type 3 and the own client", async () => {
    const { idToken } = await identity.tokens("matter@example.jp");
    const answer = await gql<ViewerAnswer>(gateway.url, VIEWER, { token: idToken });
    expect(answer.body.errors).toBeUndefined();
    const viewer = answer.body.data!.viewer;
    expect(viewer).toMatchObject({
      name: "鈴木 美咲",
      roleType: { id: 3, name: "案件担当" },
      client: { name: "城南ケーブルテレビ株式会社" },
      can: {
        instructionSend: false,
        matterRead: true,
        masterManage: false,
        userManage: false,
        targetEdit: true,
        negotiationEdit: true,
        constructionEdit: false,
        lineCodeEdit: false,
      },
    });
  });

  it("the login record is fetched once per request however many fields need it", async () => {
    const { idToken } = await identity.tokens("admin@example.jp");
    const answer = await gql(
      gateway.url,
      "query { a: viewer { id } b: viewer { name } users { items { id } } }",
      {
        token: idToken,
      },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(api.count("GET /api/v1/login")).toBe(1);
  });
});
