import type { UpdateLineCodeInput } from "@/gql/graphql";
import type { MasterOption } from "@/shared/form/fields";
import { dateFormatMessage, isIsoDate, jstIsoDate } from "@/shared/form/normalize";
import { text, textOrNull } from "@/shared/form/options";
import { limitedText, z } from "@/shared/form/zod";
import { tooLongMessage } from "@cfx/domain/fields/define";
import { lineCodeFields } from "@cfx/domain/fields/linecodes";

// 引込線編集's form. The status offers only the line's next statuses (allowedStatuses, empty
// keeps it); 撤去済 needs the removal day. The two instants (撤去承諾, 撤去) are edited as Tokyo
// days: a day left as it was sends the stored instant back unchanged, a new day its midnight.

/** The status that ends the workflow and needs a removal day. */
export const REMOVED = "撤去済";

/**
 * The form asks for a day, so it says 撤去日; the catalogue, the API's messages and the CSV header
 * keep 撤去日時 (the API stores an instant).
 */
export const REMOVED_AT = "撤去日";

export const lineCodeFormSchema = z
  .object({
    lineCode: z
      .string()
      .trim()
      .min(1, `${lineCodeFields.lineCode.label}を入力してください`)
      .max(lineCodeFields.lineCode.max, tooLongMessage(lineCodeFields.lineCode)),
    targetDetailId: z.string(),
    poleNumber: limitedText(lineCodeFields.poleNumber),
    poleOwner: limitedText(lineCodeFields.poleOwner),
    cableType: z.string(),
    lineKind: z.string(),
    status: z.string(),
    removedAt: z.string(),
    removalConsentAt: z.string(),
    notes: limitedText(lineCodeFields.notes),
  })
  .superRefine((v, ctx) => {
    const day = (path: "removedAt" | "removalConsentAt", label: string) => {
      if (v[path] !== "" && !isIsoDate(v[path]))
        ctx.addIssue({
          code: "custom",
          path: [path],
          message: dateFormatMessage(label),
        });
    };
    day("removalConsentAt", lineCodeFields.removalConsentAt.label);
    day("removedAt", REMOVED_AT);
    if (v.status === REMOVED && v.removedAt === "")
      ctx.addIssue({
        code: "custom",
        path: ["removedAt"],
        message: `撤去済にするには${REMOVED_AT}を入力してください`,
      });
  });

export type LineCodeFormValues = z.input<typeof lineCodeFormSchema>;
export type LineCodeFormOutput = z.output<typeof lineCodeFormSchema>;

/** What the form edits of a line, as the query reads it. */
export interface LineCodeFormSource {
  lineCode: string;
  targetDetailId?: string | null;
  poleNumber?: string | null;
  poleOwner?: string | null;
  cableType?: string | null;
  lineKind?: string | null;
  status: string;
  allowedStatuses: readonly string[];
  removedAt?: string | null;
  removalConsentAt?: string | null;
  notes?: string | null;
}

const dayOf = (instant: string | null | undefined) => (instant ? jstIsoDate(instant) : "");

export function lineCodeFormValues(line: LineCodeFormSource): LineCodeFormValues {
  return {
    lineCode: line.lineCode,
    targetDetailId: text(line.targetDetailId),
    poleNumber: text(line.poleNumber),
    poleOwner: text(line.poleOwner),
    cableType: text(line.cableType),
    lineKind: text(line.lineKind),
    status: "",
    removedAt: dayOf(line.removedAt),
    removalConsentAt: dayOf(line.removalConsentAt),
    notes: text(line.notes),
  };
}

/** A Tokyo day as an instant: the stored one when the day did not change, else its midnight. */
export function dayToInstant(day: string, stored: string | null | undefined): string | null {
  if (!day) return null;
  if (stored && dayOf(stored) === day) return stored;
  return new Date(`${day}T00:00:00+09:00`).toISOString();
}

/**
 * The form's values as `updateLineCode`'s input (without the version): only what changed, so
 * the line's history lists the person's changes and nothing else.
 */
export function lineCodeInput(
  v: LineCodeFormOutput,
  line: LineCodeFormSource,
): Omit<UpdateLineCodeInput, "version"> {
  const removing = v.status === REMOVED && line.status !== REMOVED;
  const wanted = {
    lineCode: v.lineCode,
    targetDetailId: v.targetDetailId || null,
    poleNumber: textOrNull(v.poleNumber),
    poleOwner: textOrNull(v.poleOwner),
    cableType: v.cableType || null,
    lineKind: v.lineKind || null,
    removalConsentAt: dayToInstant(v.removalConsentAt, line.removalConsentAt),
    notes: textOrNull(v.notes),
  };
  // The line's value as the form would send it ("" and null both mean none).
  const current = (key: keyof typeof wanted) => line[key] || null;
  const changed = Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => value !== current(key as keyof typeof wanted)),
  );
  return {
    ...changed,
    ...(v.status ? { status: v.status } : {}),
    // Given exactly when the line becomes 撤去済 by hand (the API refuses it otherwise).
    ...(removing ? { removedAt: dayToInstant(v.removedAt, line.removedAt) } : {}),
  };
}

/** The status choices besides "keep the current one", worded as what they do. */
export const statusOptions = (line: { allowedStatuses: readonly string[] }): MasterOption[] =>
  line.allowedStatuses.map((to) => ({ id: to, name: `${to}にする` }));

/** Fixed words as select options (the value is the word itself). */
export const wordOptions = (words: readonly string[]): MasterOption[] =>
  words.map((w) => ({ id: w, name: w }));
