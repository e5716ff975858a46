import { textOrNull } from "@/shared/form/options";
import { limitedText, optionalDay, requiredDay, z } from "@/shared/form/zod";
import { documentSettingsFields as f } from "@cfx/domain/fields/documents";

// The settings form of the three document pages: what every document of the page prints for the
// negotiation. Inputs hold text (a quantity is typed, not spun); the schema turns the values into
// DocumentSettingsInput, the shape both saveDocumentSettings and the live preview take. The limits
// are the API's (api/src/documents/routes.ts), told before the round trip.

/** The API stores at most 30 printed lines per page. */
export const MAX_ITEMS = 30;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

/** 工事枠: the words the API stores; "" is 未定 (nothing printed). */
export const CONSTRUCTION_SLOTS = ["午前", "午後", "終日"] as const;
export const slotOptions = CONSTRUCTION_SLOTS.map((s) => ({ id: s, name: s }));
export const UNDECIDED_SLOT_LABEL = "未定";

const optionalDate = optionalDay;

const itemSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "品目を入力してください")
    .max(50, "品目は50文字以内で入力してください"),
  quantity: z
    .string()
    .trim()
    .refine(
      (v) => /^\d+$/.test(v) && Number(v) >= MIN_QUANTITY && Number(v) <= MAX_QUANTITY,
      `数量は${MIN_QUANTITY}〜${MAX_QUANTITY}の整数で入力してください`,
    ),
  unit: z.string().max(10, "単位は10文字以内で入力してください"),
  note: z.string().max(100, "備考は100文字以内で入力してください"),
});

export const settingsFormSchema = z
  .object({
    issueDate: requiredDay(f.issueDate.label),
    addresseeName: limitedText(f.addresseeName, { trim: true }).min(
      1,
      `${f.addresseeName.label}を入力してください`,
    ),
    addresseeAddress: limitedText(f.addresseeAddress),
    constructionDate: optionalDate(f.constructionDate.label),
    constructionSlot: z.string(),
    items: z.array(itemSchema).max(MAX_ITEMS, `品目は${MAX_ITEMS}行までです`),
    remarks: limitedText(f.remarks),
  })
  // The API's rule (#37.10): the work is on or after the issue date, never before it.
  .refine((v) => !v.constructionDate || !v.issueDate || v.constructionDate >= v.issueDate, {
    path: ["constructionDate"],
    message: "工事予定日は発行日以降の日付を入力してください",
  })
  .transform((v) => ({
    issueDate: v.issueDate,
    addresseeName: v.addresseeName.trim(),
    addresseeAddress: textOrNull(v.addresseeAddress),
    constructionDate: v.constructionDate || null,
    constructionSlot: v.constructionSlot || null,
    items: v.items.map((item) => ({
      name: item.name.trim(),
      quantity: Number(item.quantity),
      unit: textOrNull(item.unit),
      note: textOrNull(item.note),
    })),
    remarks: textOrNull(v.remarks),
  }));

export type SettingsFormValues = z.input<typeof settingsFormSchema>;
/** DocumentSettingsInput. */
export type SettingsInput = z.output<typeof settingsFormSchema>;
export type ItemRow = SettingsFormValues["items"][number];

/** What the API answers (DocumentSettings), as far as the form shows it. */
export interface SettingsSource {
  issueDate: string;
  addresseeName: string;
  addresseeAddress?: string | null;
  constructionDate?: string | null;
  constructionSlot?: string | null;
  items: readonly {
    name: string;
    quantity: number;
    unit?: string | null;
    note?: string | null;
  }[];
  remarks?: string | null;
}

export const emptyItem = (): ItemRow => ({ name: "", quantity: "1", unit: "", note: "" });

export function settingsFormValues(s: SettingsSource): SettingsFormValues {
  return {
    issueDate: s.issueDate,
    addresseeName: s.addresseeName,
    addresseeAddress: s.addresseeAddress ?? "",
    constructionDate: s.constructionDate ?? "",
    constructionSlot: s.constructionSlot ?? "",
    items: s.items.map((i) => ({
      name: i.name,
      quantity: String(i.quantity),
      unit: i.unit ?? "",
      note: i.note ?? "",
    })),
    remarks: s.remarks ?? "",
  };
}

/**
 * The types checked when the page opens: those generated last from it, or, when nothing was
 * generated yet, those that apply to the negotiation (the API's defaultTypes: not 解約のご案内
 * unless a contract ends) — only the page's own types, whatever an old record says.
 */
export function initialTypes(
  offered: readonly number[],
  lastTypes: readonly number[],
  defaultTypes: readonly number[] = offered,
): number[] {
  const last = offered.filter((t) => lastTypes.includes(t));
  if (last.length > 0) return last;
  return offered.filter((t) => defaultTypes.includes(t));
}
