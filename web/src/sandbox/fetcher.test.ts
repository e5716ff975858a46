import { afterEach, describe, expect, it, vi } from "vitest";
import { createSandboxFetcher } from "./fetcher";

describe("the sandbox fetcher", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts to /graphql with the ID token read at send time", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ data: { ok: true } }));
    });
    let token = "first";
    const fetcher = createSandboxFetcher(async () => token);
    await fetcher({ query: "{ ok }" }, {});
    token = "refreshed";
    const result = await fetcher({ query: "{ ok }" }, { headers: { "x-extra": "1" } });
    expect(result).toEqual({ data: { ok: true } });
    expect(calls.map((c) => c.url)).toEqual(["/graphql", "/graphql"]);
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe("Bearer first");
    expect(calls[1]!.init.headers).toMatchObject({
      authorization: "Bearer refreshed",
      "x-extra": "1",
    });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ query: "{ ok }" });
  });

  it("sends no authorization header when signed out", async () => {
    let headers: Record<string, string> = {};
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      headers = init.headers as Record<string, string>;
      return new Response("{}");
    });
    await createSandboxFetcher(async () => null)({ query: "{ ok }" }, {});
    expect(headers.authorization).toBeUndefined();
  });
});
