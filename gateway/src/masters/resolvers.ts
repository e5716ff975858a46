import type { RestTeam } from "./masters-api";
import type { Resolvers } from "../generated/resolvers-types";

export const mastersResolvers: Resolvers = {
  Query: {
    roleTypes: (_parent, _args, context) => context.loaders.masterList.load("role-types"),
    associateCompanies: (_parent, _args, context) =>
      context.loaders.masterList.load("associate-companies"),
    // /pair/teams answers full rows; the loader's narrower type drops associateCompanyId only in the type.
    teams: async (_parent, _args, context) =>
      (await context.loaders.masterList.load("teams")) as RestTeam[],
    clients: (_parent, _args, context) => context.loaders.masterList.load("clients"),
  },
};
