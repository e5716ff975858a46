import { listLabel } from "@cfx/domain/fields/define";
import { externalSourceFields as f } from "@cfx/domain/fields/external-sources";
import { filterFieldsOf } from "@/shared/list/filter-fields";
import { SOURCE_KINDS } from "../source-labels";
import type { externalSourceList } from "./external-source-list";

/** The search conditions of 外部連携一覧 (all on the server). */
export const externalSourceFilterFields = filterFieldsOf<typeof externalSourceList.filters>()([
  { key: "name", label: listLabel(f.name), kind: "text", placeholder: "部分一致" },
  {
    key: "kind",
    label: listLabel(f.kind),
    kind: "select",
    options: SOURCE_KINDS.map((k) => ({ value: k, label: k })),
  },
  {
    key: "enabled",
    label: listLabel(f.enabled),
    kind: "select",
    options: [
      { value: "true", label: "有効" },
      { value: "false", label: "無効" },
    ],
  },
  { key: "failedSince", label: "この日以降に失敗", kind: "date" },
]);
