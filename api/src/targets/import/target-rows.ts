// One CSV/external row → a target insert, with row-by-row Japanese errors.
import {
  isKatakana,
  normalisePostalCode,
  parseEnum,
  prefectures,
  targetTypes,
  toKatakana,
} from "../domain";
import { targetNameOf } from "@cfx/domain/rules";
import type { Undeclared } from "../../platform/bulk-insert";
import { foldForSearch, textGrams } from "../../platform/search-keys";
import type { ClientLookup } from "./client-lookup";
import type { RowError } from "../../platform/csv/csv";
import { tooLongMessage } from "@cfx/domain/fields/define";
import { targetFields } from "@cfx/domain/fields/targets";

/** The fields an import file can fill, in the order of the template. */
const importFields = [
  "targetType",
  "name",
  "nameKana",
  "postalCode",
  "prefecture",
  "city",
  "town",
  "street",
  "building",
  "latitude",
  "longitude",
  "poleNumber",
  "poleOwner",
  // A client's name or its id (#37.14).
  "clientId",
  "totalUnits",
  "notes",
] as const;

export type TargetField = (typeof importFields)[number];

/**
 * Japanese column headers of the import file: the catalogue's labels (@cfx/domain/fields), the
 * export's headers too, so an exported file reads back. The English field names are accepted too.
 */
export const targetColumns: Readonly<Record<string, TargetField>> = Object.fromEntries(
  importFields.map((field) => [targetFields[field].label, field]),
);

/**
 * Earlier headers still read: 発注元ID was the 発注元 column when it took ids only; 町域 was the
 * header of town before it took the catalogue's label (町域・丁目).
 */
const targetHeaderAliases: Readonly<Record<string, TargetField>> = {
  発注元ID: "clientId",
  町域: "town",
};

const fieldLabel: Record<string, string> = Object.fromEntries(
  Object.entries(targetColumns).map(([k, v]) => [v, k]),
);

/** A 発注元 cell that names no live client (the import page lists the valid values). */
export const CLIENT_UNKNOWN_MESSAGE =
  "発注元が見つかりません。発注元のIDまたは名称（発注元マスタの表記）を指定してください";

export type TargetInput = {
  targetType: number;
  name: string;
  nameKana: string | null;
  postalCode: string | null;
  prefecture: string | null;
  city: string | null;
  town: string | null;
  street: string | null;
  building: string | null;
  latitude: string | null;
  longitude: string | null;
  poleNumber: string | null;
  poleOwner: string | null;
  clientId: number | null;
  totalUnits: number | null;
  notes: string | null;
};

/** The text columns an import fills, each with a limit in the catalogue. */
const TARGET_TEXT_FIELDS = [
  "name",
  "nameKana",
  "postalCode",
  "prefecture",
  "city",
  "town",
  "street",
  "building",
  "poleNumber",
  "poleOwner",
  "notes",
] as const satisfies readonly TargetField[];

/**
 * Length limits of the text columns: the catalogue's, which POST /basis/targets' body schema and
 * the form read too (the import test compares them), so an import or an external source stores
 * nothing the form refuses.
 */
export const targetTextLimits = Object.fromEntries(
  TARGET_TEXT_FIELDS.map((field) => [field, targetFields[field].max]),
) as Readonly<Record<(typeof TARGET_TEXT_FIELDS)[number], number>>;

/** Characters as the POST schema counts them (Ajv: code points, an emoji is one). */
export function textLength(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // The high half of a surrogate pair counts, its low half not.
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/** Header → field name (Japanese or English header). */
export function headerToField(h: string): string | undefined {
  if (Object.hasOwn(targetColumns, h)) return targetColumns[h as keyof typeof targetColumns];
  if (Object.hasOwn(targetHeaderAliases, h)) return targetHeaderAliases[h];
  if (Object.values(targetColumns).includes(h as TargetField)) return h;
  return undefined;
}

/**
 * Validates and normalises one row (keys are field names). `rowNo` is reported in errors.
 * `clients` finds a live 発注元 by its id or its name; one it does not know is a row error.
 */
export function toTargetInput(
  rec: Record<string, string | undefined>,
  rowNo: number,
  clients: ClientLookup,
): { value?: TargetInput; errors: RowError[] } {
  const errors: RowError[] = [];
  const err = (field: string, message: string) => errors.push({ row: rowNo, field, message });
  const s = (f: string) => {
    const v = rec[f];
    return v == null || String(v).trim() === "" ? null : String(v).trim();
  };

  // Over-long text first: such a row is refused whatever else it holds, and a 100,000-character
  // cell is not normalised or folded for nothing. The stored value is checked again below (NFKC
  // may lengthen it: ㍿ → 株式会社).
  for (const [field, max] of Object.entries(targetTextLimits)) {
    const v = s(field);
    if (v != null && textLength(v) > max)
      err(field, tooLongMessage({ label: fieldLabel[field] ?? field, max }));
  }
  if (errors.length) return { errors };

  let targetType = 1;
  const tt = s("targetType");
  if (tt != null) {
    const c = parseEnum(targetTypes, tt);
    if (c == null)
      err("targetType", "物件種別は 未選択・戸建・集合住宅・電柱 のいずれかを指定してください");
    else targetType = c;
  }
  // A pole row without a name takes its pole number, as the registration form does (#37.16).
  const name = targetNameOf({ targetType, name: s("name"), poleNumber: s("poleNumber") });
  if (!name) err("name", "物件名は必須入力です");
  let nameKana = s("nameKana");
  if (nameKana != null) {
    nameKana = toKatakana(nameKana);
    if (!isKatakana(nameKana)) err("nameKana", "物件名カナは全角カタカナで入力してください");
  }
  let postalCode = s("postalCode");
  if (postalCode != null) {
    const p = normalisePostalCode(postalCode);
    if (!p) err("postalCode", "郵便番号は7桁の数字で入力してください");
    postalCode = p ?? null;
  }
  const prefecture = s("prefecture");
  if (prefecture != null && !(prefectures as readonly string[]).includes(prefecture))
    err("prefecture", "都道府県が正しくありません");
  const num = (f: "latitude" | "longitude", min: number, max: number) => {
    const v = s(f);
    if (v == null) return null;
    const n = Number(v.normalize("NFKC"));
    if (!Number.isFinite(n) || n < min || n > max) {
      err(f, `${fieldLabel[f]}は${min}〜${max}の数値で入力してください`);
      return null;
    }
    return n.toFixed(6);
  };
  const latitude = num("latitude", -90, 90);
  const longitude = num("longitude", -180, 180);
  let clientId: number | null = null;
  const c = s("clientId");
  if (c != null) {
    const found = clients.find(c);
    if (found === undefined) err("clientId", CLIENT_UNKNOWN_MESSAGE);
    else clientId = found;
  }
  let totalUnits: number | null = null;
  const tu = s("totalUnits");
  if (tu != null) {
    const n = Number(tu.normalize("NFKC"));
    if (!Number.isInteger(n) || n < 0 || n > 10000)
      err("totalUnits", "総戸数は0以上の整数で入力してください");
    else totalUnits = n;
  }
  const poleNumber = s("poleNumber");
  if (errors.length) return { errors };
  const value: TargetInput = {
    targetType,
    name: name!,
    nameKana,
    postalCode,
    prefecture,
    // NFKC as the forms store them (the list's city and town filters rely on it).
    city: s("city")?.normalize("NFKC") ?? null,
    town: s("town")?.normalize("NFKC") ?? null,
    street: s("street") ? s("street")!.normalize("NFKC") : null,
    building: s("building")?.normalize("NFKC") ?? null,
    latitude,
    longitude,
    poleNumber: poleNumber ? poleNumber.normalize("NFKC") : null,
    poleOwner: s("poleOwner"),
    clientId,
    totalUnits,
    notes: s("notes"),
  };
  for (const [field, max] of Object.entries(targetTextLimits)) {
    const stored = value[field as keyof typeof targetTextLimits];
    if (typeof stored === "string" && textLength(stored) > max)
      err(field, tooLongMessage({ label: fieldLabel[field] ?? field, max }));
  }
  return errors.length ? { errors } : { errors, value };
}

/**
 * The search keys of a new target (columns of migration 0006 that Drizzle does not declare). The
 * grams travel joined by spaces, which no gram holds.
 */
export const targetSearchKeyColumns = {
  search_text: "text",
  search_grams: { type: "text", select: `string_to_array("search_grams", ' ')` },
  address_text: "text",
  address_grams: { type: "text", select: `string_to_array("address_grams", ' ')` },
} as const satisfies Undeclared;

/**
 * The search keys the trigger cfx_targets_search_keys would compute for `v`, computed here: given
 * by the import, the trigger keeps them (migration 0007) and 10,000 rows are not folded in
 * PL/pgSQL. The import test checks them against cfx_fold/cfx_grams of the stored rows.
 */
export function targetSearchKeys(
  v: TargetInput,
): Record<keyof typeof targetSearchKeyColumns, string> {
  const searchText = foldForSearch(`${v.name} ${v.nameKana ?? ""} ${v.poleNumber ?? ""}`);
  const addressText = foldForSearch(
    `${v.prefecture ?? ""}${v.city ?? ""}${v.town ?? ""}${v.street ?? ""} ${v.building ?? ""}`,
  );
  return {
    search_text: searchText,
    search_grams: textGrams(searchText).join(" "),
    address_text: addressText,
    address_grams: textGrams(addressText).join(" "),
  };
}
