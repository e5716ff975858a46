import { listLabel } from "@cfx/domain/fields/define";
import { lineCodeFields as f } from "@cfx/domain/fields/linecodes";
import { filterFieldsOf, type FilterOption } from "@/shared/list/filter-fields";
import { CABLE_TYPES, LINE_CODE_STATUSES, LINE_KINDS } from "../line-code-words";
import type { lineCodeList } from "./line-code-list";

const words = (list: readonly string[]): FilterOption[] =>
  list.map((word) => ({ value: word, label: word }));

/** The search conditions of 引込線一覧 (all on the server). */
export const lineCodeFilterFields = filterFieldsOf<typeof lineCodeList.filters>()([
  { key: "lineCode", label: listLabel(f.lineCode), kind: "text", placeholder: "部分一致" },
  { key: "targetId", label: "対象物件コード", kind: "text", placeholder: "TA-00000042 または 42" },
  { key: "poleNumber", label: listLabel(f.poleNumber), kind: "text", placeholder: "部分一致" },
  { key: "cableType", label: listLabel(f.cableType), kind: "multi", options: words(CABLE_TYPES) },
  { key: "lineKind", label: listLabel(f.lineKind), kind: "multi", options: words(LINE_KINDS) },
  { key: "status", label: listLabel(f.status), kind: "multi", options: words(LINE_CODE_STATUSES) },
  {
    key: "hasRemovalConsent",
    label: "撤去承諾",
    kind: "select",
    options: [
      { value: "true", label: "承諾日あり" },
      { value: "false", label: "承諾日なし" },
    ],
  },
  { key: "removalConsentFrom", label: "撤去承諾日（から）", kind: "date" },
  { key: "removalConsentTo", label: "撤去承諾日（まで）", kind: "date" },
  {
    key: "constructionId",
    label: "撤去工事コード",
    kind: "text",
    placeholder: "CN-00000042 または 42",
  },
]);
