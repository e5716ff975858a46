// `createdBy` / `updatedBy` of every business record: the REST rows carry the user ids (the
// API's record stamps), the schema names them. One resolver pair for every type, through the
// per-request `/pair/users` loader: any signed-in user may see who wrote a record (no
// userManage), and a page of N records costs one `/pair/users` call whatever N is.
import type { GatewayContext } from "../context";
import type { Resolvers } from "../generated/resolvers-types";
import type { RestUserRef } from "../users/users-api";

/** The stamps a REST record carries (api/src/platform/schemas.ts RecordMeta). */
type UserStamps = { createdBy: number | null; updatedBy: number | null };

export function userRef(
  id: number | null,
  context: GatewayContext,
): Promise<RestUserRef | null> | null {
  // null: written by the system (seed, import job); a deleted user is missing from /pair/users.
  return id === null ? null : context.loaders.userRefById.load(id);
}

/** The field resolvers `createdBy` and `updatedBy` of a record type. */
export function recordUserResolvers() {
  return {
    createdBy: (record: UserStamps, _args: unknown, context: GatewayContext) =>
      userRef(record.createdBy, context),
    updatedBy: (record: UserStamps, _args: unknown, context: GatewayContext) =>
      userRef(record.updatedBy, context),
  };
}

const stamps = recordUserResolvers();

/**
 * Every record type whose REST row carries the ids. Typed per type: a type whose row lacks them
 * fails the type check here (users: the /basis/users answer does not send them yet).
 */
export const recordUsersResolvers: Resolvers = {
  Target: stamps,
  TargetDetail: stamps,
  Customer: stamps,
  CustomerService: stamps,
  Project: stamps,
  Matter: stamps,
  Negotiation: stamps,
  NegotiationHistory: stamps,
  Schedule: stamps,
  Construction: stamps,
  ConstructionEntry: stamps,
  Measurement: stamps,
  ConstructionFreeSchedule: stamps,
  LineCode: stamps,
  ExternalSource: stamps,
  ExternalSourceDetail: stamps,
  Attachment: stamps,
};
