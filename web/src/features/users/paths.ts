import type { UserSortField } from "../../gql/graphql";
import { idParam, textParam } from "../../shared/list/list-params";
import {
  defineList,
  listSearch,
  type FilterValues,
  type ListState,
} from "../../shared/list/list-state";

// URL state of the user pages: the list's filters, sort and page, and the edit page's dialog, live
// in the query string so they can be bookmarked, shared and restored with the back button.

export const USERS_PATH = "/users";
export const USER_CREATE_PATH = "/users/create";
export const userEditPath = (id: string | number) => `/users/${id}`;

/** The user list's URL state: the server filters by these and sorts by `sorts`. */
export const userList = defineList({
  filters: {
    name: textParam(),
    email: textParam(),
    roleTypeId: idParam(),
    associateCompanyId: idParam(),
    teamId: idParam(),
    clientId: idParam(),
  },
  sorts: ["ID", "NAME", "EMAIL", "ROLE_TYPE"] satisfies UserSortField[],
  defaultSort: "ID",
  pageSize: 20,
  export: "users",
});

export type UserListFilter = FilterValues<typeof userList.filters>;
export type UserListState = ListState<typeof userList.filters, UserSortField>;

/** `/users?…` for a list state. */
export function userListHref(state: Partial<UserListState> = {}): string {
  return `${USERS_PATH}${listSearch(userList, state)}`;
}

/** The edit page's dialog in the URL (`?dialog=delete`), so it survives a reload and the back button closes it. */
export type UserEditDialog = "delete";

export function parseUserEditDialog(search: string): UserEditDialog | undefined {
  return new URLSearchParams(search.startsWith("?") ? search.slice(1) : search).get("dialog") ===
    "delete"
    ? "delete"
    : undefined;
}

export function userEditHref(id: string | number, dialog?: UserEditDialog): string {
  return dialog ? `${userEditPath(id)}?dialog=${dialog}` : userEditPath(id);
}
