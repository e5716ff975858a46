import type { GraphQLSchema } from "graphql";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { loadTypeDefs } from "@cfx/schema/type-defs";
import { authResolvers } from "./auth/resolvers";
import type { Resolvers } from "./generated/resolvers-types";
import { gatewayModules } from "./modules";
import { applyPermissionDirectives } from "./permissions/directives";
import { recordUsersResolvers } from "./rest/record-users";
import { DateTime } from "./scalars";

const baseResolvers: Resolvers = {
  DateTime,
  Query: { ok: () => true },
  Mutation: { noop: () => true },
};

/** The base and the caller's own record, one map per area (modules.ts), merged in this order. */
export const resolvers: Resolvers[] = [
  baseResolvers,
  authResolvers,
  ...gatewayModules.map((module) => module.resolvers),
  // createdBy / updatedBy of every record type: one resolver pair, not one per area.
  recordUsersResolvers,
];

/** The executable schema with the permission checks applied to every field that declares one. */
export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers,
    // A resolver for a field the SDL does not have is a typo; fail the build, not a request.
    resolverValidationOptions: { requireResolversToMatchSchema: "error" },
  });
  return applyPermissionDirectives(schema);
}
