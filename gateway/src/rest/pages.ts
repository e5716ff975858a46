// A REST list answer as a page: its total (X-Total-Count or the API's estimate) and the GraphQL
// page it becomes. Apart from resource.ts because the record loaders and the masters read pages
// too, without the resource factory.

/** The API's largest page (api/src/platform/list.ts): one-to-many batches read in pages of it. */
export const REST_MAX_PAGE_SIZE = 500;

/** `X-Total-Count`, or `fallback` when the header is missing or broken. */
export function totalCountOf(header: string | string[] | undefined, fallback: number): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The total of a list answer: `X-Total-Count`, or the API's estimate of an unfiltered list of
 * 50,000 rows or more (`X-Total-Count-Estimate`), or the rows' number when neither came.
 */
export function pageTotalOf(
  headers: Record<string, string | string[] | undefined>,
  rows: number,
): Pick<RestPage<unknown>, "totalCount" | "totalCountIsEstimate"> {
  const estimate = totalCountOf(headers["x-total-count-estimate"], -1);
  return estimate >= 0
    ? { totalCount: estimate, totalCountIsEstimate: true }
    : { totalCount: totalCountOf(headers["x-total-count"], rows), totalCountIsEstimate: false };
}

/** One page and the count over all pages (the API's estimate when `totalCountIsEstimate`). */
export type RestPage<R> = { items: R[]; totalCount: number; totalCountIsEstimate?: boolean };
/**
 * A page as the GraphQL lists answer it. With `updatedSince` (the change feed) `changeCursor` is
 * where the next page starts and `deletedIds` the tombstones; otherwise null and empty.
 */
export type GraphQLPage<R> = {
  items: R[];
  pageInfo: { page: number; pageSize: number; totalCount: number; totalCountIsEstimate: boolean };
  changeCursor: string | null;
  deletedIds: string[];
};

/** The GraphQL page of a REST page. */
export function toPage<R>(
  result: RestPage<R>,
  query: { page: number; pageSize: number },
): GraphQLPage<R> {
  return {
    items: result.items,
    pageInfo: {
      page: query.page,
      pageSize: query.pageSize,
      totalCount: result.totalCount,
      totalCountIsEstimate: result.totalCountIsEstimate ?? false,
    },
    changeCursor: null,
    deletedIds: [],
  };
}
