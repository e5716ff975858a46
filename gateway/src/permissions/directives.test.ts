import {
  execute,
  parse,
  subscribe,
  type ExecutionResult,
  type GraphQLSchema,
  isObjectType,
} from "graphql";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { describe, expect, it } from "vitest";
import { loadTypeDefs } from "@cfx/schema/type-defs";
import { buildSchema } from "../schema";
import { applyPermissionDirectives, fieldDecision, permissionFlag } from "./directives";

/** Every field of the root types, with the decision written on it. */
function rootFieldDecisions(schema: GraphQLSchema) {
  const out: { field: string; decision: ReturnType<typeof fieldDecision> }[] = [];
  for (const root of [
    schema.getQueryType(),
    schema.getMutationType(),
    schema.getSubscriptionType(),
  ]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      // getDirective reads the field's AST node, which graphql-tools keeps on the executable schema.
      const decision = fieldDecision(schema, field as never);
      out.push({ field: `${root.name}.${field.name}`, decision });
    }
  }
  return out;
}

describe("every root field has a permission decision", () => {
  const schema = buildSchema();
  const decisions = rootFieldDecisions(schema);

  it("walks a non-trivial schema", () => {
    expect(decisions.map((d) => d.field)).toEqual(
      expect.arrayContaining([
        "Query.viewer",
        "Query.users",
        "Mutation.createUser",
        "Mutation.deleteUser",
      ]),
    );
  });

  it("no Query/Mutation field lacks @requires or @signedIn", () => {
    const undecided = decisions.filter((d) => d.decision === undefined).map((d) => d.field);
    expect(undecided).toEqual([]);
  });

  it("every @requires names a flag the viewer's `can` exposes", () => {
    const permissions = schema.getType("Permissions");
    if (!isObjectType(permissions)) throw new Error("Permissions type missing");
    const flags = Object.keys(permissions.getFields());
    for (const { decision } of decisions) {
      if (decision?.kind === "requires")
        expect(flags).toContain(permissionFlag(decision.permission));
    }
  });

  it("user administration needs USER_MANAGE", () => {
    const byField = Object.fromEntries(decisions.map((d) => [d.field, d.decision]));
    for (const field of [
      "Query.users",
      "Query.user",
      "Mutation.createUser",
      "Mutation.updateUser",
      "Mutation.deleteUser",
    ]) {
      expect(byField[field]).toEqual({ kind: "requires", permission: "USER_MANAGE" });
    }
  });

  it("the walk catches an undecided field (and the build refuses it)", () => {
    const typeDefs = [...loadTypeDefs(), `extend type Query { "Forgotten" leak: String }`];
    const raw = makeExecutableSchema({ typeDefs });
    const undecided = rootFieldDecisions(raw)
      .filter((d) => d.decision === undefined)
      .map((d) => d.field);
    expect(undecided).toEqual(["Query.leak"]);
    expect(() => applyPermissionDirectives(raw)).toThrow(/Query\.leak has no permission decision/);
  });
});

describe("the @requires check runs before the resolver", () => {
  const typeDefs = [
    ...loadTypeDefs().filter((sdl) => sdl.includes("directive @requires")),
    `extend type Query { "Guarded" secret: String @requires(permission: USER_MANAGE) }`,
  ];

  async function run(userManage: boolean) {
    let resolverRan = false;
    const schema = applyPermissionDirectives(
      makeExecutableSchema({
        typeDefs,
        resolvers: {
          Query: {
            ok: () => true,
            secret: () => {
              resolverRan = true;
              return "秘密";
            },
          },
          Mutation: { noop: () => true },
        },
      }),
    );
    const contextValue = { viewer: async () => ({ role: { userManage } }) };
    const result = await execute({ schema, document: parse("{ secret }"), contextValue });
    return { result, resolverRan };
  }

  it("refuses with FORBIDDEN (403) without running the resolver", async () => {
    const { result, resolverRan } = await run(false);
    expect(resolverRan).toBe(false);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
    expect(result.errors?.[0]?.originalError).toMatchObject({ status: 403 });
  });

  it("lets a holder of the flag through", async () => {
    const { result, resolverRan } = await run(true);
    expect(resolverRan).toBe(true);
    expect(result.data).toEqual({ secret: "秘密" });
  });
});

describe("a subscription field is checked before it subscribes", () => {
  const typeDefs = [
    ...loadTypeDefs().filter((sdl) => sdl.includes("directive @requires")),
    `type Subscription {
      "Guarded" guarded: String @requires(permission: USER_MANAGE)
      "Scoped" scoped: String @signedIn
    }`,
  ];

  async function run(field: "guarded" | "scoped", context: Record<string, unknown>) {
    let subscribed = false;
    const schema = applyPermissionDirectives(
      makeExecutableSchema({
        typeDefs,
        resolvers: {
          Query: { ok: () => true },
          Mutation: { noop: () => true },
          Subscription: Object.fromEntries(
            ["guarded", "scoped"].map((name) => [
              name,
              {
                subscribe: async function* () {
                  subscribed = true;
                  yield "event";
                },
                resolve: (value: string) => value,
              },
            ]),
          ),
        },
      }),
      new Map([["Subscription.scoped", "constructionRead"]]),
    );
    const result = await subscribe({
      schema,
      document: parse(`subscription { ${field} }`),
      contextValue: context,
    });
    if (Symbol.asyncIterator in result) {
      const first = await result.next();
      await result.return?.();
      return { subscribed, first: first.value as ExecutionResult };
    }
    return { subscribed, first: result };
  }

  it("refuses @requires without the flag before subscribing, lets the holder subscribe", async () => {
    const refused = await run("guarded", {
      identity: { sub: "u" },
      viewer: async () => ({ role: { userManage: false } }),
    });
    expect(refused.subscribed).toBe(false);
    expect(refused.first.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
    const allowed = await run("guarded", {
      identity: { sub: "u" },
      viewer: async () => ({ role: { userManage: true } }),
    });
    expect(allowed.first.data).toEqual({ guarded: "event" });
  });

  it("asks a machine client for the area's read scope, a person for nothing", async () => {
    const client = (scopes: string[]) => ({
      identity: { sub: "c", machine: { clientId: "c" } },
      viewer: async () => ({ machineClient: { scopes } }),
    });
    const refused = await run("scoped", client(["targetRead"]));
    expect(refused.subscribed).toBe(false);
    expect(refused.first.errors?.[0]?.extensions).toMatchObject({ code: "FORBIDDEN" });
    expect((await run("scoped", client(["constructionRead"]))).first.data).toEqual({
      scoped: "event",
    });
    const person = await run("scoped", {
      identity: { sub: "p" },
      viewer: async () => {
        throw new Error("a person's @signedIn needs no viewer");
      },
    });
    expect(person.first.data).toEqual({ scoped: "event" });
  });
});
