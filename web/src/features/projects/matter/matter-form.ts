import type { MasterOption } from "@/shared/form/fields";
import { limitedText, optionalDay, z } from "@/shared/form/zod";
import { matterStatusChoice } from "../matter-status";
import { matterFields as f } from "@cfx/domain/fields/projects";

// 案件編集's form: status (only the changes a person may make: 保留, back from it, 完了), assignee,
// due date and notes. The other status changes follow the matter's negotiations and constructions,
// so the form never offers them. An empty status keeps the current one (nothing sent).

/** The status choices besides "keep the current one", worded as what they do. */
export function statusOptions(matter: {
  status: number;
  allowedStatuses: readonly number[];
}): MasterOption[] {
  return matter.allowedStatuses.map((to) => ({ id: to, name: matterStatusChoice(to, matter) }));
}

export const matterFormSchema = z
  .object({
    status: z.string(),
    assigneeUserId: z.string(),
    dueDate: optionalDay(f.dueDate.label),
    notes: limitedText(f.notes),
  })
  .transform((v) => ({
    ...(v.status ? { status: Number(v.status) } : {}),
    assigneeUserId: v.assigneeUserId ? Number(v.assigneeUserId) : null,
    dueDate: v.dueDate || null,
    notes: v.notes.trim() ? v.notes.trim() : null,
  }));

export type MatterFormValues = z.input<typeof matterFormSchema>;
export type MatterFormOutput = z.output<typeof matterFormSchema>;

export function matterFormValues(m: {
  assigneeUserId?: number | null;
  dueDate?: string | null;
  notes?: string | null;
}): MatterFormValues {
  return {
    status: "",
    assigneeUserId: m.assigneeUserId ? String(m.assigneeUserId) : "",
    dueDate: m.dueDate ?? "",
    notes: m.notes ?? "",
  };
}
