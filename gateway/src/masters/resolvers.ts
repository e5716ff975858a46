import type { Resolvers } from "../generated/resolvers-types";

export const mastersResolvers: Resolvers = {
  Query: {
    roleTypes: (_parent, _args, context) => context.loaders.masterList.load("role-types"),
    associateCompanies: (_parent, _args, context) =>
      context.loaders.masterList.load("associate-companies"),
    teams: (_parent, _args, context) => context.loaders.masterList.load("teams"),
    clients: (_parent, _args, context) => context.loaders.masterList.load("clients"),
  },
};
