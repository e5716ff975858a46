import { matterStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import { filterFieldsOf, labelOptions } from "@/shared/list/filter-fields";
import { INSTRUCTABLE_STATUSES, type bulkMatterList } from "./bulk-matter-list";

/** The search conditions of the instructable matters (all on the server; MatterFilter's own). */
export function bulkMatterFilterFields(assignees: readonly { id: string; name: string }[]) {
  return filterFieldsOf<typeof bulkMatterList.filters>()([
    {
      key: "status",
      label: "案件状態",
      kind: "select",
      // Only the statuses an instruction is possible from: the others would list nothing.
      options: INSTRUCTABLE_STATUSES.map((s) => ({ value: s, label: matterStatusLabels[s] })),
    },
    { key: "workType", label: "工事種別", kind: "select", options: labelOptions(workTypeLabels) },
    {
      key: "assigneeUserId",
      label: "案件担当者",
      kind: "select",
      options: assignees.map((u) => ({ value: Number(u.id), label: u.name })),
    },
    { key: "dueFrom", label: "期限（から）", kind: "date" },
    { key: "dueTo", label: "期限（まで）", kind: "date" },
  ]);
}
