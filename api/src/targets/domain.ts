// Enumerations and pure rules of targets, details, customers and customer services
// (docs/spec.md §3, docs/DOMAIN.md "Entities"). Numeric codes are what the spec fixes; labels are for
// validation messages, CSV import and the OpenAPI descriptions.

// The labels themselves live in @cfx/domain, shared with the gateway.
export {
  targetTypeLabels as targetTypes,
  customerTypeLabels as customerTypes,
  genderLabels as genders,
  contactMethodLabels as contactMethods,
  ownershipLabels as ownerships,
  implementationLabels as implementations,
  deviceLineTypeLabels as deviceLineTypes,
} from "@cfx/domain/enumerations";

export const prefectures = [
  "北海道",
  "青森県",
  "岩手県",
  "宮城県",
  "秋田県",
  "山形県",
  "福島県",
  "茨城県",
  "栃木県",
  "群馬県",
  "埼玉県",
  "千葉県",
  "東京都",
  "神奈川県",
  "新潟県",
  "富山県",
  "石川県",
  "福井県",
  "山梨県",
  "長野県",
  "岐阜県",
  "静岡県",
  "愛知県",
  "三重県",
  "滋賀県",
  "京都府",
  "大阪府",
  "兵庫県",
  "奈良県",
  "和歌山県",
  "鳥取県",
  "島根県",
  "岡山県",
  "広島県",
  "山口県",
  "徳島県",
  "香川県",
  "愛媛県",
  "高知県",
  "福岡県",
  "佐賀県",
  "長崎県",
  "熊本県",
  "大分県",
  "宮崎県",
  "鹿児島県",
  "沖縄県",
] as const;

/** Codes of an enumeration object, as numbers (for check constraints and schemas). */
export function codesOf(e: Record<number, string>): number[] {
  return Object.keys(e).map(Number);
}

/** Accepts a code ("3") or its label ("集合住宅"); returns the code or undefined. */
export function parseEnum(e: Record<number, string>, raw: string): number | undefined {
  const v = raw.normalize("NFKC").trim();
  if (/^\d+$/.test(v) && Number(v) in e) return Number(v);
  for (const [k, label] of Object.entries(e)) if (label === v) return Number(k);
  return undefined;
}

/** `TA-00000042` (docs/spec.md §3): the prefixes and the format are `@cfx/domain/codes`. */
export { displayPrefixes } from "@cfx/domain/codes";
export { codeOf as displayCode } from "@cfx/domain/codes";

/** Full-width katakana from hiragana / half-width katakana input (docs/DOMAIN.md conventions). */
export function toKatakana(input: string): string {
  return input
    .normalize("NFKC") // half-width katakana → full-width, full-width ASCII → ASCII
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/\s+/g, "　")
    .trim();
}

/** Katakana, long vowel mark, middle dot and spaces only. */
export function isKatakana(s: string): boolean {
  return /^[\u30A1-\u30FA\u30FC\u30FB\u3000 ]+$/.test(s);
}

/** 7-digit postal code without hyphen, or undefined when it cannot be one. */
export function normalisePostalCode(input: string): string | undefined {
  const digits = input.normalize("NFKC").replace(/[-ー−‐\s〒]/g, "");
  return /^\d{7}$/.test(digits) ? digits : undefined;
}
