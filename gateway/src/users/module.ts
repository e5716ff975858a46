import { defineGatewayModule } from "../define-module";
import { byIdLoader } from "../rest/record-loaders";
import { usersResolvers } from "./resolvers";
import { createUsersApi } from "./users-api";

export const usersModule = defineGatewayModule({
  name: "users",
  resolvers: usersResolvers,
  mappers: {
    User: "../users/users-api#RestUser",
    UserRef: "../users/users-api#RestUserRef",
  },
  api: ({ call }) => createUsersApi(call),
  loaders: ({ api, pairs, sharedReads }) => ({
    /** Full user records (/basis/users, needs userManage): `Query.user`. */
    userById: () => byIdLoader(api().byIds),
    /** `{id, name}` (/pair/users, any signed-in user): assignees, managers, authors. */
    userRefById: () =>
      // The names of a page's assignees and authors: from the shared list of all users' names
      // when lists are shared (no call at all while it is fresh), else by id.
      byIdLoader(
        sharedReads
          ? async (ids) => {
              const wanted = new Set(ids);
              const found = (await pairs.load("users")).filter((user) => wanted.has(user.id));
              // The shared list names the staff; a machine client's acting row (what an
              // integration wrote) is named by id.
              const missing = ids.filter((id) => !found.some((user) => user.id === id));
              return missing.length ? [...found, ...(await api().refsByIds(missing))] : found;
            }
          : api().refsByIds,
      ),
  }),
});
