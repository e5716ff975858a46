import { fieldLabel } from "../result-alert";
import { isoToDisplayDate } from "./normalize";

// A save refused because someone saved first (409, issue #37.15): what the person typed is kept
// across the page's 再読み込み (which starts the form afresh from the latest record), and the two
// are then shown side by side so the person keeps theirs or takes the latest.

/** A field as the person reads it: its label and its value as the form shows it. */
export interface ShownField {
  label: string;
  text: string;
}

/** What the refused form held, kept until the form of the latest record mounts. */
export interface ConflictSnapshot {
  /** The fields the person changed, with their values. */
  mine: Record<string, unknown>;
  /** Those fields, and every other one, as shown before (to tell what the other save changed). */
  shown: Record<string, ShownField>;
  /** When it was kept (set by keepForReload). */
  at: number;
}

/** One row of the comparison: a field whose latest value is not what the person has. */
export interface ConflictRow {
  name: string;
  label: string;
  /** What the person typed, or null when they left the field alone. */
  mine: string | null;
  latest: string;
}

const pending = new Map<string, ConflictSnapshot>();
/** Longer than a refetch takes; a snapshot no form took is not shown on a later visit. */
const KEEP_MS = 15_000;

export function keepForReload(key: string, snapshot: Omit<ConflictSnapshot, "at">): void {
  pending.set(key, { ...snapshot, at: Date.now() });
}

/** The snapshot kept for the form `key`, until the person chose (forgetConflict). */
export function keptForReload(key: string, now = Date.now()): ConflictSnapshot | undefined {
  const snapshot = pending.get(key);
  return snapshot && now - snapshot.at <= KEEP_MS ? snapshot : undefined;
}

export function forgetConflict(key: string): void {
  pending.delete(key);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");

/** The top-level fields whose value is not the one the form started from. */
export function changedValues(
  values: Record<string, unknown>,
  defaults: Record<string, unknown> | undefined,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !same(value, defaults?.[name])),
  );
}

/**
 * The rows to show: each field the person changed whose latest value is another, then each
 * field the other save changed (the person's column says 変更なし).
 */
export function conflictRows(
  snapshot: ConflictSnapshot,
  latest: Record<string, ShownField>,
): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const [name, now] of Object.entries(latest)) {
    // As the refused form showed it: the person's value where they typed, else the old one.
    const before = snapshot.shown[name];
    if (!before || before.text === now.text) continue;
    const typed = name in snapshot.mine;
    rows.push({ name, label: now.label, mine: typed ? before.text : null, latest: now.text });
  }
  // The person's changes first: they are what is to be decided.
  return [...rows.filter((r) => r.mine !== null), ...rows.filter((r) => r.mine === null)];
}

const EMPTY = "（未設定）";

/** Every field of `values` as `form` shows it. */
export function showFields(
  form: HTMLFormElement,
  values: Record<string, unknown>,
): Record<string, ShownField> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, showField(form, name, value)]),
  );
}

/** The field `name` of `form` as shown: its label's text and the value's words. */
export function showField(form: HTMLFormElement, name: string, value: unknown): ShownField {
  // By name (inputs, selects), else by the kit's id `field-[scope-]name` (a multi-select).
  const control =
    [...(form.elements as unknown as Iterable<HTMLElement>)].find(
      (el) => (el as HTMLInputElement).name === name,
    ) ??
    [...form.querySelectorAll<HTMLElement>("[id]")].find(
      (el) => el.id === `field-${name}` || el.id.endsWith(`-${name}`),
    ) ??
    null;
  // Fluent's Field names its control by aria-labelledby (its <label> may point at another id).
  const labelledBy = control?.getAttribute("aria-labelledby")?.split(" ")[0];
  const labelElement =
    (labelledBy ? form.ownerDocument.getElementById(labelledBy) : null) ??
    (control as HTMLInputElement | null)?.labels?.[0];
  const labelText = labelElement?.textContent?.replace(/\s*\*\s*$/, "").trim();
  return { label: labelText || fieldLabel(name) || name, text: valueText(control, value) };
}

function valueText(control: HTMLElement | null, value: unknown): string {
  if (value === null || value === undefined || value === "") return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map(String).join("、") : EMPTY;
  if (control instanceof HTMLSelectElement) {
    const option = [...control.options].find((o) => o.value === String(value));
    if (option) return option.text;
  }
  if (typeof value === "boolean") return value ? "はい" : "いいえ";
  return isoToDisplayDate(String(value));
}
