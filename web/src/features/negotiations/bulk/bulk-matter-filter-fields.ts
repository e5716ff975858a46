import { matterStatusLabels } from "@cfx/domain/enumerations";
import { listLabel } from "@cfx/domain/fields/define";
import { matterFields as f } from "@cfx/domain/fields/projects";
import { enumOptions, filterFieldsOf } from "@/shared/list/filter-fields";
import { INSTRUCTABLE_STATUSES, type bulkMatterList } from "./bulk-matter-list";

/** The search conditions of the instructable matters (all on the server; MatterFilter's own). */
// 案件状態 and 案件担当者 keep their own words: on this page they stand beside the negotiation's.
export function bulkMatterFilterFields(assignees: readonly { id: string; name: string }[]) {
  return filterFieldsOf<typeof bulkMatterList.filters>()([
    {
      key: "status",
      label: "案件状態",
      kind: "select",
      // Only the statuses an instruction is possible from: the others would list nothing.
      options: INSTRUCTABLE_STATUSES.map((s) => ({ value: s, label: matterStatusLabels[s] })),
    },
    {
      key: "workType",
      label: listLabel(f.workType),
      kind: "select",
      options: enumOptions(f.workType),
    },
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
