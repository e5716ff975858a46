// How dates and instants are shown (docs/DOMAIN.md: instants stored in UTC and shown in Asia/Tokyo;
// calendar dates are date-only, shown YYYY/MM/DD). Written once for the web, the gateway
// (history values) and the API (CSV exports).

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const tokyo = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

type Parts = Record<"year" | "month" | "day" | "hour" | "minute", string>;

function tokyoParts(value: string | Date): Parts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(tokyo.formatToParts(date).map((p) => [p.type, p.value])) as Parts;
}

/**
 * `YYYY/MM/DD` in Asia/Tokyo. A calendar date (`2024-05-01`) is shown as it is, never shifted by a
 * time zone; an instant is converted to Tokyo first. Empty or invalid input → "".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === "") return "";
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value);
    if (m) return `${m[1]}/${m[2]}/${m[3]}`;
  }
  const p = tokyoParts(value);
  return p ? `${p.year}/${p.month}/${p.day}` : "";
}

/** An instant as `YYYY/MM/DD HH:mm` in Asia/Tokyo. Empty or invalid input → "". */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === "") return "";
  const p = tokyoParts(value);
  return p ? `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}` : "";
}

/** The calendar day of an instant in Asia/Tokyo as `YYYY-MM-DD` ("today" for dispatch rules). */
export function tokyoDate(value: Date = new Date()): string {
  const p = tokyoParts(value);
  if (!p) throw new RangeError("tokyoDate: invalid date");
  return `${p.year}-${p.month}-${p.day}`;
}

/** The calendar day after `day` (YYYY-MM-DD) and its weekday (0 Sunday … 6 Saturday). */
function dayAfter(day: string): { day: string; weekday: number } {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return { day: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/**
 * The working day `n` working days after `day` (YYYY-MM-DD; Monday to Friday — there is no
 * holiday calendar yet): 1 is the next working day, 0 is `day` itself.
 */
export function addWorkingDays(day: string, n = 1): string {
  let out = day;
  for (let i = 0; i < n; i++) {
    let next = dayAfter(out);
    while (next.weekday === 0 || next.weekday === 6) next = dayAfter(next.day);
    out = next.day;
  }
  return out;
}
