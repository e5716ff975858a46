import { documentTypeLabels } from "@cfx/domain/enumerations";
import { uploadKindLabels } from "@/shared/files/attachment-kind";
import { filterFieldsOf, labelOptions } from "@/shared/list/filter-fields";
import type { downloadList } from "./download-list";

/** 種別: the eight document types in code order, then the uploads (写真, その他). */
export const fileTypeOptions = [
  ...labelOptions(documentTypeLabels),
  ...Object.entries(uploadKindLabels).map(([value, label]) => ({ value, label })),
];

/** The search conditions of 帳票一覧 (all on the server). */
export function downloadFilterFields(options: {
  projects: readonly { id: string; code: string; name: string }[];
}) {
  return filterFieldsOf<typeof downloadList.filters>()([
    { key: "type", label: "種別", kind: "select", options: fileTypeOptions },
    {
      key: "projectId",
      label: "プロジェクト",
      kind: "select",
      options: options.projects.map((p) => ({ value: Number(p.id), label: `${p.code} ${p.name}` })),
    },
    { key: "createdFrom", label: "作成日（から）", kind: "date" },
    { key: "createdTo", label: "作成日（まで）", kind: "date" },
    { key: "targetId", label: "対象物件", kind: "text", placeholder: "TA-00000042 または 42" },
    { key: "customerName", label: "顧客名", kind: "text", placeholder: "部分一致" },
  ]);
}
