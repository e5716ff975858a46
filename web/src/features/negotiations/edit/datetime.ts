import { formatDateTime } from "@/shared/format";

// Date-times as a <input type="datetime-local"> holds them (`2026-11-25T14:30`), always read as
// Tokyo time whatever zone the browser is in (docs/DOMAIN.md: instants shown in Asia/Tokyo). Japan
// keeps no daylight saving, so the fixed +09:00 offset is exact.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant → `YYYY-MM-DDTHH:mm` in Tokyo; "" for none. */
export function isoToJstLocal(iso: string | null | undefined): string {
  const shown = formatDateTime(iso);
  return shown ? shown.replace(" ", "T").replaceAll("/", "-") : "";
}

/** Whether the text is a real Tokyo minute (`2026-02-30T10:00` is not). */
export function isJstLocal(value: string): boolean {
  return jstLocalToIso(value) !== null;
}

/** `YYYY-MM-DDTHH:mm` (Tokyo) → ISO instant, or null when it is no real date-time. */
export function jstLocalToIso(value: string): string | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const date = new Date(`${value}:00+09:00`);
  if (Number.isNaN(date.getTime())) return null;
  // `Date` rolls 02-30 over to 03-02: a rolled value is no day that was typed.
  return isoToJstLocal(date.toISOString()) === value ? date.toISOString() : null;
}

/** The same minute: the form shows minutes, so seconds the server kept never count as a change. */
export function sameMinute(a: string | null | undefined, b: string | null | undefined): boolean {
  return isoToJstLocal(a) === isoToJstLocal(b);
}
