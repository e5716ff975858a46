import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from "graphql";
import { getDirective, MapperKind, mapSchema } from "@graphql-tools/utils";
import type { GatewayContext } from "../context";
import { GatewayError } from "../errors";
import type { RestRole } from "../auth/login-api";
import { clientMayRead, clientReadRules, type ClientReadRule } from "./machine-scopes";

/** `INSTRUCTION_SEND` → `instructionSend`: the schema's enum value names the role flag. */
export function permissionFlag(permission: string): string {
  return permission.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

export type FieldDecision =
  { kind: "requires"; permission: string } | { kind: "signedIn" } | undefined;

/** The permission decision written on a field, if any. */
export function fieldDecision(
  schema: GraphQLSchema,
  field: GraphQLFieldConfig<unknown, unknown>,
): FieldDecision {
  const requires = getDirective(schema, field, "requires")?.[0];
  const signedIn = getDirective(schema, field, "signedIn")?.[0];
  if (requires && signedIn) throw new Error("A field carries both @requires and @signedIn");
  if (requires) return { kind: "requires", permission: String(requires.permission) };
  if (signedIn) return { kind: "signedIn" };
  return undefined;
}

/**
 * Wraps every field carrying `@requires(permission: X)` so the viewer's role flag is checked
 * BEFORE the field's resolver runs (a refused field never calls the REST endpoint behind it).
 * `@signedIn` fields are open to every person (the context exists only for a verified token) and
 * to a machine client holding the read scope of the field's area (`readRules`).
 * A root field without a decision fails the build: permissions fail closed.
 */
export function applyPermissionDirectives(
  schema: GraphQLSchema,
  readRules: Map<string, ClientReadRule> = clientReadRules(),
): GraphQLSchema {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .filter((type) => type !== null && type !== undefined)
      .map((type) => type.name),
  );
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const decision = fieldDecision(schema, fieldConfig);
      if (!decision) {
        if (roots.has(typeName)) {
          throw new Error(
            `${typeName}.${fieldName} has no permission decision (@requires or @signedIn)`,
          );
        }
        return fieldConfig;
      }
      if (decision.kind === "signedIn") {
        const rule = readRules.get(`${typeName}.${fieldName}`);
        if (rule === "any") return fieldConfig;
        const resolveSignedIn = fieldConfig.resolve ?? defaultFieldResolver;
        return {
          ...fieldConfig,
          resolve: async (source, args, context: GatewayContext, info) => {
            // A person's token needs nothing more; only a client's is asked for its scope, and
            // a person's viewer is then already known (no extra call for people).
            if (context.identity.machine) {
              const viewer = await context.viewer();
              if (!clientMayRead(rule, viewer.machineClient?.scopes ?? [])) {
                throw new GatewayError("FORBIDDEN");
              }
            }
            return resolveSignedIn(source, args, context, info);
          },
        };
      }
      const flag = permissionFlag(decision.permission) as keyof RestRole;
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      return {
        ...fieldConfig,
        resolve: async (source, args, context: GatewayContext, info) => {
          const viewer = await context.viewer();
          if (viewer.role?.[flag] !== true) throw new GatewayError("FORBIDDEN");
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
