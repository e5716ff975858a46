import { describeAreaRegistry } from "@cfx/domain/testing/area-registry";
import { describe, expect, it } from "vitest";
import { createContext } from "./context";
import { gatewayModules } from "./modules";
import { RestClient } from "./rest/client";

// Every folder of src/ is an area (with a module.ts listed in modules.ts) or named here with why
// it is not.
describeAreaRegistry("the gateway's areas (modules.ts)", {
  root: new URL(".", import.meta.url),
  file: "module.ts",
  notAreas: {
    auth: "the caller's own record and token checks: the context's core (viewer, `api.login`)",
    downloads: "plain HTTP routes (CSV exports, attachments) registered by server.ts; no schema",
    generated: "code generated from schema/ and the API's OpenAPI document",
    permissions: "the schema's permission directives, applied to every area",
    "rate-limit": "a Fastify plugin of the server",
    rest: "the REST client every area's client is made of",
    security: "HTTP hardening of the server (headers, limits, trusted documents)",
    test: "the test harness (API, identity emulator)",
  },
  list: gatewayModules,
  load: (folder) => import(`./${folder}/module.ts`),
  // context.api.<name> comes from the names: unique, in the API's spelling (`lineCodes`).
  nameOf: (module) => module.name,
  namedAsFolder: false,
});

describe("the gateway's modules", () => {
  // codegen.ts merges the modules' mappers: a type mapped twice would take the last silently.
  it("maps each GraphQL type in one module at most", () => {
    const types = gatewayModules.flatMap((module) => Object.keys(module.mappers));
    expect(types.filter((type, index) => types.indexOf(type) !== index)).toEqual([]);
  });
});

describe("the context made from the modules", () => {
  const context = () =>
    createContext({
      rest: new RestClient({ apiUrl: "http://127.0.0.1:9", timeoutMs: 1_000 }),
      token: "token",
      identity: { sub: "sub", email: "user@example.jp" },
      requestId: "request",
    });

  it("has every area's client under its name, and the caller's own", () => {
    const names = gatewayModules.map((module) => module.name).filter((name) => name !== "live");
    expect(Object.keys(context().api).sort()).toEqual(["login", ...names].sort());
  });

  it("gives an area's loaders the client of the same request", () => {
    const made = context();
    // No API listens: only the client `context.api.targets` holds answers.
    made.api.targets.targets.byIds = async () => [];
    return expect(made.loaders.targets.targetById.load(1)).resolves.toBeNull();
  });
});
