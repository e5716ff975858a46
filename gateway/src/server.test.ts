// The gateway's non-GraphQL routes over real HTTP: health, readiness, app config, the identity
// proxy (a real InitiateAuth against cognito-local) and the web app with SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@cfx/identity/demo-users";
import { startTestApi, type TestApi } from "./test/api";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "./test/harness";

let identity: TestIdentity;
let api: TestApi;
let gateway: TestGateway;
let webDist: string;

beforeAll(async () => {
  identity = await startTestIdentity();
  api = await startTestApi(identity);
  webDist = mkdtempSync(join(tmpdir(), "cfx-gateway-web-"));
  writeFileSync(
    join(webDist, "index.html"),
    "<!doctype html><title>CFX 光化工事管理</title><div id=root></div>",
  );
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "assets", "app-1a2b3c.js"), "console.log('app');");
  gateway = await startTestGateway(testEnv(identity, api.url, { WEB_DIST: webDist }));
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

/** An InitiateAuth exactly as Amplify v6 sends it (headers of its user-pool serializer). */
function initiateAuth(url: string, email: string, password: string, target = "InitiateAuth") {
  return fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": `AWSCognitoIdentityProviderService.${target}`,
      "x-amz-user-agent": "aws-amplify/6.22.1 auth/4 framework/1",
      "cache-control": "no-store",
    },
    body: JSON.stringify({
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: identity.pool.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
}

describe("health", () => {
  it("GET /healthz → 200", async () => {
    const res = await fetch(`${gateway.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz → 200 while the API and the identity keys answer", async () => {
    const res = await fetch(`${gateway.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { api: "up", identity: "up" } });
  });

  it("GET /readyz → 503 naming the identity when its keys cannot be loaded", async () => {
    const broken = await startTestGateway(
      testEnv(identity, api.url, { IDENTITY_ENDPOINT: "http://127.0.0.1:9", WEB_DIST: webDist }),
    );
    try {
      const res = await fetch(`${broken.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: "unavailable",
        down: ["identity"],
        checks: { api: "up", identity: "down" },
      });
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe("GET /app-config.json", () => {
  it("local mode: the pool, the client and the relative proxy endpoint", async () => {
    const res = await fetch(`${gateway.url}/app-config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      brandCode: "CFX",
      subtitle: "光化工事管理",
      identity: {
        mode: "local",
        region: "ap-northeast-1",
        userPoolId: identity.pool.userPoolId,
        clientId: identity.pool.clientId,
        userPoolEndpoint: "/identity",
      },
    });
  });

  it("cognito mode: no endpoint override and no /identity proxy", async () => {
    const cognito = await startTestGateway(
      testEnv(identity, api.url, {
        IDENTITY_MODE: "cognito",
        COGNITO_USER_POOL_ID: "ap-northeast-1_TestPool1",
        COGNITO_CLIENT_ID: "abc123",
      }),
    );
    try {
      const config = (await (await fetch(`${cognito.url}/app-config.json`)).json()) as {
        identity: Record<string, unknown>;
      };
      expect(config.identity).toEqual({
        mode: "cognito",
        region: "ap-northeast-1",
        userPoolId: "ap-northeast-1_TestPool1",
        clientId: "abc123",
        userPoolEndpoint: null,
      });
      const proxied = await initiateAuth(
        `${cognito.url}/identity`,
        "admin@example.jp",
        DEMO_PASSWORD,
      );
      expect(proxied.status).toBe(404);
    } finally {
      await cognito.close();
    }
  });
});

describe("POST /identity (local mode)", () => {
  it("a real InitiateAuth through the proxy returns tokens the gateway accepts", async () => {
    const res = await initiateAuth(`${gateway.url}/identity`, "admin@example.jp", DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/json/);
    const body = (await res.json()) as { AuthenticationResult?: { IdToken?: string } };
    const idToken = body.AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();
    const viewer = await gql(gateway.url, "query { viewer { email } }", { token: idToken });
    expect(viewer.body).toEqual({ data: { viewer: { email: "admin@example.jp" } } });
  });

  it("answers Amplify's GetTokensFromRefreshToken (the emulator lacks it) with fresh tokens", async () => {
    const signIn = await initiateAuth(`${gateway.url}/identity`, "admin@example.jp", DEMO_PASSWORD);
    const tokens = (await signIn.json()) as { AuthenticationResult: { RefreshToken: string } };
    const res = await fetch(`${gateway.url}/identity`, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "AWSCognitoIdentityProviderService.GetTokensFromRefreshToken",
      },
      body: JSON.stringify({
        ClientId: identity.pool.clientId,
        RefreshToken: tokens.AuthenticationResult.RefreshToken,
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { AuthenticationResult?: { IdToken?: string } };
    const viewer = await gql(gateway.url, "query { viewer { email } }", {
      token: body.AuthenticationResult?.IdToken,
    });
    expect(viewer.body).toEqual({ data: { viewer: { email: "admin@example.jp" } } });
  });

  it("relays the emulator's error status and body", async () => {
    const res = await initiateAuth(`${gateway.url}/identity`, "admin@example.jp", "Wrong1234");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { __type?: string; code?: string };
    expect(body.__type ?? body.code ?? res.headers.get("x-amzn-errortype")).toMatch(/Exception/);
  });

  it("refuses the emulator's admin operations (they need no credentials there)", async () => {
    const res = await fetch(`${gateway.url}/identity`, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": "AWSCognitoIdentityProviderService.AdminSetUserPassword",
      },
      body: JSON.stringify({
        UserPoolId: identity.pool.userPoolId,
        Username: "admin@example.jp",
        Password: "Hacked1234",
        Permanent: true,
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ __type: "AccessDeniedException" });
    // The password did not change.
    const signIn = await initiateAuth(`${gateway.url}/identity`, "admin@example.jp", DEMO_PASSWORD);
    expect(signIn.status).toBe(200);
  });
});

describe("web app", () => {
  it("serves index.html at / and for client-side routes", async () => {
    for (const path of ["/", "/users/3", "/targets/details/12?tab=1", "/signin"]) {
      const res = await fetch(`${gateway.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/text\/html/);
      expect(await res.text(), path).toContain("光化工事管理");
    }
  });

  it("serves bundles as files with a long cache", async () => {
    const res = await fetch(`${gateway.url}/assets/app-1a2b3c.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toBe("console.log('app');");
  });

  it("does not hide the gateway's own routes or answer HTML to other methods", async () => {
    expect((await fetch(`${gateway.url}/healthz`)).headers.get("content-type")).toMatch(/json/);
    const post = await fetch(`${gateway.url}/users/3`, { method: "POST" });
    expect(post.status).toBe(404);
    expect(await post.json()).toEqual({ error: "Not Found" });
  });

  it("is skipped when WEB_DIST has no index.html", async () => {
    const bare = await startTestGateway(testEnv(identity, api.url));
    try {
      expect((await fetch(`${bare.url}/users/3`)).status).toBe(404);
      expect((await fetch(`${bare.url}/healthz`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe("transport errors in the GraphQL error shape (Japanese)", () => {
  const graphqlPost = (body: string, contentType = "application/json") =>
    fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
  const errorOf = async (answer: Response) =>
    ((await answer.json()) as { errors: { message: string; extensions: { code: string } }[] })
      .errors[0];

  it("413 for a body over the limit", async () => {
    const answer = await graphqlPost(" ".repeat(17 * 1024 * 1024));
    expect(answer.status).toBe(413);
    expect(await errorOf(answer)).toEqual({
      message: "送信データが大きすぎます。件数を減らして再度お試しください",
      extensions: { code: "PAYLOAD_TOO_LARGE" },
    });
  });

  it("400 for a body that is not JSON, 415 for a content type GraphQL does not take", async () => {
    const bad = await graphqlPost("{ not json");
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toEqual({
      message: "リクエストの形式が正しくありません",
      extensions: { code: "BAD_REQUEST" },
    });
    const type = await graphqlPost("query { viewer { id } }", "application/xml");
    expect(type.status).toBe(415);
    expect((await errorOf(type))?.extensions.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("431 for headers over Node's limit, before Fastify sees the request", async () => {
    const answer = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-big": "a".repeat(20_000) },
      body: "{}",
    });
    expect(answer.status).toBe(431);
    expect(await errorOf(answer)).toEqual({
      message: "URLまたはヘッダーが長すぎます",
      extensions: { code: "HEADERS_TOO_LARGE" },
    });
  });
});

describe("readiness follows the API", () => {
  // Last: it stops the API this file shares.
  it("GET /readyz → 503 naming the API once it is down", async () => {
    await api.close();
    const res = await fetch(`${gateway.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: "unavailable",
      down: ["api"],
      checks: { api: "down", identity: "up" },
    });
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});
