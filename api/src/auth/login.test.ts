import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { demoUsers } from "@cfx/identity/demo-users";
import { cognitoClient, signIn } from "@cfx/identity/emulator";
import { badTokens } from "@cfx/identity/test-tokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, uniqueEmail, type TestApi } from "../test/harness";
import { FLAGS } from "./flags";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

// docs/DOMAIN.md "Roles and permission flags", written out independently of auth/flags.ts.
const expectedFlags: Record<number, string[]> = {
  1: [
    "instructionSend",
    "matterRead",
    "masterManage",
    "userManage",
    "targetEdit",
    "negotiationEdit",
    "constructionEdit",
    "lineCodeEdit",
  ],
  2: [
    "instructionSend",
    "matterRead",
    "masterManage",
    "targetEdit",
    "negotiationEdit",
    "constructionEdit",
    "lineCodeEdit",
  ],
  3: ["matterRead", "targetEdit", "negotiationEdit"],
  4: ["instructionSend", "matterRead", "constructionEdit"],
  5: ["matterRead", "negotiationEdit"],
  6: ["instructionSend", "matterRead", "constructionEdit", "lineCodeEdit"],
  7: ["constructionEdit"],
  8: ["lineCodeEdit"],
};
const roleNames = [
  "管理者",
  "マネージャー",
  "案件担当",
  "発注担当",
  "交渉担当",
  "工事管理者",
  "工事担当",
  "引込線登録",
];

describe("GET /login", () => {
  for (const demo of demoUsers.filter((u) => !u.temporary)) {
    it(`returns the user record and flags of ${demo.email} (role ${demo.roleTypeId})`, async () => {
      const res = await api.json("/login", { as: demo.email });
      expect(res.status).toBe(200);
      const user = res.body;
      expect(Object.keys(user).sort()).toEqual(
        [
          "id",
          "name",
          "email",
          "roleTypeId",
          "roleType",
          "associateCompanies",
          "teams",
          "clients",
          "role",
          "version",
          "createdAt",
          "updatedAt",
          "ownConstructionsOnly",
        ].sort(),
      );
      // Only a partner's 工事担当 is limited to its company's constructions (issue #36).
      expect(user.ownConstructionsOnly).toBe(demo.roleTypeId === 7);
      expect(user).toMatchObject({
        email: demo.email,
        name: demo.name,
        roleTypeId: demo.roleTypeId,
        roleType: { id: demo.roleTypeId, name: roleNames[demo.roleTypeId - 1] },
      });
      expect(Number.isInteger(user.id)).toBe(true);
      expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
      const granted = Object.entries(user.role)
        .filter(([, v]) => v === true)
        .map(([k]) => k)
        .sort();
      expect(granted).toEqual([...expectedFlags[demo.roleTypeId]!].sort());
      expect(Object.keys(user.role).sort()).toEqual([...FLAGS].sort());
      expect(user.associateCompanies.map((c: { name: string }) => c.name)).toEqual(
        demo.associateCompany ? [demo.associateCompany] : [],
      );
      expect(user.teams.map((c: { name: string }) => c.name)).toEqual(demo.team ? [demo.team] : []);
      expect(user.clients.map((c: { name: string }) => c.name)).toEqual(
        demo.client ? [demo.client] : [],
      );
    });
  }

  it("answers 401 {auth:[…]} without a token or with a non-Bearer header", async () => {
    for (const headers of [
      {},
      { authorization: "Basic abc" },
      { authorization: "Bearer" },
    ] as Record<string, string>[]) {
      const res = await api.json("/login", { headers });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ auth: ["認証エラーです。再度サインインしてください。"] });
    }
  });

  it("refuses every bad token of @cfx/identity/test-tokens with 401, on /login and on other routes", async () => {
    const real = await signIn({
      endpoint: api.identity.endpoint,
      clientId: api.identity.clientId,
      email: "admin@example.jp",
      password: "Demo1234",
    });
    const cases = Object.entries(badTokens(real.idToken, real.accessToken));
    expect(cases.length).toBeGreaterThan(10);
    for (const [name, token] of cases) {
      for (const path of ["/login", "/basis/users", "/pair/role-types"]) {
        const res = await api.json(path, { token });
        expect({ name, path, status: res.status }).toEqual({ name, path, status: 401 });
        expect(res.body).toEqual({ auth: ["認証エラーです。再度サインインしてください。"] });
      }
    }
    // The real token itself works (the cases fail for their defect only).
    expect((await api.json("/login", { token: real.idToken })).status).toBe(200);
  });

  it("answers 404 on /login and 401 elsewhere for a valid token whose user is not registered", async () => {
    const email = uniqueEmail("stranger");
    const client = cognitoClient(api.identity.endpoint);
    try {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: api.identity.userPoolId,
          Username: email,
          TemporaryPassword: "Stranger1",
          MessageAction: "SUPPRESS",
          UserAttributes: [
            { Name: "email", Value: email },
            { Name: "email_verified", Value: "true" },
          ],
        }),
      );
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: api.identity.userPoolId,
          Username: email,
          Password: "Stranger1",
          Permanent: true,
        }),
      );
    } finally {
      client.destroy();
    }
    const login = await api.json("/login", { as: email, password: "Stranger1" });
    expect(login.status).toBe(404);
    expect(login.body).toEqual({ user: ["該当ユーザが見つかりません"] });
    const other = await api.json("/pair/role-types", { as: email, password: "Stranger1" });
    expect(other.status).toBe(401);
  });
});

describe("public routes", () => {
  it("GET /healthz answers without a token", async () => {
    const res = await api.json("/healthz");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("ok");
  });

  it("GET /openapi.json is OpenAPI 3.1 with the users and pair paths", async () => {
    const res = await api.json("/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/login",
        "/api/v1/basis/users",
        "/api/v1/basis/users/{id}",
        "/api/v1/pair/device-models",
      ]),
    );
  });

  it("a body that is not JSON is a 400 with a field-error body", async () => {
    const res = await api.json("/basis/users", {
      as: "admin@example.jp",
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    const broken = await fetch(`${api.url}/basis/users`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${await api.tokenFor("admin@example.jp")}`,
        "content-type": "application/json",
      },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ body: ["リクエストの形式が正しくありません"] });
  });

  it("unknown routes need a token too, then answer 404 with a field-error body", async () => {
    expect((await api.json("/nope")).status).toBe(401);
    const res = await api.json("/nope", { as: "admin@example.jp" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ path: ["該当するURLが見つかりません"] });
  });
});
