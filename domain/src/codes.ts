// Display codes of docs/DOMAIN.md ("Conventions for every record", docs/spec.md §3): a two-letter prefix, a
// hyphen and the id zero-padded to 8 digits (`TA-00000042`); users show the bare 8 digits.

export const DISPLAY_CODE_DIGITS = 8;

/** Prefix of each kind of record that has a display code. */
export const displayPrefixes = {
  target: "TA",
  targetDetail: "TD",
  customer: "CU",
  customerService: "CS",
  project: "PR",
  matter: "MT",
  negotiation: "NE",
  construction: "CN",
} as const;

export type CodeKind = keyof typeof displayPrefixes;
export type CodePrefix = (typeof displayPrefixes)[CodeKind];

/** `42` → `00000042`; refuses anything but a non-negative integer id. */
export function padId(id: number | string): string {
  const text = String(id).trim();
  if (!/^\d+$/.test(text)) throw new RangeError(`not a numeric id: ${text}`);
  return text.padStart(DISPLAY_CODE_DIGITS, "0");
}

/** `displayCode("TA", 42)` → `TA-00000042`. */
export function displayCode(prefix: CodePrefix, id: number | string): string {
  return `${prefix}-${padId(id)}`;
}

/** `codeOf("target", 42)` → `TA-00000042`. */
export function codeOf(kind: CodeKind, id: number | string): string {
  return displayCode(displayPrefixes[kind], id);
}

/** A user's display code: the bare 8 digits (`00000042`). */
export function userCode(id: number | string): string {
  return padId(id);
}
