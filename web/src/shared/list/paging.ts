// Paging arithmetic of a list, kept apart so 「81〜9 件」 cannot happen: the range is always inside
// the total, and a page past the end is mapped to the last one.

/** Number of pages; an empty list still has one (empty) page. */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / Math.max(1, pageSize)));
}

/** The page to show for a requested page: at least 1, at most the last page. */
export function clampPage(page: number, totalCount: number, pageSize: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), pageCount(totalCount, pageSize));
}

/**
 * The page to show instead of `page` when it lies past the end (an old bookmark, rows deleted
 * since): the last one. Past an estimated total's end only when the page came back empty: the
 * estimate may be a little short of the rows there are.
 */
export function pageInsteadOf(
  page: number,
  pageSize: number,
  answer: { totalCount: number; totalCountIsEstimate?: boolean; rows: number },
): number | undefined {
  const last = pageCount(answer.totalCount, pageSize);
  if (page <= last) return undefined;
  return answer.totalCountIsEstimate && answer.rows > 0 ? undefined : last;
}

export interface PageRange {
  /** 1-based number of the first row shown; 0 when there is none. */
  from: number;
  /** 1-based number of the last row shown; 0 when there is none. */
  to: number;
  page: number;
  pages: number;
}

/**
 * The rows a page shows: page 5 of 20 rows out of 123 is 81〜100; page 9 is clamped to 7 (121〜123).
 * An estimated total does not clamp: a page past the estimate's end that came back with rows
 * (pageInsteadOf keeps it) is shown as the page it is, not as the estimate's last one.
 */
export function pageRange(
  page: number,
  pageSize: number,
  totalCount: number,
  estimated = false,
): PageRange {
  const size = Math.max(1, pageSize);
  const total = Math.max(0, totalCount);
  const pages = pageCount(total, size);
  if (total === 0) return { from: 0, to: 0, page: 1, pages };
  if (estimated && Number.isFinite(page) && page > pages) {
    const current = Math.floor(page);
    return { from: (current - 1) * size + 1, to: current * size, page: current, pages: current };
  }
  const current = clampPage(page, total, size);
  const from = (current - 1) * size + 1;
  return { from, to: Math.min(total, current * size), page: current, pages };
}

const number = (n: number) => n.toLocaleString("ja-JP");

/**
 * A total as the lists write it: `123,456`, or for the database's estimate (an unfiltered list
 * of 50,000 rows or more) its first three digits after 約, `約123,000`: the rest is not known.
 */
export function totalText(totalCount: number, estimated = false): string {
  if (!estimated) return number(totalCount);
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, totalCount))) - 2);
  return `約${number(Math.round(totalCount / unit) * unit)}`;
}

/** 「1〜20 件 / 全 123 件」 (全 約100,000 件 for an estimate), or 「0 件」 for an empty result. */
export function rangeLabel({ from, to }: PageRange, totalCount: number, estimated = false): string {
  if (totalCount <= 0) return "0 件";
  return `${number(from)}〜${number(to)} 件 / 全 ${totalText(totalCount, estimated)} 件`;
}
