// Display formats fixed by the spec (§3) and DOMAIN.md ("Conventions for every record").

import { displayCode, type CodePrefix } from "@cfx/domain/codes";

/** The display codes are written once for the web, the gateway and the API: `@cfx/domain/codes`. */
export { displayCode, padId, type CodePrefix } from "@cfx/domain/codes";

/** `対象物件（TA-00000042）`: a label with the record's code in full-width brackets. */
export function labelWithCode(label: string, prefix: CodePrefix, id: number | string): string {
  return `${label}（${displayCode(prefix, id)}）`;
}

const TOKYO = "Asia/Tokyo";
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateParts = new Intl.DateTimeFormat("ja-JP", {
  timeZone: TOKYO,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function tokyoParts(value: Date) {
  const parts = Object.fromEntries(dateParts.formatToParts(value).map((p) => [p.type, p.value]));
  return parts as Record<"year" | "month" | "day" | "hour" | "minute", string>;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `YYYY/MM/DD` in Asia/Tokyo. A calendar date (`2024-05-01`) is shown as it is, never shifted by a
 * time zone; an instant (ISO with time) is converted to Tokyo first. Empty or invalid input → "".
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === "") return "";
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value);
    if (m) return `${m[1]}/${m[2]}/${m[3]}`;
  }
  const date = toDate(value);
  if (!date) return "";
  const p = tokyoParts(date);
  return `${p.year}/${p.month}/${p.day}`;
}

/** `YYYY/MM/DD HH:mm` in Asia/Tokyo for instants (createdAt, updatedAt …). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === "") return "";
  const date = toDate(value);
  if (!date) return "";
  const p = tokyoParts(date);
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}`;
}
