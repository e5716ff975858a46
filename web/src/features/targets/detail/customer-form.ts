import { limitedText, z } from "@/shared/form/zod";
import {
  KATAKANA_RULE,
  normalizePhone,
  PHONE_RULE,
  POSTAL_CODE_RULE,
  toFullWidthKatakana,
} from "@/shared/form/normalize";
import { text, textOrNull } from "@/shared/form/options";
import { tooLongMessage } from "@cfx/domain/fields/define";
import { customerFields } from "@cfx/domain/fields/targets";

// A customer (owner or tenant) of a unit. Contact details (phone, mobile, e-mail, postal code,
// address) need matterRead: without it the API answers them as null, so the form neither shows
// nor sends them (sending nulls would erase what the person cannot see).

const EMAIL_RULE = /^([^\s@]+@[^\s@]+\.[^\s@]+)?$/;

export function customerFormSchema(withContact: boolean) {
  return z
    .object({
      customerType: z.string(),
      name: z
        .string()
        .trim()
        .min(1, "氏名は必須入力です")
        .max(customerFields.name.max, tooLongMessage(customerFields.name)),
      nameKana: z
        .string()
        .transform(toFullWidthKatakana)
        .pipe(
          limitedText(customerFields.nameKana).regex(
            KATAKANA_RULE,
            "フリガナは全角カタカナで入力してください",
          ),
        ),
      gender: z.string(),
      contactMethod: z.string(),
      ownership: z.string(),
      phone: z
        .string()
        .transform(normalizePhone)
        .pipe(
          limitedText(customerFields.phone).regex(PHONE_RULE, "電話番号の形式が正しくありません"),
        ),
      mobile: z
        .string()
        .transform(normalizePhone)
        .pipe(
          limitedText(customerFields.mobile).regex(
            PHONE_RULE,
            "携帯電話番号の形式が正しくありません",
          ),
        ),
      email: z
        .string()
        .trim()
        .pipe(
          limitedText(customerFields.email).regex(
            EMAIL_RULE,
            "メールアドレスの形式が正しくありません",
          ),
        ),
      postalCode: z.string().regex(POSTAL_CODE_RULE, "郵便番号は7桁の数字で入力してください"),
      address: limitedText(customerFields.address),
      notes: limitedText(customerFields.notes),
    })
    .transform((v) => ({
      customerType: Number(v.customerType || 0),
      name: v.name,
      nameKana: textOrNull(v.nameKana),
      gender: Number(v.gender || 0),
      contactMethod: Number(v.contactMethod || 0),
      ownership: Number(v.ownership || 0),
      notes: textOrNull(v.notes),
      ...(withContact
        ? {
            phone: textOrNull(v.phone),
            mobile: textOrNull(v.mobile),
            email: textOrNull(v.email),
            postalCode: textOrNull(v.postalCode),
            address: textOrNull(v.address),
          }
        : {}),
    }));
}

export type CustomerFormValues = z.input<ReturnType<typeof customerFormSchema>>;
export type CustomerFormOutput = z.output<ReturnType<typeof customerFormSchema>>;

export interface CustomerFormSource {
  customerType: number;
  name: string;
  nameKana?: string | null;
  gender: number;
  contactMethod: number;
  ownership: number;
  phone?: string | null;
  mobile?: string | null;
  email?: string | null;
  postalCode?: string | null;
  address?: string | null;
  notes?: string | null;
}

/** A new customer of a unit: a tenant (入居者) unless the person picks オーナー. */
export const NEW_CUSTOMER: CustomerFormSource = {
  customerType: 2,
  name: "",
  gender: 0,
  contactMethod: 0,
  ownership: 0,
};

export function customerFormValues(c: CustomerFormSource): CustomerFormValues {
  return {
    customerType: String(c.customerType),
    name: c.name,
    nameKana: text(c.nameKana),
    gender: String(c.gender),
    contactMethod: String(c.contactMethod),
    ownership: String(c.ownership),
    phone: text(c.phone),
    mobile: text(c.mobile),
    email: text(c.email),
    postalCode: text(c.postalCode),
    address: text(c.address),
    notes: text(c.notes),
  };
}
