import { filterFieldsOf } from "@/shared/list/filter-fields";
import { SOURCE_KINDS } from "../source-labels";
import type { externalSourceList } from "./external-source-list";

/** The search conditions of 外部連携一覧 (all on the server). */
export const externalSourceFilterFields = filterFieldsOf<typeof externalSourceList.filters>()([
  { key: "name", label: "名称", kind: "text", placeholder: "部分一致" },
  {
    key: "kind",
    label: "種類",
    kind: "select",
    options: SOURCE_KINDS.map((k) => ({ value: k, label: k })),
  },
  {
    key: "enabled",
    label: "有効",
    kind: "select",
    options: [
      { value: "true", label: "有効" },
      { value: "false", label: "無効" },
    ],
  },
  { key: "failedSince", label: "この日以降に失敗", kind: "date" },
]);
