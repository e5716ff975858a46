// How the dashboard writes its figures and days: counts with 件, weeks as 11/23〜11/29.

/** `1234` → `1,234件`. */
export const countText = (n: number): string => `${n.toLocaleString("ja-JP")}件`;

/** `2026-11-23` → `11/23` (the year is the current one on a dashboard; leading zeros dropped). */
export function shortDay(day: string): string {
  const [, m, d] = day.split("-");
  return `${Number(m)}/${Number(d)}`;
}

/** Monday to Sunday as `11/23〜11/29`. */
export const weekText = (week: { weekStart: string; weekEnd: string }): string =>
  `${shortDay(week.weekStart)}〜${shortDay(week.weekEnd)}`;
