/**
 * Dates as Japanese business forms print them: the 和暦 (令和) date followed by the Western one,
 * e.g. 令和8年11月26日（2026/11/26）. ICU's Japanese calendar already writes the first year as 元年.
 */
const eraFormat = new Intl.DateTimeFormat("ja-JP-u-ca-japanese", {
  era: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
  // The input is a calendar date, not an instant: read and print it in UTC so no zone shifts it.
  timeZone: "UTC",
});

function parseCalendarDate(isoDate: string): Date {
  const [year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)?.slice(1).map(Number) ?? [];
  const date = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN));
  // Date.UTC rolls 2月30日 over into March: a changed day means the input was no real date.
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day) {
    throw new RangeError(`日付の形式が正しくありません: ${isoDate}`);
  }
  return date;
}

/** 2019-05-01 → 令和元年5月1日 */
export function formatEraDate(isoDate: string): string {
  return eraFormat.format(parseCalendarDate(isoDate));
}

/** 2026-11-26 → 令和8年11月26日（2026/11/26） */
export function formatEraAndWesternDate(isoDate: string): string {
  return `${formatEraDate(isoDate)}（${isoDate.replaceAll("-", "/")}）`;
}
