import { defineFields, code, notes } from "./define";

/** 引込線 (line_codes). */
export const lineCodeFields = defineFields({
  lineCode: { label: "引込線コード", max: 50 },
  targetId: { label: "対象物件", value: code("target") },
  targetDetailId: { label: "対象詳細", value: code("targetDetail") },
  poleNumber: { label: "電柱番号", max: 50 },
  poleOwner: { label: "電柱所有者", max: 100 },
  cableType: { label: "ケーブル種別" },
  lineKind: { label: "回線種別" },
  status: { label: "状態" },
  removalConsentAt: { label: "撤去承諾日" },
  removedAt: { label: "撤去日時" },
  constructionId: { label: "工事", value: code("construction") },
  notes,
});
