// Schemas compile on first use (lazy-schemas.ts): every route's still compiles, a broken one is
// still caught here, and a compiled validator still coerces, defaults and reports as Fastify's.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/harness";
import { compileAllSchemas, lazyCompilers } from "./lazy-schemas";

describe("the API's route schemas", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("all compile: validators and serializers of every route", async () => {
    const compiled = compileAllSchemas(api.app);
    // Every route's request parts and response statuses: some 2,300 functions today.
    expect(compiled).toBeGreaterThan(300);
    expect(compileAllSchemas(api.app)).toBe(0);
    // …and the app still answers with them.
    const res = await api.json("/basis/targets?pageSize=abc", { as: "admin@example.jp" });
    expect(res.status).toBe(400);
  });
});

describe("lazyCompilers", () => {
  const appWith = async (schema: Record<string, unknown>) => {
    const compilers = lazyCompilers();
    const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } });
    compilers.register(app);
    app.get("/", { schema }, async (request) => ({ query: request.query, extra: "dropped" }));
    await app.ready();
    return app;
  };

  it("compiles nothing at ready; a broken schema fails compileAllSchemas, not the start", async () => {
    const app = await appWith({ querystring: { type: "nonsense" } });
    // Started (Fastify's eager compile would have failed the start): the test finds it…
    expect(() => compileAllSchemas(app)).toThrow(/schema is invalid: data\/type/);
    // …and a request to it is a 500.
    expect((await app.inject("/")).statusCode).toBe(500);
    await app.close();
  });

  it("validates, coerces and fills defaults of the root value, and serializes by the response schema", async () => {
    const app = await appWith({
      querystring: {
        type: "object",
        properties: { n: { type: "integer" }, flag: { type: "boolean", default: false } },
        required: ["n"],
      },
      response: {
        200: {
          type: "object",
          properties: {
            query: {
              type: "object",
              properties: { n: { type: "integer" }, flag: { type: "boolean" } },
            },
          },
        },
      },
    });
    const ok = await app.inject("/?n=7");
    expect(ok.json()).toEqual({ query: { n: 7, flag: false } });
    const bad = await app.inject("/?n=x");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "querystring/n must be integer" });
    const missing = await app.inject("/");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: "querystring must have required property 'n'",
    });
    await app.close();
  });
});
