// The fields an external source may fill, per target entity: the runner maps source columns to
// these names, the settings are checked against them and GET /external-sources/fields publishes
// them for the column-mapping editor. One table, so the three cannot disagree.
import { targetColumns } from "../targets/import/target-rows";

export interface ImportableField {
  /** Our field name (the column mapping's value). */
  field: string;
  /** Japanese name shown in the mapping editor. */
  label: string;
  /** A row without it is an error. */
  required: boolean;
  /** What the value must look like (Japanese). */
  description: string;
}

const targetLabel = Object.fromEntries(Object.entries(targetColumns).map(([k, v]) => [v, k]));
const target = (field: string, description: string, required = false): ImportableField => ({
  field,
  label: targetLabel[field] ?? field,
  required,
  description,
});

const targetFields: ImportableField[] = [
  target("targetType", "1 未選択・2 戸建・3 集合住宅・4 電柱（番号または名称）。空欄は未選択"),
  target("name", "200文字以内", true),
  target("nameKana", "全角カタカナ（ひらがな・半角カナは変換）"),
  target("postalCode", "7桁（ハイフン可）"),
  target("prefecture", "都道府県名（例: 東京都）"),
  target("city", "市区町村"),
  target("town", "町域"),
  target("street", "番地"),
  target("building", "建物名"),
  target("latitude", "-90〜90 の数値"),
  target("longitude", "-180〜180 の数値"),
  target("poleNumber", "電柱番号（例: 森ケ崎 190）"),
  target("poleOwner", "電柱所有者"),
  target("clientId", "登録済みの発注元の ID"),
  target("totalUnits", "0以上の整数"),
  target("notes", "2000文字以内"),
];

const matterFields: ImportableField[] = [
  {
    field: "projectId",
    label: "プロジェクトID",
    required: true,
    description: "登録済みのプロジェクトの ID",
  },
  {
    field: "targetId",
    label: "対象物件ID",
    required: true,
    description: "登録済みの対象物件の ID（プロジェクトの発注元のもの）",
  },
  {
    field: "workType",
    label: "作業種別",
    required: false,
    description: "1 放送・2 通信・3 放送+通信・4 引込線撤去（空欄はプロジェクトの作業種別）",
  },
  {
    field: "status",
    label: "状態",
    required: false,
    description: "案件の状態コード。新規は未着手だけ、更新は手で変えられる状態だけ",
  },
  { field: "assigneeUserId", label: "担当者ID", required: false, description: "ユーザーの ID" },
  { field: "dueDate", label: "期限", required: false, description: "YYYY-MM-DD" },
  { field: "notes", label: "備考", required: false, description: "自由記述" },
];

export const importableFields = { targets: targetFields, matters: matterFields } as const;

/** The importable fields of a target entity (`targets` when unknown, as the runner does). */
export function fieldsCatalogue(entity: string): ImportableField[] {
  return entity === "matters" ? matterFields : targetFields;
}

/** The field names of a target entity. */
export const fieldsOf = (entity: string): string[] => fieldsCatalogue(entity).map((f) => f.field);
