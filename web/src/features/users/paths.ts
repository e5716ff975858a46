import type { SortOrder, UserSortField } from "../../gql/graphql";

// URL state of the user pages: filters, sort, order and page live in the query string so a list
// can be bookmarked, shared and restored with the browser's back button.

export const USERS_PATH = "/users";
export const USER_CREATE_PATH = "/users/create";
export const userEditPath = (id: string | number) => `/users/${id}`;

export interface UserListFilter {
  name?: string;
  email?: string;
  roleTypeId?: number;
  associateCompanyId?: number;
  teamId?: number;
  clientId?: number;
}

export interface UserListState {
  filter: UserListFilter;
  sort: UserSortField;
  order: SortOrder;
  page: number;
}

export const USER_SORT_FIELDS: readonly UserSortField[] = ["ID", "NAME", "EMAIL", "ROLE_TYPE"];
export const USER_PAGE_SIZE = 20;

export const DEFAULT_USER_LIST: UserListState = { filter: {}, sort: "ID", order: "ASC", page: 1 };

const TEXT_KEYS = ["name", "email"] as const;
const ID_KEYS = ["roleTypeId", "associateCompanyId", "teamId", "clientId"] as const;

function positiveInt(value: string | null): number | undefined {
  if (value == null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

/** Drops empty values (spec §5: empty filters are removed before the search). */
export function compactFilter(filter: UserListFilter): UserListFilter {
  const out: UserListFilter = {};
  for (const key of TEXT_KEYS) {
    const v = filter[key]?.trim();
    if (v) out[key] = v;
  }
  for (const key of ID_KEYS) {
    const v = filter[key];
    if (typeof v === "number" && Number.isInteger(v) && v > 0) out[key] = v;
  }
  return out;
}

/** Reads the list state from `?name=…&sort=NAME&order=DESC&page=2`; anything invalid falls back to the default. */
export function parseUserListSearch(search: string): UserListState {
  const q = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const filter: UserListFilter = {};
  for (const key of TEXT_KEYS) {
    const v = q.get(key);
    if (v) filter[key] = v;
  }
  for (const key of ID_KEYS) {
    const v = positiveInt(q.get(key));
    if (v) filter[key] = v;
  }
  const sortParam = q.get("sort");
  const sort = USER_SORT_FIELDS.find((f) => f === sortParam) ?? DEFAULT_USER_LIST.sort;
  const orderParam = q.get("order");
  const order: SortOrder =
    orderParam === "DESC" ? "DESC" : orderParam === "ASC" ? "ASC" : DEFAULT_USER_LIST.order;
  const page = positiveInt(q.get("page")) ?? 1;
  return { filter: compactFilter(filter), sort, order, page };
}

/** The query string of a list state; defaults and empty values are left out. */
export function userListSearch(state: Partial<UserListState>): string {
  const q = new URLSearchParams();
  const filter = compactFilter(state.filter ?? {});
  for (const key of TEXT_KEYS) if (filter[key]) q.set(key, filter[key]!);
  for (const key of ID_KEYS) if (filter[key]) q.set(key, String(filter[key]));
  if (state.sort && state.sort !== DEFAULT_USER_LIST.sort) q.set("sort", state.sort);
  if (state.order && state.order !== DEFAULT_USER_LIST.order) q.set("order", state.order);
  if (state.page && state.page > 1) q.set("page", String(state.page));
  const text = q.toString();
  return text ? `?${text}` : "";
}

/** `/users?…` for a list state. */
export function userListHref(state: Partial<UserListState> = {}): string {
  return `${USERS_PATH}${userListSearch(state)}`;
}

/** The next state when a column header is clicked: same column flips the order, a new one starts ascending. */
export function toggleSort(state: UserListState, field: UserSortField): UserListState {
  const order: SortOrder = state.sort === field && state.order === "ASC" ? "DESC" : "ASC";
  return { ...state, sort: field, order, page: 1 };
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
