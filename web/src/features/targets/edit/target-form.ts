import { targetTypeLabels } from "@cfx/domain/enumerations";
import { limitedText, z } from "@/shared/form/zod";
import { KATAKANA_RULE, POSTAL_CODE_RULE, toFullWidthKatakana } from "@/shared/form/normalize";
import { codeOptions, idOrNull, text, textOrNull } from "@/shared/form/options";
import type { UpdateTargetInput } from "@/gql/graphql";
import { tooLongMessage } from "@cfx/domain/fields/define";
import { targetFields } from "@cfx/domain/fields/targets";

// The target form's schema (対象物件編集): client-side checks that spare a round trip (the API checks
// again) and the conversion into UpdateTargetInput. Fields that do not fit the type (電柱番号 on a
// house, 総戸数 on a pole) are not sent, so the API keeps what it has.

export const TARGET_TYPE = { unset: 1, house: 2, apartment: 3, pole: 4 } as const;

export const TARGET_TYPE_OPTIONS = codeOptions(targetTypeLabels);

/** Which type-specific fields the form shows (and sends) for target type `type`. */
export function targetFieldsOf(type: number) {
  return {
    pole: type === TARGET_TYPE.pole,
    totalUnits: type === TARGET_TYPE.apartment,
    building: type !== TARGET_TYPE.pole,
  };
}

export const targetFormSchema = z
  .object({
    targetType: z.string().min(1, "物件種別を選択してください"),
    name: z
      .string()
      .trim()
      .min(1, "物件名は必須入力です")
      .max(targetFields.name.max, tooLongMessage(targetFields.name)),
    nameKana: z
      .string()
      .transform(toFullWidthKatakana)
      .pipe(
        limitedText(targetFields.nameKana).regex(
          KATAKANA_RULE,
          "物件名カナは全角カタカナで入力してください",
        ),
      ),
    postalCode: z.string().regex(POSTAL_CODE_RULE, "郵便番号は7桁の数字で入力してください"),
    prefecture: limitedText(targetFields.prefecture),
    city: limitedText(targetFields.city),
    town: limitedText(targetFields.town),
    street: limitedText(targetFields.street),
    building: limitedText(targetFields.building),
    poleNumber: limitedText(targetFields.poleNumber),
    poleOwner: limitedText(targetFields.poleOwner),
    targetInstallationTypeId: z.string(),
    clientId: z.string(),
    totalUnits: z
      .string()
      .trim()
      .regex(/^\d{0,5}$/, "総戸数は0以上の整数で入力してください")
      .refine((v) => v === "" || Number(v) <= 10000, "総戸数は10000以下で入力してください"),
    notes: limitedText(targetFields.notes),
  })
  .transform((v): Omit<UpdateTargetInput, "version"> => {
    const type = Number(v.targetType);
    const fit = targetFieldsOf(type);
    return {
      targetType: type,
      name: v.name,
      nameKana: textOrNull(v.nameKana),
      postalCode: textOrNull(v.postalCode),
      prefecture: textOrNull(v.prefecture),
      city: textOrNull(v.city),
      town: textOrNull(v.town),
      street: textOrNull(v.street),
      targetInstallationTypeId: idOrNull(v.targetInstallationTypeId),
      clientId: idOrNull(v.clientId),
      notes: textOrNull(v.notes),
      ...(fit.building ? { building: textOrNull(v.building) } : {}),
      ...(fit.pole
        ? { poleNumber: textOrNull(v.poleNumber), poleOwner: textOrNull(v.poleOwner) }
        : {}),
      ...(fit.totalUnits ? { totalUnits: v.totalUnits ? Number(v.totalUnits) : null } : {}),
    };
  });

export type TargetFormValues = z.input<typeof targetFormSchema>;
export type TargetFormOutput = z.output<typeof targetFormSchema>;

/** What the form starts from: the target as read (nulls as empty inputs). */
export interface TargetFormSource {
  targetType: number;
  name: string;
  nameKana?: string | null;
  postalCode?: string | null;
  prefecture?: string | null;
  city?: string | null;
  town?: string | null;
  street?: string | null;
  building?: string | null;
  poleNumber?: string | null;
  poleOwner?: string | null;
  targetInstallationTypeId?: number | null;
  clientId?: number | null;
  totalUnits?: number | null;
  notes?: string | null;
}

export function targetFormValues(t: TargetFormSource): TargetFormValues {
  return {
    targetType: String(t.targetType),
    name: t.name,
    nameKana: text(t.nameKana),
    postalCode: text(t.postalCode),
    prefecture: text(t.prefecture),
    city: text(t.city),
    town: text(t.town),
    street: text(t.street),
    building: text(t.building),
    poleNumber: text(t.poleNumber),
    poleOwner: text(t.poleOwner),
    targetInstallationTypeId: text(t.targetInstallationTypeId),
    clientId: text(t.clientId),
    totalUnits: text(t.totalUnits),
    notes: text(t.notes),
  };
}
