// Display formats fixed by the docs/spec.md (§3) and docs/DOMAIN.md ("Conventions for every record").

import { displayCode, type CodePrefix } from "@cfx/domain/codes";

/** The display codes are written once for the web, the gateway and the API: `@cfx/domain/codes`. */
export { displayCode, padId, type CodePrefix } from "@cfx/domain/codes";

/** `対象物件（TA-00000042）`: a label with the record's code in full-width brackets. */
export function labelWithCode(label: string, prefix: CodePrefix, id: number | string): string {
  return `${label}（${displayCode(prefix, id)}）`;
}

/** Dates and instants as shown (JST): written once in `@cfx/domain/dates`. */
export { formatDate, formatDateTime } from "@cfx/domain/dates";

/** 大田区 大森西 1-2-3: enough of an address to tell targets apart in a list. */
export const shortAddress = (
  t: { city?: string | null; town?: string | null; street?: string | null } | null | undefined,
) => [t?.city, t?.town, t?.street].filter(Boolean).join(" ");
