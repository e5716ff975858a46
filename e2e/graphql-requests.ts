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
