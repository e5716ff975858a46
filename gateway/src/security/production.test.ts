// NODE_ENV=production over real HTTP: introspection refused, no "Did you mean" anywhere, no landing
// page, no sandbox (unless GRAPHQL_SANDBOX=true), masked errors, security headers. A development
// gateway beside it shows each of these is a real difference, not a test that cannot fail.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { getIntrospectionQuery } from "graphql";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gql,
  startTestGateway,
  startTestIdentity,
  testEnv,
  type TestGateway,
  type TestIdentity,
} from "../test/harness";

const SECRET = "SECRET at /srv/api/src/auth/hooks.ts:42";

let identity: TestIdentity;
let upstream: FastifyInstance;
let production: TestGateway;
let staging: TestGateway;
let development: TestGateway;
let webDist: string;
let token: string;

beforeAll(async () => {
  identity = await startTestIdentity();
  // An API whose every answer is a 500 with internals in the body.
  upstream = Fastify();
  upstream.all("/*", async (_request, reply) =>
    reply.code(500).send({ message: SECRET, stack: SECRET }),
  );
  await upstream.listen({ port: 0, host: "127.0.0.1" });
  const address = upstream.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  const apiUrl = `http://127.0.0.1:${address.port}`;
  webDist = mkdtempSync(join(tmpdir(), "cfx-gateway-production-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(
    join(webDist, "sandbox.html"),
    "<!doctype html><title>GraphQL サンドボックス</title>",
  );
  // In production a browser session runs registered documents only (trusted-documents.ts): the
  // documents below are registered as a build would, so each reaches the hardening it tests (what a
  // machine client, which may send anything, meets too).
  const manifest = join(webDist, "persisted-documents.json");
  writeFileSync(
    manifest,
    JSON.stringify(
      Object.fromEntries(
        [
          getIntrospectionQuery(),
          '{ __type(name: "User") { fields { name } } }',
          "{ __typename ok }",
          "{ viewer { id name } }",
          ALIASES,
          ...typos.map(([, query]) => query),
        ].map((text) => [`sha256:${createHash("sha256").update(text).digest("hex")}`, text]),
      ),
    ),
  );
  const env = (extra: Record<string, string>) =>
    testEnv(identity, apiUrl, { WEB_DIST: webDist, TRUSTED_DOCUMENTS_FILE: manifest, ...extra });
  production = await startTestGateway(env({ NODE_ENV: "production" }));
  staging = await startTestGateway(env({ NODE_ENV: "production", GRAPHQL_SANDBOX: "true" }));
  development = await startTestGateway(env({}));
  token = (await identity.tokens("admin@example.jp")).idToken;
});

afterAll(async () => {
  await production?.close();
  await staging?.close();
  await development?.close();
  await upstream?.close();
  await identity?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

const ALIASES = `{ ${Array.from({ length: 50 }, (_, i) => `a${i}: ok`).join(" ")} }`;

// Typos an attacker would try to map the schema with: a field, an argument, an enum value, a
// type, an input field in a variable.
const typos: [string, string, Record<string, unknown>?][] = [
  ["field", "{ viewr { id } }"],
  ["nested field", "{ viewer { nam } }"],
  ["argument", "{ users(pagesize: 5) { items { id } } }"],
  ["enum value", "{ users(sort: NAM) { items { id } } }"],
  ["type", "query ($f: UserFiltr) { users(filter: $f) { items { id } } }"],
  [
    "input field in a variable",
    "query ($f: UserFilter) { users(filter: $f) { items { id } } }",
    { f: { nam: "x" } },
  ],
  [
    "enum value in a variable",
    "query ($s: UserSortField) { users(sort: $s) { items { id } } }",
    { s: "NAM" },
  ],
];

describe("NODE_ENV=production", () => {
  it("refuses introspection (__schema and __type) with a Japanese message", async () => {
    for (const query of [getIntrospectionQuery(), '{ __type(name: "User") { fields { name } } }']) {
      const answer = await gql(production.url, query, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]).toMatchObject({
        message: "この環境ではスキーマの照会（イントロスペクション）は利用できません",
        extensions: { code: "INTROSPECTION_DISABLED", http: { status: 400 } },
      });
      expect(answer.text).not.toContain("ApolloServer");
    }
    // __typename is not introspection: clients (urql) add it everywhere.
    const typename = await gql(production.url, "{ __typename ok }", { token });
    expect(typename.body).toEqual({ data: { __typename: "Query", ok: true } });
  });

  it.each(typos)("gives no suggestion for a misspelled %s", async (_what, query, variables) => {
    const prod = await gql(production.url, query, { token, variables });
    expect(prod.body.errors?.length).toBeGreaterThan(0);
    // Refused for what it asks, not as an unregistered document.
    expect(prod.body.errors?.[0]?.extensions?.code).not.toBe("UNREGISTERED_DOCUMENT");
    expect(prod.text).not.toMatch(/did you mean/i);
    // Development keeps them: that is what the production setting takes away.
    const dev = await gql(development.url, query, { token, variables });
    expect(dev.text).toMatch(/Did you mean/);
  });

  it("answers GET /graphql from a browser with no landing page", async () => {
    const res = await fetch(`${production.url}/graphql`, { headers: { accept: "text/html" } });
    expect(res.headers.get("content-type")).not.toMatch(/html/);
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).not.toMatch(/<html|sandbox|apollographql/i);
    const dev = await fetch(`${development.url}/graphql`, { headers: { accept: "text/html" } });
    expect(dev.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("does not serve the sandbox, under either name", async () => {
    for (const path of ["/sandbox", "/sandbox.html"]) {
      const res = await fetch(`${production.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("サンドボックス");
    }
    // The web app itself is still served.
    expect(await (await fetch(`${production.url}/users`)).text()).toContain("<title>app</title>");
  });

  it("masks server errors: no upstream detail, no stack trace", async () => {
    const answer = await gql(production.url, "{ viewer { id name } }", { token });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: "サーバーエラーが発生しました",
      extensions: { code: "INTERNAL_SERVER_ERROR", http: { status: 500 } },
    });
    expect(answer.text).not.toContain("SECRET");
    expect(answer.text).not.toMatch(/stacktrace|\.ts:\d/);
  });

  it("keeps the query limits and the security headers", async () => {
    const res = await fetch(`${production.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ALIASES }),
    });
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions
        .code,
    ).toBe("TOO_MANY_ALIASES");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
  });
});

describe("NODE_ENV=production with GRAPHQL_SANDBOX=true (staging for integrators)", () => {
  it("serves the sandbox and answers its introspection; still no landing page, no suggestions", async () => {
    const page = await fetch(`${staging.url}/sandbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("GraphQL サンドボックス");
    const schema = await gql(staging.url, getIntrospectionQuery(), { token });
    expect(schema.status).toBe(200);
    expect(schema.body.errors).toBeUndefined();
    const landing = await fetch(`${staging.url}/graphql`, { headers: { accept: "text/html" } });
    expect(landing.headers.get("content-type")).not.toMatch(/html/);
    const typo = await gql(staging.url, "{ viewr { id } }", { token });
    expect(typo.text).not.toMatch(/did you mean/i);
  });
});
