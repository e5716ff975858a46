import { projectStatusLabels, workTypeLabels } from "@cfx/domain/enumerations";
import { filterFieldsOf, labelOptions, type FilterOption } from "@/shared/list/filter-fields";
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
    { key: "name", label: "プロジェクト名", kind: "text", placeholder: "部分一致" },
    { key: "clientId", label: "発注元", kind: "select", options: named(options.clients) },
    {
      key: "jobCategoryId",
      label: "業務区分",
      kind: "select",
      options: named(options.jobCategories),
    },
    { key: "workType", label: "工事種別", kind: "select", options: labelOptions(workTypeLabels) },
    { key: "status", label: "状態", kind: "select", options: labelOptions(projectStatusLabels) },
    { key: "managerUserId", label: "責任者", kind: "select", options: named(options.managers) },
    { key: "periodFrom", label: "期間（から）", kind: "date" },
    { key: "periodTo", label: "期間（まで）", kind: "date" },
  ]);
}
