// The GraphQL sort value → the API's sort field. Mostly the camelCase of the enum value
// (`ROLE_TYPE` → `roleType`); the few whose API field is named otherwise are listed here, per
// list, once: the list resolvers and the CSV export (/export/<list>.csv, which receives the web
// list's `sort=` as it is in the URL) read the same table, so a file is sorted like the screen.
import { sortField } from "./graphql-args";

/** Per API list (its /export name), the sort values whose API field is not their camelCase. */
const SORT_RENAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  negotiations: { STATUS: "negotiationStatusId" },
};

/** The API sort field of `list` for the GraphQL sort value `value` (none: `fallback`). */
export function listSortField(
  list: string,
  value: string | null | undefined,
  fallback: string,
): string {
  return sortField(value, fallback, SORT_RENAMES[list]);
}
