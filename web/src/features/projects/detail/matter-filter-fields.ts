import { matterStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import { filterFieldsOf, labelOptions } from "@/shared/list/filter-fields";
import type { projectMatterList } from "./matter-list";

/** The search conditions of a project's matters (all on the server). */
export function matterFilterFields(assignees: readonly { id: string; name: string }[]) {
  return filterFieldsOf<typeof projectMatterList.filters>()([
    { key: "status", label: "状態", kind: "select", options: labelOptions(matterStatusLabels) },
    { key: "workType", label: "工事種別", kind: "select", options: labelOptions(workTypeLabels) },
    {
      key: "assigneeUserId",
      label: "担当者",
      kind: "select",
      options: assignees.map((u) => ({ value: Number(u.id), label: u.name })),
    },
    { key: "dueFrom", label: "期限（から）", kind: "date" },
    { key: "dueTo", label: "期限（まで）", kind: "date" },
    { key: "overdue", label: "期限切れ", kind: "check", value: "true", text: "期限切れのみ" },
  ]);
}
