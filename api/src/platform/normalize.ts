// Input normalisation (docs/DOMAIN.md: codes, phones and postal codes are NFKC-normalised; kana fields
// are full-width katakana). Apply in the route/repository before validation of content and saving.
import { displayCode, userCode, type CodePrefix } from "@cfx/domain/codes";

/** NFKC + trim; `undefined`/`null` pass through. */
export function nfkc(value: string): string;
export function nfkc(value: string | null | undefined): string | null | undefined;
export function nfkc(value: string | null | undefined) {
  return value == null ? value : value.normalize("NFKC").trim();
}

/** Trimmed text, or null when blank (for optional text fields). */
export function blankToNull(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** Codes (line codes, customer numbers, serials): NFKC, inner whitespace collapsed. */
export function normalizeCode(value: string): string {
  return value.normalize("NFKC").trim().replace(/\s+/g, " ");
}

const DASHES = /[\u2010-\u2015\u2212\u30FC\uFF0D\uFF70-]/g;

/** Phone numbers: NFKC, any dash → `-`, whitespace removed. `０３ー１２３４ー５６７８` → `03-1234-5678`. */
export function normalizePhone(value: string): string {
  return value.normalize("NFKC").replace(DASHES, "-").replace(/\s+/g, "").replace(/-+/g, "-");
}

/** A plausible Japanese phone number after normalisation (digits and hyphens, 10–11 digits, or +81…). */
export function isPhone(value: string): boolean {
  return /^\+?[0-9-]+$/.test(value) && /^(\+81|0)\d{9,10}$/.test(value.replace(/-/g, ""));
}

/** Postal codes: NFKC, hyphen/〒/spaces removed → 7 digits expected (`isPostalCode`). */
export function normalizePostalCode(value: string): string {
  return value.normalize("NFKC").replace(/〒/g, "").replace(DASHES, "").replace(/\s+/g, "");
}

export const isPostalCode = (value: string) => /^\d{7}$/.test(value);

/** `1234567` → `123-4567` (display). */
export function formatPostalCode(value: string): string {
  return isPostalCode(value) ? `${value.slice(0, 3)}-${value.slice(3)}` : value;
}

/**
 * Kana fields: half-width katakana and hiragana → full-width katakana (NFKC also folds full-width
 * ASCII); spaces become one full-width space, as between family and given name (ヤマダ\u3000タロウ).
 */
export function toKatakana(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/[\u3041-\u3096\u309D\u309E]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .trim()
    .replace(/\s+/g, "\u3000");
}

/** Only full-width katakana, the long-vowel mark, middle dot and spaces. */
export const isKatakana = (value: string) => /^[\u30A0-\u30FF\u3000 ]*$/.test(value);

/** E-mail addresses: NFKC, trimmed, lower-cased (users are matched by lower-cased e-mail). */
export { normalizeEmail } from "@cfx/domain/rules";

/** `TA-00000042` (docs/DOMAIN.md identifiers); users are the bare 8-digit number: `displayId(null, 7)`. */
export function displayId(prefix: CodePrefix | null, id: number): string {
  return prefix ? displayCode(prefix, id) : userCode(id);
}
