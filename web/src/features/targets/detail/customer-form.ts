import { z } from "@/shared/form/zod";
import {
  KATAKANA_RULE,
  normalizePhone,
  PHONE_RULE,
  POSTAL_CODE_RULE,
  toFullWidthKatakana,
} from "@/shared/form/normalize";
import { text, textOrNull } from "@/shared/form/options";

// A customer (owner or tenant) of a unit. Contact details (phone, mobile, e-mail, postal code,
// address) need matterRead: without it the API answers them as null, so the form neither shows
// nor sends them (sending nulls would erase what the person cannot see).

const EMAIL_RULE = /^([^\s@]+@[^\s@]+\.[^\s@]+)?$/;
const max = (n: number, label: string) =>
  z.string().max(n, `${label}は${n}文字以内で入力してください`);

export function customerFormSchema(withContact: boolean) {
  return z
    .object({
      customerType: z.string(),
      name: z
        .string()
        .trim()
        .min(1, "氏名は必須入力です")
        .max(200, "氏名は200文字以内で入力してください"),
      nameKana: z
        .string()
        .transform(toFullWidthKatakana)
        .pipe(
          max(200, "フリガナ").regex(KATAKANA_RULE, "フリガナは全角カタカナで入力してください"),
        ),
      gender: z.string(),
      contactMethod: z.string(),
      ownership: z.string(),
      phone: z
        .string()
        .transform(normalizePhone)
        .pipe(max(20, "電話番号").regex(PHONE_RULE, "電話番号の形式が正しくありません")),
      mobile: z
        .string()
        .transform(normalizePhone)
        .pipe(max(20, "携帯電話番号").regex(PHONE_RULE, "携帯電話番号の形式が正しくありません")),
      email: z
        .string()
        .trim()
        .pipe(
          max(254, "メールアドレス").regex(EMAIL_RULE, "メールアドレスの形式が正しくありません"),
        ),
      postalCode: z.string().regex(POSTAL_CODE_RULE, "郵便番号は7桁の数字で入力してください"),
      address: max(300, "住所"),
      notes: max(2000, "備考"),
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
