import type { MasterOption } from "./fields";

// Fixed enumerations (codes with their Japanese labels from @cfx/domain) as select options.

/** `{1: "戸建", …}` as options, in code order; `skip` leaves codes out (e.g. 未選択 when it is the empty entry). */
export function codeOptions(
  labels: Readonly<Record<number, string>>,
  skip: readonly number[] = [],
): MasterOption[] {
  return Object.entries(labels)
    .map(([id, name]) => ({ id: Number(id), name }))
    .filter((o) => !skip.includes(o.id));
}

/** Text of an optional value: "" for null/undefined. */
export const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** An id chosen in a select ("" for none) as the API takes it. */
export const idOrNull = (value: string) => (value ? Number(value) : null);

/** An optional text input as the API takes it: "" clears the field. */
export const textOrNull = (value: string) => (value.trim() ? value.trim() : null);

/** The empty entry of a status list on an edit page: the record keeps its status. */
export const keepStatusLabel = (statusLabel: string) => `変更しない（現在：${statusLabel}）`;

/**
 * The people a record may be given to, plus the one it has now when they are no longer offered
 * (a former assignee stays choosable, so saving does not clear them unasked).
 */
export function withCurrent<T extends { id: string }>(
  offered: readonly T[],
  current: T | null | undefined,
): readonly T[] {
  return current && !offered.some((u) => u.id === current.id) ? [...offered, current] : offered;
}
