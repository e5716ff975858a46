import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createContext } from "./context";
import { gatewayModules } from "./modules";
import { RestClient } from "./rest/client";

// Every folder of src/ is an area (with a module.ts listed in modules.ts) or named here with why
// it is not: a new folder fails this test until someone decides which it is.
const NOT_AREAS: Record<string, string> = {
  auth: "the caller's own record and token checks: the context's core (viewer, `api.login`)",
  downloads: "plain HTTP routes (CSV exports, attachments) registered by server.ts; no schema",
  generated: "code generated from schema/ and the API's OpenAPI document",
  permissions: "the schema's permission directives, applied to every area",
  "rate-limit": "a Fastify plugin of the server",
  rest: "the REST client every area's client is made of",
  security: "HTTP hardening of the server (headers, limits, trusted documents)",
  test: "the test harness (API, identity emulator)",
};

const folders = readdirSync(new URL(".", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const areaFolders = folders.filter((folder) => !(folder in NOT_AREAS));

/** What `src/<folder>/module.ts` exports: the one module object of the area. */
async function moduleOf(folder: string): Promise<unknown[]> {
  const exported: Record<string, unknown> = await import(`./${folder}/module.ts`);
  return Object.values(exported);
}

describe("the gateway's areas (modules.ts)", () => {
  it("names only folders that exist as not being areas", () => {
    expect(Object.keys(NOT_AREAS).filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it.each(areaFolders)("lists %s's module exactly once", async (folder) => {
    const exported = await moduleOf(folder).catch((error: unknown) => {
      throw new Error(
        `src/${folder}/ is neither an area (no module.ts: ${String(error)}) nor in NOT_AREAS`,
      );
    });
    expect(exported).toHaveLength(1);
    const listed = gatewayModules.filter((module) => module === exported[0]);
    expect(listed, `src/${folder}/module.ts in gatewayModules`).toHaveLength(1);
  });

  it("lists no module twice and none from outside an area folder", async () => {
    const names = gatewayModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const fromFolders = (await Promise.all(areaFolders.map(moduleOf))).flat();
    expect(gatewayModules.filter((module) => !fromFolders.includes(module))).toEqual([]);
  });

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
