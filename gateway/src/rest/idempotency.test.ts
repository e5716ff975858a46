// Exactly-once writes through the gateway (issue #38): the GraphQL request's Idempotency-Key
// reaches each REST write as `${key}:${n}`, so a mutation sent twice creates one record; a
// malformed key refuses the request in Japanese; a write whose key the API is still running is
// asked again (the API answers it once).
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gql } from "../test/harness";
import { useTestStack } from "../test/stack";
import { bindCaller } from "./caller";
import { RestClient, type RestCall } from "./client";
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
        variables: { input: { targetType: 1, name } },
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
        variables: { input: { targetType: 1, name: "冪等なし" } },
      });
    expect(await count("冪等なし")).toBe(2);
  });

  it("refuses a malformed key before anything runs: HTTP 400 in Japanese", async () => {
    const answer = await gql(stack.gateway.url, CREATE, {
      token: admin,
      variables: { input: { targetType: 1, name: "冪等不正" } },
      headers: { "idempotency-key": "x".repeat(191) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Idempotency-Key は1〜190文字/);
    expect(await count("冪等不正")).toBe(0);
  });
});

describe("a write whose key the API is still running", () => {
  let upstream: FastifyInstance;
  let rest: RestClient;
  let keys: (string | undefined)[] = [];
  let busyFor = 0;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.post("/api/v1/things", async (request, reply) => {
      const key = request.headers["idempotency-key"];
      keys.push(typeof key === "string" ? key : undefined);
      if (busyFor-- > 0)
        return reply
          .status(409)
          .header("retry-after", "1")
          .send({ idempotencyKey: ["同じ Idempotency-Key の要求を処理中です"] });
      return reply.status(201).send({ id: 7 });
    });
    const url = await upstream.listen({ port: 0, host: "127.0.0.1" });
    rest = new RestClient({ apiUrl: url, timeoutMs: 5_000 });
  });
  afterAll(async () => {
    await rest?.close();
    await upstream?.close();
  });

  const post = (idempotencyKey?: string) =>
    rest.call({ method: "POST", path: "/things", token: "t", body: {}, idempotencyKey });

  it("asks again with the same key until the first answer is there", async () => {
    keys = [];
    busyFor = 2;
    const answer = await post("k:1");
    expect(answer).toMatchObject({ status: 201, body: { id: 7 } });
    expect(keys).toEqual(["k:1", "k:1", "k:1"]);
  });

  it("gives up after a few seconds: CONFLICT with the API's Japanese message", async () => {
    keys = [];
    busyFor = 10;
    await expect(post("k:2")).rejects.toMatchObject({
      code: "CONFLICT",
      message: "同じ Idempotency-Key の要求を処理中です",
    });
    expect(keys).toHaveLength(4);
  });
});
