import { listLabel } from "@cfx/domain/fields/define";
import { targetFields as f } from "@cfx/domain/fields/targets";
import { enumOptions, filterFieldsOf } from "@/shared/list/filter-fields";
import type { targetList } from "./target-list";

export interface TargetFilterOptions {
  clients: readonly { id: number; name: string }[];
  /** Projects for 「プロジェクト未登録」 (targets not yet in the chosen project). */
  projects: readonly { id: string | number; name: string; code: string }[];
}

// 未選択 is a stored value, not a choice anyone searches for by name; it stays searchable though.
const TYPE_OPTIONS = enumOptions(f.targetType);

/** The search conditions of 対象物件一覧 (all on the server). */
export function targetFilterFields(options: TargetFilterOptions) {
  return filterFieldsOf<typeof targetList.filters>()([
    { key: "code", label: "コード", kind: "text", placeholder: "TA-00000042 または 42" },
    { key: "targetType", label: listLabel(f.targetType), kind: "select", options: TYPE_OPTIONS },
    { key: "name", label: "物件名・カナ", kind: "text", placeholder: "部分一致（ひらがな可）" },
    {
      key: "clientId",
      label: listLabel(f.clientId),
      kind: "select",
      options: options.clients.map((c) => ({ value: c.id, label: c.name })),
    },
    { key: "prefecture", label: listLabel(f.prefecture), kind: "text", placeholder: "例：東京都" },
    { key: "city", label: listLabel(f.city), kind: "text", placeholder: "例：大田区" },
    { key: "town", label: listLabel(f.town), kind: "text", placeholder: "部分一致" },
    { key: "poleNumber", label: listLabel(f.poleNumber), kind: "text", placeholder: "部分一致" },
    {
      key: "hasOpenMatter",
      label: "未完了案件",
      kind: "select",
      options: [
        { value: "true", label: "あり" },
        { value: "false", label: "なし" },
      ],
    },
    {
      key: "notInProjectId",
      label: "未登録のプロジェクト",
      kind: "select",
      options: options.projects.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` })),
    },
  ]);
}
