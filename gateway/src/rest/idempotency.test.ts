// Exactly-once writes through the gateway (issue #38): the GraphQL request's Idempotency-Key
// reaches each REST write as `${key}:${n}`, so a mutation sent twice creates one record; a
// malformed key refuses the request in Japanese.
import { beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { bindCaller } from "./caller";
import type { RestCall, RestClient } from "./client";
import { idempotencyKeyOf, writeKeys } from "./idempotency";

describe("the REST writes' keys", () => {
  it("gives each write of a request `${key}:${n}`, reads none, and nothing without a key", async () => {
    const calls: RestCall[] = [];
    const rest = {
      call: async (call: RestCall) => {
        calls.push(call);
        return { status: 200, headers: {}, body: {} };
      },
    } as unknown as RestClient;
    const call = bindCaller(rest, "token", "req-1", writeKeys("phone-42"));
    await call.send("GET", "/basis/targets");
    await call.send("POST", "/basis/targets", { body: { name: "a" } });
    await call.send("GET", "/basis/targets");
    await call.send("PATCH", "/basis/targets/1", { body: { name: "b" } });
    expect(call.nextWriteKey()).toBe("phone-42:3");
    expect(calls.map((c) => c.idempotencyKey)).toEqual([
      undefined,
      "phone-42:1",
      undefined,
      "phone-42:2",
    ]);
    const without = writeKeys(undefined);
    expect(without()).toBeUndefined();
  });

  it("takes 1–190 printable ASCII characters", () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
    expect(idempotencyKeyOf("x".repeat(190))).toBe("x".repeat(190));
    for (const bad of ["", "x".repeat(191), "caf\u00e9", ["a", "b"]])
      expect(() => idempotencyKeyOf(bad)).toThrow(/Idempotency-Key/);
  });
});

describe("a mutation sent twice with the same Idempotency-Key", () => {
  const stack = useTestStack();
  let admin: string;
  beforeAll(async () => {
    admin = (await stack.identity.tokens("admin@example.jp")).idToken;
  });

  const CREATE = `mutation ($input: CreateTargetInput!) { createTarget(input: $input) { id name version } }`;
  const COUNT = `query ($name: String) { targets(filter: { name: $name }) { pageInfo { totalCount } } }`;
  const count = async (name: string) => {
    const answer = await gql<{ targets: { pageInfo: { totalCount: number } } }>(
      stack.gateway.url,
      COUNT,
      { token: admin, variables: { name } },
    );
    return answer.body.data!.targets.pageInfo.totalCount;
  };

  it("creates one record and answers the same both times", async () => {
    const key = `phone-${Date.now()}`;
    const send = (name: string) =>
      gql<{ createTarget: { id: string; name: string } }>(stack.gateway.url, CREATE, {
        token: admin,
        variables: { input: { type: 1, name } },
        headers: { "idempotency-key": key },
      });
    const first = await send("冪等ゲートウェイ");
    expect(first.body.errors).toBeUndefined();
    const again = await send("冪等ゲートウェイ");
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data).toEqual(first.body.data);
    expect(await count("冪等ゲートウェイ")).toBe(1);
    // The same key with another request is the client's mistake, told in Japanese.
    const other = await send("冪等ゲートウェイ別");
    expect(other.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(other.body.errors?.[0]?.message).toBe(
      "同じ Idempotency-Key で異なる内容の要求が送られました",
    );
    expect(await count("冪等ゲートウェイ別")).toBe(0);
    // Without the header each send is a write of its own.
    for (let i = 0; i < 2; i++)
      await gql(stack.gateway.url, CREATE, {
        token: admin,
        variables: { input: { type: 1, name: "冪等なし" } },
      });
    expect(await count("冪等なし")).toBe(2);
  });

  it("refuses a malformed key before anything runs: HTTP 400 in Japanese", async () => {
    const answer = await gql(stack.gateway.url, CREATE, {
      token: admin,
      variables: { input: { type: 1, name: "冪等不正" } },
      headers: { "idempotency-key": "x".repeat(191) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Idempotency-Key は1〜190文字/);
    expect(await count("冪等不正")).toBe(0);
  });
});
