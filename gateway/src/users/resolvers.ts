import { userCode } from "../auth/resolvers";
import { badInput, type FieldError } from "../errors";
import type { Resolvers, UserSortField } from "../generated/resolvers-types";
import type { RestUpdateUser, RestUserQuery } from "./users-api";

const sortColumn: Record<UserSortField, NonNullable<RestUserQuery["sort"]>> = {
  ID: "id",
  NAME: "name",
  EMAIL: "email",
  ROLE_TYPE: "roleType",
};

const MAX_PAGE_SIZE = 200;

/** A GraphQL `ID` argument as the REST integer id; anything else is the caller's mistake. */
export function restId(id: string, field = "id"): number {
  const value = Number(id);
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(value) || value < 1) {
    throw badInput([{ field, messages: ["IDが不正です"] }]);
  }
  return value;
}

/** `3` → `[3]`, `null` → `[]` (remove), `undefined` → leave the list as it is. */
function idList(id: number | null | undefined): number[] | undefined {
  if (id === undefined) return undefined;
  return id === null ? [] : [id];
}

export const usersResolvers: Resolvers = {
  Query: {
    users: async (_parent, args, context) => {
      const page = args.page ?? 1;
      const pageSize = args.pageSize ?? 50;
      const problems: FieldError[] = [];
      if (page < 1) problems.push({ field: "page", messages: ["ページは1以上を指定してください"] });
      if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        problems.push({
          field: "pageSize",
          messages: [`表示件数は1から${MAX_PAGE_SIZE}までで指定してください`],
        });
      }
      if (problems.length > 0) throw badInput(problems);
      const filter = args.filter ?? {};
      const query: RestUserQuery = {
        page,
        pageSize,
        sort: sortColumn[args.sort ?? "ID"],
        order: args.order === "DESC" ? "desc" : "asc",
      };
      // Empty filter values are dropped before the search (spec §5).
      for (const key of ["name", "email"] as const) {
        const value = filter[key]?.trim();
        if (value) query[key] = value;
      }
      for (const key of ["roleTypeId", "associateCompanyId", "teamId", "clientId"] as const) {
        const value = filter[key];
        if (value !== null && value !== undefined) query[key] = value;
      }
      const { items, totalCount } = await context.api.users.list(query);
      return { items, pageInfo: { page, pageSize, totalCount } };
    },
    user: (_parent, args, context) => context.loaders.userById.load(restId(args.id)),
  },
  Mutation: {
    createUser: (_parent, { input }, context) =>
      context.api.users.create({
        name: input.name,
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
    deleteUser: async (_parent, { id, version }, context) => {
      const deleted = await context.api.users.remove(restId(id), version);
      return String(deleted?.id ?? id);
    },
  },
  User: {
    code: (user) => userCode(user.id),
  },
  UserRef: {
    code: (user) => userCode(user.id),
  },
};
