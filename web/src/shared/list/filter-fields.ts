import type { EnumValue } from "@cfx/domain/fields/define";
import type { FilterParsers } from "./list-state";

/** A choice of a select or multi-select filter. */
export interface FilterOption {
  value: string | number;
  label: string;
}

/** A fixed enumeration (`{1: "戸建", …}` from @cfx/domain) as filter options, in code order. */
export const labelOptions = (labels: Readonly<Record<number, string>>): FilterOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/**
 * A catalogue field's enumeration (@cfx/domain/fields) as filter options, in code order: numeric
 * codes stay numbers (as `labelOptions`), text codes stay text.
 */
export const enumOptions = (field: { value: EnumValue }): FilterOption[] =>
  Object.entries(field.value.labels).map(([value, label]) => ({
    value: /^\d+$/.test(value) ? Number(value) : value,
    label,
  }));

interface FieldBase<K extends string> {
  /** The filter of the list declaration this field edits. */
  key: K;
  label: string;
}

/** One field of a list's filter bar; the kind decides the control. */
export type FilterField<K extends string = string> =
  | (FieldBase<K> & {
      kind: "text";
      placeholder?: string;
      /** Search by itself this long after the last keystroke (ms); none: only 検索/Enter. */
      debounceMs?: number;
    })
  | (FieldBase<K> & { kind: "select"; options: readonly FilterOption[] })
  | (FieldBase<K> & { kind: "multi"; options: readonly FilterOption[] })
  | (FieldBase<K> & { kind: "date" })
  | (FieldBase<K> & {
      /** An on/off condition (今日のみ): checked sends `value`, unchecked sends nothing. */
      kind: "check";
      value: string;
      /** The checkbox's own words, beside it. */
      text: string;
    });

/** The fields of a declaration's filters (keys checked against it). */
export const filterFieldsOf =
  <F extends FilterParsers>() =>
  (fields: readonly FilterField<Extract<keyof F, string>>[]) =>
    fields;
