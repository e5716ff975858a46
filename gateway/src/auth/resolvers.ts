import { userCode } from "@cfx/domain/codes";
import { FLAGS, type Flag } from "@cfx/domain/flags";
import type { PermissionsResolvers, Resolvers } from "../generated/resolvers-types";
import type { ViewerPermissions } from "./login-api";
import { scopeEnum } from "../permissions/machine-scopes";

/** User ids are shown zero-padded to 8 digits (docs/spec.md §3; `@cfx/domain/codes`). */
export { userCode };

// One resolver per flag of docs/DOMAIN.md; a flag the API leaves out is a flag the user does not hold.
const permissionResolvers = {
  ...(Object.fromEntries(
    FLAGS.map((flag) => [flag, (role: Partial<Record<Flag, boolean>>) => role[flag] === true]),
  ) as Record<Flag, (role: Partial<Record<Flag, boolean>>) => boolean>),
  allRecords: (can: ViewerPermissions) => can.allRecords,
} satisfies Required<PermissionsResolvers>;

export const authResolvers: Resolvers = {
  Query: {
    // Fresh, not from the viewer cache: the client shows these flags, and sign-in learns here
    // that a user is not registered.
    viewer: (_parent, _args, context) => context.freshViewer(),
  },
  Viewer: {
    code: (user) => userCode(user.id),
    // The first entry of each list is the user's own (docs/spec.md §3).
    associateCompany: (user) => user.associateCompanies[0] ?? null,
    team: (user) => user.teams[0] ?? null,
    client: (user) => user.clients[0] ?? null,
    // The API says whose rows the user reads; the client never re-derives it from the role id.
    can: (user) => ({ ...user.role, allRecords: user.ownConstructionsOnly !== true }),
    machineClient: (user) =>
      user.machineClient
        ? {
            clientId: user.machineClient.clientId,
            scopes: user.machineClient.scopes.map(scopeEnum),
          }
        : null,
  },
  Permissions: permissionResolvers,
};
