// The dashboard's calendar: Tokyo days, the week (Monday to Sunday) they fall in, and the
// midnight a day starts at, shared by every figure counted per day or week. Split from
// figures.ts (issue #41).
import { tokyoDate } from "@cfx/domain/dates";

const DAY_MS = 86_400_000;

/** A calendar day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Monday of the week of `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Midnight in Tokyo starting `day`. */
export const midnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

export interface Calendar {
  today: string;
  weekStart: string;
  weekEnd: string;
}

export function calendarOf(now = new Date()): Calendar {
  const today = tokyoDate(now);
  const weekStart = mondayOf(today);
  return { today, weekStart, weekEnd: addDays(weekStart, 6) };
}
