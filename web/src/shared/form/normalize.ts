// Input conventions of docs/DOMAIN.md: codes, phones and postal codes are NFKC-normalised; kana fields
// hold full-width katakana; postal codes are 7 digits shown 123-4567; dates are JST `YYYY/MM/DD`
// on screen and ISO `YYYY-MM-DD` in values.
//
// No library for the kana: `String.prototype.normalize("NFKC")` already turns half-width katakana
// (ｶﾞ → ガ, with the voiced marks joined) into full-width, and hiragana → katakana is a fixed shift of
// 0x60 in one Unicode block. A dependency (wanakana, jaconv) would add weight for two lines.

const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;

/** Half-width katakana and hiragana → full-width katakana; anything else is left as NFKC gives it. */
export function toFullWidthKatakana(value: string): string {
  return value
    .normalize("NFKC")
    .replace(HIRAGANA, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

/** Full-width katakana, the long-vowel mark, the middle dot and spaces only. */
export const KATAKANA_RULE = /^[\u30a1-\u30fa\u30fc\u30fb\u30fd\u30fe\u3000 ]*$/;

/** The digits of a postal code as typed (full-width, with hyphens), at most 7. */
export function normalizePostalCode(value: string): string {
  return value.normalize("NFKC").replace(/\D/g, "").slice(0, 7);
}

/** `1234567` → `123-4567` (partial input keeps its hyphen after the third digit). */
export function formatPostalCode(digits: string): string {
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

export const POSTAL_CODE_RULE = /^(\d{7})?$/;

/** Phone numbers are text: NFKC (full-width digits and hyphens become ASCII), trimmed. */
export function normalizePhone(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[‐‑–—−ー]/g, "-")
    .trim();
}

export const PHONE_RULE = /^[0-9+\-() ]*$/;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `YYYY-MM-DD` names a real calendar day. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** `2026-04-01` → `2026/04/01`; anything else unchanged. */
/** What the kit says about text that is no real day, wherever a date is typed. */
export const dateFormatMessage = (label: string) => `${label}はYYYY/MM/DDの形式で入力してください`;

export function isoToDisplayDate(iso: string): string {
  return ISO_DATE.test(iso) ? iso.replaceAll("-", "/") : iso;
}

/**
 * What a person typed (`2026/4/1`, `２０２６／０４／０１`, `20260401`, `2026-04-01`) → `2026-04-01`,
 * or null when it is not a real day.
 */
export function displayToIsoDate(text: string): string | null {
  const t = text.normalize("NFKC").trim();
  const m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(t) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(t);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

const JST_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The JST calendar day of an instant as `YYYY-MM-DD` (today by default), whatever the browser's zone. */
export function jstIsoDate(instant: Date | string = new Date()): string {
  return JST_DAY.format(typeof instant === "string" ? new Date(instant) : instant);
}
