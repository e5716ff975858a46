import { listLabel } from "@cfx/domain/fields/define";
import { matterFields as f } from "@cfx/domain/fields/projects";
import { enumOptions, filterFieldsOf } from "@/shared/list/filter-fields";
import type { projectMatterList } from "./matter-list";

/** The search conditions of a project's matters (all on the server). */
export function matterFilterFields(assignees: readonly { id: string; name: string }[]) {
  return filterFieldsOf<typeof projectMatterList.filters>()([
    { key: "status", label: listLabel(f.status), kind: "select", options: enumOptions(f.status) },
    {
      key: "workType",
      label: listLabel(f.workType),
      kind: "select",
      options: enumOptions(f.workType),
    },
    {
      key: "assigneeUserId",
      label: listLabel(f.assigneeUserId),
      kind: "select",
      options: assignees.map((u) => ({ value: Number(u.id), label: u.name })),
    },
    { key: "dueFrom", label: "期限（から）", kind: "date" },
    { key: "dueTo", label: "期限（まで）", kind: "date" },
    { key: "overdue", label: "期限切れ", kind: "check", value: "true", text: "期限切れのみ" },
  ]);
}
