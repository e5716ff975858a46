import type { CreateLineCodeInput } from "@/gql/graphql";
import { dateFormatMessage, isIsoDate } from "@/shared/form/normalize";
import { textOrNull } from "@/shared/form/options";
import { limitedText, z } from "@/shared/form/zod";
import { dayToInstant } from "../edit/line-code-form";
import { tooLongMessage } from "@cfx/domain/fields/define";
import { lineCodeFields } from "@cfx/domain/fields/linecodes";

// 引込線登録 (#37.3): one drop line by hand, the fields of a row of the CSV import. A new line is
// 使用中 or 撤去予定 (the API refuses 撤去済: that comes with a removal day, on the edit page).

/** The statuses a new line may start in. */
export const NEW_LINE_STATUSES = ["使用中", "撤去予定"] as const;

/** `TA-00000042`, `ta-42`, `42` (full-width too, as an IME types it) → "42"; null when not a code. */
export function targetIdOfCode(code: string): string | null {
  const match = /^(?:TA-?)?0*(\d{1,10})$/i.exec(code.normalize("NFKC").trim());
  return match ? String(Number(match[1])) : null;
}

export const lineCodeCreateSchema = z
  .object({
    lineCode: z
      .string()
      .trim()
      .min(1, `${lineCodeFields.lineCode.label}を入力してください`)
      .max(lineCodeFields.lineCode.max, tooLongMessage(lineCodeFields.lineCode)),
    targetCode: z.string(),
    targetDetailId: z.string(),
    poleNumber: limitedText(lineCodeFields.poleNumber),
    poleOwner: limitedText(lineCodeFields.poleOwner),
    cableType: z.string(),
    lineKind: z.string(),
    status: z.enum(NEW_LINE_STATUSES),
    removalConsentAt: z.string(),
    notes: limitedText(lineCodeFields.notes),
  })
  .superRefine((v, ctx) => {
    if (v.targetCode.trim() !== "" && targetIdOfCode(v.targetCode) === null)
      ctx.addIssue({
        code: "custom",
        path: ["targetCode"],
        message: "対象物件コードはTA-00000042の形式で入力してください",
      });
    if (v.removalConsentAt !== "" && !isIsoDate(v.removalConsentAt))
      ctx.addIssue({
        code: "custom",
        path: ["removalConsentAt"],
        message: dateFormatMessage(lineCodeFields.removalConsentAt.label),
      });
  })
  .transform((v): CreateLineCodeInput => ({
    lineCode: v.lineCode,
    targetId: targetIdOfCode(v.targetCode),
    targetDetailId: v.targetDetailId || null,
    poleNumber: textOrNull(v.poleNumber),
    poleOwner: textOrNull(v.poleOwner),
    cableType: v.cableType || null,
    lineKind: v.lineKind || null,
    status: v.status,
    removalConsentAt: dayToInstant(v.removalConsentAt, null),
    notes: textOrNull(v.notes),
  }));

export type LineCodeCreateValues = z.input<typeof lineCodeCreateSchema>;

/** A new line's fields: on the given target (its code) when the page was opened from one. */
export function lineCodeCreateValues(targetCode = ""): LineCodeCreateValues {
  return {
    lineCode: "",
    targetCode,
    targetDetailId: "",
    poleNumber: "",
    poleOwner: "",
    cableType: "",
    lineKind: "",
    status: "使用中",
    removalConsentAt: "",
    notes: "",
  };
}
