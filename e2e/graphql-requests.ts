import type { Page, Request } from "playwright-core";

// The web app sends its operations by hash (trusted documents, issue #39): a query as GET with
// `operationName` in the address, a mutation as POST with it in the JSON body. No document text
// goes out, so a test that recognises a call reads its operation name, never the query text.

/** The operation name of a request to the gateway's /graphql, if it is one. */
export function operationName(request: Request): string | undefined {
  const url = new URL(request.url());
  if (!url.pathname.endsWith("/graphql")) return undefined;
  if (request.method() === "GET") return url.searchParams.get("operationName") ?? undefined;
  try {
    const body = JSON.parse(request.postData() ?? "") as { operationName?: unknown };
    return typeof body.operationName === "string" ? body.operationName : undefined;
  } catch {
    return undefined; // a multipart upload or no body
  }
}

/** Counts the page's requests that run the operation `name` (from now on). */
export function countOperation(page: Page, name: string): () => number {
  let calls = 0;
  page.on("request", (request) => {
    if (operationName(request) === name) calls += 1;
  });
  return () => calls;
}

/**
 * Waits until the page has no /graphql call in flight for `quietMs` (calls from the moment
 * `trackGraphql` was called). Not Playwright's "networkidle": a signed-in page keeps its live
 * stream (/graphql/stream, issue #40) open, so the network is never idle.
 */
export function trackGraphql(page: Page): { settled(quietMs?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  const isCall = (request: Request) => new URL(request.url()).pathname.endsWith("/graphql");
  page.on("request", (request) => {
    if (isCall(request)) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    async settled(quietMs = 500) {
      for (let quietSince = Date.now(); Date.now() - quietSince < quietMs;) {
        await page.waitForTimeout(50);
        if (inFlight.size > 0) quietSince = Date.now();
      }
    },
  };
}
