// Calendar arithmetic of the dispatch calendar on plain `YYYY-MM-DD` days (no time zone: a day is
// a calendar date, "today" comes from Tokyo by the caller). A week runs Monday to Sunday.

const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"] as const;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** `day` moved by `n` days. */
export function addDays(day: string, n: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => utc(day).getUTCDay();

/** The Monday of the week `day` is in. */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7));

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** `11月30日(月)`: a column head and the words of a cell's label. */
export function dayLabel(day: string): string {
  const d = utc(day);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${WEEKDAYS[d.getUTCDay()]})`;
}

/** `2026年11月30日(月)〜12月6日(日)`: the week shown. */
export function weekLabel(monday: string): string {
  const sunday = addDays(monday, 6);
  return `${monday.slice(0, 4)}年${dayLabel(monday)}〜${dayLabel(sunday)}`;
}

/**
 * The week to show: the Monday of the asked day, never before this week (past weeks have nothing
 * to book); no day asked → this week.
 */
export function visibleWeek(asked: string | undefined, today: string): string {
  const current = mondayOf(today);
  if (!asked) return current;
  const monday = mondayOf(asked);
  return monday < current ? current : monday;
}
