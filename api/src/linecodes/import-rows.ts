// One row of an operator's line register → a line code to create or update, with row-by-row
// Japanese errors. Rows are upserted by 引込線コード: the register is sent again as it changes, so
// a known code updates its line (the columns in the file; an empty cell clears), a new one
// registers it. The status moves only along the workflow, as on the edit screen.
import { lineCodeFields } from "@cfx/domain/fields/linecodes";
import { normalizeCode } from "../platform/normalize";
import type { RowError } from "../platform/csv/csv";
import { cableTypes, lineCodeStatuses, lineKinds } from "./tables";

/** The fields an import file can fill, in the order of the template. */
const importFields = [
  "lineCode",
  "targetCode",
  "roomNumber",
  "poleNumber",
  "poleOwner",
  "cableType",
  "lineKind",
  "status",
  "removalConsentAt",
  "notes",
] as const;
type Field = (typeof importFields)[number];

/**
 * A column's header: the catalogue's label, or for the target and its unit (no field of a line,
 * looked up by the import) the words a person reads.
 */
const headerOf = (field: Field): string =>
  field === "targetCode"
    ? "対象物件コード"
    : field === "roomNumber"
      ? "部屋番号"
      : lineCodeFields[field].label;

/**
 * Japanese column headers of the import file: the catalogue's labels (@cfx/domain/fields), the
 * export's headers too. The English field names are accepted as well.
 */
export const lineCodeColumns: Readonly<Record<string, Field>> = Object.fromEntries(
  importFields.map((field) => [headerOf(field), field]),
);

const fieldLabels: Record<string, string> = Object.fromEntries(
  Object.entries(lineCodeColumns).map(([k, v]) => [v, k]),
);

/** Header → field name (Japanese or English header). */
export function lineCodeHeaderToField(h: string): string | undefined {
  if (Object.hasOwn(lineCodeColumns, h)) return lineCodeColumns[h];
  if (Object.values(lineCodeColumns).includes(h as Field)) return h;
  return undefined;
}

export const lineCodeFieldLabel = (field: string) => fieldLabels[field] ?? field;

/** A row's values as written to line_codes; only the columns the file has are present. */
export type LineCodeRow = {
  lineCode: string;
  targetId?: number | null;
  /** Resolved against the target's units by the caller. */
  roomNumber?: string | null;
  poleNumber?: string | null;
  poleOwner?: string | null;
  cableType?: string | null;
  lineKind?: string | null;
  status?: string;
  removalConsentAt?: Date | null;
  notes?: string | null;
};

/** `TA-00000042`, `42` (full-width too) → 42. */
export function parseTargetCode(raw: string): number | undefined {
  const m = /^(?:TA-?)?0*(\d{1,10})$/i.exec(raw.normalize("NFKC").trim());
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}

/** `2026-05-01` / `2026/5/1` → the start of that day in Tokyo, or undefined when not a date. */
export function parseTokyoDay(raw: string): Date | undefined {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(raw.normalize("NFKC").trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    return undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  return new Date(`${y}-${pad(mo)}-${pad(d)}T00:00:00+09:00`);
}

/**
 * Checks one row on its own (the database checks are the caller's). The value holds every field
 * that parsed, even when others did not, so the caller can check those against the database too
 * and a row's errors are all reported at once (#37.19), not one per run.
 */
export function toLineCodeRow(
  rec: Record<string, string | undefined>,
  rowNo: number,
): { value: LineCodeRow; errors: RowError[] } {
  const errors: RowError[] = [];
  const err = (field: string, message: string) => errors.push({ row: rowNo, field, message });
  const has = (f: string) => Object.hasOwn(rec, f);
  const s = (f: string) => {
    const v = rec[f];
    return v == null || v.trim() === "" ? null : v.trim();
  };
  const text = (f: string, max: number) => {
    const v = s(f);
    if (v !== null && v.length > max) err(f, `${max}文字以内で入力してください`);
    return v;
  };
  const word = (f: string, allowed: readonly string[]) => {
    const v = s(f);
    if (v !== null && !allowed.includes(v))
      err(f, `${allowed.join("・")} のいずれかを指定してください`);
    return v;
  };

  const lineCode = normalizeCode(s("lineCode") ?? "");
  if (!lineCode) err("lineCode", "必須項目です");
  else if (lineCode.length > 50) err("lineCode", "50文字以内で入力してください");
  const value: LineCodeRow = { lineCode };
  if (has("targetCode")) {
    const raw = s("targetCode");
    const id = raw === null ? null : parseTargetCode(raw);
    if (id === undefined)
      err("targetCode", "対象物件コードの形式が正しくありません（TA-00000042）");
    else value.targetId = id;
  }
  if (has("roomNumber")) {
    value.roomNumber = text("roomNumber", 50);
    if (value.roomNumber && !s("targetCode"))
      err("roomNumber", "部屋番号を指定するときは対象物件コードも指定してください");
  }
  if (has("poleNumber")) {
    const pole = text("poleNumber", 50);
    value.poleNumber = pole === null ? null : normalizeCode(pole) || null;
  }
  if (has("poleOwner")) value.poleOwner = text("poleOwner", 100);
  if (has("cableType")) value.cableType = word("cableType", cableTypes);
  if (has("lineKind")) value.lineKind = word("lineKind", lineKinds);
  if (has("status")) {
    const status = word("status", lineCodeStatuses);
    if (status !== null) value.status = status;
  }
  if (has("removalConsentAt")) {
    const raw = s("removalConsentAt");
    const day = raw === null ? null : parseTokyoDay(raw);
    if (day === undefined)
      err("removalConsentAt", "日付の形式が正しくありません（YYYY-MM-DD または YYYY/MM/DD）");
    else value.removalConsentAt = day;
  }
  if (has("notes")) value.notes = text("notes", 2000);
  return { value, errors };
}
