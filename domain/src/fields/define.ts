// The field catalogue's vocabulary. Each audited entity lists its fields once, in
// domain/src/fields/<area>.ts: the Japanese label, the kind of value (an enumeration, a master list,
// a user, a record's code…) and, for text, the length limit. The gateway's change history, the
// web's forms and alerts and the API's body schemas read these instead of keeping their own lists,
// so a label or a limit is changed in one place (docs/ARCHITECTURE.md, issue #41).
import type { CodeKind } from "../codes";

/** The `/pair/<list>` master lists a field can name (the gateway checks each is a real one). */
export type PairList =
  | "associate-companies"
  | "clients"
  | "contract-detail-types"
  | "contract-receivers"
  | "contract-types"
  | "customer-service-items"
  | "device-installation-types"
  | "device-models"
  | "job-categories"
  | "negotiation-statuses"
  | "role-types"
  | "target-installation-types"
  | "teams";

/** What a field's value is, when it is more than text, a number, a date or an instant. */
export type FieldValue =
  /** A code of an enumeration, shown as its Japanese label. */
  | { kind: "enum"; labels: Readonly<Record<string | number, string>> }
  /** The id of a master list entry (`/pair/<list>`), shown as its name. */
  | { kind: "pair"; list: PairList }
  /** A list of master ids (a user's memberships), shown as their names. */
  | { kind: "pairs"; list: PairList }
  /** A user id, shown as the user's name. */
  | { kind: "user" }
  /** The id of a business record, shown as its display code (TA-00000042). */
  | { kind: "code"; code: CodeKind }
  /** Seven digits, shown 123-4567. */
  | { kind: "postal" }
  /** A document's item lines, shown 「V-ONU交換 2台、撤去 1式」. */
  | { kind: "documentItems" };

export interface FieldSpec {
  /** The Japanese label: the form's, the history's, the alert's and the CSV header's. */
  label: string;
  /**
   * The list's column and filter label, where the full label is too long for a header (物件種別 →
   * 種別, ステータス → 状態). Only where a list shows a shorter word; read it through `listLabel`.
   */
  short?: string;
  /** Text: the most characters the API keeps (its schema and the form's check). */
  max?: number;
  value?: FieldValue;
}

/** An enumeration's value: its codes and their Japanese labels. */
export type EnumValue = Extract<FieldValue, { kind: "enum" }>;

export type FieldTable = Readonly<Record<string, FieldSpec>>;

/** An entity's catalogue; the literal keys stay, so a misspelt field fails the type check. */
export const defineFields = <T extends Record<string, FieldSpec>>(fields: T): Readonly<T> => fields;

// Typed as the enum member (not FieldValue), so a list can read an enumerated field's options.
export const enumOf = (labels: Readonly<Record<string | number, string>>): EnumValue => ({
  kind: "enum",
  labels,
});
export const pair = (list: PairList): FieldValue => ({ kind: "pair", list });
export const pairs = (list: PairList): FieldValue => ({ kind: "pairs", list });
export const user: FieldValue = { kind: "user" };
export const code = (kind: CodeKind): FieldValue => ({ kind: "code", code: kind });
export const postal: FieldValue = { kind: "postal" };
export const documentItems: FieldValue = { kind: "documentItems" };

export const notes = { label: "備考", max: 2000 } satisfies FieldSpec;
export const slot = { label: "時間帯" } satisfies FieldSpec;

/**
 * 「<label>は<max>文字以内で入力してください」: the message of a text over its limit, the same in a
 * form, an API answer and a row of an imported file.
 */
export const tooLongMessage = (field: Pick<FieldSpec, "label" | "max">): string =>
  `${field.label}は${field.max ?? 0}文字以内で入力してください`;

/** The word of a list's column header or filter: the short label where there is one. */
export const listLabel = (field: Pick<FieldSpec, "label" | "short">): string =>
  field.short ?? field.label;
