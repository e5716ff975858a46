import type { GraphQLSchema } from "graphql";
import { makeExecutableSchema } from "@graphql-tools/schema";
import { loadTypeDefs } from "@cfx/schema/type-defs";
import { authResolvers } from "./auth/resolvers";
import type { Resolvers } from "./generated/resolvers-types";
import { machineClientsResolvers } from "./machine-clients/resolvers";
import { mastersResolvers } from "./masters/resolvers";
import { applyPermissionDirectives } from "./permissions/directives";
import { DateTime } from "./scalars";
import { usersResolvers } from "./users/resolvers";
import { constructionsResolvers } from "./constructions/resolvers";
import { dashboardResolvers } from "./dashboard/resolvers";
import { documentsResolvers } from "./documents/resolvers";
import { externalSourcesResolvers } from "./external-sources/resolvers";
import { lineCodesResolvers } from "./linecodes/resolvers";
import { negotiationsResolvers } from "./negotiations/resolvers";
import { projectsResolvers } from "./projects/resolvers";
import { targetsResolvers } from "./targets/resolvers";
import { historyResolvers } from "./history/resolvers";
import { recordUsersResolvers } from "./rest/record-users";
import { liveResolvers } from "./live/resolvers";

const baseResolvers: Resolvers = {
  DateTime,
  Query: { ok: () => true },
  Mutation: { noop: () => true },
};

/** One resolver map per business area, merged in this order. */
export const resolvers: Resolvers[] = [
  baseResolvers,
  authResolvers,
  usersResolvers,
  machineClientsResolvers,
  mastersResolvers,
  targetsResolvers,
  projectsResolvers,
  negotiationsResolvers,
  documentsResolvers,
  constructionsResolvers,
  lineCodesResolvers,
  externalSourcesResolvers,
  dashboardResolvers,
  historyResolvers,
  liveResolvers,
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
