import { listLabel } from "@cfx/domain/fields/define";
import { projectFields as f } from "@cfx/domain/fields/projects";
import { enumOptions, filterFieldsOf, type FilterOption } from "@/shared/list/filter-fields";
import type { projectList } from "./project-list";

export interface ProjectFilterOptions {
  clients: readonly { id: number; name: string }[];
  jobCategories: readonly { id: number; name: string }[];
  managers: readonly { id: string; name: string }[];
}

const named = (items: readonly { id: number | string; name: string }[]): FilterOption[] =>
  items.map((i) => ({ value: Number(i.id), label: i.name }));

/** The search conditions of プロジェクト一覧 (all on the server). */
export function projectFilterFields(options: ProjectFilterOptions) {
  return filterFieldsOf<typeof projectList.filters>()([
    { key: "name", label: listLabel(f.name), kind: "text", placeholder: "部分一致" },
    {
      key: "clientId",
      label: listLabel(f.clientId),
      kind: "select",
      options: named(options.clients),
    },
    {
      key: "jobCategoryId",
      label: listLabel(f.jobCategoryId),
      kind: "select",
      options: named(options.jobCategories),
    },
    {
      key: "workType",
      label: listLabel(f.workType),
      kind: "select",
      options: enumOptions(f.workType),
    },
    { key: "status", label: listLabel(f.status), kind: "select", options: enumOptions(f.status) },
    {
      key: "managerUserId",
      label: listLabel(f.managerUserId),
      kind: "select",
      options: named(options.managers),
    },
    { key: "periodFrom", label: "期間（から）", kind: "date" },
    { key: "periodTo", label: "期間（まで）", kind: "date" },
  ]);
}
