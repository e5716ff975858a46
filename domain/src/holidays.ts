// Japanese public holidays (祝日・振替休日・国民の休日), from the holiday_jp data set (to 2050):
// the dispatch calendar marks them and the working-day arithmetic skips them. A module of its
// own, so only what needs the table (the gateway, the API) loads its ~230 KB.
import holidayJp from "@holiday-jp/holiday_jp";

export interface Holiday {
  /** YYYY-MM-DD */
  date: string;
  /** e.g. 勤労感謝の日 */
  name: string;
}

const table = holidayJp.holidays as Readonly<Record<string, { name: string }>>;

/** The holiday's name on `date` (YYYY-MM-DD), or undefined on an ordinary day. */
export function holidayName(date: string): string | undefined {
  return table[date]?.name;
}

/** The holidays from `from` to `to` (YYYY-MM-DD, inclusive), in date order. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  const out: Holiday[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const name = table[day]?.name;
    if (name) out.push({ date: day, name });
  }
  return out;
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Monday to Friday and not a holiday. */
export function isWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidayName(date);
}
