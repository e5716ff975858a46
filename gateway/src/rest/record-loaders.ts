// The DataLoaders every business area builds on its resource API: rows by id, the children of
// many parents in a few paged calls, and the records of a bulk answer. Apart from resource.ts:
// they take any fetch function, not a resource.
import DataLoader from "dataloader";
import { REST_MAX_PAGE_SIZE, type RestPage } from "./pages";

/** Rows by id: every `load(id)` of one request tick becomes one `?ids=` call. */
export function byIdLoader<R extends { id: number }>(
  byIds: (ids: readonly number[]) => Promise<R[]>,
): DataLoader<number, R | null> {
  return new DataLoader<number, R | null>(
    async (ids) => {
      const rows = await byIds(ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    // Keeps the query string of one call well below any URL limit.
    { maxBatchSize: 300 },
  );
}

/** The paging of one `childrenLoader` call, spread into the list query. */
export type ChildPaging = { page: number; pageSize: number; count: false };

/**
 * The children of many parents in one list call with the parents' ids as a comma-separated
 * filter (`?targetId=1,2,3`), read in the API's largest pages: the number of calls grows with
 * the number of children / 500, never with the number of parents.
 */
export function childrenLoader<R>(
  fetchPage: (parentIds: string, paging: ChildPaging) => Promise<RestPage<R>>,
  parentOf: (row: R) => number | null | undefined,
): DataLoader<number, R[]> {
  return new DataLoader<number, R[]>(
    async (parentIds) => {
      const joined = parentIds.join(",");
      const rows: R[] = [];
      for (let page = 1; ; page++) {
        // No count: a short page is the last one.
        const answer = await fetchPage(joined, {
          page,
          pageSize: REST_MAX_PAGE_SIZE,
          count: false,
        });
        rows.push(...answer.items);
        if (answer.items.length < REST_MAX_PAGE_SIZE) break;
      }
      const byParent = new Map<number, R[]>();
      for (const row of rows) {
        const parent = parentOf(row);
        if (parent === null || parent === undefined) continue;
        const list = byParent.get(parent);
        if (list) list.push(row);
        else byParent.set(parent, [row]);
      }
      return parentIds.map((id) => byParent.get(id) ?? []);
    },
    { maxBatchSize: 300 },
  );
}

/** The record stamps every `/basis` row carries. */
type Stamps = {
  createdAt: string;
  createdBy: number | null;
  updatedAt: string;
  updatedBy: number | null;
};

function hasStamps<R extends object>(row: R): row is R & Stamps {
  return (
    "createdAt" in row &&
    typeof row.createdAt === "string" &&
    "updatedAt" in row &&
    typeof row.updatedAt === "string" &&
    "createdBy" in row &&
    "updatedBy" in row
  );
}

/**
 * The rows of a bulk answer (`/construction-generate`, `/relation/update/projects`) as records:
 * the API sends the full rows but its document declares them without the stamps, so a row that
 * has them is used as it is and one without them is read by id (one batched call).
 */
export async function asRecords<R extends { id: number }, F>(
  rows: readonly R[],
  byId: DataLoader<number, F | null>,
): Promise<((R & Stamps) | F)[]> {
  const records = await Promise.all(rows.map((row) => (hasStamps(row) ? row : byId.load(row.id))));
  return records.filter((record) => record !== null);
}
