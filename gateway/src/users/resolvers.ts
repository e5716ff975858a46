import { userCode } from "../auth/resolvers";
import type { Resolvers } from "../generated/resolvers-types";
import { deletedId, listQuery, restId, sortField } from "../rest/graphql-args";
import type { RestUpdateUser } from "./users-api";

/** `3` → `[3]`, `null` → `[]` (remove), `undefined` → leave the list as it is. */
function idList(id: number | null | undefined): number[] | undefined {
  if (id === undefined) return undefined;
  return id === null ? [] : [id];
}

export const usersResolvers: Resolvers = {
  Query: {
    users: (_parent, args, context, info) =>
      // Empty filter values are dropped before the search (docs/spec.md §5).
      context.api.users.page(listQuery(args, sortField(args.sort, "id"), args.filter), info),
    user: (_parent, args, context) => context.loaders.userById.load(restId(args.id)),
  },
  Mutation: {
    createUser: (_parent, { input }, context) =>
      context.api.users.create({
        name: input.name,
        ...(input.nameKana ? { nameKana: input.nameKana } : {}),
        email: input.email,
        roleTypeId: input.roleTypeId,
        // The schema names one company/team/client; the REST body takes lists.
        associateCompanyIds: idList(input.associateCompanyId) ?? [],
        teamIds: idList(input.teamId) ?? [],
        clientIds: idList(input.clientId) ?? [],
        temporaryPassword: input.temporaryPassword,
      }),
    updateUser: (_parent, { id, input }, context) => {
      const body: RestUpdateUser = { version: input.version };
      // A null name/email/role type cannot mean "remove": it is left out like an omitted field.
      if (input.name !== null && input.name !== undefined) body.name = input.name;
      // The reading may be removed: null and "" both clear it.
      if (input.nameKana !== undefined) body.nameKana = input.nameKana || null;
      if (input.email !== null && input.email !== undefined) body.email = input.email;
      if (input.roleTypeId !== null && input.roleTypeId !== undefined)
        body.roleTypeId = input.roleTypeId;
      const associateCompanyIds = idList(input.associateCompanyId);
      if (associateCompanyIds) body.associateCompanyIds = associateCompanyIds;
      const teamIds = idList(input.teamId);
      if (teamIds) body.teamIds = teamIds;
      const clientIds = idList(input.clientId);
      if (clientIds) body.clientIds = clientIds;
      return context.api.users.update(restId(id), body);
    },
    resetUserPassword: (_parent, { id, temporaryPassword }, context) =>
      context.api.users.resetPassword(restId(id), temporaryPassword),
    deleteUser: async (_parent, { id, version }, context) =>
      deletedId(await context.api.users.remove(restId(id), version), restId(id)),
  },
  User: {
    code: (user) => userCode(user.id),
  },
  UserRef: {
    code: (user) => userCode(user.id),
  },
};
