// Audit values (plain JSON as the API stored them) → the strings a history panel shows. Master
// names and user names come through the request's loaders, so a history of any length costs one
// `/pair/<list>` call per list and one `/pair/users` call.
import { codeOf } from "@cfx/domain/codes";
import { formatDateTime } from "@cfx/domain/dates";
import type { GatewayContext } from "../context";
import { pairItem, type PairPath } from "../rest/pair-lists";
import type { FieldSpec } from "./fields";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// An instant as JSON writes it (Date.toISOString, or PostgreSQL's text with an offset).
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** An instant in Asia/Tokyo, `YYYY/MM/DD HH:mm`; anything unreadable as it came. */
export function jst(value: string | Date): string {
  return formatDateTime(value) || String(value);
}

/** Text, numbers, dates, instants and booleans as shown; anything else as compact JSON. */
export function plainValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const date = DATE_ONLY.exec(value);
    if (date) return `${date[1]}/${date[2]}/${date[3]}`;
    return INSTANT.test(value) ? jst(value) : value;
  }
  if (typeof value === "boolean") return value ? "はい" : "いいえ";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== "object")) {
    return value.length ? value.map(String).join("、") : null;
  }
  return JSON.stringify(value);
}

const asId = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value) ? value : null;

/** The name of a master entry; a list that cannot be read leaves the id shown, not an error. */
async function masterName(
  context: Pick<GatewayContext, "loaders">,
  // A catalogue's list (@cfx/domain/fields) that the API does not serve fails the type check here.
  list: PairPath,
  value: unknown,
): Promise<string> {
  const item = await pairItem(context.loaders.pairs, list, asId(value)).catch(() => null);
  return item?.name ?? String(value);
}

/** A value of the field `spec` for display; null when empty. Unknown codes fall back to the value. */
export async function displayValue(
  value: unknown,
  spec: FieldSpec | undefined,
  context: Pick<GatewayContext, "loaders">,
): Promise<string | null> {
  const kind = spec?.value;
  if (!kind || value === null || value === undefined) return plainValue(value);
  switch (kind.kind) {
    case "enum": {
      const key = typeof value === "number" || typeof value === "string" ? value : null;
      return (key !== null ? kind.labels[key] : undefined) ?? plainValue(value);
    }
    case "pair":
      return masterName(context, kind.list, value);
    case "pairs": {
      if (!Array.isArray(value)) return plainValue(value);
      const names = await Promise.all(value.map((entry) => masterName(context, kind.list, entry)));
      return names.length ? names.join("、") : null;
    }
    case "user": {
      const id = asId(value);
      const ref = id === null ? null : await context.loaders.userRefById.load(id).catch(() => null);
      // A user deleted since is no longer in /pair/users: its id is all that is left.
      return ref?.name ?? plainValue(value);
    }
    case "code": {
      const id = asId(value);
      return id === null ? plainValue(value) : codeOf(kind.code, id);
    }
    case "postal": {
      const text = String(value);
      return /^\d{7}$/.test(text) ? `${text.slice(0, 3)}-${text.slice(3)}` : plainValue(value);
    }
    case "documentItems": {
      if (!Array.isArray(value)) return plainValue(value);
      const lines = (value as { name?: unknown; quantity?: unknown; unit?: unknown }[]).map(
        (item) =>
          `${String(item.name ?? "")} ${String(item.quantity ?? "")}${String(item.unit ?? "")}`,
      );
      return lines.length ? lines.join("、") : null;
    }
  }
}

/**
 * A change worth a row: masked, or two sides that read differently. Rows saved before the API
 * treated "" as null (「備考 （未設定）→（未設定）」, issue #37.19) and codes whose labels are equal
 * read the same on both sides and are left out; an update with nothing else left is left out.
 */
export const shown = (change: { from: string | null; to: string | null; masked: boolean }) =>
  change.masked || change.from !== change.to;
