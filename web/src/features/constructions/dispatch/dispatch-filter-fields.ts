import { constructionStatusLabels } from "@cfx/domain/enumerations";
import { listLabel } from "@cfx/domain/fields/define";
import { constructionFields as f } from "@cfx/domain/fields/constructions";
import { matterFields } from "@cfx/domain/fields/projects";
import { enumOptions, filterFieldsOf } from "@/shared/list/filter-fields";
import { DISPATCH_STATUSES, type dispatchList } from "./dispatch-list";

/** The search conditions of 工事指示一覧 (all on the server). */
export function dispatchFilterFields(
  projects: readonly { id: string; code: string; name: string }[],
) {
  return filterFieldsOf<typeof dispatchList.filters>()([
    {
      key: "keyword",
      label: "工事コード・物件名",
      kind: "text",
      placeholder: "CN-00000042 または物件名の一部",
    },
    {
      key: "projectId",
      label: "プロジェクト",
      kind: "select",
      options: projects.map((p) => ({ value: Number(p.id), label: `${p.code} ${p.name}` })),
    },
    {
      key: "status",
      label: listLabel(f.status),
      kind: "select",
      // Only the two the list holds: 指示待ち and 延期.
      options: DISPATCH_STATUSES.map((s) => ({
        value: s,
        label: constructionStatusLabels[Number(s) as keyof typeof constructionStatusLabels],
      })),
    },
    {
      key: "workType",
      label: listLabel(f.workType),
      kind: "select",
      options: enumOptions(f.workType),
    },
    {
      key: "matterStatus",
      label: "案件状態",
      kind: "select",
      // The matter's status (案件状態 beside the construction's own 状態).
      options: enumOptions(matterFields.status),
    },
    { key: "area", label: "地域", kind: "text", placeholder: "都道府県・市区町村・町域の一部" },
    { key: "dueFrom", label: "期限（から）", kind: "date" },
    { key: "dueTo", label: "期限（まで）", kind: "date" },
  ]);
}
