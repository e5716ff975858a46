// The seeding day D and the instants of the demo story, counted in days from it. Everything the
// story says "happened" lies before D 00:00 in Tokyo, so a database seeded at any hour of D
// never shows a finished event that is still in the future; what is planned lies on D or later.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's calendar date in Asia/Tokyo (Japan has no daylight saving time). */
export function todayInTokyo(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * HOUR).toISOString().slice(0, 10);
}

export interface StoryClock {
  /** D itself, `YYYY-MM-DD`. */
  today: string;
  /** The calendar date D+n, `YYYY-MM-DD`. */
  day(n: number): string;
  /** D+n at hour:minute in Tokyo. */
  at(n: number, hour: number, minute?: number): Date;
  /** 0 Sunday … 6 Saturday, of D+n. */
  weekday(n: number): number;
  /** n such that `date` (`YYYY-MM-DD`) is D+n. */
  offset(date: string): number;
  /** D 00:00 in Tokyo: every past event of the story is earlier. */
  start: Date;
  /** The Japanese fiscal year D belongs to (April to March). */
  fiscalYear: number;
}

export function storyClock(today: string): StoryClock {
  const m = DATE_ONLY.exec(today);
  if (!m) throw new Error(`seed: the seeding day must be YYYY-MM-DD, got ${today}`);
  const [year, month, date] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // D 00:00 UTC is D 09:00 in Tokyo; calendar arithmetic in UTC never meets a DST jump.
  const base = Date.UTC(year, month - 1, date);
  if (new Date(base).toISOString().slice(0, 10) !== today)
    throw new Error(`seed: ${today} is not a calendar date`);
  return {
    today,
    day: (n) => new Date(base + n * DAY).toISOString().slice(0, 10),
    at: (n, hour, minute = 0) => new Date(base + n * DAY + (hour - 9) * HOUR + minute * 60_000),
    weekday: (n) => new Date(base + n * DAY).getUTCDay(),
    offset: (d) => Math.round((Date.parse(`${d}T00:00:00Z`) - base) / DAY),
    start: new Date(base - 9 * HOUR),
    fiscalYear: month >= 4 ? year : year - 1,
  };
}
