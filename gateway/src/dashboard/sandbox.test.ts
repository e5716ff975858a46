// The GraphQL sandbox page (/sandbox): served by the gateway from WEB_DIST, and built so that
// nothing loads from another origin: that half is checked on the real build in e2e/sandbox-build.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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

let identity: TestIdentity;
let gateway: TestGateway;
let webDist: string;

beforeAll(async () => {
  identity = await startTestIdentity();
  webDist = mkdtempSync(join(tmpdir(), "cfx-gateway-sandbox-"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(
    join(webDist, "sandbox.html"),
    "<!doctype html><title>GraphQL サンドボックス</title>",
  );
  // No API is needed for static pages; nothing listens on this port.
  gateway = await startTestGateway(testEnv(identity, "http://127.0.0.1:9", { WEB_DIST: webDist }));
});

afterAll(async () => {
  await gateway?.close();
  await identity?.close();
  if (webDist) rmSync(webDist, { recursive: true, force: true });
});

describe("/sandbox", () => {
  it("answers sandbox.html (not the app's index.html), always revalidated", async () => {
    const res = await fetch(`${gateway.url}/sandbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("GraphQL サンドボックス");
    // Other client-side routes still get the app.
    const app = await fetch(`${gateway.url}/projects/3`);
    expect(await app.text()).toContain("<title>app</title>");
  });
});

describe("GET /graphql from a browser (Apollo's landing page)", () => {
  it("needs no token, offers /sandbox, and loads Apollo's sandbox only as an extra", async () => {
    const res = await fetch(`${gateway.url}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('href="/sandbox"');
    // The only outside script is created by the page's own code, with an offline message.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toContain("embeddable-sandbox.cdn.apollographql.com");
    expect(html).toContain("オフライン");
  });

  it("API clients are unaffected: a query without a token is still 401", async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ok }" }),
    });
    expect(res.status).toBe(401);
  });
});
