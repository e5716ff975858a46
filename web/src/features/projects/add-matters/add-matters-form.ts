import { workTypeLabels } from "@cfx/domain/enumerations";
import type { AddMattersInput } from "@/gql/graphql";
import { optionalDay, z } from "@/shared/form/zod";
import type { TargetListFilter } from "../../targets/public";
import { codeOptions } from "@/shared/form/options";
import { matterFields as f } from "@cfx/domain/fields/projects";

// 案件追加: the settings the new matters share (one work type, assignee and due date for the whole
// batch) and the call they become. The API takes at most 5,000 targets per call; a larger selection
// is refused here, before a round trip, with the same limit in words.

export const MAX_TARGETS_PER_CALL = 5000;

export const WORK_TYPE_OPTIONS = codeOptions(workTypeLabels);

export const addMattersFormSchema = z
  .object({
    workType: z.string().min(1, "工事種別を選択してください"),
    assigneeUserId: z.string(),
    dueDate: optionalDay(f.dueDate.label),
  })
  .transform((v) => ({
    workType: Number(v.workType),
    ...(v.assigneeUserId ? { assigneeUserId: Number(v.assigneeUserId) } : {}),
    ...(v.dueDate ? { dueDate: v.dueDate } : {}),
  }));

export type AddMattersFormValues = z.input<typeof addMattersFormSchema>;
export type AddMattersSettings = z.output<typeof addMattersFormSchema>;

/** The form's start: the project's work type, nobody assigned, no due date. */
export function addMattersFormValues(project: { workType: number }): AddMattersFormValues {
  return { workType: String(project.workType), assigneeUserId: "", dueDate: "" };
}

/** Why the selection cannot be added as it is, or null when it can. */
export function selectionProblem(count: number): string | null {
  if (count === 0) return "追加する対象物件を選択してください";
  if (count > MAX_TARGETS_PER_CALL)
    return `一度に追加できるのは${MAX_TARGETS_PER_CALL.toLocaleString("ja-JP")}件までです（${count.toLocaleString("ja-JP")}件を選択中）`;
  return null;
}

/** The one addMattersToProject call for the whole selection. */
export function addMattersInput(
  projectId: string,
  targetIds: Iterable<string>,
  settings: AddMattersSettings,
): AddMattersInput {
  return { projectId, targetIds: [...targetIds], ...settings };
}

/**
 * The search the page starts with when its URL names none: the project's client (when it has
 * one) and only targets not yet in this project.
 */
export function defaultAddMattersFilter(project: {
  id: string;
  clientId?: number | null;
}): TargetListFilter {
  return {
    ...(project.clientId ? { clientId: project.clientId } : {}),
    notInProjectId: Number(project.id),
  };
}
