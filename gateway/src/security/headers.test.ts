// Security headers on every kind of response the gateway gives, over real HTTP: GraphQL (answered
// and refused), the web app, its assets and SPA fallback, the sandbox, /identity, health checks,
// app config and 404s; and the landing page's own CSP on that page only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";
import { contentSecurityPolicy, serializeCsp } from "./headers";

let identity: TestIdentity;
let gateway: TestGateway;
let webDist: string;

// As helmet writes it: no space after the semicolons.
const APP_CSP =
  "default-src 'self';base-uri 'self';object-src 'none';script-src 'self';" +
  "script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;frame-src 'self' blob:;connect-src 'self';worker-src 'self';" +
  "manifest-src 'self';form-action 'self';" +
  "frame-ancestors 'none'";

beforeAll(async () => {
  identity = await startTestIdentity();
  webDist = mkdtempSync(join(tmpdir(), "cfx-gateway-headers-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(webDist, "sandbox.html"), "<!doctype html><title>sandbox</title>");
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "assets", "app-1a2b3c.js"), "console.log('app');");
  // No API: none of these responses needs one (readiness then says 503, with headers too).
  gateway = await startTestGateway(testEnv(identity, "http://127.0.0.1:9", { WEB_DIST: webDist }));
});

afterAll(async () => {
  await gateway?.close();
  await identity?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

function expectSecurityHeaders(res: Response, csp = APP_CSP): void {
  expect(res.headers.get("content-security-policy")).toBe(csp);
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("same-origin");
  expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
}

describe("every response carries the security headers", () => {
  it.each([
    ["GET", "/", undefined, 200],
    ["GET", "/users/3", undefined, 200], // SPA fallback
    ["GET", "/assets/app-1a2b3c.js", undefined, 200],
    ["GET", "/assets/missing.js", undefined, 404], // a bundle, never a page: no SPA fallback
    ["GET", "/sandbox", undefined, 200],
    ["GET", "/healthz", undefined, 200],
    ["GET", "/readyz", undefined, 503],
    ["GET", "/app-config.json", undefined, 200],
    ["POST", "/nowhere", "{}", 404],
    ["POST", "/graphql", JSON.stringify({ query: "{ ok }" }), 401],
    ["POST", "/graphql", "{ not json", 400],
    ["POST", "/identity", "{}", 400], // an operation the proxy does not forward
  ])("%s %s", async (method, path, body, status) => {
    const res = await fetch(`${gateway.url}${path}`, {
      method,
      headers: body ? { "content-type": "application/json" } : {},
      body,
    });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it("a GraphQL answer and a GraphQL refusal by a query limit", async () => {
    const token = (await identity.tokens("admin@example.jp")).idToken;
    for (const query of [
      "{ ok }",
      `{ ${Array.from({ length: 50 }, (_, i) => `a${i}: ok`).join(" ")} }`,
    ]) {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      expect([200, 400]).toContain(res.status);
      expectSecurityHeaders(res);
    }
  });
});

describe("the CSP", () => {
  it("lets the web app reach Cognito's regional endpoint with a real user pool, nothing else", () => {
    expect(
      serializeCsp(
        contentSecurityPolicy({ IDENTITY_MODE: "local", COGNITO_REGION: "ap-northeast-1" }),
      ),
    ).toBe(APP_CSP);
    const cognito = contentSecurityPolicy({
      IDENTITY_MODE: "cognito",
      COGNITO_REGION: "ap-northeast-1",
    });
    expect(cognito["connect-src"]).toEqual([
      "'self'",
      "https://cognito-idp.ap-northeast-1.amazonaws.com",
    ]);
  });

  it("the development landing page (GET /graphql from a browser) gets its own, on that page only", async () => {
    const res = await fetch(`${gateway.url}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(
      /script-src 'sha256-[A-Za-z0-9+/=]+' https:\/\/embeddable-sandbox\.cdn\.apollographql\.com;/,
    );
    expect(csp).toContain("frame-src https://sandbox.embed.apollographql.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // The hash is the one of the page's inline script.
    const html = await res.text();
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const { createHash } = await import("node:crypto");
    expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    // A GraphQL answer on the same route keeps the app's CSP.
    const api = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ok }" }),
    });
    expectSecurityHeaders(api);
  });
});
