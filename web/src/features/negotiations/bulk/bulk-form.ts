import type { CombinedError } from "urql";
import { displayCode, formatDateTime } from "@/shared/format";
import { isIsoDate } from "@/shared/form/normalize";
import { serverFieldErrors } from "@/shared/form/server-errors";
import { requiredDay, z } from "@/shared/form/zod";
import { alertFromCombinedError } from "@/shared/result-alert";
import { addWorkingDays } from "@cfx/domain/dates";

// 一括交渉指示's settings and the one call they become: one negotiator for every selected matter and
// a visit window. The API books each visit itself in the negotiator's free hours of the window
// (weekdays 9:00–17:00, one hour each, earliest first) and applies all or nothing.

/** The API's limit of one bulk instruction (BulkCreateNegotiationsInput.matterIds). */
export const MAX_MATTERS_PER_CALL = 500;

/** The settings form; `today` (Tokyo, YYYY-MM-DD) decides what is in the past. */
export function bulkSettingsSchema(today: string) {
  const date = requiredDay;
  return z
    .object({
      assigneeUserId: z.string().min(1, "交渉担当者を選択してください"),
      visitFrom: date("訪問期間の開始日"),
      visitTo: date("訪問期間の終了日"),
    })
    .superRefine((v, ctx) => {
      if (isIsoDate(v.visitFrom) && v.visitFrom < today)
        ctx.addIssue({
          code: "custom",
          path: ["visitFrom"],
          message: "訪問期間の開始日には今日以降の日付を入力してください",
        });
      if (isIsoDate(v.visitFrom) && isIsoDate(v.visitTo) && v.visitTo < v.visitFrom)
        ctx.addIssue({
          code: "custom",
          path: ["visitTo"],
          message: "訪問期間の終了日には開始日以降の日付を入力してください",
        });
    })
    .transform((v) => ({
      assigneeUserId: Number(v.assigneeUserId),
      visitFrom: v.visitFrom,
      visitTo: v.visitTo,
    }));
}

export type BulkSettingsValues = z.input<ReturnType<typeof bulkSettingsSchema>>;
export type BulkSettings = z.output<ReturnType<typeof bulkSettingsSchema>>;

/** A fresh form: nobody chosen, the window from the next working day over five working days. */
export function bulkSettingsValues(today: string): BulkSettingsValues {
  const visitFrom = addWorkingDays(today, 1);
  return { assigneeUserId: "", visitFrom, visitTo: addWorkingDays(visitFrom, 4) };
}

/** Why the selection cannot be sent as it is, or null when it can. */
export function selectionProblem(count: number): string | null {
  if (count === 0) return "交渉を指示する案件を選択してください";
  if (count > MAX_MATTERS_PER_CALL)
    return `一度に指示できるのは${MAX_MATTERS_PER_CALL}件までです（${count.toLocaleString("ja-JP")}件を選択中）。条件を絞り込んでください。`;
  return null;
}

/** One matter the API refused: its id when the message names a selected one, and the text. */
export interface RefusedMatter {
  matterId: string | null;
  text: string;
}

/** Why the bulk instruction applied nothing. */
export interface BulkRefusal {
  /** One sentence above the list. */
  message: string;
  /** The matters the API named (`MT-00000012: 理由`). */
  matters: RefusedMatter[];
  /** Messages for the settings' fields (the window too short for the visits, an unknown user). */
  fields: Partial<Record<"assigneeUserId" | "visitFrom" | "visitTo", string>>;
}

const FORM_FIELDS = ["assigneeUserId", "visitFrom", "visitTo"] as const;

/**
 * The refusal of bulkCreateNegotiations: every refused matter (field `matterIds`, each message
 * "MT-…: 理由") matched back to the selected id by its code, and the settings' own field errors.
 */
export function bulkRefusal(error: CombinedError, selected: Iterable<string>): BulkRefusal {
  const byCode = new Map([...selected].map((id) => [displayCode("MT", id), id]));
  const errors = serverFieldErrors(error);
  const matters = errors
    .filter((e) => e.field === "matterIds")
    .flatMap((e) => e.messages)
    .map((text) => ({ matterId: byCode.get(text.split(":")[0]!.trim()) ?? null, text }));
  const fields: BulkRefusal["fields"] = {};
  for (const e of errors) {
    const name = FORM_FIELDS.find((f) => f === e.field);
    if (name && !fields[name] && e.messages.length) fields[name] = e.messages.join(" ");
  }
  const message =
    matters.length > 0
      ? `次の${matters.length}件は交渉を指示できません。何も登録していません。`
      : Object.keys(fields).length > 0
        ? `${Object.values(fields)
            .map((m) => m.replace(/。$/, ""))
            .join("。")}。何も登録していません。`
        : `${alertFromCombinedError(error).message}（何も登録していません）`;
  return { message, matters, fields };
}

/** What the instruction did, kept on the page once the alert has faded. */
export interface BulkDone {
  count: number;
  first: string;
  last: string;
}

/** The created negotiations in words: how many, the earliest and the latest visit. */
export function bulkDone(created: readonly { scheduledAt?: string | null }[]): BulkDone {
  const times = created
    .map((n) => n.scheduledAt)
    .filter((t): t is string => Boolean(t))
    .sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
  return {
    count: created.length,
    first: formatDateTime(times[0]),
    last: formatDateTime(times[times.length - 1]),
  };
}

/** `30件の交渉を指示しました。`: the alert's and the summary's head. */
export const bulkDoneMessage = (count: number) =>
  `${count.toLocaleString("ja-JP")}件の交渉を指示しました。`;

/** The question before 一括指示: how many, whom, when, and what happens to targets without a customer. */
export function bulkConfirmMessage(
  count: number,
  assigneeName: string,
  settings: { visitFrom: string; visitTo: string },
): string {
  const day = (d: string) => d.replaceAll("-", "/");
  return (
    `${count.toLocaleString("ja-JP")}件の案件に、交渉担当者「${assigneeName}」で交渉を指示します` +
    `（訪問期間 ${day(settings.visitFrom)}〜${day(settings.visitTo)}）。` +
    "顧客が登録されていない対象物件の案件が含まれるときは、何も登録せずにその案件を示します。"
  );
}
