// The web list's URL state → the API export's query. The list keeps its state in GraphQL terms
// (`sort=ROLE_TYPE&order=DESC`, a multi-select as `status=1&status=2`); the API's list routes
// take `sort=roleType&order=desc&status=1,2`. Paging is dropped: an export is the whole result.

const PAGING = new Set(["page", "pageSize"]);

/** `ROLE_TYPE` → `roleType` (the GraphQL enum value of a sort field → the API's name). */
export function sortFieldName(value: string): string {
  if (!/^[A-Z][A-Z0-9_]*$/.test(value)) return value;
  return value.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** The API query string for the list query of `url` (the gateway request's path and query). */
export function exportQuery(url: string): string {
  const params = new URLSearchParams(url.includes("?") ? url.slice(url.indexOf("?") + 1) : "");
  const values = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (PAGING.has(key) || value.trim() === "") continue;
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  const out = new URLSearchParams();
  for (const [key, list] of values) {
    let value = list.join(",");
    if (key === "sort") value = sortFieldName(value);
    if (key === "order") value = value.toLowerCase();
    out.set(key, value);
  }
  return out.toString();
}
