// Optical power as a person types it (a crew on a phone, the threshold master at a desk) and as
// the pages show it (docs/DOMAIN.md "Measurement": two decimals, bounds inclusive). The judgement is
// @cfx/domain's, the API's own: the page only gives the crew the answer while they type, the
// API's stays the record.

import { toHundredths } from "@cfx/domain/measurements";

export { judge, type Judgement } from "@cfx/domain/measurements";
/** Rounds to the two decimals the API stores, the API's own way (half away from zero). */
export { toHundredths };

/** What the API accepts (the measurement resource's powerDbm bounds). */
export const DBM_MIN = -70;
export const DBM_MAX = 30;

export type DbmInput =
  { kind: "empty" } | { kind: "value"; value: number } | { kind: "invalid"; message: string };

export const DBM_NOT_A_NUMBER = "数値で入力してください（例: -12.50）";
export const DBM_OUT_OF_RANGE = `${formatDbm(DBM_MIN)}〜${formatDbm(DBM_MAX)} の範囲で入力してください`;

// Every dash a Japanese keyboard or IME gives for "minus": the katakana long-vowel mark (ー) comes
// first when typing "-" in kana mode, the math minus (−) from copying a printed range.
const MINUS_SIGNS = /[ー−‐‑‒–—―﹣－]/g;

/** Full-width digits, signs and the decimal point → ASCII; every minus look-alike → "-". */
export function normalizeDbmText(text: string): string {
  return text.normalize("NFKC").replace(MINUS_SIGNS, "-").replace(/\s+/g, "").replace(/,/g, ".");
}

/** What was typed: nothing, a reading (rounded to two decimals), or why it is not one. */
export function parseDbm(text: string): DbmInput {
  const t = normalizeDbmText(text);
  if (t === "") return { kind: "empty" };
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return { kind: "invalid", message: DBM_NOT_A_NUMBER };
  // 400 typed digits are a number too, an infinite one: out of range, not a reading.
  if (!Number.isFinite(Number(t))) return { kind: "invalid", message: DBM_OUT_OF_RANGE };
  const value = toHundredths(Number(t));
  if (value < DBM_MIN || value > DBM_MAX) return { kind: "invalid", message: DBM_OUT_OF_RANGE };
  // -0 would show as "-0.00".
  return { kind: "value", value: value === 0 ? 0 : value };
}

/** The value an input shows once the crew leaves it: `-12.5` → `-12.50` (ASCII, editable). */
export const inputText = (value: number) => value.toFixed(2);

/** A reading as printed: `+2.00`, `−12.00` (a real minus sign), `0.00`. */
export function formatDbm(value: number): string {
  const v = toHundredths(value);
  if (v === 0) return "0.00";
  return `${v > 0 ? "+" : "−"}${Math.abs(v).toFixed(2)}`;
}

/** 「範囲 −12.00〜+2.00」, or a notice when the threshold master has no row. */
export function rangeLabel(min: number | null, max: number | null): string {
  return min == null || max == null
    ? "しきい値未登録"
    : `範囲 ${formatDbm(min)}〜${formatDbm(max)}`;
}
