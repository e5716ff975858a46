import { targetTypeLabels } from "@cfx/domain/enumerations";
import { targetNameOf } from "@cfx/domain/rules";
import type { CreateTargetInput } from "@/gql/graphql";
import {
  KATAKANA_RULE,
  POSTAL_CODE_RULE,
  normalizePostalCode,
  toFullWidthKatakana,
} from "@/shared/form/normalize";
import { limitedText, z } from "@/shared/form/zod";
import { duplicateRoomNumbers, MAX_ROOMS, parseRoomNumbers } from "./room-numbers";
import { targetFields } from "@cfx/domain/fields/targets";

// The new-target form: which fields a type asks for, the client-side checks (the API checks again)
// and the conversion into `CreateTargetInput`.

/** The types one registers here (docs/DOMAIN.md target types; 未選択 is only a stored default). */
export const TARGET_TYPES = { house: "2", apartment: "3", pole: "4" } as const;
export const TYPE_CHOICES = [
  { id: TARGET_TYPES.house, name: targetTypeLabels[2] },
  { id: TARGET_TYPES.apartment, name: targetTypeLabels[3] },
  { id: TARGET_TYPES.pole, name: targetTypeLabels[4] },
] as const;

/** The API's limit of 総戸数. */
const MAX_UNITS = 10_000;

const optional = (value: string) => (value === "" ? null : value);
const idOrNull = (value: string) => (value ? Number(value) : null);

export const targetCreateSchema = z
  .object({
    targetType: z.string().min(1, "種別を選択してください"),
    name: limitedText(targetFields.name, { trim: true }),
    nameKana: z
      .string()
      .transform((v) => toFullWidthKatakana(v).trim())
      .pipe(
        limitedText(targetFields.nameKana).regex(
          KATAKANA_RULE,
          "物件名カナは全角カタカナで入力してください",
        ),
      ),
    postalCode: z
      .string()
      .transform(normalizePostalCode)
      .pipe(z.string().regex(POSTAL_CODE_RULE, "郵便番号は7桁の数字で入力してください")),
    prefecture: limitedText(targetFields.prefecture, { trim: true }),
    city: limitedText(targetFields.city, { trim: true }),
    town: limitedText(targetFields.town, { trim: true }),
    street: limitedText(targetFields.street, { trim: true }),
    building: limitedText(targetFields.building, { trim: true }),
    clientId: z.string(),
    targetInstallationTypeId: z.string(),
    totalUnits: z.string(),
    roomNumbers: z.string(),
    poleNumber: limitedText(targetFields.poleNumber, { trim: true }),
    poleOwner: limitedText(targetFields.poleOwner, { trim: true }),
    notes: limitedText(targetFields.notes, { trim: true }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    const pole = v.targetType === TARGET_TYPES.pole;
    if (pole && !v.poleNumber) issue("poleNumber", "電柱番号は必須入力です");
    if (!pole && !v.name) issue("name", "物件名は必須入力です");
    if (v.targetType !== TARGET_TYPES.apartment) return;
    const units = v.totalUnits.normalize("NFKC").trim();
    if (units && !/^\d+$/.test(units)) issue("totalUnits", "総戸数は0以上の整数で入力してください");
    else if (Number(units) > MAX_UNITS)
      issue("totalUnits", `総戸数は${MAX_UNITS.toLocaleString("ja-JP")}以下にしてください`);
    const rooms = parseRoomNumbers(v.roomNumbers);
    const repeated = duplicateRoomNumbers(rooms);
    if (repeated.length > 0)
      issue("roomNumbers", `部屋番号が重複しています：${repeated.slice(0, 5).join("、")}`);
    else if (rooms.length > MAX_ROOMS)
      issue("roomNumbers", `部屋番号は${MAX_ROOMS}部屋以下にしてください`);
    else if (rooms.some((r) => r.length > 20))
      issue("roomNumbers", "部屋番号は20文字以内で入力してください");
    else if (units && rooms.length > 0 && Number(units) !== rooms.length)
      issue(
        "roomNumbers",
        `部屋番号の数（${rooms.length}）が総戸数（${Number(units)}）と一致しません`,
      );
  })
  .transform((v): CreateTargetInput => {
    const type = Number(v.targetType);
    const pole = v.targetType === TARGET_TYPES.pole;
    const apartment = v.targetType === TARGET_TYPES.apartment;
    const rooms = apartment ? parseRoomNumbers(v.roomNumbers) : [];
    const units = v.totalUnits.normalize("NFKC").trim();
    return {
      targetType: type,
      name: targetNameOf({ targetType: type, name: v.name, poleNumber: v.poleNumber }),
      nameKana: optional(v.nameKana),
      postalCode: optional(v.postalCode),
      prefecture: optional(v.prefecture),
      city: optional(v.city),
      town: optional(v.town),
      street: optional(v.street),
      building: pole ? null : optional(v.building),
      clientId: idOrNull(v.clientId),
      targetInstallationTypeId: pole ? null : idOrNull(v.targetInstallationTypeId),
      totalUnits: apartment ? (units ? Number(units) : rooms.length || null) : pole ? null : 1,
      ...(apartment && rooms.length > 0 ? { roomNumbers: rooms } : {}),
      poleNumber: pole ? v.poleNumber : null,
      poleOwner: pole ? optional(v.poleOwner) : null,
      notes: optional(v.notes),
    };
  });

export type TargetCreateValues = z.input<typeof targetCreateSchema>;

export const EMPTY_TARGET_CREATE: TargetCreateValues = {
  targetType: "",
  name: "",
  nameKana: "",
  postalCode: "",
  prefecture: "",
  city: "",
  town: "",
  street: "",
  building: "",
  clientId: "",
  targetInstallationTypeId: "",
  totalUnits: "",
  roomNumbers: "",
  poleNumber: "",
  poleOwner: "",
  notes: "",
};
