import { historyMethodLabels } from "@cfx/domain/enumerations";
import type { MasterOption } from "@/shared/form/fields";
import { codeOptions, text, textOrNull } from "@/shared/form/options";
import { limitedText, z } from "@/shared/form/zod";
import { contactCounterparts, contactOutcomes } from "./contact-words";
import { isJstLocal, isoToJstLocal, jstLocalToIso } from "./datetime";
import { negotiationHistoryFields as h } from "@cfx/domain/fields/negotiations";

// One contact with the customer (交渉履歴): when, how, whom, with what result, and when next.
// A new one starts at the current minute, the usual case being "I just spoke to them".

export const methodOptions: MasterOption[] = codeOptions(historyMethodLabels, [0]);
export const counterpartOptions: MasterOption[] = contactCounterparts.map((w) => ({
  id: w,
  name: w,
}));
export const outcomeOptions: MasterOption[] = contactOutcomes.map((w) => ({ id: w, name: w }));

/** The API's word for a contact with nothing in it. */
export const EMPTY_CONTACT_MESSAGE =
  "接触方法・相手・結果・メモ・次回接触予定のいずれかを入力してください";

const dateTime = (label: string) =>
  z.string().refine((v) => v === "" || isJstLocal(v), `${label}は正しい日時を入力してください`);

export const contactFormSchema = z
  .object({
    contactedAt: dateTime(h.contactedAt.label).refine(
      (v) => v !== "",
      `${h.contactedAt.label}を入力してください`,
    ),
    method: z.string(),
    counterpart: z.string(),
    outcome: z.string(),
    memo: limitedText(h.memo),
    nextContactAt: dateTime(h.nextContactAt.label),
  })
  .superRefine((v, ctx) => {
    // A time alone says nothing happened: the timeline is permanent, so a blank contact is refused.
    if (!v.method && !v.counterpart && !v.outcome && !v.memo.trim() && !v.nextContactAt)
      ctx.addIssue({
        code: "custom",
        path: ["memo"],
        message: EMPTY_CONTACT_MESSAGE,
      });
    // Both are `YYYY-MM-DDTHH:mm`, so text order is time order.
    if (v.nextContactAt && v.contactedAt && v.nextContactAt < v.contactedAt)
      ctx.addIssue({
        code: "custom",
        path: ["nextContactAt"],
        message: "次回接触予定は接触日時より後の日時を入力してください",
      });
  })
  .transform((v) => ({
    contactedAt: jstLocalToIso(v.contactedAt)!,
    method: v.method ? Number(v.method) : 0,
    counterpart: textOrNull(v.counterpart),
    outcome: textOrNull(v.outcome),
    memo: textOrNull(v.memo),
    nextContactAt: v.nextContactAt ? jstLocalToIso(v.nextContactAt) : null,
  }));

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormOutput = z.output<typeof contactFormSchema>;

export interface ContactSource {
  contactedAt: string;
  method: number;
  counterpart?: string | null;
  outcome?: string | null;
  memo?: string | null;
  nextContactAt?: string | null;
}

/** An existing contact's values, or a new one's at `now`. */
export function contactFormValues(
  c: ContactSource | null,
  now: Date = new Date(),
): ContactFormValues {
  return {
    contactedAt: isoToJstLocal(c ? c.contactedAt : now.toISOString()),
    method: c?.method ? String(c.method) : "",
    counterpart: text(c?.counterpart),
    outcome: text(c?.outcome),
    memo: c?.memo ?? "",
    nextContactAt: isoToJstLocal(c?.nextContactAt),
  };
}

/** Newest contact first; the same minute keeps the later record first. */
export function newestFirst<T extends { id: string; contactedAt: string }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort(
    (a, b) => Date.parse(b.contactedAt) - Date.parse(a.contactedAt) || Number(b.id) - Number(a.id),
  );
}
