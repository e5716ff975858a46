import { listLabel } from "@cfx/domain/fields/define";
import { constructionFields as f } from "@cfx/domain/fields/constructions";
import { enumOptions, filterFieldsOf, type FilterOption } from "@/shared/list/filter-fields";
import type { constructionList } from "./construction-list";

export interface ConstructionFilterOptions {
  companies: readonly { id: number; name: string }[];
  teams: readonly { id: number; name: string; associateCompanyId?: number | null }[];
  /** A crew sees its own company's work only: no company to choose. */
  companyFilter: boolean;
  /** Empty for a reader without matterRead (a crew): the field is left out then. */
  projects: readonly { id: string; code: string; name: string }[];
}

const named = (items: readonly { id: number | string; name: string }[]): FilterOption[] =>
  items.map((i) => ({ value: Number(i.id), label: i.name }));

/** A team with its company (第1班 is in every company). */
export function teamOptions(options: ConstructionFilterOptions): FilterOption[] {
  const company = new Map(options.companies.map((c) => [c.id, c.name]));
  return options.teams.map((t) => {
    const of = t.associateCompanyId ? company.get(t.associateCompanyId) : undefined;
    return { value: t.id, label: of ? `${t.name}（${of}）` : t.name };
  });
}

/** The search conditions of 工事確認一覧 (all on the server). */
export function constructionFilterFields(options: ConstructionFilterOptions) {
  return filterFieldsOf<typeof constructionList.filters>()([
    {
      key: "keyword",
      label: "工事コード・物件名",
      kind: "text",
      placeholder: "CN-00000042 または物件名の一部",
    },
    {
      key: "status",
      label: listLabel(f.status),
      kind: "multi",
      options: enumOptions(f.status),
    },
    ...(options.companyFilter
      ? [
          {
            key: "associateCompanyId" as const,
            label: listLabel(f.associateCompanyId),
            kind: "select" as const,
            options: named(options.companies),
          },
        ]
      : []),
    { key: "teamId", label: listLabel(f.teamId), kind: "select", options: teamOptions(options) },
    ...(options.projects.length
      ? [
          {
            key: "projectId" as const,
            label: "プロジェクト",
            kind: "select" as const,
            options: options.projects.map((p) => ({
              value: Number(p.id),
              label: `${p.code} ${p.name}`,
            })),
          },
        ]
      : []),
    { key: "dateFrom", label: "工事予定日（から）", kind: "date" },
    { key: "dateTo", label: "工事予定日（まで）", kind: "date" },
    { key: "thisWeek", label: "今週の工事", kind: "check", value: "true", text: "今週のみ" },
    {
      key: "failedMeasurement",
      label: "測定結果",
      kind: "check",
      value: "true",
      text: "測定不合格のみ",
    },
    // The dashboard's 測定不合格の工事 (the last 7 days): a failed reading measured from this day.
    { key: "failedSince", label: "この日以降に測定不合格", kind: "date" },
  ]);
}
