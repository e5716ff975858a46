// The whole stack as `NODE_ENV=production pnpm start` runs it (embedded defaults, other ports): the
// hardened gateway refuses introspection, suggests nothing, has no landing page or sandbox, sends
// its security headers, runs only the web app's registered documents for a browser session (#39) —
// and the web app still works end to end in Chromium under its CSP, sending them by hash.
import { describe, expect, it } from "vitest";
import { useBrowserSession } from "./browser-session";

const session = useBrowserSession({ env: { NODE_ENV: "production" } });

async function graphql(query: string) {
  const { idToken } = await session.stack.tokens("admin@example.jp");
  const res = await fetch(`${session.stack.gatewayUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, text: await res.text() };
}

describe("NODE_ENV=production", () => {
  it("refuses a user's unregistered documents (introspection, typos) before reading them", async () => {
    // Introspection and suggestions are off too, for the callers that may send any document
    // (gateway/src/security/production.test.ts): a browser session does not get that far.
    const introspection = await graphql("{ __schema { types { name } } }");
    expect(introspection.status).toBe(400);
    expect(introspection.text).toContain("UNREGISTERED_DOCUMENT");
    expect(introspection.text).toContain("登録されていない操作は実行できません");
    expect(introspection.text).not.toContain('"types"');

    const typo = await graphql("{ viewer { emial } }");
    expect(typo.text).toContain("UNREGISTERED_DOCUMENT");
    expect(typo.text).not.toMatch(/did you mean|"email"/i);
  });

  it("has no landing page at GET /graphql and no /sandbox; every answer has the headers", async () => {
    const landing = await fetch(`${session.stack.gatewayUrl}/graphql`, {
      headers: { accept: "text/html" },
    });
    expect(landing.headers.get("content-type")).not.toMatch(/html/);
    expect(await landing.text()).not.toMatch(/<html/i);
    expect((await fetch(`${session.stack.gatewayUrl}/sandbox`)).status).toBe(404);

    for (const path of ["/", "/users", "/graphql", "/healthz", "/sandbox"]) {
      const res = await fetch(`${session.stack.gatewayUrl}${path}`);
      expect(res.headers.get("content-security-policy"), path).toMatch(
        /^default-src 'self';.*frame-ancestors 'none'$/,
      );
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("same-origin");
    }
  });

  it("still serves the web app: sign in as admin, open /users, see the list, no CSP violation", async () => {
    const page = await session.signedInPage("admin@example.jp");
    // What the page sends to /graphql: registered documents by hash, queries as GET (#39).
    const sent: { method: string; url: string; body: string | null }[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/graphql"))
        sent.push({ method: request.method(), url: request.url(), body: request.postData() });
    });
    await page.getByRole("link", { name: "ユーザー管理" }).click();
    await page.waitForURL((url) => url.pathname === "/users");
    const table = page.getByRole("table", { name: "ユーザー一覧" });
    await table.getByText("admin@example.jp").waitFor();
    expect(await table.getByRole("row").count()).toBeGreaterThan(5);
    const gets = sent.filter((r) => r.method === "GET");
    expect(gets.length).toBeGreaterThan(0);
    for (const { url } of gets) {
      const params = new URL(url).searchParams;
      expect(params.get("query"), url).toBeNull();
      expect(params.get("extensions"), url).toMatch(/"sha256Hash":"[0-9a-f]{64}"/);
    }
    // No document text in a POST either: a mutation has no `query`, a live subscription an empty
    // one (graphql-sse's handler wants a string), each with its hash.
    for (const { body } of sent.filter((r) => r.method === "POST")) {
      const sentBody = JSON.parse(body ?? "{}") as { query?: string; extensions?: unknown };
      expect(sentBody.query ?? "", body ?? "").toBe("");
      expect(JSON.stringify(sentBody.extensions), body ?? "").toMatch(
        /"sha256Hash":"[0-9a-f]{64}"/,
      );
    }
    await session.shot(page, "production-users");
    expect(session.cspViolations()).toEqual([]);
  });
});
