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
        // A person's token needs nothing more; only a client's is asked for its scope, and a
        // person's viewer is then already known (no extra call for people).
        return guarded(fieldConfig, (context) =>
          context.identity.machine
            ? context.viewer().then((viewer) => {
                if (!clientMayRead(rule, viewer.machineClient?.scopes ?? []))
                  throw new GatewayError("FORBIDDEN");
              })
            : undefined,
        );
      }
      const flag = permissionFlag(decision.permission) as keyof RestRole;
      return guarded(fieldConfig, async (context) => {
        const viewer = await context.viewer();
        if (viewer.role?.[flag] !== true) throw new GatewayError("FORBIDDEN");
      });
    },
  });
}

/**
 * The field with `check` run before its resolver, and before its `subscribe` on a subscription
 * field: a refused subscription never opens (no relay listener, no REST read), and each of its
 * events is checked again as a query's field would be.
 */
function guarded(
  fieldConfig: GraphQLFieldConfig<unknown, GatewayContext>,
  /** Throws (or rejects) to refuse; undefined: allowed without waiting (people on @signedIn). */
  check: (context: GatewayContext) => Promise<void> | undefined,
): GraphQLFieldConfig<unknown, GatewayContext> {
  const resolve = fieldConfig.resolve ?? defaultFieldResolver;
  const subscribe = fieldConfig.subscribe;
  return {
    ...fieldConfig,
    resolve: (source, args, context, info) => {
      const pending = check(context);
      return pending
        ? pending.then(() => resolve(source, args, context, info))
        : resolve(source, args, context, info);
    },
    ...(subscribe
      ? {
          subscribe: async (source, args, context, info) => {
            await check(context);
            return subscribe(source, args, context, info);
          },
        }
      : {}),
  };
}
