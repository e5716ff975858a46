import type { Resolvers } from "../generated/resolvers-types";

/** User ids are shown zero-padded to 8 digits (spec §3). */
export function userCode(id: number | string): string {
  return String(id).padStart(8, "0");
}

export const authResolvers: Resolvers = {
  Query: {
    // Fresh, not from the viewer cache: the client shows these flags, and sign-in learns here
    // that a user is not registered.
    viewer: (_parent, _args, context) => context.freshViewer(),
  },
  Viewer: {
    code: (user) => userCode(user.id),
    // The first entry of each list is the user's own (spec §3).
    associateCompany: (user) => user.associateCompanies[0] ?? null,
    team: (user) => user.teams[0] ?? null,
    client: (user) => user.clients[0] ?? null,
    can: (user) => user.role,
  },
  Permissions: {
    // A flag the API leaves out is a flag the user does not hold.
    instructionSend: (role) => role.instructionSend === true,
    matterRead: (role) => role.matterRead === true,
    masterManage: (role) => role.masterManage === true,
    userManage: (role) => role.userManage === true,
    targetEdit: (role) => role.targetEdit === true,
    negotiationEdit: (role) => role.negotiationEdit === true,
    constructionEdit: (role) => role.constructionEdit === true,
    lineCodeEdit: (role) => role.lineCodeEdit === true,
  },
};
