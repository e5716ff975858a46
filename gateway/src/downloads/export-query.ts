// The web list's URL state → the API export's query. The list keeps its state in GraphQL terms
// (`sort=ROLE_TYPE&order=DESC`, a multi-select as `status=1&status=2`); the API's list routes
// take `sort=roleType&order=desc&status=1,2`. Paging is dropped: an export is the whole result.
import { sortField } from "../rest/graphql-args";

const PAGING = new Set(["page", "pageSize"]);

/** The API query string of a list's export for `url` (path and query). */
export function exportQuery(url: string): string {
  const params = new URLSearchParams(url.includes("?") ? url.slice(url.indexOf("?") + 1) : "");
  const values = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (PAGING.has(key) || value.trim() === "") continue;
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  const out = new URLSearchParams();
  for (const [key, given] of values) {
    let value = given.join(",");
    if (key === "sort") value = sortField(value, value);
    if (key === "order") value = value.toLowerCase();
    out.set(key, value);
  }
  return out.toString();
}
