import { describe, expect, it } from "vitest";
import { ClientTokenError, createClientTokenSource } from "./client-token";

function tokenServer(answers: { status: number; body: object }[]) {
  const sent: string[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    sent.push(String(init.body));
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { sent, fetchImpl };
}

describe("createClientTokenSource", () => {
  it("asks once, then again a minute before the token expires", async () => {
    let now = 0;
    const server = tokenServer([
      { status: 200, body: { access_token: "a", expires_in: 3600 } },
      { status: 200, body: { access_token: "b", expires_in: 3600 } },
    ]);
    const token = createClientTokenSource("cfx-1", "s3cret", server.fetchImpl, () => now);
    expect(await token()).toBe("a");
    now = 3_539_000;
    expect(await token()).toBe("a");
    now = 3_540_000;
    expect(await token()).toBe("b");
    expect(server.sent[0]).toBe(
      "grant_type=client_credentials&client_id=cfx-1&client_secret=s3cret",
    );
  });

  it("refuses with the server's Japanese description", async () => {
    const server = tokenServer([
      {
        status: 401,
        body: {
          error: "invalid_client",
          error_description: "クライアントIDまたはシークレットが正しくないか、停止されています",
        },
      },
    ]);
    const token = createClientTokenSource("cfx-1", "wrong", server.fetchImpl);
    await expect(token()).rejects.toThrow(ClientTokenError);
  });
});
