import { limitedText, optionalDay, z } from "@/shared/form/zod";
import { isIsoDate } from "@/shared/form/normalize";
import { idOrNull, text, textOrNull } from "@/shared/form/options";
import { customerServiceFields } from "@cfx/domain/fields/targets";

// One contract content (顧客サービス) of a customer. Dates are JST calendar days (YYYY-MM-DD);
// the end may not come before the start (the API's own message, so both sides say the same).

export const PERIOD_MESSAGE = "終了日は開始日以降の日付を入力してください";

const date = optionalDay;

export const serviceFormSchema = z
  .object({
    contractTypeId: z.string(),
    contractDetailTypeId: z.string(),
    contractReceiverId: z.string(),
    customerServiceItemId: z.string(),
    implementation: z.string(),
    operatorCustomerNo: limitedText(customerServiceFields.operatorCustomerNo, { trim: true }),
    startDate: date("開始日"),
    endDate: date("終了日"),
    notes: limitedText(customerServiceFields.notes),
  })
  .superRefine((v, ctx) => {
    if (v.startDate && v.endDate && isIsoDate(v.startDate) && v.endDate < v.startDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: PERIOD_MESSAGE });
  })
  .transform((v) => ({
    contractTypeId: idOrNull(v.contractTypeId),
    contractDetailTypeId: idOrNull(v.contractDetailTypeId),
    contractReceiverId: idOrNull(v.contractReceiverId),
    customerServiceItemId: idOrNull(v.customerServiceItemId),
    implementation: Number(v.implementation || 0),
    operatorCustomerNo: textOrNull(v.operatorCustomerNo),
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    notes: textOrNull(v.notes),
  }));

export type ServiceFormValues = z.input<typeof serviceFormSchema>;
export type ServiceFormOutput = z.output<typeof serviceFormSchema>;

export interface ServiceFormSource {
  contractTypeId?: number | null;
  contractDetailTypeId?: number | null;
  contractReceiverId?: number | null;
  customerServiceItemId?: number | null;
  implementation: number;
  operatorCustomerNo?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  notes?: string | null;
}

export const NEW_SERVICE: ServiceFormSource = { implementation: 0 };

export function serviceFormValues(s: ServiceFormSource): ServiceFormValues {
  return {
    contractTypeId: text(s.contractTypeId),
    contractDetailTypeId: text(s.contractDetailTypeId),
    contractReceiverId: text(s.contractReceiverId),
    customerServiceItemId: text(s.customerServiceItemId),
    implementation: String(s.implementation),
    operatorCustomerNo: text(s.operatorCustomerNo),
    startDate: text(s.startDate),
    endDate: text(s.endDate),
    notes: text(s.notes),
  };
}
